package views

import (
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"

	"rolekeeper/rules"
	"rolekeeper/styles"
)

// TestSummaryPoisonAsOnTheCard: the summary's ☠ column shows a player's
// poison counters as their card does: a waiting Lord player (out by
// poison, not entered again) and a Buhmann player out show none, and the
// column goes when nobody in play has any.
func TestSummaryPoisonAsOnTheCard(t *testing.T) {
	st := styles.NewStyles(true, styles.NoColor)
	row := func(table, name string) string {
		for _, l := range strings.Split(table, "\n") {
			if strings.Contains(l, name) {
				return l
			}
		}
		t.Fatalf("no row of %s:\n%s", name, table)
		return ""
	}
	for _, v := range []rules.Variant{rules.Lord, rules.Buhmann} {
		gone := rules.Standing{Place: 2, Seat: 1, Name: "Ümit", Poison: 10, Waiting: v == rules.Lord, Out: v == rules.Buhmann}
		kept := rules.Standing{Place: 1, Seat: 0, Name: "Ana", Poison: 3, Life: 12}
		sum := rules.Summary{Variant: v, Standings: []rules.Standing{kept, gone}}
		table := ansi.Strip(standingsTable(Frame{Styles: st, Words: en}, sum, 120, false, SummaryExtra{}))
		if !strings.Contains(table, "☠") || !strings.Contains(row(table, "Ana"), " 3 ") {
			t.Errorf("%v: Ana's 3 poison counters are not shown:\n%s", v, table)
		}
		if strings.Contains(row(table, "Ümit"), "10") {
			t.Errorf("%v: Ümit, out of play, shows his 10 poison counters:\n%s", v, table)
		}
		kept.Poison = 0
		sum.Standings = []rules.Standing{kept, gone}
		if table := ansi.Strip(standingsTable(Frame{Styles: st, Words: en}, sum, 120, false, SummaryExtra{})); strings.Contains(table, "☠") {
			t.Errorf("%v: a ☠ column with nobody in play poisoned:\n%s", v, table)
		}
	}
}
