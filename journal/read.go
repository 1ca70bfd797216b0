package journal

import (
	"bufio"
	"bytes"
	"errors"
	"io"
	"strconv"
	"time"

	"rolekeeper/names"
	"rolekeeper/rules"
	"rolekeeper/safefile"
	"rolekeeper/wording"
)

// Read reads and replays the game file at path without locking or
// changing it, keeping every record and the undo and redo history (what a
// resumed game needs). Every command reads game files through Read,
// ReadFinal, Parse or Open, which check them the same way: strict records
// (see DecodeRecord), checksums, seq numbers 1, 2, 3 … where present,
// player names (names.Check, C-1) and every event against the rules.
//
// A damaged last line is left out and described in File.Damage. Every
// other problem is an *Error: "FILE: reason" when the file cannot be read,
// "FILE:LINE: reason" for an unreadable or refused record.
func Read(path string, opts ...Option) (File, error) {
	return readPath(path, true, newOptions(opts).observe, ledgerMode{})
}

// ReadFinal is Read for a check, a replay report, an export or the list of
// games: it streams the file record by record and keeps neither the
// records nor, unless the file holds undo or redo records, the undo
// history, so that its memory does not grow with the length of the game.
// A file with undo or redo records is read a second time with only the
// history those records walk through (see forgetPoints). Of the options
// it takes WithoutLedger and TakeLedger.
func ReadFinal(path string, opts ...Option) (File, error) {
	o := newOptions(opts)
	return readPath(path, false, nil, ledgerMode{off: o.noLedger, take: o.ledger})
}

// Parse is Read for data already in memory, such as an embedded demo game.
// path names the data in messages.
func Parse(path string, data []byte, opts ...Option) (File, error) {
	return parse(path, data, newOptions(opts).observe)
}

// parse is Parse with an observer, or nil.
func parse(path string, data []byte, observe Observer) (File, error) {
	return read(path, bytes.NewReader(data), int64(len(data)), true, observe, ledgerMode{})
}

// readHistory is Read keeping no record: the game with its undo and redo
// history, streamed from the file (Open).
func readHistory(path string, observe Observer, at func(int64)) (File, error) {
	in, err := safefile.Open(path, MaxFileSize)
	if err != nil {
		return File{Path: path}, fileErr(path, err)
	}
	defer in.Close()
	r := reader{f: File{Path: path}, history: true, inPlace: true, observe: observe, at: at}
	if err := r.run(in, 0); err != nil {
		return r.f, err
	}
	return r.f, nil
}

func readPath(path string, keep bool, observe Observer, ledger ledgerMode) (File, error) {
	in, err := safefile.Open(path, MaxFileSize)
	if err != nil {
		return File{Path: path}, fileErr(path, err)
	}
	defer in.Close()
	var size int64
	if info, err := in.Stat(); err == nil {
		size = info.Size()
	}
	return read(path, in, size, keep, observe, ledger)
}

// read reads a game file from in (size bytes long, or 0 when unknown),
// keeping the records when keep is set. Without keep it replays without
// history first and reads again with it if the file needs it.
func read(path string, in io.ReadSeeker, size int64, keep bool, observe Observer, ledger ledgerMode) (File, error) {
	r := reader{f: File{Path: path}, keep: keep, history: keep, observe: observe, ledger: ledger}
	err := r.run(in, size)
	if errors.Is(err, errNeedHistory) {
		if _, err := in.Seek(0, io.SeekStart); err != nil {
			return File{Path: path}, fileErr(path, err)
		}
		if ledger.take != nil {
			ledger.take.Restart()
		}
		r = reader{f: File{Path: path}, history: true, forget: forgetPoints(r.records-len(r.kinds), r.kinds), ledger: ledger}
		err = r.run(in, size)
	}
	if err == nil {
		r.takeRest()
	}
	return r.f, err
}

// errUnprotected is a record without seq or crc in a file whose setup, or
// an earlier record, carries them: the app writes both on every record,
// so a record stripped of them may hide a line changed, added or removed.
var errUnprotected error = problem(wording.ReasonUnprotected)

// errNeedHistory ends a replay without history that met an undo or redo
// record: the file is read again with history.
var errNeedHistory = errors.New("the file undoes or redoes events") // never shown: read sees it and reads again

