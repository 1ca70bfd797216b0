package model

import (
	"slices"
	"sync"

	"rolekeeper/rules"
	"rolekeeper/wording"
)

// EventReader reads back the events of a game file already read: the n
// records whose first line starts at offset, the first of them the
// game's record number first (from 1). journal.Window's Events is one;
// an error is said in words (wording.Words.ErrorText) on the log screen.
// It is a function type of no name, so that live, which knows no model,
// hands one to the log of its feed.
type EventReader = func(offset int64, first, n int) ([]rules.Event, error)

// logEvents are the events of a game log: those read from the game file
// (entries 1 to n) are not kept, only the offset of every markEvery-th
// record's line (at), and read back from the file (file) when a screen
// shows them, markEvery at a time, the last few such readings kept; the
// events entered since (tail) are kept. A resumed game of a million
// events thus keeps some 8,000 offsets instead of a million events.
type logEvents struct {
	file *logFile
	n    int
	// at[k] is the offset of entry k×markEvery+1's record.
	at   []int64
	tail []rules.Event
}

// cachedChunks is how many readings of markEvery records a log keeps:
// a screen of the log and the mark before it need at most three.
const cachedChunks = 8

// logFile is the game file a log reads its events from, with the last
// readings kept; its methods may be called from several goroutines (the
// viewers of one live feed share a log).
type logFile struct {
	read EventReader

	mu     sync.Mutex
	chunks [cachedChunks]chunk
	next   int   // the chunk replaced next
	err    error // the first reading that failed, for good
}

// chunk is the events of the records from entry k×markEvery+1 on.
type chunk struct {
	k      int
	events []rules.Event
}

// errNoReader is a log told offsets (Log.At) but given no file to read
// them from (Log.ReadFrom), or a reader that gave fewer events than
// asked: not reached by the commands, said as a file that changed.
var errNoReader error = logChanged{}

// logChanged is the log's file that cannot be read as it was: in the
// words of journal.ErrLogChanged.
type logChanged struct{}

func (logChanged) Error() string        { return "the log cannot be read from the game file" }
func (logChanged) ReasonKey() string    { return wording.ReasonLogChanged }
func (logChanged) ReasonArgs() []string { return nil }

// len is the number of events.
func (v logEvents) len() int { return v.n + len(v.tail) }

// push is v with e entered after its last event.
func (v logEvents) push(e rules.Event) logEvents {
	v.tail = append(v.tail, e)
	return v
}

// inFile is v with one more event, read from the file's record at
// offset: it keeps the offset of every markEvery-th only. Every event
// from the file comes before those entered (push).
func (v logEvents) inFile(offset int64) logEvents {
	if v.n%markEvery == 0 {
		v.at = append(v.at, offset)
	}
	v.n++
	return v
}

// clip is v with its lists clipped, so that nothing appended to it lands
// in another's (Log.Snapshot).
func (v logEvents) clip() logEvents {
	v.at, v.tail = slices.Clip(v.at), slices.Clip(v.tail)
	return v
}

// span returns the events of entries from, from+1, … to−1 (from 1,
// clipped to the log). Those from the file are read from it: when that
// fails, span returns the events before the first it could not read, and
// the error (for good: the file is no longer the one read).
func (v logEvents) span(from, to int) ([]rules.Event, error) {
	from, to = max(from, 1), min(to, v.len()+1)
	if from >= to {
		return nil, nil
	}
	if from > v.n { // entered here: not copied
		return slices.Clip(v.tail[from-v.n-1 : to-v.n-1]), nil
	}
	out := make([]rules.Event, 0, to-from)
	for i := from; i < to && i <= v.n; {
		k := (i - 1) / markEvery
		events, err := v.chunk(k)
		if err != nil {
			return out, err
		}
		first := k*markEvery + 1
		end := min(to, first+len(events))
		out = append(out, events[i-first:end-first]...)
		i = end
	}
	if to > v.n+1 {
		out = append(out, v.tail[max(from-v.n-1, 0):to-v.n-1]...)
	}
	return out, nil
}

// chunk returns the events of the records from entry k×markEvery+1 on,
// as many as v holds up to markEvery.
func (v logEvents) chunk(k int) ([]rules.Event, error) {
	want := min(markEvery, v.n-k*markEvery)
	if v.file == nil || k >= len(v.at) {
		return nil, errNoReader
	}
	return v.file.chunk(k, v.at[k], want)
}

// chunk returns n events from entry k×markEvery+1 on, whose record
// starts at offset: kept from an earlier reading, else read.
func (f *logFile) chunk(k int, offset int64, n int) ([]rules.Event, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.err != nil {
		return nil, f.err
	}
	for _, c := range f.chunks {
		if c.events != nil && c.k == k && len(c.events) >= n {
			return c.events[:n:n], nil
		}
	}
	if f.read == nil {
		f.err = errNoReader
		return nil, f.err
	}
	events, err := f.read(offset, k*markEvery+1, n)
	if err == nil && len(events) != n {
		err = errNoReader // not reached: the reader gives n events or an error
	}
	if err != nil {
		f.err = err
		return nil, err
	}
	f.chunks[f.next] = chunk{k: k, events: events}
	f.next = (f.next + 1) % cachedChunks
	return events[:n:n], nil
}

// failed is the error that stopped the log reading its file, or nil.
func (v logEvents) failed() error {
	if v.file == nil {
		if v.n > 0 {
			return errNoReader
		}
		return nil
	}
	v.file.mu.Lock()
	defer v.file.mu.Unlock()
	return v.file.err
}
