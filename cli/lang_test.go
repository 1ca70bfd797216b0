package cli

import (
	"errors"
	"testing"
)

func TestLangArg(t *testing.T) {
	for _, tt := range []struct {
		args  []string
		lang  string
		given bool
	}{
		{nil, "", false},
		{[]string{"--lang", "de"}, "de", true},
		{[]string{"--lang=en", "check", "x"}, "en", true},
		{[]string{"check", "x", "--lang", "de"}, "de", true},
		{[]string{"--", "--lang", "de"}, "", false},
		{[]string{"--lang"}, "", false},
		{[]string{"--language", "de"}, "", false},
	} {
		lang, given := langArg(tt.args)
		if lang != tt.lang || given != tt.given {
			t.Errorf("langArg(%q) = %q, %v; want %q, %v", tt.args, lang, given, tt.lang, tt.given)
		}
	}
}

// TestLanguageChoice: --lang first, then the config file, then the
// locale, then English.
func TestLanguageChoice(t *testing.T) {
	env := func(vars map[string]string) func(string) string { return func(k string) string { return vars[k] } }
	de := map[string]string{"LANG": "de_DE.UTF-8"}
	for _, tt := range []struct {
		args   []string
		config string
		env    map[string]string
		want   string
	}{
		{nil, "", nil, "en"},
		{nil, "", de, "de"},
		{nil, "", map[string]string{"LANG": "de_DE.UTF-8", "LC_ALL": "C"}, "en"},
		{nil, "en", de, "en"},
		{nil, "de", nil, "de"},
		{[]string{"--lang", "en"}, "de", de, "en"},
		{[]string{"--lang=de", "help"}, "en", nil, "de"},
	} {
		wd, err := language(tt.args, tt.config, env(tt.env))
		if err != nil || wd.Lang != tt.want {
			t.Errorf("language(%q, config %q, %v) = %q, %v; want %q", tt.args, tt.config, tt.env, wd.Lang, err, tt.want)
		}
	}
}

// TestUnknownLanguage: an unknown --lang is a usage error (exit 2), an
// unknown lang in the config file an error (exit 1); both say what is
// possible.
func TestUnknownLanguage(t *testing.T) {
	_, err := language([]string{"--lang", "fr"}, "", func(string) string { return "" })
	var ue *usageError
	if !errors.As(err, &ue) || exitStatus(err) != exitUsage || ue.Error() != `unknown --lang "fr": use de or en (see `+"`rolekeeper --help`)" {
		t.Errorf("--lang fr: %v (exit %d)", err, exitStatus(err))
	}
	_, err = language(nil, "tlh", func(string) string { return "" })
	var ce *configError
	if !errors.As(err, &ce) || exitStatus(err) != exitError {
		t.Errorf("lang tlh in the config: %v (exit %d)", err, exitStatus(err))
	}
}
