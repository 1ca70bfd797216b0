package wording

import (
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"

	"rolekeeper/rules"
)

// TestReportTextAlignsWideNames: the replay's text pads each name to the
// cells a terminal draws, not to its code points, so that the life column
// stays in one column for CJK and emoji names in both languages (a
// breaker saw "王小明" push it 3 cells right of "Zoë").
func TestReportTextAlignsWideNames(t *testing.T) {
	names := []string{"Zoë", "王小明", "🧙‍♂️Ben", "Ana"}
	r := rules.Report{Variant: "buhmann", Active: 0}
	for i, n := range names {
		r.Players = append(r.Players, rules.PlayerReport{Seated: rules.Seated{Seat: i, Name: n}, Life: 20})
	}
	for _, c := range []struct {
		wd   *Words
		word string
	}{{English(), " life "}, {German(), " Leben "}} {
		wd, word := c.wd, c.word
		lines := strings.Split(strings.TrimSpace(wd.ReportText(r)), "\n")[1:]
		col := -1
		for _, line := range lines {
			at := strings.Index(line, word)
			if at < 0 {
				t.Fatalf("no %q in %q", word, line)
			}
			w := ansi.StringWidthWc(line[:at])
			if col >= 0 && w != col {
				t.Errorf("%q: the life column starts at cell %d, want %d as above", line, w, col)
			}
			col = w
		}
	}
}

// TestSeasonRowAlignsWideNames: the season table pads names to the cells
// a terminal draws, as the replay's text does.
func TestSeasonRowAlignsWideNames(t *testing.T) {
	a := seasonRow(1, "Zoë", 3, 1, 1, 1, 1, 2, "")
	b := seasonRow(2, "王小明", 3, 1, 1, 1, 1, 2, "")
	if ansi.StringWidthWc(a) != ansi.StringWidthWc(b) {
		t.Errorf("rows of %d and %d cells:\n%s\n%s", ansi.StringWidthWc(a), ansi.StringWidthWc(b), a, b)
	}
}
