package journal

import "fmt"

// LineError is a problem with one line of a game file. Line is 1-based (the
// setup is line 1). Err is a *rules.RuleError for a refused record, or a
// decoding problem for a record that cannot be read.
type LineError struct {
	Line int
	Err  error
}

// Error implements error: "LINE: reason".
func (e *LineError) Error() string { return fmt.Sprintf("%d: %v", e.Line, e.Err) }

// LineNumber returns Line (wording.LineError).
func (e *LineError) LineNumber() int { return e.Line }

// Unwrap returns the underlying error.
func (e *LineError) Unwrap() error { return e.Err }

// NumberedRecord is a record with its 1-based line number in the file.
type NumberedRecord struct {
	Line int
	Record
}
