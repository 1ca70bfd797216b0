package journal

import (
	"time"

	"rolekeeper/rules"
)

// File is a game file read back: its setup, what its events add up to and
// the game they replay to.
type File struct {
	// Path is where the file was read from (only used in messages for
	// Parse).
	Path string
	// Setup is the first record.
	Setup rules.Setup
	// ID is the game's id: the setup record's "id", or for a file without
	// one the id DerivedID makes of its setup line. Copies of one game
	// have the same id.
	ID string
	// SetupLine is the setup record as written, without the blanks and
	// the newline around it.
	SetupLine []byte
	// Records are the event records in file order, with their line
	// numbers; a damaged last line is not among them. ReadFinal keeps
	// none.
	Records []NumberedRecord
	// Game is the replay of Setup and the event records. Read and Parse
	// keep its undo and redo history; ReadFinal keeps none unless the file
	// undoes or redoes something. After an error it is not to be used
	// (ReadFinal changes it in place, rules.ReplayStep).
	Game rules.Game
	// Events is the number of events played, as CountEvents counts them.
	Events int
	// Clocks are the players' turn times from the records' times
	// (rules.Clocks), beside the undo history as far as Game keeps it.
	Clocks rules.Clocks
	// Start and End are the times of the first and the last timed event
	// record; zero when no record has a time.
	Start, End time.Time
	// Damage describes a torn or unreadable last line that was left out;
	// its Line is 0 when the file is whole.
	Damage Damage

	// good is the length in bytes of the part of the data before Damage.
	good int64
	// newline is false when the good part does not end with a newline.
	newline bool
	// protected is set when the setup carries a checksum, or from the
	// first record with seq and crc on: then every record (after it) must
	// carry both (errUnprotected), Extend's too.
	protected bool
	// lines is the number of lines in the good part, and kept is true
	// when every record was kept (Read, Parse): then Extend can go on.
	lines int
	kept  bool
	// count is the number of event records, undo and redo included;
	// noRecords is set when none is kept (KeepNoRecords).
	count     int
	noRecords bool
}

// Damage is a torn or unreadable last line: what a power loss in the middle
// of a write leaves behind, or a last record whose checksum does not
// match. Only the last line may be damaged; damage on an earlier line is an
// error.
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
