package journal

import (
	"errors"
	"os"
	"slices"
	"sync"
	"time"

	"rolekeeper/rules"
)

// Journal is an open, locked game file that events are appended to. Its
// methods may be called from several goroutines (a user interface's update
// function and its background commands); events are always written in the
// order they were enqueued, and Enqueue never waits for a write.
type Journal struct {
	path string

	// wmu serialises writers and guards the fields below it.
	wmu  sync.Mutex
	lock *gameLock
	file AppendFile
	// files opens the file again after it was replaced.
	files Files
	// size is the length of the file's synced, good part; a failed write
	// may leave bytes after it, which the next write cuts off.
	size int64
	// dirty is true after a failed write: the file may hold a partial
	// record after size.
	dirty bool

	// mu guards the fields below it; it is never held during I/O.
	mu    sync.Mutex
	setup rules.Setup
	// id is the game's id and setupLine its setup record as written, which
	// a rewrite keeps byte for byte.
	id        string
	setupLine []byte
	// pending are the event records queued and not yet in the file. The
	// records in the file are not kept: the file is their copy, read back
	// through held when they are needed (saved.go).
	pending []NumberedRecord
	// held is the game file as opened or last written, read-only, so that
	// its bytes can still be read after it was removed or replaced; nil
	// when it could not be opened.
	held *os.File
	// events counts the events played (CountEvents), start and end are
	// the times of the first and last timed records, queued ones included.
	events     int
	start, end time.Time
	game       rules.Game
	// clocks are the players' turn times beside the game's undo history.
	clocks rules.Clocks
	seq    int // seq of the next event
	line   int // line number of the next event
	closed bool
}

// ID returns the game's id (File.ID).
func (j *Journal) ID() string { return j.id }

// Path returns the game file's path.
func (j *Journal) Path() string { return j.path }

// Setup returns the game's setup.
func (j *Journal) Setup() rules.Setup {
	j.mu.Lock()
	defer j.mu.Unlock()
	return j.setup
}

// Game returns the game after every event enqueued so far, saved or not.
func (j *Journal) Game() rules.Game {
	j.mu.Lock()
	defer j.mu.Unlock()
	return j.game
}

// Clocks returns the players' turn times after every event enqueued so
// far, beside the game's undo history (rules.Clocks), from the records'
// times.
func (j *Journal) Clocks() rules.Clocks {
	j.mu.Lock()
	defer j.mu.Unlock()
	return j.clocks
}

// Events returns the number of events played so far, saved or not, undo
// and redo not counted (CountEvents).
func (j *Journal) Events() int {
	j.mu.Lock()
	defer j.mu.Unlock()
	return j.events
}

// Pending returns how many enqueued events are not saved yet.
func (j *Journal) Pending() int {
	j.mu.Lock()
	defer j.mu.Unlock()
	return len(j.pending)
}

// Enqueue checks e against the rules and queues it for writing with the
// next seq and the time at (kept to the second, as in the file). It does no
// I/O. A refused event is an *Error wrapping the *rules.RuleError and
// changes nothing; after Close it returns ErrClosed.
func (j *Journal) Enqueue(e rules.Event, at time.Time) error {
	j.mu.Lock()
	defer j.mu.Unlock()
	if j.closed {
		return &Error{Path: j.path, Err: ErrClosed}
	}
	next, _, err := rules.Apply(j.game, e)
	if err != nil {
		return &Error{Path: j.path, Err: err}
	}
	at = at.UTC().Truncate(time.Second)
	j.pending = append(j.pending, NumberedRecord{Line: j.line,
		Record: Record{Seq: j.seq, At: at, Event: e}})
	j.counted(e, at)
	j.game = next
	j.clocks = j.clocks.After(e, at, next.State)
	j.seq++
	j.line++
	return nil
}

// Flush writes every queued event, in order, with one write followed by
// fsync, and returns when they are on disk. If the file was removed or
// replaced since it was opened, it is written anew in full. On failure the
// events stay queued, the error is a *SaveError, and the next Flush tries
// again from the last good byte. With nothing queued it returns nil.
func (j *Journal) Flush() error {
	j.wmu.Lock()
	defer j.wmu.Unlock()
	j.mu.Lock()
	closed := j.closed
	j.mu.Unlock()
	if closed {
		return &Error{Path: j.path, Err: ErrClosed}
	}
	return j.flush()
}

// Append is Enqueue followed by Flush: it returns once e is on disk. A
// refused event is an *Error; a failed write is a *SaveError, and e (with
// any earlier unsaved events) stays queued for the next Append or Flush.
func (j *Journal) Append(e rules.Event, at time.Time) error {
	if err := j.Enqueue(e, at); err != nil {
		return err
	}
	return j.Flush()
}

