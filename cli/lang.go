package cli

import (
	"errors"
	"maps"
	"slices"
	"strconv"
	"strings"
	"sync"

	"rolekeeper/config"
	"rolekeeper/names"
	"rolekeeper/wording"
)

// langFlag is the flag that chooses the language: --lang de|en.
const langFlag = "lang"

// language is the catalogue rolekeeper speaks: the language of --lang in
// args; else configured, the lang of the config file ("" for none); else
// the locale's (LC_ALL, LC_MESSAGES, LANG, as getenv reads them); else
// English. --lang is read before cobra parses the command line, because
// the help of every command and flag is written in it. An unknown --lang
// is a usage error, an unknown lang in the config file an error, both
// said in the language the rest would choose.
func language(args []string, configured string, getenv func(string) string) (*wording.Words, error) {
	fallback := wording.English()
	if tag := wording.LocaleLanguage(getenv); tag != "" {
		fallback, _ = wording.For(tag)
	}
	lang, given := langArg(args)
	if !given {
		lang = configured
	}
	if lang == "" {
		return fallback, nil
	}
	wd, ok := wording.For(lang)
	if !ok {
		err := &valueError{what: "--" + langFlag, value: lang, choices: wording.Languages()}
		if !given {
			return fallback, &configError{err: err}
		}
		return fallback, &usageError{cmd: "rolekeeper", err: err}
	}
	return wd, nil
}

// langArg is the value of --lang in args ("--lang de" or "--lang=de"),
// looked for up to "--", and whether it was given.
func langArg(args []string) (lang string, given bool) {
	for i, a := range args {
		switch {
		case a == "--":
			return lang, given
		case a == "--"+langFlag && i+1 < len(args):
			lang, given = args[i+1], true
		case strings.HasPrefix(a, "--"+langFlag+"="):
			lang, given = strings.TrimPrefix(a, "--"+langFlag+"="), true
		}
	}
	return lang, given
}

// configError is a value in the config file that rolekeeper does not
// take: "PATH: unknown lang "fr": use de or en".
type configError struct {
	path string
	err  error
}

// Error implements error.
func (e *configError) Error() string { return e.path + ": " + e.err.Error() }

// Unwrap returns the refusal.
func (e *configError) Unwrap() error { return e.err }

// text says the error in the words of wd: "PATH: reason".
func (e *configError) text(wd *wording.Words) string {
	var ve *valueError
	var ae *aliasError
	switch {
	case errors.As(e.err, &ve):
		return e.path + ": " + wd.CLI.UnknownValue(ve.what, ve.value, ve.choices)
	case errors.As(e.err, &ae):
		return e.path + ": " + wd.Limits.ConfigAlias(strconv.Quote(wording.Excerpt(ae.name)), wd.ErrorText(ae.err))
	}
	if e.path == "" {
		return wd.ErrorText(e.err)
	}
	return e.path + ": " + wd.ErrorText(e.err)
}

// aliasError is an alias of the config file whose name, or the name it
// maps to, C-1 refuses.
type aliasError struct {
	name string
	err  error
}

// Error implements error.
func (e *aliasError) Error() string { return "alias " + strconv.Quote(e.name) + ": " + e.err.Error() }

// settings are what the config file chooses for the command line: the
// language (lang), the colours (theme) and the aliases, read once per run.
// A config file that cannot be read or holds a value rolekeeper does not
// take is a *configError that names it, with the zero Config: the
// defaults hold (Execute warns once); no config file is no error.
var settings = sync.OnceValues(readSettings)

// readSettings reads and checks the config file for settings.
func readSettings() (config.Config, error) {
	path, err := config.DefaultPath()
	if err != nil {
		return config.Config{}, nil // no home folder: no config file either
	}
	c, err := config.Load(path)
	if err != nil {
		return config.Config{}, &configError{err: err}
	}
	if c.Theme != "" && !validTheme(c.Theme) {
		return config.Config{}, &configError{path: path, err: &valueError{what: themeFlag, value: c.Theme,
			choices: []string{"auto", "dark", "light"}}}
	}
	if _, ok := wording.For(c.Lang); c.Lang != "" && !ok {
		return config.Config{}, &configError{path: path, err: &valueError{what: langFlag, value: c.Lang,
			choices: wording.Languages()}}
	}
	for _, name := range slices.Sorted(maps.Keys(c.Aliases)) {
		for _, n := range []string{name, c.Aliases[name]} {
			if err := names.CheckOne(n); err != nil {
				return config.Config{}, &configError{path: path, err: &aliasError{name: n, err: err}}
			}
		}
	}
	return c, nil
}
