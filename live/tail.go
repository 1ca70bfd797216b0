package live

import (
	"bytes"
	"errors"
	"io"
	"io/fs"
	"os"
	"slices"
	"sync/atomic"
	"time"

	"rolekeeper/journal"
	"rolekeeper/rules"
	"rolekeeper/safefile"
)

// seen is what a Feed knows of its file as it last read it: which file
// it was (its identity, size and modification time) and the last bytes
// before the end of what its records come from (File.Good), to tell a
// file that grew from one that was written anew.
type seen struct {
	info os.FileInfo // nil before a good read
	// id is the file's identity (journal.FileID: the volume and the
	// file's number there, ReFS's 128 bits too), which os.SameFile does
	// not compare whole on Windows.
	id   journal.FileID
	edge []byte
	// failed is set when the whole reading of info failed: the Feed's
	// records are not of that file, whose next change is read whole again.
	failed bool
}

// edgeLen is how many bytes before the end of the records a Feed checks
// again before it reads what was appended.
const edgeLen = 64

// readChange works out the next update from the file as it is now, and
// reports whether there is anything new to publish. It reads only what
// was appended since the last read (journal.Extend), and the whole file
// again when it is another file (replaced or renamed), shorter than what
// was read, or its bytes before the end of the records changed. Only the
// Feed's own goroutine calls it (and Follow before that starts).
func (f *Feed) readChange() (Update, seen, bool) {
	next := f.cur
	info, err := os.Stat(f.path) // f.path changes only on this goroutine
	switch {
	case errors.Is(err, os.ErrNotExist):
		if f.cur.Gone {
			return next, f.seen, false
		}
		next.Gone, next.Err = true, nil
		return next, seen{}, true // should it come back, it is read whole
	case err != nil:
		next.Err = &journal.Error{Path: f.path, Err: err}
		if f.cur.Err != nil && f.cur.Err.Error() == next.Err.Error() {
			return next, f.seen, false
		}
		return next, f.seen, true
	}
	old := f.seen.info
	id, idErr := journal.IdentityAt(f.path) // an error: read whole, which says it
	if old != nil && idErr == nil && !f.cur.Gone && f.cur.Err == nil && id == f.seen.id && info.Size() == old.Size() &&
		info.ModTime().Equal(old.ModTime()) {
		return next, f.seen, false
	}
	if u, s, ok := f.readTail(info, id, idErr == nil); ok {
		same := u.Err != nil && f.cur.Err != nil && !f.cur.Gone && u.Err.Error() == f.cur.Err.Error()
		return u, s, !same // the same refusal of what was appended is said once, not at every poll
	}
	log, opts := f.startLog()
	file, s, err := readWhole(f.path, opts...) // f.path changes only on this goroutine
	if err == nil {
		readBack(log, f.path, s.id)
	}
	if err != nil {
		if f.cur.Err != nil && !f.cur.Gone && f.cur.Err.Error() == err.Error() && s.info != nil {
			return next, s, false
		}
		next.Gone, next.Err = false, err
		return next, s, true
	}
	f.log = log
	return wholeUpdate(file, log), s, true
}

