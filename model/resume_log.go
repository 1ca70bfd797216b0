package model

import "rolekeeper/rules"

// Log is the log of a game being rebuilt from its file, one step at a
// time, so that a resumed game replays its file once: pass Add to the
// journal's reader (journal.Observe), then the log to ResumeLogged.
type Log struct {
	l gameLog
}

// Add records one step of the replay: the setup (e is nil, before the
// zero Game) or an event with the game before and after it and the
// effects it caused. It has the signature of a journal.Observer.
func (l *Log) Add(_ rules.Game, e rules.Event, after rules.Game, effects []rules.Effect) {
	if e == nil {
		l.l = newGameLog(after, effects)
		return
	}
	l.l = l.l.step(e, after)
}

// ResumeLogged is Resume for a game whose log was built while its file
// was replayed (see Log): nothing is replayed again.
func ResumeLogged(g rules.Game, log *Log, opts Options) Model {
	l := log.l
	l.recent = l.entries(l.len()-recentEntries, l.len())
	return resume(g, l, opts)
}
