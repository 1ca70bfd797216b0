package config

import "strconv"

// reason is an error of this package: a key of the catalogue's reasons
// (wording.Keyed, implemented by its methods: config imports nothing of
// rolekeeper) and the values it names; text is the English words.
type reason struct {
	key, text string
	args      []string
}

func (e *reason) Error() string { return e.text }

// ReasonKey names the reason in the catalogue (wording.Reasons).
func (e *reason) ReasonKey() string { return e.key }

// ReasonArgs are the values the reason names.
func (e *reason) ReasonArgs() []string { return e.args }

// errNoFolder: no home folder is known, so no config file either.
var errNoFolder = &reason{key: "config.no-folder",
	text: "cannot find the folder of the config file: set XDG_CONFIG_HOME or HOME"}

// fileError is a problem with the config file at path (at line, when
// known): wording says it "PATH:LINE: reason" or "PATH: reason".
type fileError struct {
	path string
	line int
	err  error
}

func (e *fileError) Error() string {
	if e.line > 0 {
		return e.path + ":" + strconv.Itoa(e.line) + ": " + e.err.Error()
	}
	return e.path + ": " + e.err.Error()
}

// FilePath is the config file (wording.FileError).
func (e *fileError) FilePath() string { return e.path }

// Unwrap is the problem: a lineError when the line is known.
func (e *fileError) Unwrap() error {
	if e.line > 0 {
		return &lineError{line: e.line, err: e.err}
	}
	return e.err
}

// lineError is a problem at one line of the file (wording.LineError).
type lineError struct {
	line int
	err  error
}

func (e *lineError) Error() string   { return strconv.Itoa(e.line) + ": " + e.err.Error() }
func (e *lineError) LineNumber() int { return e.line }
func (e *lineError) Unwrap() error   { return e.err }

// typeError is a setting whose value has the wrong type: key is "lang",
// "theme", "aliases" or "aliases.NAME"; table is set when it should be a
// table (of names), else it should be text.
func typeError(key string, table bool) error {
	if table {
		return &reason{key: "config.table", text: key + " should be a table of names", args: []string{key}}
	}
	return &reason{key: "config.text", text: key + " should be text in quotes", args: []string{key}}
}