// readTail reads what was appended to the file since the last read, if
// the file (of identity id, known when known is set) is the one read
// then and has only grown; ok is false when the whole file must be read
// instead.
func (f *Feed) readTail(info os.FileInfo, id journal.FileID, known bool) (u Update, s seen, ok bool) {
	cur, good := f.cur, f.cur.File.Good()
	if f.seen.info == nil || f.seen.failed || cur.Gone || !known || id != f.seen.id || info.Size() < good {
		return cur, f.seen, false
	}
	in, err := safefile.Open(f.path, journal.MaxFileSize) // f.path changes only on this goroutine
	if err != nil {
		return cur, f.seen, false
	}
	defer in.Close()
	st, err := in.Stat()
	if err != nil {
		return cur, f.seen, false
	}
	if opened, err := journal.IdentityOf(in); err != nil || opened != id {
		return cur, f.seen, false // replaced since the Stat
	}
	info = st
	edge := make([]byte, len(f.seen.edge))
	if _, err := in.ReadAt(edge, good-int64(len(edge))); err != nil || !bytes.Equal(edge, f.seen.edge) {
		return cur, f.seen, false
	}
	tail := make([]byte, info.Size()-good)
	if _, err := in.ReadAt(tail, good); err != nil && err != io.EOF {
		return cur, f.seen, false
	}
	var steps []step // told to the log once the tail is read whole
	var opts []journal.Option
	var offset int64
	if f.log != nil {
		opts = append(opts, journal.Observe(func(before rules.Game, e rules.Event, after rules.Game, effects []rules.Effect) {
			steps = append(steps, step{before: before, after: after, e: e, effects: effects, offset: offset})
		}), journal.ObserveOffsets(func(at int64) { offset = at }))
	}
	file, ok, err := journal.Extend(cur.File, tail, opts...)
	if !ok {
		return cur, f.seen, false
	}
	if err != nil {
		cur.Err = err // File keeps the last good read, and the log the steps of it
		return cur, seen{info: info, id: id, edge: f.seen.edge}, true
	}
	fl, offsets := f.log.(FileLog)
	for _, st := range steps {
		if offsets {
			fl.At(st.offset)
		}
		f.log.Add(st.before, st.e, st.after, st.effects)
	}
	cur.log = snapshot(f.log)
	cur.Gone, cur.Err = false, nil
	added := file.Records[len(cur.File.Records):]
	cur.File = file
	for _, r := range added {
		cur.events, cur.times = append(cur.events, r.Event), append(cur.times, r.At)
	}
	read := tail[:file.Good()-good]
	return cur, seen{info: info, id: id, edge: lastBytes(append(slices.Clone(f.seen.edge), read...))}, true
}

// readWhole reads and checks the whole file, with opts for journal.ReadOpen.
func readWhole(path string, opts ...journal.Option) (journal.File, seen, error) {
	in, err := safefile.Open(path, journal.MaxFileSize) // a pipe or a device at the name is refused, never waited on
	if err != nil {
		return journal.File{}, seen{}, &journal.Error{Path: path, Err: reason(path, err)}
	}
	defer in.Close()
	info, err := in.Stat()
	if err != nil {
		return journal.File{}, seen{}, &journal.Error{Path: path, Err: err}
	}
	id, err := journal.IdentityOf(in)
	if err != nil {
		return journal.File{}, seen{}, &journal.Error{Path: path, Err: err}
	}
	file, err := journal.ReadOpen(path, in, info.Size(), opts...) // streamed: the file is never in memory whole
	if err != nil {
		return file, seen{info: info, id: id, failed: true}, err
	}
	edge := make([]byte, min(int64(edgeLen), file.Good()))
	if _, err := in.ReadAt(edge, file.Good()-int64(len(edge))); err != nil {
		return journal.File{}, seen{}, &journal.Error{Path: path, Err: reason(path, err)}
	}
	return file, seen{info: info, id: id, edge: edge}, nil
}

// reason is err without its path when it names path, which the
// *journal.Error around it names already.
func reason(path string, err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) && pe.Path == path {
		return pe.Err
	}
	return err
}

// readings numbers the whole readings of every Feed of the process, so
// that no two readings share a number, of one file or of two.
var readings atomic.Uint64

// wholeUpdate is the update of a whole reading of a file, with the log
// built while it was read, or nil.
func wholeUpdate(file journal.File, log Log) Update {
	u := Update{File: file, reading: readings.Add(1), log: snapshot(log), events: make([]rules.Event, len(file.Records)),
		times: make([]time.Time, len(file.Records))}
	for i, r := range file.Records {
		u.events[i], u.times[i] = r.Event, r.At
	}
	return u
}

// lastBytes is a copy of the last edgeLen bytes of b, or of all of b.
func lastBytes(b []byte) []byte {
	return append([]byte(nil), b[max(len(b)-edgeLen, 0):]...)
}
