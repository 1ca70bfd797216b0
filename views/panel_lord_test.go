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
			lines := pointsTable(Frame{Styles: st, Words: wd}, g.State, c.width)
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

// TestPointsTableKeepsAPoisonedName: a poison badge beside a name in the
// points table takes the bar's room, not the name's ("Z… ☠ 4" at 120x40
// in German before): the name stays whole, in every language.
func TestPointsTableKeepsAPoisonedName(t *testing.T) {
	st := styles.NewStyles(true, styles.NoColor)
	for _, wd := range []*wording.Words{wording.English(), wording.German()} {
		g, _, err := rules.NewGame(rules.Setup{Variant: rules.Lord, Players: []string{"Ben", "Ana", "Zoë", "Dora", "Eli"},
			Life: 20, Target: 10, Seed: 1})
		if err != nil {
			t.Fatal(err)
		}
		g, _, err = rules.Apply(g, rules.Poison{Changes: []rules.Change{{Seat: 2, Delta: 4}}, Source: rules.NoSeat})
		if err != nil {
			t.Fatal(err)
		}
		lines := pointsTable(Frame{Styles: st, Words: wd}, g.State, 40)
		row := ansi.Strip(lines[3])
		if !strings.Contains(row, "Zoë "+wd.Poison.Badge(4)) {
			t.Errorf("%s: Zoë's row %q cuts her name for the badge", wd.Lang, row)
		}
		for _, line := range lines {
			if w := ansi.StringWidth(line); w > 40 {
				t.Errorf("%s: %q is %d cells wide, more than 40", wd.Lang, ansi.Strip(line), w)
			}
		}
	}
}
