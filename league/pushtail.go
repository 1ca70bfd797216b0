package league

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding"
	"hash"
	"io"
	"os"
	"time"

	"rolekeeper/journal"
	"rolekeeper/safefile"
	"rolekeeper/stats"
)

// tailMark is what the push log notes of a file pushed whole, besides
// its stamp, so that the next push of the file, once it grew, reads only
// what it gained (pushTail): where the read ended (the journal's Mark,
// with the game's state there), the file's identity, digests of its first
// and last bytes before the mark, and the state of the league's digest
// after its records. Only the files of games not over are noted so (the
// files that grow), which keeps the log small.
type tailMark struct {
	Mark journal.Mark `json:"mark"`
	// Identity is the file's (journal.Identity): another file put at the
	// path is read whole.
	Identity []byte `json:"identity"`
	// Head and Window are the SHA-256 of the file's first window bytes
	// and of the window bytes before Mark.Offset (fewer in a short file).
	Head   []byte `json:"head"`
	Window []byte `json:"window"`
	// Digest is the state of the SHA-256 of the records pushed
	// (encoding.BinaryMarshaler), which goes on over the records added.
	Digest []byte `json:"digest"`
	// Tails counts the pushes of a tail since the file was read whole.
	Tails int `json:"tails"`
}

// window is how many bytes before the mark, and at the file's start, a
// push of a tail reads to see that they are those read before: the last
// record pushed (at most journal.MaxLine) and the setup's line are in
// them as a rule. An edit of the bytes between them, which the app never
// makes, is found by every wholeEvery-th push, which reads the file whole.
const window = 8 << 10

// onTailRead, when set (by tests), is told the bytes a push of a tail
// reads from the file.
var onTailRead func(n int)

// markOf returns the tail mark of a file read whole, data, whose
// identity is id, after the push of g; ok is false when no push can go on
// from it (the game is over, the last line has no newline, the file is
// damaged).
func markOf(g game, f journal.File, data, id []byte) (tailMark, bool) {
	m, ok := f.Mark()
	if !ok || f.Game.State.Over || m.Offset > int64(len(data)) {
		return tailMark{}, false
	}
	h := sha256.New()
	for _, r := range g.records {
		h.Write(r.text)
		h.Write([]byte{'\n'})
	}
	state, err := h.(encoding.BinaryMarshaler).MarshalBinary()
	if err != nil {
		return tailMark{}, false
	}
	head, win := windows(data[:m.Offset])
	return tailMark{Mark: m, Identity: id, Head: head, Window: win, Digest: state}, true
}

// windows returns the digests of the first and of the last window bytes
// of prefix.
func windows(prefix []byte) (head, win []byte) {
	h := sha256.Sum256(prefix[:min(len(prefix), window)])
	w := sha256.Sum256(prefix[max(0, len(prefix)-window):])
	return h[:], w[:]
}

// grown is what a file gained since its mark: its new records, read
// and checked from the mark on, and the file then.
type grown struct {
	file    journal.File
	records []record
	stamp   stats.FileStamp
	info    os.FileInfo
	// head and last are the bytes read before the mark: the file's first
	// and the last before the mark, window bytes each (or fewer); data
	// the bytes read from the mark on.
	head, last, data []byte
}

// readGrown reads what the file at abs gained since e's mark; ok is
// false when only a whole read can say (a doubt: another file, bytes
// before the mark that are not those read, a record refused, an undo
// reaching before the mark, a last line torn or without newline).
func readGrown(abs string, e pushedFile) (grown, bool) {
	t := e.Tail
	st, err := stats.StatFile(abs)
	if err != nil || st.Size <= t.Mark.Offset || t.Tails >= wholeEvery {
		return grown{}, false
	}
	in, err := safefile.Open(abs, journal.MaxFileSize)
	if err != nil {
		return grown{}, false
	}
	defer in.Close()
	info, err := in.Stat()
	id, ierr := journal.Identity(in)
	if err != nil || ierr != nil || !bytes.Equal(id, t.Identity) || info.Size() < st.Size {
		return grown{}, false
	}
	r := countedReader{in}
	start := min(t.Mark.Offset, window)
	head, err := readAt(r, 0, start)
	if err != nil {
		return grown{}, false
	}
	last, err := readAt(r, t.Mark.Offset-min(t.Mark.Offset, window), min(t.Mark.Offset, window))
	if err != nil {
		return grown{}, false
	}
	h, w := sha256.Sum256(head), sha256.Sum256(last)
	if !bytes.Equal(h[:], t.Head) || !bytes.Equal(w[:], t.Window) {
		return grown{}, false
	}
	data, err := readAt(r, t.Mark.Offset, st.Size-t.Mark.Offset) // up to the size stamped: a line written since waits
	if err != nil {
		return grown{}, false
	}
	f, ok, err := journal.ReadOn(abs, bytes.NewReader(data), t.Mark)
	if !ok || err != nil || f.Damage.Damaged() || f.Good() != st.Size || len(f.Records) == 0 {
		return grown{}, false
	}
	if _, ok := f.Mark(); !ok {
		return grown{}, false
	}
	g := grown{file: f, stamp: st, info: info, head: head, last: last, data: data}
	for _, rec := range f.Records {
		text, ok := lineOf(data, rec.Line-t.Mark.Line)
		if !ok {
			return grown{}, false
		}
		g.records = append(g.records, record{line: rec.Line, text: text})
	}
	return g, true
}

