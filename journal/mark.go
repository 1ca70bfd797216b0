package journal

import (
	"bytes"
	"io"
	"os"
	"time"

	"rolekeeper/rules"
	"rolekeeper/safefile"
)

// A Mark is where a read of a game file ended, in plain values that a
// cache can keep (a league push's log): a later read of the same file,
// once it grew, reads and checks only the lines after it (ReadOn). It
// says nothing of the bytes before it: whoever keeps a mark must make
// sure, before going on from it, that the file is still the one read
// (its identity, the bytes before Offset).
type Mark struct {
	// Offset is the length of the part read: the file up to the newline
	// after its last record (and the blank lines after it); Line is the
	// number of lines in that part.
	Offset int64
	Line   int
	// Records counts the event records read, undo and redo included;
	// Events the events played (File.Events).
	Records, Events int
	// Setup is the setup record as written (File.SetupLine).
	Setup []byte
	// Protected is set when every record from here on must carry its
	// seq and crc (see errUnprotected).
	Protected bool
	// Start and End are File.Start and File.End.
	Start, End time.Time
	// State is the game's state (rules.Snapshot).
	State rules.Snapshot
}

// Mark returns where the read of f ended. ok is false when no read can go
// on from there: f's last line was damaged and left out, it has no
// newline yet, or f is not a file read from its setup.
func (f File) Mark() (m Mark, ok bool) {
	if f.Setup.Players == nil || f.SetupLine == nil || !f.newline || f.Damage.Damaged() {
		return Mark{}, false
	}
	return Mark{Offset: f.good, Line: f.lines, Records: f.count, Events: f.Events, Setup: f.SetupLine,
		Protected: f.protected, Start: f.Start, End: f.End, State: f.Game.State.Snapshot()}, true
}

// ReadOn reads the lines of in, the bytes of the game file at path from
// m.Offset on, and checks and replays their records as Read checks those
// of a whole file, going on from m: as if the file had been read whole.
// The File returned holds only those records (Records, with their lines
// counted from m.Line on); its Game goes on from m's state
// (rules.Resume: nothing before m can be undone or redone), its Events,
// Start, End and Good are those of the whole file, and its Clocks count
// from m only. A damaged last line is left out as Read leaves it out.
//
// An error is an *Error as Read's, but an undo or redo that reaches
// before m is refused too, which a read of the whole file may accept:
// after any error, only a read of the whole file says what is wrong.
// ok is false when m is not a mark of a game (a cache damaged).
func ReadOn(path string, in io.Reader, m Mark) (f File, ok bool, err error) {
	r := reader{f: File{Path: path}, keep: true, history: true}
	rec, derr := r.dec.decode(m.Setup)
	if derr != nil || rec.Setup == nil || m.Offset <= 0 || m.Line < 1 || m.Records < 0 {
		return File{Path: path}, false, nil
	}
	if p := r.setup(0, rec, m.Setup); p != nil {
		return File{Path: path}, false, nil
	}
	g, ok := rules.Resume(r.f.Setup, m.State)
	if !ok {
		return File{Path: path}, false, nil
	}
	r.f.Game, r.f.Clocks = g, rules.NewClocks(g.State, time.Time{})
	r.records, r.f.Events, r.f.Start, r.f.End, r.f.protected = m.Records, m.Events, m.Start, m.End, m.Protected
	r.f.good, r.f.newline, r.f.lines, r.f.kept = m.Offset, true, m.Line, true
	err = r.from(in, m.Offset, m.Line+1)
	r.f.count = r.records
	return r.f, true, err
}

// Identity is the identity of the open file f as bytes that a cache can
// keep: two paths reach the same file exactly when their identities are
// equal (the device and file number, or on Windows the volume and the
// file's id), and a file replaced under the same name has another.
func Identity(f *os.File) ([]byte, error) {
	id, err := idOf(f)
	if err != nil {
		return nil, err
	}
	out := make([]byte, 0, 24)
	for i := range 8 {
		out = append(out, byte(id.volume>>(8*i)))
	}
	return append(out, id.index[:]...), nil
}

// ReadFileOf is ReadFile that also gives the identity (Identity) of the
// file it read, taken from the same open file: a cache that notes a
// file's bytes and its identity notes the identity of those bytes.
func ReadFileOf(path string) (data, identity []byte, err error) {
	f, err := safefile.Open(path, MaxFileSize)
	if err != nil {
		return nil, nil, fileErr(path, err)
	}
	defer f.Close()
	if identity, err = Identity(f); err != nil {
		return nil, nil, fileErr(path, err)
	}
	var size int64
	if info, err := f.Stat(); err == nil {
		size = info.Size()
	}
	buf := bytes.NewBuffer(make([]byte, 0, min(size, MaxFileSize)+1))
	if _, err := buf.ReadFrom(safefile.Limit(path, f, MaxFileSize)); err != nil {
		return nil, nil, fileErr(path, err)
	}
	return buf.Bytes(), identity, nil
}
