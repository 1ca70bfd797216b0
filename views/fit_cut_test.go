package views

import (
	"testing"

	"rolekeeper/styles"

	"github.com/charmbracelet/x/ansi"
)

// TestCutEmojiByTheTerminalsRule: cut and pad keep to w cells by the
// terminal's rule even where x/ansi's Truncate would not: under WcWidth
// it first measures the whole text by grapheme width (💅🏻Ana: 5 cells,
// not tmux's 7) and gives it back uncut, so a name in the Lord's points
// table ran into the next column ("💅🏻Anawartet").
func TestCutEmojiByTheTerminalsRule(t *testing.T) {
	for _, c := range []styles.Cells{styles.CellsOf(ansi.WcWidth), grapheme} {
		for _, s := range []string{"💅🏻Ana", "🧙‍♂️Ben", "👩‍💻Eva", "\x1b[1m💅🏻Ana\x1b[0m"} {
			for w := 1; w <= 8; w++ {
				if got := cut(c, s, w); textWidth(c, got) > w {
					t.Errorf("method %v: cut(%q, %d) = %q, %d cells", c, s, w, got, textWidth(c, got))
				}
				if got := pad(c, s, w); textWidth(c, got) != w {
					t.Errorf("method %v: pad(%q, %d) = %q, %d cells", c, s, w, got, textWidth(c, got))
				}
			}
		}
	}
	if got, want := cut(styles.Cells{}, "💅🏻Ana", 6), "💅🏻A…"; got != want {
		t.Errorf("cut(💅🏻Ana, 6) = %q, want %q", got, want)
	}
}
