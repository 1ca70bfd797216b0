package wording

import (
	"errors"
	"io/fs"
	"strconv"

	"rolekeeper/rules"
)

// ErrorText is the text of err for people. A refusal of the rules
// (*rules.RuleError), alone or at a line of a game file (a LineError, such
// as journal.LineError), is said in words with its rule id first; a file
// the operating system cannot read or write (*fs.PathError) is "PATH:
// reason", with the system's reasons in words (Files); a Keyed error in
// the words of Reasons or GameFile, followed by its cause (Caused); only
// an error of another package (the operating system's, a driver's) that
// wording does not know is its own text.
func (w *Words) ErrorText(err error) string {
	switch e := err.(type) {
	case nil:
		return ""
	case *rules.RuleError:
		return w.RefusalText(e)
	case LineError:
		return strconv.Itoa(e.LineNumber()) + ": " + w.ErrorText(e.Unwrap())
	case FileOpError:
		return e.FilePath() + ": " + w.Files.Op(e.FileOp()) + ": " + w.ErrorText(e.Unwrap())
	case FileError:
		return w.FileError(e.FilePath(), e.Unwrap())
	case *fs.PathError:
		return e.Path + ": " + w.ErrorText(e.Err)
	case StepError:
		return w.Files.Op(e.FileOp()) + ": " + w.ErrorText(e.Unwrap())
	case Keyed:
		text, ok := w.ReasonText(e.ReasonKey(), e.ReasonArgs())
		if !ok {
			text = e.ReasonKey() // a key without words: TestEveryReasonKeyIsWorded fails
		}
		if c, ok := e.(Caused); ok && c.Cause() != nil {
			text += ": " + w.ErrorText(c.Cause())
		}
		return text
	}
	if text, ok := w.refusalText(err); ok {
		return text
	}
	if text, ok := w.fileReason(err); ok {
		return text
	}
	return err.Error()
}

// FileError says a problem with the game file at path in the form of
// the project's DESIGN.md (shared), in every language: "FILE:LINE: B-3: reason" for a problem at
// a line (a LineError), else "FILE: reason".
func (w *Words) FileError(path string, err error) string {
	if le, ok := err.(LineError); ok {
		return path + ":" + w.ErrorText(le)
	}
	return path + ": " + w.ErrorText(err)
}

// FileError is a problem with one file that names it: the journal's
// *Error, which wording cannot name (wording is below the journal).
type FileError interface {
	error
	// FilePath is the file.
	FilePath() string
	// Unwrap is the problem.
	Unwrap() error
}

// FileOpError is a file that could not be written at one of its steps:
// safefile's *Error, "PATH: create a temporary file: reason".
type FileOpError interface {
	FileError
	// FileOp is the step, as Files.Op knows it.
	FileOp() string
}

// StepError is a step of work on a file that failed, the file named
// around it: the journal's "fsync: reason".
type StepError interface {
	error
	// FileOp is the step, as Files.Op knows it.
	FileOp() string
	// Unwrap is the reason.
	Unwrap() error
}

// Caused is a Keyed error said with the error behind it: "cannot repair
// the file: no space left on device".
type Caused interface {
	Keyed
	// Cause is the error behind it, or nil.
	Cause() error
}

// OpenElsewhere is the error of a game open in another rolekeeper
// (journal.ErrLocked), said as Files.OpenElsewhere.
type OpenElsewhere interface {
	error
	OpenElsewhere()
}

// sameFile is an OpenElsewhere that names the game file's other names
// and, as far as the system tells, who holds its lock (pid 0: unknown).
type sameFile interface {
	error
	SameFileAs() []string
	HeldBy() (pid int, process, path string)
}

// fileReason says the errors of files that wording knows in words: a
// game open elsewhere, the operating system's reasons; ok is false for
// any other error.
func (w *Words) fileReason(err error) (text string, ok bool) {
	var oe OpenElsewhere
	if errors.As(err, &oe) {
		var sf sameFile
		if errors.As(err, &sf) {
			text := w.Files.OpenElsewhere
			if others := sf.SameFileAs(); len(others) > 0 {
				text += " " + w.Files.SameFile(others)
			}
			if pid, process, path := sf.HeldBy(); pid != 0 {
				text += " " + w.Files.HeldBy(process, pid, path)
			}
			return text, true
		}
		return w.Files.OpenElsewhere, true
	}
	return w.osReason(err)
}

// LineError is a problem at one line of a game file: the journal's, which
// wording cannot name (wording is below the journal).
type LineError interface {
	error
	// LineNumber is the 1-based line.
	LineNumber() int
	// Unwrap is the problem.
	Unwrap() error
}
