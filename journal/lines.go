package journal

import (
	"bytes"
	"fmt"

	"rolekeeper/rules"
)

// LineError is a problem with one line of a game file. Line is 1-based (the
// setup is line 1). Err is a *rules.RuleError for a refused record, or a
// decoding problem for a record that cannot be read.
type LineError struct {
	Line int
	Err  error
}

// Error implements error: "LINE: reason".
func (e *LineError) Error() string { return fmt.Sprintf("%d: %v", e.Line, e.Err) }

// Unwrap returns the underlying error.
func (e *LineError) Unwrap() error { return e.Err }

// NumberedRecord is a record with its 1-based line number in the file.
type NumberedRecord struct {
	Line int
	Record
}

// ParseFile splits a game file into its setup and event records. Blank
// lines are skipped. The first problem is returned as a *LineError together
// with the records read before it.
func ParseFile(data []byte) (rules.Setup, []NumberedRecord, error) {
	var setup rules.Setup
	var events []NumberedRecord
	haveSetup := false
	for i, line := range bytes.Split(data, []byte("\n")) {
		n := i + 1
		if len(bytes.TrimSpace(line)) == 0 {
			continue
		}
		rec, err := DecodeRecord(line)
		if err != nil {
			return setup, events, &LineError{Line: n, Err: err}
		}
		switch {
		case !haveSetup && rec.Setup == nil:
			return setup, events, &LineError{Line: n, Err: fmt.Errorf("the first record must be the setup")}
		case haveSetup && rec.Setup != nil:
			return setup, events, &LineError{Line: n, Err: fmt.Errorf("a second setup record")}
		case rec.Setup != nil:
			setup, haveSetup = *rec.Setup, true
		default:
			events = append(events, NumberedRecord{Line: n, Record: rec})
		}
	}
	if !haveSetup {
		return setup, nil, &LineError{Line: 1, Err: fmt.Errorf("the file holds no setup record")}
	}
	return setup, events, nil
}

// Replay rebuilds a game from its setup and events (C-9). setupLine is the
// setup's line number, used in errors. A refused record stops the replay
// with a *LineError wrapping the *rules.RuleError; the game returned is the
// game before that record.
func Replay(setup rules.Setup, setupLine int, events []NumberedRecord) (rules.Game, error) {
	g, _, err := rules.NewGame(setup)
	if err != nil {
		return g, &LineError{Line: setupLine, Err: err}
	}
	for _, rec := range events {
		next, err := rules.ApplyQuiet(g, rec.Event)
		if err != nil {
			return g, &LineError{Line: rec.Line, Err: err}
		}
		g = next
	}
	return g, nil
}

// ReplayFile parses and replays a whole game file.
func ReplayFile(data []byte) (rules.Game, error) {
	setup, events, err := ParseFile(data)
	if err != nil {
		return rules.Game{}, err
	}
	return Replay(setup, 1, events)
}