// flush writes the queued events; the caller holds wmu.
func (j *Journal) flush() error {
	j.mu.Lock()
	queued := slices.Clip(j.pending)
	j.mu.Unlock()
	if len(queued) == 0 {
		return nil
	}
	if err := j.write(queued); err != nil {
		j.dirty = !j.cutBack()
		return &SaveError{Path: j.path, Pending: len(queued), Err: err, Torn: j.dirty}
	}
	j.mu.Lock()
	j.pending = slices.Clone(j.pending[len(queued):])
	j.mu.Unlock()
	return nil
}

// write appends the queued records to the file, or writes the whole file
// anew when it is gone; the caller holds wmu. queued is a snapshot:
// Enqueue only ever appends to the pending records, so its elements do
// not change.
func (j *Journal) write(queued []NumberedRecord) error {
	moved, err := j.fileMoved()
	if err != nil {
		return err
	}
	if moved {
		return j.rewrite(queued)
	}
	if j.dirty {
		if err := j.file.Truncate(j.size); err != nil {
			return err
		}
	}
	buf := encodeEvents(nil, queued)
	if _, err := j.file.Write(buf); err != nil {
		return err
	}
	if err := j.file.Sync(); err != nil {
		return err
	}
	j.size += int64(len(buf))
	j.dirty = false
	return nil
}

// cutBack cuts the file back to its last complete record after a failed
// write or fsync, so that the file on disk stays a valid game between the
// failure and the next try (a full disk leaves part of a line); it
// reports whether the file is whole again. The caller holds wmu.
func (j *Journal) cutBack() bool {
	if j.file == nil {
		return true // nothing was written: the file is rewritten whole
	}
	if err := j.file.Truncate(j.size); err != nil {
		return false
	}
	return j.file.Sync() == nil
}

// encodeEvents appends the records' lines to buf.
func encodeEvents(buf []byte, records []NumberedRecord) []byte {
	for _, r := range records {
		buf = append(buf, EncodeEvent(r.Event, r.Seq, r.At)...)
		buf = append(buf, '\n')
	}
	return buf
}

// fileMoved reports whether the game file is no longer the file the
// Journal writes to: removed, or replaced by another.
func (j *Journal) fileMoved() (bool, error) {
	if j.file == nil {
		return true, nil
	}
	now, err := idAt(j.path)
	if errors.Is(err, os.ErrNotExist) {
		return true, nil
	}
	if err != nil {
		return false, err
	}
	f, ok := osFileOf(j.file)
	if !ok {
		return j.otherFileMoved()
	}
	held, err := idOf(f)
	if err != nil {
		return false, err
	}
	return now != held, nil
}

// otherFileMoved is fileMoved for files that are not the system's
// (WithFiles), which know only what Stat says of them.
func (j *Journal) otherFileMoved() (bool, error) {
	now, err := os.Stat(j.path)
	if errors.Is(err, os.ErrNotExist) {
		return true, nil
	}
	if err != nil {
		return false, err
	}
	held, err := j.file.Stat()
	if err != nil {
		return false, err
	}
	return !os.SameFile(now, held), nil
}

// rewrite writes the whole game as a new file at the path, after the old
// one was removed or replaced, and locks it again: the bytes saved so far
// as they were written (read back from the file held open), then the
// queued records. The caller holds wmu.
func (j *Journal) rewrite(queued []NumberedRecord) error {
	buf, err := j.saved()
	if err != nil {
		return err
	}
	buf = encodeEvents(buf, queued)
	if !same(j.lock, j.path) && InUse(j.path) {
		return lockedErr(j.path) // another game took the name and is open
	}
	var fresh *gameLock
	if err := lockedWriter(&fresh).Replace(j.path, writeBytes(buf)); err != nil {
		_ = unlockGame(fresh)
		return err
	}
	_ = unlockGame(j.lock)
	j.lock = fresh
	if j.file != nil {
		j.file.Close()
		j.file = nil
	}
	file, err := j.files.OpenAppend(j.path)
	if err != nil {
		return err
	}
	j.file, j.size, j.dirty = file, int64(len(buf)), false
	j.hold()
	return nil
}

// Close writes any queued events, closes the file and releases the lock.
// It returns the *SaveError of that last write, if it failed: those events
// are then lost, so a user interface should warn before quitting with
// unsaved events (see Pending). Closing twice returns nil.
func (j *Journal) Close() error {
	j.wmu.Lock()
	defer j.wmu.Unlock()
	j.mu.Lock()
	closed := j.closed
	j.closed = true
	j.mu.Unlock()
	if closed {
		return nil
	}
	err := j.flush()
	if j.file != nil {
		if cerr := j.file.Close(); err == nil && cerr != nil {
			err = &Error{Path: j.path, Err: cerr}
		}
		j.file = nil
	}
	if j.held != nil {
		j.held.Close()
		j.held = nil
	}
	if uerr := unlockGame(j.lock); err == nil && uerr != nil {
		err = &Error{Path: j.path, Err: uerr}
	}
	return err
}
