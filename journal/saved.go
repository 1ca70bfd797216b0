package journal

import (
	"io"
	"os"
	"slices"
	"time"

	"rolekeeper/rules"
	"rolekeeper/safefile"
)

// A Journal keeps no copy of the records in its file: a resumed game of a
// million events would hold some 90 MB for them. The file is their copy,
// held open read-only (held) so that its bytes can be read back even after
// it was removed or replaced: to write it anew (rewrite), for a rescue copy
// (Records) and for tests.

// hold opens the game file at the path read-only as the file held, in
// place of the one held before. The caller holds wmu (or has the Journal
// to itself). A file that cannot be opened leaves none held: saved then
// fails, and a write that needs it is retried.
func (j *Journal) hold() {
	if j.held != nil {
		j.held.Close()
	}
	j.held = nil
	if f, err := safefile.OpenFile(j.path, os.O_RDONLY); err == nil { // shared for deletion on Windows
		j.held = f
	}
}

// saved returns the bytes of the file saved so far, as they were written:
// its first j.size bytes, read from the file held. The caller holds wmu.
func (j *Journal) saved() ([]byte, error) {
	if j.held == nil {
		return nil, os.ErrNotExist
	}
	buf := make([]byte, j.size, j.size+j.size/8+512)
	if _, err := j.held.ReadAt(buf, 0); err != nil && err != io.EOF {
		return nil, err
	}
	return buf, nil
}

// Records returns every event record enqueued so far, saved or not, in
// order, with the line numbers they have (or will have) in the file. The
// saved ones are read back from the file (a rescue copy, tests): it costs
// a reading of the whole file.
func (j *Journal) Records() []NumberedRecord {
	j.wmu.Lock() // no write between reading the file and the queue
	defer j.wmu.Unlock()
	var records []NumberedRecord
	if data, err := j.saved(); err == nil {
		if f, err := parse(j.path, data, nil); err == nil {
			records = f.Records
		}
	}
	j.mu.Lock()
	defer j.mu.Unlock()
	return slices.Clip(append(records, j.pending...))
}

// counted notes an enqueued event in the counts Info and Events give; the
// caller holds mu.
func (j *Journal) counted(e rules.Event, at time.Time) {
	switch e.(type) {
	case rules.Undo, rules.Redo:
	default:
		j.events++
	}
	if !at.IsZero() {
		if j.start.IsZero() {
			j.start = at
		}
		j.end = at
	}
}
