package views

import (
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"

	"rolekeeper/rules"
	"rolekeeper/styles"
	"rolekeeper/wording"
)

// TestCentreWrapsWhatIsTooWide: the words in the middle of the table go
// on below when the box is narrower than a line ("Endspiel ohne Buhmann"
// was cut to "Endspiel ohne Buhm…" in German at 120x40), in every size
// of Buhmann's duel from 3 to 12 players.
func TestCentreWrapsWhatIsTooWide(t *testing.T) {
	st := styles.NewStyles(true, styles.NoColor)
	for n := 3; n <= 12; n++ {
		g, _, err := rules.NewGame(rules.Setup{Variant: rules.Buhmann, Players: names12[:n], Life: 20, Seed: 4})
		if err != nil {
			t.Fatal(err)
		}
		out := make([]int, 0, n-2)
		for seat := range n {
			if seat != g.Active && len(out) < n-2 {
				out = append(out, seat)
			}
		}
		if g, _, err = rules.Apply(g, rules.Eliminate{Seats: out, Culprit: rules.NoSeat, Cause: rules.CauseConcede}); err != nil || !g.Endgame {
			t.Fatalf("%d players: %v, endgame %v", n, err, g.Endgame)
		}
		for _, size := range [][2]int{{120, 40}, {80, 24}} {
			text := ansi.Strip(Table(Frame{Width: size[0], Height: size[1], Styles: st, Words: wording.German()}, TableView{State: g.State, Decor: NoDecor()}))
			if strings.Contains(text, "Buhm…") || !strings.Contains(text, "Buhmann") {
				t.Errorf("%d players, %v: the duel's line is cut:\n%s", n, size, text)
			}
		}
	}
}

// TestOutCardShowsNoLife: the card of a player out of a Buhmann game says
// "out" where the life total was (a concession left "20 life" on it), in
// every kind of card, and the panel shows no life for them either.
func TestOutCardShowsNoLife(t *testing.T) {
	st := styles.NewStyles(true, styles.NoColor)
	g, _, err := rules.NewGame(rules.Setup{Variant: rules.Buhmann, Players: names12[:4], Life: 17, Seed: 4})
	if err != nil {
		t.Fatal(err)
	}
	out := (g.Active + 1) % 4
	if g, _, err = rules.Apply(g, rules.Eliminate{Seats: []int{out}, Culprit: rules.NoSeat, Cause: rules.CauseConcede}); err != nil {
		t.Fatal(err)
	}
	for _, wd := range []*wording.Words{en, wording.German()} {
		f := Frame{Width: 120, Height: 40, Styles: st, Words: wd}
		for kind := cardHuge; kind <= cardTiny; kind++ {
			text := ansi.Strip(card(f, g.State, out, NoDecor(), kind, 34))
			if strings.Contains(text, "17") || strings.Contains(text, "█") || strings.Contains(text, "▀") {
				t.Errorf("kind %d: the card of a player out keeps their life:\n%s", kind, text)
			}
		}
		for _, l := range strings.Split(ansi.Strip(BuhmannPanel(f, g.State, 44, 30)), "\n") {
			if strings.Contains(l, g.Name(out)) && strings.Contains(l, "17") {
				t.Errorf("the panel keeps the life of a player out: %q", l)
			}
		}
	}
}

// TestCutUsesTheMeasuredWidth: a long name is cut by the width the
// terminal answered for its emoji (here 4 cells for 🧙‍♂️, which the rule
// by grapheme clusters counts as 2), and padded by it.
func TestCutUsesTheMeasuredWidth(t *testing.T) {
	wizard := "🧙\u200d♂\ufe0f"
	c := styles.CellsOf(ansi.GraphemeWidth).WithMeasured((*styles.Measured)(nil).With(wizard, 4))
	if got := cut(c, wizard+"Benjamin", 6); got != wizard+"B…" {
		t.Errorf("cut to 6: %q, want %q", got, wizard+"B…")
	}
	if got := pad(c, wizard+"Ben", 9); textWidth(c, got) != 9 || got != wizard+"Ben  " {
		t.Errorf("padded to 9: %q", got)
	}
}
