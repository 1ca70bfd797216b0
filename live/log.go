package live

import (
	"rolekeeper/journal"
	"rolekeeper/rules"
)

// A Log is built beside a Feed's replay of its file (WithLog), one step
// at a time as journal.Observe tells them: what a screen needs besides the
// game, such as its log of events, built once for every subscriber of the
// Feed instead of by each from the events again. Only the Feed's
// goroutine calls Add; Snapshot returns what the log holds now, for an
// Update, and must stay valid while Add goes on (an append-only log
// whose snapshot keeps its own lengths).
type Log interface {
	Add(before rules.Game, e rules.Event, after rules.Game, effects []rules.Effect)
	Snapshot() any
}

// EventLog is a Log's snapshot that gives the events it was told, in
// order, undo and redo included: Len of them, and those from the i-th
// on (from 0). When the snapshots of a Feed's log are EventLogs, the Feed
// keeps no records (journal.KeepNoRecords): its Updates' File.Records
// are empty and Update.Count and Update.EventsFrom give the log's
// events, with no times.
type EventLog interface {
	Len() int
	EventsFrom(i int) ([]rules.Event, error)
}

// A FileLog is a Log that keeps no events but reads them back from the
// game file (model.Log.ReadFrom): the Feed tells it the offset of every
// record's line before its step (At), and, once a whole reading is done,
// how to read the file it read (journal.Window's Events, for the
// identity of the file read).
type FileLog interface {
	Log
	At(offset int64)
	ReadFrom(read func(offset int64, first, n int) ([]rules.Event, error))
}

// WithLog makes a Feed build a log with every reading of its file: newLog
// returns an empty one for each whole reading, and every Update carries
// its snapshot (Update.Log).
func WithLog(newLog func() Log) Option {
	return func(f *Feed) { f.newLog = newLog }
}

// Log is the snapshot of the Feed's log (WithLog) for u.File, or nil
// when the Feed builds none.
func (u Update) Log() any { return u.log }

// step is one step of a replay, as a journal.Observer is told it, and
// the offset of its record's line (journal.ObserveOffsets).
type step struct {
	before, after rules.Game
	e             rules.Event
	effects       []rules.Effect
	offset        int64
}

// startLog returns a new log for a whole reading and the options that
// build it, or nil and none when the Feed builds no log.
func (f *Feed) startLog() (Log, []journal.Option) {
	if f.newLog == nil {
		return nil, nil
	}
	l := f.newLog()
	// The log keeps the events (EventLog): the reading keeps no record.
	opts := []journal.Option{journal.Observe(l.Add)}
	if _, ok := l.Snapshot().(EventLog); ok {
		opts = append(opts, journal.KeepNoRecords())
	}
	if fl, ok := l.(FileLog); ok {
		opts = append(opts, journal.ObserveOffsets(fl.At))
	}
	return l, opts
}

// readBack has l, if a FileLog, read its events from the file at path
// of identity id, which it was built from.
func readBack(l Log, path string, id journal.FileID) {
	if fl, ok := l.(FileLog); ok {
		fl.ReadFrom(journal.NewWindow(path, id).Events)
	}
}

// snapshot is the snapshot of l, or nil.
func snapshot(l Log) any {
	if l == nil {
		return nil
	}
	return l.Snapshot()
}
