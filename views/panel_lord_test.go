package views

import (
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"

	"rolekeeper/rules"
	"rolekeeper/styles"
	"rolekeeper/wording"
)

// TestPointsBarHasABoxAPoint: the points table's bar has as many boxes as
// the target up to 10 (players count them), in every language, or no bar
// at all where that does not fit; never a bar that miscounts.
func TestPointsBarHasABoxAPoint(t *testing.T) {
	st := styles.NewStyles(true, styles.NoColor)
	for _, wd := range []*wording.Words{wording.English(), wording.German()} {
		for _, c := range []struct{ target, width, boxes int }{{10, 40, 10}, {3, 40, 3}, {25, 42, 10}, {10, 30, 0}} {
			g, _, err := rules.NewGame(rules.Setup{Variant: rules.Lord, Players: []string{"Ana", "Ben", "Cem", "Dora", "Eli"},
				Life: 20, Target: c.target, Seed: 1})
			if err != nil {
				t.Fatal(err)
			}
			lines := pointsTable(g.State, st, wd, c.width)
			for _, line := range lines[1 : len(lines)-1] {
				line = ansi.Strip(line)
				if n := strings.Count(line, "□") + strings.Count(line, "■"); n != c.boxes {
					t.Errorf("%s, target %d, %d cells: %d boxes in %q, want %d", wd.Lang, c.target, c.width, n, line, c.boxes)
				}
				if w := ansi.StringWidth(line); w > c.width {
					t.Errorf("%s, target %d: %q is %d cells wide, more than %d", wd.Lang, c.target, line, w, c.width)
				}
			}
		}
	}
}
