package journal

import (
	"errors"
	"fmt"
	"io/fs"
	"strings"
	"unicode/utf8"

	"rolekeeper/safefile"
	"rolekeeper/wording"
)

// ErrLocked says that another rolekeeper has the game open. It is returned
// wrapped in an *Error that names the file, and says so in any language
// through its method OpenElsewhere (wording.OpenElsewhere).
var ErrLocked error = openElsewhere{}

// openElsewhere is the type of ErrLocked.
type openElsewhere struct{}

// Error implements error, in English for a developer.
func (openElsewhere) Error() string {
	return "the game is open in another rolekeeper; close it there first"
}

// OpenElsewhere marks the error of a game open in another rolekeeper.
func (openElsewhere) OpenElsewhere() {}

// sameFile is ErrLocked for a game file that has other names (links), or
// whose lock holder is known.
type sameFile struct {
	others []string
	holder Holder
}

// Error implements error, in English for a developer.
func (e *sameFile) Error() string {
	text := ErrLocked.Error()
	if len(e.others) > 0 {
		text += " (the same file as " + strings.Join(e.others, ", ") + ")"
	}
	if h := e.holder; h.Known() {
		text += fmt.Sprintf(" (held by %s, process %d, as %s)", h.Process, h.PID, h.Path)
	}
	return text
}

// HeldBy returns the lock holder's process id, name and the path it
// opened the game by; pid is 0 when the system does not tell.
func (e *sameFile) HeldBy() (pid int, process, path string) {
	return e.holder.PID, e.holder.Process, e.holder.Path
}

// Unwrap returns ErrLocked.
func (e *sameFile) Unwrap() error { return ErrLocked }

// SameFileAs returns the other names of the game file.
func (e *sameFile) SameFileAs() []string { return e.others }

// ErrClosed is returned by the methods of a Journal that has been closed.
var ErrClosed error = problem(wording.ReasonClosed)

// Error is a problem with a game file. Its text is "FILE:LINE: reason" when
// Err is a *LineError and "FILE: reason" otherwise, the form the
// project's DESIGN.md (shared) asks for in messages, with the reason for a developer: a refusal of the
// rules is its rule id, key and arguments ("B-3: attack-not-it
// seats=[2 1]"). People read it in words from package wording
// (Words.ErrorText knows it by FilePath), in their own language.
type Error struct {
	// Path is the game file.
	Path string
	// Err is the problem; a *LineError when it concerns one line,
	// which in turn wraps a *rules.RuleError for a refused record.
	Err error
}

// Error implements error.
func (e *Error) Error() string {
	var le *LineError
	if errors.As(e.Err, &le) {
		return fmt.Sprintf("%s:%d: %v", e.Path, le.Line, le.Err)
	}
	return fmt.Sprintf("%s: %v", e.Path, e.Err)
}

// FilePath returns Path (wording.FileError).
func (e *Error) FilePath() string { return e.Path }

// Unwrap returns the underlying problem.
func (e *Error) Unwrap() error { return e.Err }

// Line returns the 1-based line number the problem is at, or 0 when it is
// not about one line.
func (e *Error) Line() int {
	var le *LineError
	if errors.As(e.Err, &le) {
		return le.Line
	}
	return 0
}

// SaveError is a failed write of queued events: the disk is full, the
// folder is read-only, the file was removed. The events stay queued in the
// Journal, the game goes on in memory, and the next Flush (or Append) tries
// to write all of them again. A user interface shows it as
// "NOT SAVED: " + Error().
type SaveError struct {
	// Path is the game file.
	Path string
	// Pending is how many events are not saved yet, at least 1.
	Pending int
	// Err is the operating system's reason.
	Err error
	// Torn is true when even cutting the file back to its last complete
	// record failed: the file may end in part of a record until the next
	// try cuts it off (or Open repairs it), so a rescue copy is due.
	Torn bool
}

// Error implements error: "FILE: 2 events not saved: reason".
func (e *SaveError) Error() string {
	noun := "events"
	if e.Pending == 1 {
		noun = "event"
	}
	return fmt.Sprintf("%s: %d %s not saved: %v", e.Path, e.Pending, noun, e.Err)
}

// Unwrap returns the operating system's reason.
func (e *SaveError) Unwrap() error { return e.Err }

// fileErr wraps err as an *Error naming path, unless it already names it.
// An operating system error about path itself keeps only its reason, so
// that the path is not named twice.
func fileErr(path string, err error) error {
	var fe *Error
	if errors.As(err, &fe) && fe.Path == path {
		return err
	}
	var pe *fs.PathError
	var se *safefile.Error
	switch {
	case errors.As(err, &pe) && pe.Path == path && pe.Err != nil:
		err = pe.Err
	case errors.As(err, &se) && se.Path == path:
		err = &stepError{op: se.Op, err: se.Err}
	}
	return &Error{Path: path, Err: err}
}

// maxExcerpt is how many bytes of a refused text a message quotes.
const maxExcerpt = 40

// excerpt is the start of a refused text (a key, a value) for a message:
// at most maxExcerpt bytes, cut on a character and marked "…" when cut, so
// that a huge value is never repeated whole.
func excerpt[T ~string | ~[]byte](text T) string {
	s := string(text[:min(len(text), maxExcerpt+4)])
	if len(text) <= maxExcerpt {
		return s
	}
	s = s[:maxExcerpt]
	for len(s) > 0 && !utf8.ValidString(s) {
		s = s[:len(s)-1]
	}
	return s + "…"
}
