package journal

import (
	"strconv"

	"rolekeeper/wording"
)

// Problem is a reason of this package why a game file cannot be read,
// locked, repaired or made: a key of the catalogue (wording.ReasonChecksum
// …, said by wording.GameFile) and the values it names, worded where it
// is shown (Words.ErrorText), so that a German player reads it in
// German. Keys, fields and values quoted from the file are quoted as Go
// quotes them and cut to a short excerpt.
type Problem struct {
	// Key names the reason (wording.ReasonChecksum …).
	Key string
	// Args are the values it names, in the order its words take them.
	Args []string
	// Err is the error behind it, said after it ("cannot repair the
	// file: no space left on device"), or nil.
	Err error
	// kind is the error it is a case of for errors.Is (ErrChecksum,
	// fs.ErrExist), or nil.
	kind error
}

// problem is the Problem of key naming args.
func problem(key string, args ...string) *Problem { return &Problem{Key: key, Args: args} }

// Error implements error, in English, for logs and tests.
func (p *Problem) Error() string {
	text, ok := wording.English().ReasonText(p.Key, p.Args)
	if !ok {
		text = p.Key
	}
	if p.Err != nil {
		text += ": " + p.Err.Error()
	}
	return text
}

// ReasonKey returns Key (wording.Keyed).
func (p *Problem) ReasonKey() string { return p.Key }

// ReasonArgs returns Args (wording.Keyed).
func (p *Problem) ReasonArgs() []string { return p.Args }

// Cause returns Err (wording.Caused).
func (p *Problem) Cause() error { return p.Err }

// Unwrap returns Err.
func (p *Problem) Unwrap() error { return p.Err }

// Is reports whether the problem is a case of target: a damaged key is a
// checksum that does not match (ErrChecksum), a game file already there
// is fs.ErrExist.
func (p *Problem) Is(target error) bool { return p.kind != nil && target == p.kind }

// quoted is text from the file as a message quotes it: an excerpt, in
// Go's double quotes.
func quoted[T ~string | ~[]byte](text T) string { return strconv.Quote(excerpt(text)) }

// stepError is a step of writing the game file that failed, the file
// named around it: "fsync: reason" (wording.StepError).
type stepError struct {
	op  string
	err error
}

func (e *stepError) Error() string  { return e.op + ": " + e.err.Error() }
func (e *stepError) FileOp() string { return e.op }
func (e *stepError) Unwrap() error  { return e.err }
