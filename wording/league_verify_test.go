package wording

import (
	"regexp"
	"strings"
	"testing"

	"rolekeeper/internal/wordcheck"
)

// TestVerifyNamesColumnsInWords: every column league verify compares is
// named in words in German (no database name, no English word) and in
// English, and whether a game is over reads ja/nein, yes/no.
func TestVerifyNamesColumnsInWords(t *testing.T) {
	de, en := German().League.Fix, English().League.Fix
	for what := range verifyColumnsEN {
		row, recs := "1", "2"
		if what == "over" {
			row, recs = "true", "false"
		}
		d := de.Difference("g1", what, row, recs, 0)
		if regexp.MustCompile(`\b`+what+`\b`).MatchString(d) || len(wordcheck.English(d)) > 0 || verifyColumnsDE[what] == "" {
			t.Errorf("%s in German: %q (English: %v)", what, d, wordcheck.English(d))
		}
		if e := en.Difference("g1", what, row, recs, 0); strings.Contains(e, "true") || !strings.Contains(e, verifyColumnsEN[what]+":") {
			t.Errorf("%s in English: %q", what, e)
		}
	}
	if d := de.Difference("g1", "over", "true", "false", 0); !strings.Contains(d, "ja") || !strings.Contains(d, "nein") {
		t.Errorf("over in German: %q", d)
	}
}