// reader reads one game file.
type reader struct {
	f       File
	keep    bool       // keep the records
	history bool       // keep the undo history
	ledger  ledgerMode // replay without the lists of life lost, eliminations and hand points (WithoutLedger)
	dec     decoder
	started bool // the setup has been read
	setupAt int  // the setup's line
	records int  // event records read
	// observe, when set, is told every step (Observe); at, when set,
	// every event record's offset, lineStart (ObserveOffsets).
	observe   Observer
	at        func(offset int64)
	lineStart int64
	// inPlace replays with history in place (rules.Game.ReplayKept), for
	// Open; own is what ReplayKept last said.
	inPlace, own bool
	// scanning is set once a replay without history met an undo or redo:
	// from then on it only notes the records' kinds, for the second pass's
	// forget. The records before it are plain events, noted by their number
	// alone: a file without undo notes nothing a record.
	kinds    []byte
	scanning bool
	// forget is the second pass's set of records after which the history
	// may be dropped (forgetPoints).
	forget []uint64
}

// run reads the file from in, line by line.
func (r *reader) run(in io.Reader, size int64) error {
	if r.keep {
		r.f.Records = make([]NumberedRecord, 0, size/96+1) // app records are 80–130 bytes
	}
	r.f.newline, r.f.kept = true, r.keep
	err := r.from(in, 0, 1)
	r.f.count = r.records
	return err
}

// from reads the file from in, which starts at offset and at line first,
// line by line.
func (r *reader) from(in io.Reader, offset int64, first int) error {
	br := bufio.NewReaderSize(in, 64<<10)
	var long []byte
	for n := first; ; n++ {
		line, size, err := readLine(br, &long)
		if err != nil && err != io.EOF {
			return fileErr(r.f.Path, err)
		}
		if size == 0 && err == io.EOF {
			break
		}
		start := offset
		offset += size
		if line == nil {
			problem := &lineProblem{err: &safefile.Refusal{Why: safefile.LineTooLong, Limit: MaxLine}, decoding: true}
			return r.refuseOrSetAside(br, n, start, nil, problem)
		}
		if body := bytes.TrimSpace(line); len(body) > 0 {
			r.lineStart = start
			if problem := r.line(n, body); problem != nil {
				return r.refuseOrSetAside(br, n, start, body, problem)
			}
		}
		r.f.good, r.f.newline, r.f.lines = offset, line[len(line)-1] == '\n', n
	}
	if !r.started {
		return &Error{Path: r.f.Path, Err: &LineError{Line: 1, Err: problem(wording.ReasonNoSetup)}}
	}
	if r.scanning {
		return errNeedHistory
	}
	return nil
}

// readLine reads one line with its newline, if any, and returns it with
// its size in bytes. The bytes are valid until the next call; long holds
// the lines longer than the buffer. A line longer than MaxLine (its
// newline aside) is read past, not kept: its bytes are nil.
func readLine(br *bufio.Reader, long *[]byte) ([]byte, int64, error) {
	line, err := br.ReadSlice('\n')
	if err != bufio.ErrBufferFull {
		return line, int64(len(line)), err
	}
	*long = append((*long)[:0], line...)
	size := int64(len(line))
	for err == bufio.ErrBufferFull {
		line, err = br.ReadSlice('\n')
		size += int64(len(line))
		if len(*long) <= MaxLine {
			*long = append(*long, line...)
		}
	}
	if size > MaxLine+1 || (size > MaxLine && (*long)[len(*long)-1] != '\n') {
		return nil, size, err
	}
	return *long, size, err
}

// lineProblem is a line that cannot be taken: decoding says whether the
// record could not be read at all (which may be damage) or was read and
// refused.
type lineProblem struct {
	err      error
	decoding bool
}

// refuseOrSetAside handles a problem at line n: a record that cannot be
// read, on the last line that is not blank, after the setup, and that is
// torn or fails its checksum, is damage and is set aside; anything else
// refuses the file.
func (r *reader) refuseOrSetAside(br *bufio.Reader, n int, start int64, body []byte, p *lineProblem) error {
	if r.scanning {
		return errNeedHistory // the second pass says what is wrong
	}
	le := &LineError{Line: n, Err: p.err}
	if !p.decoding || !r.started || !torn(body, p.err) || !onlyBlanks(br) {
		return &Error{Path: r.f.Path, Err: le}
	}
	r.f.Damage = Damage{Line: n, Err: p.err}
	r.f.good, r.f.newline, r.f.lines = start, true, n-1
	return nil
}

