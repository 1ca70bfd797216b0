package journal

import (
	"bufio"
	"bytes"
	"io"
	"os"

	"rolekeeper/rules"
	"rolekeeper/safefile"
	"rolekeeper/wording"
)

// ObserveOffsets has Open, ReadOpen with KeepNoRecords and Extend tell at
// the byte offset of every event record's line (undo and redo included)
// just before the observer (Observe) is told its step: a log that reads
// its window of a long game from the file (Window) keeps a few of them
// instead of every event.
func ObserveOffsets(at func(offset int64)) Option {
	return func(o *options) { o.at = at }
}

// MaxWindow is the most records Window.Events reads at once.
const MaxWindow = 4096

// ErrLogChanged is a game file that is no longer the one read, or no
// longer holds what was read: it was replaced, shortened or written over
// behind the reader's back. A log read from the file says so rather than
// show other lines.
var ErrLogChanged error = problem(wording.ReasonLogChanged)

// A Window reads the events of a game file already read (by Open or
// ReadOpen) back from the file by offset, a few at a time: the log of a
// long game keeps the offsets of every few records and a few records
// read, not every event. It opens the file for each reading, checks that
// it is still the file first read (its identity, FileID) and that every
// record read carries the seq asked for, and keeps nothing open.
type Window struct {
	path string
	id   FileID
}

// WindowOf returns a Window on the game file at path as it is now: call
// it right after reading the file, while it is the file read (Open holds
// its lock).
func WindowOf(path string) (*Window, error) {
	id, err := IdentityAt(path)
	if err != nil {
		return nil, fileErr(path, err)
	}
	return &Window{path: path, id: id}, nil
}

// NewWindow returns a Window on the game file at path whose identity,
// when it was read, was id (IdentityOf the file read).
func NewWindow(path string, id FileID) *Window { return &Window{path: path, id: id} }

// Events returns the events of the n records (n at most MaxWindow) whose
// first line starts at offset and whose first record is the game's
// record number first (from 1), as they were read. A file that is no
// longer the one read, or no longer holds those records there, is
// ErrLogChanged; a file that cannot be opened is an *Error.
func (w *Window) Events(offset int64, first, n int) ([]rules.Event, error) {
	if n < 0 || n > MaxWindow || offset < 0 || first < 1 {
		return nil, ErrLogChanged
	}
	f, err := safefile.OpenFile(w.path, os.O_RDONLY) // shared for deletion on Windows, as every reader of a game
	if err != nil {
		return nil, fileErr(w.path, err)
	}
	defer f.Close()
	if id, err := IdentityOf(f); err != nil || id != w.id {
		return nil, ErrLogChanged
	}
	return eventsAt(f, offset, first, n)
}

// eventsAt reads the events of n records from offset of in, the first
// numbered first.
func eventsAt(in io.ReaderAt, offset int64, first, n int) ([]rules.Event, error) {
	br := bufio.NewReaderSize(io.NewSectionReader(in, offset, MaxFileSize), 16<<10)
	var long []byte
	var dec decoder
	out := make([]rules.Event, 0, n)
	for len(out) < n {
		line, size, err := readLine(br, &long)
		if size == 0 || line == nil || err != nil && err != io.EOF {
			return nil, ErrLogChanged // ended, or a line the reader refused
		}
		body := bytes.TrimSpace(line)
		if len(body) == 0 {
			continue
		}
		rec, err := dec.decode(body)
		if err != nil || rec.Event == nil || rec.Seq != 0 && rec.Seq != first+len(out) {
			return nil, ErrLogChanged
		}
		out = append(out, rec.Event)
	}
	return out, nil
}
