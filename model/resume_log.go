package model

import (
	"rolekeeper/rules"
	"rolekeeper/wording"
)

// Log is the log of a game being rebuilt from its file, one step at a
// time, so that a resumed game replays its file once: pass Add to the
// journal's reader (journal.Observe), then the log to ResumeLogged.
type Log struct {
	entries []wording.Entry
}

// Add records one step of the replay: the setup (e is nil, before the
// zero Game) or an event with the game before and after it and the
// effects it caused. It has the signature of a journal.Observer.
func (l *Log) Add(before rules.Game, e rules.Event, after rules.Game, effects []rules.Effect) {
	if e == nil {
		l.entries = append(l.entries, wording.Entry{Turn: after.Turn, Round: after.Round, Active: after.Active, Effects: effects})
		return
	}
	active := before.Active
	if _, undo := e.(rules.Undo); undo {
		active = after.Active
	}
	l.entries = append(l.entries, wording.Entry{Turn: before.Turn, Round: before.Round, Active: active, Event: e, Effects: effects})
}

// ResumeLogged is Resume for a game whose log was built while its file
// was replayed (see Log): nothing is replayed again.
func ResumeLogged(g rules.Game, log *Log, opts Options) Model {
	return resume(g, log.entries, opts)
}

// replayEntries rebuilds the log of a game from its setup and events, for
// a game whose file was replayed without a Log.
func replayEntries(setup rules.Setup, events []rules.Event) []wording.Entry {
	g, effects, err := rules.NewGame(setup)
	if err != nil {
		return nil
	}
	var log Log
	log.Add(rules.Game{}, nil, g, effects)
	for _, e := range events {
		next, effects, err := rules.Apply(g, e)
		if err != nil {
			break
		}
		log.Add(g, e, next, effects)
		g = next
	}
	return log.entries
}
