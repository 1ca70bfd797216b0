package journal

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"unicode/utf8"

	"rolekeeper/names"
	"rolekeeper/rules"
	"rolekeeper/wording"
)

// File is a game file read back: its setup, its event records and the game
// they replay to, including the undo and redo history.
type File struct {
	// Path is where the file was read from (only used in messages for
	// Parse).
	Path string
	// Setup is the first record.
	Setup rules.Setup
	// Records are the event records in file order, with their line
	// numbers; a damaged last line is not among them.
	Records []rules.NumberedRecord
	// Game is the replay of Setup and Records.
	Game rules.Game
	// Damage describes a torn or unreadable last line that was left out;
	// its Line is 0 when the file is whole.
	Damage Damage

	// good is the length in bytes of the part of the data before Damage.
	good int
	// newline is false when the good part does not end with a newline.
	newline bool
}

// Damage is a torn or unreadable last line: what a power loss in the middle
// of a write leaves behind. Only the last line may be damaged; damage on an
// earlier line is an error.
type Damage struct {
	// Line is the 1-based line number of the damaged line; 0 when the file
	// is whole.
	Line int
	// Err says why the line cannot be read.
	Err error
	// Kept is where Open kept a copy of the file as it was, NAME.damaged;
	// empty for Read and Parse, which change nothing.
	Kept string
}

// Damaged reports whether a damaged last line was left out.
func (d Damage) Damaged() bool { return d.Line > 0 }

// Message describes the damage for people, naming the file and the line,
// or returns "" when there is none.
func (d Damage) Message(path string) string {
	if !d.Damaged() {
		return ""
	}
	msg := fmt.Sprintf("%s:%d: the last line was damaged (%s) and has been left out", path, d.Line, wording.English().ErrorText(d.Err))
	if d.Kept != "" {
		msg += "; the file as it was is kept as " + d.Kept
	}
	return msg
}

// Read reads and replays the game file at path without locking or
// changing it. A damaged last line is left out and described in
// File.Damage. Every other problem is an *Error: "FILE: reason" when the
// file cannot be read, "FILE:LINE: reason" for an unreadable or refused
// record (including a record of an unknown format version).
func Read(path string) (File, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return File{Path: path}, fileErr(path, err)
	}
	return Parse(path, data)
}

// Parse is Read for data already in memory, such as an embedded demo game.
// path names the data in messages.
func Parse(path string, data []byte) (File, error) {
	f := File{Path: path, good: len(data), newline: len(data) == 0 || data[len(data)-1] == '\n'}
	setup, records, err := rules.ParseFile(data)
	if err != nil {
		var le *rules.LineError
		start, last := lastLine(data)
		if !errors.As(err, &le) || le.Line != last || last <= 1 || !torn(data[start:]) {
			return f, &Error{Path: path, Err: err}
		}
		f.Damage = Damage{Line: last, Err: le.Err}
		f.good, f.newline = start, true
		setup, records, err = rules.ParseFile(data[:start])
		if err != nil {
			return f, &Error{Path: path, Err: err}
		}
	}
	f.Setup, f.Records = setup, records
	// C-1 with all of Unicode (NFKC): the rules' own check knows only
	// what the standard library does.
	if err := names.Check(setup.Players); err != nil {
		return f, &Error{Path: path, Err: &rules.LineError{Line: setupLine(data), Err: err}}
	}
	f.Game, err = rules.Replay(setup, setupLine(data), records)
	if err != nil {
		return f, &Error{Path: path, Err: err}
	}
	return f, nil
}

// lastLine returns the byte offset and the 1-based number of the last line
// that is not blank.
func lastLine(data []byte) (start, number int) {
	lineStart := 0
	for n := 1; ; n++ {
		end := bytes.IndexByte(data[lineStart:], '\n')
		line := data[lineStart:]
		if end >= 0 {
			line = line[:end]
		}
		if len(bytes.TrimSpace(line)) > 0 {
			start, number = lineStart, n
		}
		if end < 0 {
			return start, number
		}
		lineStart += end + 1
	}
}

// setupLine returns the 1-based number of the first line that is not blank:
// the setup's line.
func setupLine(data []byte) int {
	for n, line := range bytes.Split(data, []byte("\n")) {
		if len(bytes.TrimSpace(line)) > 0 {
			return n + 1
		}
	}
	return 1
}

// torn reports whether a last line is the remains of an interrupted write
// rather than a complete record: every strict prefix of a JSON object is
// invalid JSON, and a power loss may also leave zero bytes or garbage. A
// complete, well-formed record that is refused (an unknown version or type,
// a missing field, a rule) is not torn: it is never dropped.
func torn(tail []byte) bool {
	line, _, _ := bytes.Cut(tail, []byte("\n"))
	return !json.Valid(line) || !utf8.Valid(line) || bytes.IndexByte(line, 0) >= 0
}

// nextSeq returns the sequence number of the next event written after
// records: one more than the largest seq read, and never less than one more
// than the number of events, so that numbering continues from the file.
func nextSeq(records []rules.NumberedRecord) int {
	next := len(records) + 1
	for _, r := range records {
		if r.Seq >= next {
			next = r.Seq + 1
		}
	}
	return next
}