// line takes the record on line n.
func (r *reader) line(n int, body []byte) *lineProblem {
	rec, err := r.dec.decode(body)
	if err != nil {
		return &lineProblem{err: err, decoding: true}
	}
	if !r.started {
		return r.setup(n, rec, body)
	}
	if rec.Setup != nil {
		return &lineProblem{err: problem(wording.ReasonSecondSetup)}
	}
	if r.f.protected && (!rec.Checked || rec.Seq == 0) {
		return &lineProblem{err: errUnprotected}
	}
	// A file started by hand without a checksum on its setup is protected
	// from its first record with seq and crc on (the app's, once it went
	// on with the file): a later line stripped of them is refused too.
	r.f.protected = r.f.protected || rec.Checked && rec.Seq != 0
	if want := r.records + 1; rec.Seq != 0 && rec.Seq != want {
		return &lineProblem{err: problem(wording.ReasonSeqOrder, strconv.Itoa(rec.Seq), strconv.Itoa(want))}
	}
	if k := kindOf(rec.Event); !r.history && (r.scanning || k != kindEvent) {
		r.kinds = append(r.kinds, k)
		r.scanning = true
		r.records++
		return nil // the second pass replays it, with history
	}
	return r.event(n, rec)
}

// setup takes the first record, which must be the setup, and starts the
// game; body is the record's line.
func (r *reader) setup(n int, rec Record, body []byte) *lineProblem {
	if rec.Setup == nil {
		return &lineProblem{err: problem(wording.ReasonFirstNotSetup)}
	}
	if err := names.Check(rec.Setup.Players); err != nil {
		return &lineProblem{err: err}
	}
	if err := names.CheckDecks(rec.Setup.Decks); err != nil {
		return &lineProblem{err: err}
	}
	g, effects, err := rules.NewGame(*rec.Setup)
	if err != nil {
		return &lineProblem{err: err}
	}
	if !r.history {
		g = g.WithoutHistory()
	}
	if r.ledger.off {
		g = g.WithoutLedger()
	}
	if r.observe != nil {
		r.observe(rules.Game{}, nil, g, effects)
	}
	r.f.Setup, r.f.Game, r.started, r.setupAt = *rec.Setup, g, true, n
	r.f.SetupLine, r.f.ID = bytes.Clone(body), rec.ID
	if r.f.ID == "" {
		r.f.ID = DerivedID(body)
	}
	r.f.protected = rec.Checked
	r.f.Clocks = rules.NewClocks(g.State, time.Time{}) // the first record's time starts them
	return nil
}

// event applies an event record to the game.
func (r *reader) event(n int, rec Record) *lineProblem {
	undoOrRedo := kindOf(rec.Event) != kindEvent
	if d, ok := rec.Event.(rules.Deck); ok {
		if err := names.CheckDeck(d.Deck); err != nil {
			return &lineProblem{err: &rules.RuleError{Rule: "C-1", Key: rules.RefuseSeatDeck,
				Args: rules.RefusalArgs{Numbers: []int{d.Seat + 1}, Name: err.(*rules.RuleError)}}}
		}
	}
	if r.at != nil {
		r.at(r.lineStart)
	}
	if err := r.apply(rec.Event); err != nil {
		return &lineProblem{err: err}
	}
	if r.history {
		r.f.Clocks = r.f.Clocks.After(rec.Event, rec.At, r.f.Game.State)
	} else {
		r.f.Clocks.StepForgetting(rec.Event, rec.At, r.f.Game.State) // nothing can be undone: the totals are enough, in place
	}
	r.forgetAfter(r.records)
	if !r.history && r.records%takeEvery == 0 {
		r.takeLedger()
	}
	r.records++
	if !undoOrRedo {
		r.f.Events++
	}
	if !rec.At.IsZero() {
		if r.f.Start.IsZero() {
			r.f.Start = rec.At
		}
		r.f.End = rec.At
	}
	if r.keep {
		r.f.Records = append(r.f.Records, NumberedRecord{Line: n, Record: rec})
	}
	return nil
}

// apply applies e to the game, with its effects only when an observer
// wants them.
func (r *reader) apply(e rules.Event) error {
	if r.inPlace {
		own, err := r.f.Game.ReplayKept(e, r.own)
		if r.own = own; err == nil && r.observe != nil {
			r.observe(rules.Game{}, e, r.f.Game, nil)
		}
		return err
	}
	if r.observe == nil {
		return r.f.Game.Replay(e) // in place without history
	}
	next, effects, err := rules.Apply(r.f.Game, e)
	if err == nil {
		r.observe(r.f.Game, e, next, effects)
		r.f.Game = next
	}
	return err
}
