package model

import (
	"slices"

	"rolekeeper/rules"
	"rolekeeper/wording"
)

// Log is the log of a game being rebuilt from its file, one step at a
// time, so that a resumed game replays its file once: pass Add to the
// journal's reader (journal.Observe), then the log to ResumeLogged.
type Log struct {
	l gameLog
	// file is the reader given to ReadFrom; offset is the offset At was
	// told for the next event, when atSet.
	file   *logFile
	offset int64
	atSet  bool
}

// ReadFrom has the log read its events back from the game file through r
// (journal.Window) rather than keep them: then At must be told the
// offset of every event's record (journal.ObserveOffsets) before Add is
// told the event. Only the offset of every few records is kept, and the
// last few readings of the file.
func (l *Log) ReadFrom(r EventReader) {
	if l.file == nil {
		l.file = new(logFile)
		l.l.ev.file = l.file
	}
	l.file.mu.Lock()
	defer l.file.mu.Unlock()
	l.file.read = r
}

// At tells the log the offset of the next event's record in the game
// file (see ReadFrom); it has the signature journal.ObserveOffsets takes.
func (l *Log) At(offset int64) { l.offset, l.atSet = offset, true }

// Add records one step of the replay: the setup (e is nil, before the
// zero Game) or an event with the game before and after it and the
// effects it caused. It has the signature of a journal.Observer.
func (l *Log) Add(_ rules.Game, e rules.Event, after rules.Game, effects []rules.Effect) {
	if e == nil {
		l.l = newGameLog(after, effects)
		l.l.ev.file = l.file
		return
	}
	if l.atSet && len(l.l.ev.tail) == 0 {
		if l.file == nil {
			l.ReadFrom(nil)
		}
		l.l.ev, l.atSet = l.l.ev.inFile(l.offset), false
		l.l = l.l.advance(e, after)
		return
	}
	l.l = l.l.step(e, after)
}

// ResumeLogged is Resume for a game whose log was built while its file
// was replayed (see Log): nothing is replayed again.
func ResumeLogged(g rules.Game, log *Log, opts Options) Model {
	return resume(g, log.resolved(), opts)
}

// resolved is the log with its recent entries in words.
func (log *Log) resolved() gameLog {
	l := log.l
	l.recent = l.entries(l.len()-recentEntries, l.len())
	return l
}

// Snapshot returns what l holds now, as a *Log that stays as it is while
// l is added to: a live feed builds one log beside its replay of the file
// for all its viewers (live.WithLog), and hands each update a snapshot
// (Followed.Log). Its lists are clipped, so that nothing appended to a
// snapshot lands in l's.
func (l *Log) Snapshot() any {
	s := &Log{l: l.l, file: l.file}
	s.l.ev, s.l.marks = s.l.ev.clip(), slices.Clip(s.l.marks)
	return s
}

// Len is the number of events the log was told, undo and redo included
// (live.EventLog).
func (l *Log) Len() int { return l.l.ev.len() }

// EventsFrom returns the events the log was told from the i-th on
// (from 0), in order, undo and redo included (live.EventLog): a live
// feed whose log holds them keeps no records of its own. A log that
// reads its events from the file (ReadFrom) reads them from it; an error
// says it could not. The list is not to be changed.
func (l *Log) EventsFrom(i int) ([]rules.Event, error) {
	return l.l.ev.span(i+1, l.l.ev.len()+1)
}

// LastEntries returns the last n entries of the log (fewer in a shorter
// game; the start of the game is entry 0) as they were entered: not
// resolved (wording.Resolve), their effects worked out again from the
// mark before them. The page for phones starts its table from them and
// the feed's game instead of replaying the whole file again.
func (l *Log) LastEntries(n int) []wording.Entry {
	g := l.l
	from, to := max(g.len()-n, 0), g.len()
	if from >= to {
		return nil
	}
	out := make([]wording.Entry, 0, to-from)
	if from == 0 {
		start, effects, _ := rules.NewGame(g.setup)
		out = append(out, wording.Entry{Turn: start.Turn, Round: start.Round, Active: start.Active, Effects: effects})
		from = 1
	}
	k := (from - 1) / markEvery
	game := g.marks[k].game
	events, _ := g.ev.span(k*markEvery+1, to)
	for n, e := range events {
		i := k*markEvery + 1 + n
		next, effects, err := rules.Apply(game, e)
		if err != nil {
			break // not reached: the rules accepted e from this very game
		}
		if i >= from {
			out = append(out, entryOf(game, next, e, effects))
		}
		game = next
	}
	return out
}
