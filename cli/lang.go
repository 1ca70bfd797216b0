package cli

import (
	"strings"

	"rolekeeper/wording"
)

// langFlag is the flag that chooses the language: --lang de|en.
const langFlag = "lang"

// language is the catalogue rolekeeper speaks: the language of --lang in
// args; else the lang of the config file, which config reads; else the
// locale's (LC_ALL, LC_MESSAGES, LANG, as getenv reads them); else
// English. --lang is read before cobra parses the command line, because
// the help of every command and flag is written in it. An unknown --lang
// is a usage error, said in the language the rest would choose; a config
// file that cannot be read is an error.
func language(args []string, config func() (string, error), getenv func(string) string) (*wording.Words, error) {
	fallback := wording.English()
	if tag := wording.LocaleLanguage(getenv); tag != "" {
		fallback, _ = wording.For(tag)
	}
	lang, given := langArg(args)
	if !given {
		tag, err := config()
		if err != nil {
			return fallback, err
		}
		lang = tag
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

// configError is a language in the config file that rolekeeper does not
// speak.
type configError struct{ err error }

// Error implements error.
func (e *configError) Error() string { return e.err.Error() }

// Unwrap returns the refusal.
func (e *configError) Unwrap() error { return e.err }

// configLanguage is the lang of the config file; "" when there is none.
func configLanguage() (string, error) { return "", nil }
