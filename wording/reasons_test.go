package wording

import (
	"strings"
	"testing"
)

// keyed is a Keyed error as config and stats return them.
type keyed struct {
	key  string
	args []string
}

func (k keyed) Error() string        { return "english " + k.key }
func (k keyed) ReasonKey() string    { return k.key }
func (k keyed) ReasonArgs() []string { return k.args }

// TestReasonsInEveryLanguage: every key of Reasons is said in every
// language, in its own words and never by the error's English text; a
// key the catalogue does not know is said as the key, never in the
// error's English.
func TestReasonsInEveryLanguage(t *testing.T) {
	keys := []string{ReasonNoConfigFolder, ReasonConfigSyntax, ReasonNoIndexFolder, ReasonIndexDamaged,
		ReasonIndexFacts, ReasonNotIndexed, ReasonUnknownFormat,
		ReasonSeriesTaken, ReasonNoStateFolder}
	keys = append(keys, GameFileKeys...)
	en, de := English(), German()
	for _, key := range keys {
		err := keyed{key: key, args: []string{"x"}}
		e, d := en.ErrorText(err), de.ErrorText(err)
		if e == "" || d == "" || strings.HasPrefix(e, "english") || strings.HasPrefix(d, "english") || (e == d && e != "x") {
			t.Errorf("%s: English %q, German %q", key, e, d)
		}
	}
	if got := de.ErrorText(keyed{key: "no.such"}); got != "no.such" {
		t.Errorf("unknown key: %q", got)
	}
}
