package export

import (
	"bufio"
	"encoding/binary"
	"errors"
	"io"
	"io/fs"
	"os"

	"rolekeeper/rules"
	"rolekeeper/safefile"
)

// Lists are a game's eliminations and manual points changes (L-11), which
// an export lists after the standings, each in the order it happened:
// read through as often as a format needs them. Either function stops at
// the first error each returns and returns it.
type Lists interface {
	Eliminations(each func(rules.Elimination) error) error
	HandPoints(each func(rules.HandPoints) error) error
}

// stateLists are the lists a game in memory keeps (with its ledger).
type stateLists struct{ st rules.State }

func (l stateLists) Eliminations(each func(rules.Elimination) error) error {
	for _, e := range l.st.Eliminations() {
		if err := each(e); err != nil {
			return err
		}
	}
	return nil
}

func (l stateLists) HandPoints(each func(rules.HandPoints) error) error {
	for _, h := range l.st.HandPointsChanges() {
		if err := each(h); err != nil {
			return err
		}
	}
	return nil
}

// Ledger keeps the lists of a game file as journal.ReadFinal reads it
// (a journal.Ledger, see journal.TakeLedger), in a scratch file
// (safefile.Scratch) instead of memory, and gives them back as Lists:
// an export of a game of any length then takes as much memory as one
// of a short game. Close it when done.
type Ledger struct {
	f   *os.File
	w   *bufio.Writer
	buf []byte
	err error // the first error, reported by Eliminations and HandPoints
}

// NewLedger makes an empty Ledger; the error is a *safefile.Error.
func NewLedger() (*Ledger, error) {
	f, err := safefile.Scratch()
	if err != nil {
		return nil, err
	}
	return &Ledger{f: f, w: bufio.NewWriterSize(f, 64<<10)}, nil
}

// Close lets the scratch file go.
func (l *Ledger) Close() error { return l.f.Close() }

// The kinds of the Ledger's items, each item's first byte.
const (
	itemElimination byte = 'e'
	itemHandPoints  byte = 'h'
)

// Take implements journal.Ledger: it sets the items aside, each as its
// kind and its fields as varints (a reason as its length and bytes).
func (l *Ledger) Take(elims []rules.Elimination, hand []rules.HandPoints) {
	b := l.buf[:0]
	for _, e := range elims {
		b = append(b, itemElimination)
		for _, n := range [...]int{e.Seat, e.Culprit, e.Turn, e.Round, e.Event} {
			b = binary.AppendVarint(b, int64(n))
		}
		b = appendText(b, string(e.Cause))
	}
	for _, h := range hand {
		b = append(b, itemHandPoints)
		for _, n := range [...]int{h.Seat, h.Delta, h.Round, h.Turn} {
			b = binary.AppendVarint(b, int64(n))
		}
		b = appendText(b, h.Reason)
	}
	l.buf = b
	if _, err := l.w.Write(b); err != nil && l.err == nil {
		l.err = scratchError("write", err)
	}
}

// Restart implements journal.Ledger: it forgets every item.
func (l *Ledger) Restart() {
	l.w.Reset(l.f)
	// Truncate leaves the file's offset where it was: without the seek
	// the next items would follow a hole of zero bytes, read back as
	// items of no kind.
	if err := l.f.Truncate(0); err != nil && l.err == nil {
		l.err = scratchError("write", err)
	}
	if _, err := l.f.Seek(0, io.SeekStart); err != nil && l.err == nil {
		l.err = scratchError("write", err)
	}
}

// Eliminations implements Lists.
func (l *Ledger) Eliminations(each func(rules.Elimination) error) error {
	return l.read(func(kind byte, r *itemReader) error {
		if kind != itemElimination {
			r.skipHandPoints()
			return nil
		}
		e := rules.Elimination{Seat: r.int(), Culprit: r.int(), Turn: r.int(), Round: r.int(), Event: r.int()}
		e.Cause = rules.Cause(r.text())
		if r.err != nil {
			return nil // read says so
		}
		return each(e)
	})
}

// HandPoints implements Lists.
func (l *Ledger) HandPoints(each func(rules.HandPoints) error) error {
	return l.read(func(kind byte, r *itemReader) error {
		if kind != itemHandPoints {
			r.skipElimination()
			return nil
		}
		h := rules.HandPoints{Seat: r.int(), Delta: r.int(), Round: r.int(), Turn: r.int()}
		h.Reason = r.text()
		if r.err != nil {
			return nil // read says so
		}
		return each(h)
	})
}

// read reads every item from the start, handing each kind and the reader
// at its fields to item, which reads them.
func (l *Ledger) read(item func(kind byte, r *itemReader) error) error {
	if err := l.w.Flush(); err != nil && l.err == nil {
		l.err = scratchError("write", err)
	}
	if l.err != nil {
		return l.err
	}
	r := &itemReader{r: bufio.NewReaderSize(io.NewSectionReader(l.f, 0, 1<<62), 64<<10)}
	for {
		kind, err := r.r.ReadByte()
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return scratchError("read", err)
		}
		if err := item(kind, r); err != nil {
			return err
		}
		if r.err != nil {
			return scratchError("read", r.err)
		}
	}
}

// appendText appends s as its length and its bytes.
func appendText(b []byte, s string) []byte {
	return append(binary.AppendUvarint(b, uint64(len(s))), s...)
}

// scratchError is a failed step of the scratch file: a *safefile.Error
// about the folder for temporary files, where it is.
func scratchError(op string, err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		err = pe.Err
	}
	return &safefile.Error{Path: os.TempDir(), Op: op, Err: err}
}

// itemReader reads the fields of the Ledger's items; the first error
// stays in err.
type itemReader struct {
	r   *bufio.Reader
	err error
}

func (r *itemReader) int() int {
	n, err := binary.ReadVarint(r.r)
	if err != nil && r.err == nil {
		r.err = io.ErrUnexpectedEOF
	}
	return int(n)
}

func (r *itemReader) text() string {
	n, err := binary.ReadUvarint(r.r)
	if err != nil || n > 1<<20 {
		r.err = io.ErrUnexpectedEOF
		return ""
	}
	b := make([]byte, n)
	if _, err := io.ReadFull(r.r, b); err != nil && r.err == nil {
		r.err = io.ErrUnexpectedEOF
	}
	return string(b)
}

func (r *itemReader) skipElimination() {
	for range 5 {
		r.int()
	}
	r.text()
}

func (r *itemReader) skipHandPoints() {
	for range 4 {
		r.int()
	}
	r.text()
}