// lineOf returns the n-th line of data (from 1), without its blanks.
func lineOf(data []byte, n int) ([]byte, bool) {
	for range n - 1 {
		i := bytes.IndexByte(data, '\n')
		if i < 0 {
			return nil, false
		}
		data = data[i+1:]
	}
	if i := bytes.IndexByte(data, '\n'); i >= 0 {
		data = data[:i]
	}
	return bytes.TrimSpace(data), true
}

// countedReader reads from a file, telling onTailRead what it read.
type countedReader struct{ f *os.File }

// readAt reads n bytes of r from off.
func readAt(r countedReader, off, n int64) ([]byte, error) {
	buf := make([]byte, n)
	got, err := r.f.ReadAt(buf, off)
	if onTailRead != nil {
		onTailRead(got)
	}
	if got == len(buf) {
		return buf, nil
	}
	if err == nil {
		err = io.ErrUnexpectedEOF
	}
	return nil, err
}

// pushTail pushes what the file at abs gained since the push noted in
// e, reading only that (readGrown), if the league still holds the copy
// noted; done is false when a whole push must say (nothing then sent).
func (db *DB) pushTail(ctx context.Context, l *PushLog, abs string, e pushedFile, table string) (p Pushed, done bool, err error) {
	g, ok := readGrown(abs, e)
	if !ok {
		return Pushed{}, false, nil
	}
	h := sha256.New()
	if h.(encoding.BinaryUnmarshaler).UnmarshalBinary(e.Tail.Digest) != nil {
		return Pushed{}, false, nil
	}
	for _, r := range g.records {
		h.Write(r.text)
		h.Write([]byte{'\n'})
	}
	f := g.file
	add := appended{id: e.ID, have: e.Lines, held: e.Digest, records: g.records, digest: h.Sum(nil),
		modified: g.info.ModTime().UnixNano(), over: f.Game.State.Over, start: f.Start, end: f.End}
	sent, err := db.sendAppended(ctx, add, table)
	if err != nil || !sent {
		return Pushed{}, err != nil, err
	}
	l.noteGrown(abs, e, g, h, add)
	return Pushed{Path: abs, ID: e.ID, Outcome: Completed, Records: len(g.records), Over: f.Game.State.Over}, true, nil
}

// noteGrown notes in l the file at abs after a push of what it gained.
func (l *PushLog) noteGrown(abs string, e pushedFile, g grown, h hash.Hash, add appended) {
	e.Stamp, e.Lines, e.Digest = g.stamp, add.have+len(add.records), add.digest
	m, _ := g.file.Mark()
	state, err := h.(encoding.BinaryMarshaler).MarshalBinary()
	if g.file.Game.State.Over || err != nil {
		e.Tail = nil
	} else {
		t := *e.Tail
		t.Mark, t.Digest, t.Tails = m, state, t.Tails+1
		t.Head, t.Window = windowsAfter(g)
		e.Tail = &t
	}
	l.entries[abs] = e
	l.changed = true
}

// windowsAfter returns the digests of the file's first window bytes and
// of the window bytes before its new mark, from the bytes g read: what it
// read before the old mark, then from it.
func windowsAfter(g grown) (head, win []byte) {
	first := g.head
	if len(first) < window { // a file shorter than the window at the old mark: the head was all of it
		first = append(append([]byte(nil), first...), g.data[:min(len(g.data), window-len(first))]...)
	}
	last := append(append([]byte(nil), g.last...), g.data...)
	h, w := sha256.Sum256(first), sha256.Sum256(last[max(0, len(last)-window):])
	return h[:], w[:]
}

// appended is what a push of a tail adds to the league's copy of a game:
// the records after the have records whose digest is held, the digest
// of them all, and the game's row then.
type appended struct {
	id         string
	have       int
	held       []byte
	records    []record
	digest     []byte
	modified   int64
	over       bool
	start, end time.Time
}

// sendAppended adds a's records to the league's copy of the game in one
// transaction, if the league holds the copy a says (its number of records
// and digest): sent is false (and nothing written) when it does not.
func (db *DB) sendAppended(ctx context.Context, a appended, table string) (sent bool, err error) {
	tx, err := db.conn.Begin(ctx)
	if err != nil {
		return false, db.fail(err)
	}
	defer tx.Rollback(context.Background())
	var have int
	var held []byte
	if err := tx.QueryRow(ctx, "SELECT lines, digest FROM "+tGames+" WHERE id = $1 FOR UPDATE", a.id).Scan(&have, &held); err != nil {
		return false, nil // gone, or unreadable: the whole push says which
	}
	if have != a.have || !bytes.Equal(held, a.held) {
		return false, nil
	}
	g := game{file: journal.File{ID: a.id}, records: make([]record, a.have, a.have+len(a.records))}
	g.records = append(g.records, a.records...)
	if err := db.copyRecords(ctx, tx, g, a.have); err != nil {
		return false, err
	}
	if _, err := tx.Exec(ctx, `UPDATE `+tGames+` SET table_name = $2, modified = $3, lines = $4, digest = $5,
		over = $6, started = $7, changed = $8, pushed = now() WHERE id = $1`,
		a.id, table, a.modified, len(g.records), a.digest, a.over, timeOrNil(a.start), timeOrNil(a.end)); err != nil {
		return false, db.fail(err)
	}
	if err := db.notify(ctx, tx, a.id); err != nil {
		return false, err
	}
	if testHookBeforeCommit != nil {
		testHookBeforeCommit()
	}
	if err := tx.Commit(ctx); err != nil {
		return false, db.fail(err)
	}
	return true, nil
}
