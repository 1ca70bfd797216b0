package wording

import (
	"strings"
	"testing"
)

// TestCulpritQuestionAgreesWithItsField: the culprit question's text
// (after life or after poison) says what its field says, that the
// culprit is not chosen yet, in the field's own words, and does not name
// the field's answer "nobody" as if it were chosen. Before, the German
// said "vorgewählt ist niemand" (nobody is preselected) above a field
// that said "? noch nicht gewählt".
func TestCulpritQuestionAgreesWithItsField(t *testing.T) {
	names := []string{"Ben"}
	for _, w := range []*Words{English(), German()} {
		nobody := strings.TrimPrefix(w.Prompt.HintNobody, "n: ")
		for _, text := range [][]string{w.Prompt.CulpritText(names), w.Poison.CulpritText(names)} {
			last := text[len(text)-1]
			if !strings.Contains(last, w.Prompt.NotChosen) {
				t.Errorf("%s: %q does not say %q as the field does", w.Lang, last, w.Prompt.NotChosen)
			}
			if strings.Contains(strings.ToLower(last), nobody) {
				t.Errorf("%s: %q names %q, one of the field's answers, as chosen", w.Lang, last, nobody)
			}
		}
	}
}
