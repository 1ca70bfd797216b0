package journal

import (
	"bytes"
	"io"
)

// Good is the length in bytes of the part of the file f was read from
// that its records come from: the whole file, or the part before a damaged
// last line (Damage). What is appended to the file from there on can be
// read with Extend.
func (f File) Good() int64 { return f.good }

// Extend returns f with the records of tail, the bytes written to its
// file from f.Good() on, checked and replayed as Read checks and replays
// a whole file: what a follower of a growing game file reads after every
// change, instead of the whole file again. Records and the undo history
// go on from f's: f itself is not changed and what it holds stays valid,
// but the records' array may be shared with the File returned, so only
// the newest File of a file is to be extended;
// a damaged last line of tail is left out and described as Read describes
// it, and read again by the next Extend from the new Good.
//
// ok is false when f cannot be extended: it was read by ReadFinal (which
// keeps no records), or its last line has no newline and tail goes on
// with that line instead of ending it. Then the whole file must be read
// again.
//
// Of the options it takes Observe: the observer is told every step of the
// records of tail, as Read tells it those of a whole file (a follower
// building a screen's log beside the replay). When err is set, it may
// have been told some of them: those before the record refused.
func Extend(f File, tail []byte, opts ...Option) (next File, ok bool, err error) {
	if !f.kept || f.Setup.Players == nil {
		return f, false, nil
	}
	o := newOptions(opts)
	r := reader{f: f, keep: !f.noRecords, history: true, started: true, records: f.count, observe: o.observe, at: o.at}
	r.f.Damage = Damage{}
	if !f.newline { // a record read whole but for its newline: the newline must come next
		if len(tail) == 0 || tail[0] != '\n' {
			return f, len(tail) == 0, nil
		}
		tail, r.f.good, r.f.newline = tail[1:], r.f.good+1, true
	}
	if err := r.from(bytes.NewReader(tail), r.f.good, r.f.lines+1); err != nil {
		return f, true, err
	}
	r.f.count = r.records
	return r.f, true, nil
}

// ReadOpen is Read for a file already open (in, from its start, size
// bytes long or 0 when unknown; path names it in messages): for a reader
// that must know which file it read, such as a live feed that checks the
// file it read is the one it goes on reading. It streams the file as
// Read does, instead of holding all of it in memory as Parse does. Of the
// options it takes Observe.
func ReadOpen(path string, in io.ReadSeeker, size int64, opts ...Option) (File, error) {
	o := newOptions(opts)
	if !o.noRecords {
		return read(path, in, size, true, o.observe, ledgerMode{})
	}
	r := reader{f: File{Path: path}, history: true, inPlace: true, observe: o.observe, at: o.at}
	err := r.run(in, size)
	r.f.kept, r.f.noRecords = true, true
	return r.f, err
}

// KeepNoRecords makes ReadOpen keep no record (File.Records stays empty)
// and replay the file in place, as Open does (see Observer), for a reader
// that keeps what it needs of the records itself, such as a live feed
// whose log holds the events: a million-event game then holds no 90 MB
// of records. Extend goes on keeping none.
func KeepNoRecords() Option {
	return func(o *options) { o.noRecords = true }
}

// KeepsNoRecords reports whether f was read with KeepNoRecords: then its
// Records are empty whatever the file holds.
func (f File) KeepsNoRecords() bool { return f.noRecords }
