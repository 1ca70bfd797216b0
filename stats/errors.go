package stats

import "rolekeeper/wording"

// reason is an error of the statistics that can reach a player: a key of
// the catalogue's reasons (wording.Keyed) and the values it names, said
// in the player's language where it is shown; text is the English words.
type reason struct {
	key, text string
	args      []string
}

func (e *reason) Error() string { return e.text }

// ReasonKey names the reason in the catalogue (wording.Reasons).
func (e *reason) ReasonKey() string { return e.key }

// ReasonArgs are the values the reason names.
func (e *reason) ReasonArgs() []string { return e.args }

// newReason is the error of key, worded in English by the catalogue.
func newReason(key string, args ...string) *reason {
	text, _ := wording.English().Reasons.Text(key, args)
	return &reason{key: key, text: text, args: args}
}

// pathError is a problem with one file: "PATH: reason" in any language
// (wording.FileError).
type pathError struct {
	path string
	err  error
}

func (e *pathError) Error() string    { return e.path + ": " + e.err.Error() }
func (e *pathError) FilePath() string { return e.path }
func (e *pathError) Unwrap() error    { return e.err }
