package styles

import (
	"testing"

	"github.com/charmbracelet/x/ansi"
)

// TestMeasuredWidthsAreCounted: a grapheme the terminal was asked about
// counts as wide as it answered, in a form the renderer counts the same
// (whole, split at its joiners, split into code points); unmeasured text
// counts by the rule; escape sequences count nothing.
func TestMeasuredWidthsAreCounted(t *testing.T) {
	wizard := "🧙\u200d♂\ufe0f"
	for _, c := range []struct {
		g         string
		answer    int
		wantWidth int
		split     bool
	}{
		{wizard, 2, 2, false}, {wizard, 3, 3, true}, {wizard, 4, 4, true},
		{"💅🏻", 4, 4, true}, {"🎙\ufe0f", 1, 1, true}, {"🇩🇪", 2, 2, false},
		{wizard, 7, 2, false}, // no form counts 7: the renderer's own count
	} {
		m := (*Measured)(nil).With(c.g, c.answer)
		cells := CellsOf(ansi.GraphemeWidth).WithMeasured(m)
		text := "\x1b[1m" + c.g + "Ben\x1b[m"
		if got := cells.StringWidth(text); got != c.wantWidth+3 {
			t.Errorf("%q answered %d: width %d, want %d", c.g, c.answer, got, c.wantWidth+3)
		}
		drawn := cells.Draw(text)
		if got := ansi.StringWidth(drawn); got != c.wantWidth+3 {
			t.Errorf("%q answered %d: the renderer counts %d of %q, want %d", c.g, c.answer, got, drawn, c.wantWidth+3)
		}
		if (drawn != text) != c.split || ansi.Strip(drawn) != ansi.Strip(text) && !c.split {
			t.Errorf("%q answered %d: drawn %q", c.g, c.answer, drawn)
		}
		if cut := cells.Truncate(text, c.wantWidth+1, "…"); ansi.Strip(cut) != c.g+"…" {
			t.Errorf("%q answered %d: cut to %d: %q", c.g, c.answer, c.wantWidth+1, cut)
		}
	}
	if got := CellsOf(ansi.WcWidth).StringWidth(wizard); got != 3 {
		t.Errorf("per code point, unmeasured: %d, want 3", got)
	}
	if !Unusual(wizard) || !Unusual("🇩🇪") || Unusual("王") || Unusual("ë") || Unusual("e\u0301") {
		t.Error("Unusual is wrong")
	}
}
