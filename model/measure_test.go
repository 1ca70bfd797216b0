package model

import (
	"fmt"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"
	"github.com/rivo/uniseg"

	"rolekeeper/rules"
)

// sevenNames are the names of issue 29: an emoji ZWJ sequence with a
// variation selector, one without, a skin tone, a variation selector
// alone, a flag, CJK and a letter with a mark.
var sevenNames = []string{"🧙\u200d♂\ufe0fBen", "👩\u200d💻Eva", "💅🏻Ana", "🎙\ufe0fCy", "🇩🇪Lea", "王小明", "Zoë"}

// fakeTerminal draws the graphemes in widths as given and every other one
// per code point, as tmux and xterm draw plain text.
type fakeTerminal map[string]int

// width is how many cells the terminal takes for s.
func (ft fakeTerminal) width(s string) int {
	s = ansi.Strip(s)
	w := 0
	g := uniseg.NewGraphemes(s)
	for g.Next() {
		if n, ok := ft[g.Str()]; ok {
			w += n
			continue
		}
		w += ansi.StringWidthWc(g.Str())
	}
	return w
}

// answer plays the terminal: it answers the model's question about the
// width of graphemes (two cursor reports a line), then gives the model
// the renderer's switch to grapheme clusters the answers ask for.
func (ft fakeTerminal) answer(t *testing.T, m Model) Model {
	t.Helper()
	for range 4 {
		q := m.Common.Question()
		if len(q) == 0 {
			break
		}
		for row, g := range q {
			if g == "" {
				continue
			}
			w, ok := ft[g]
			if !ok {
				w = ansi.StringWidthWc(g)
			}
			m = update(m, tea.CursorPositionMsg{X: 0, Y: row})
			m = update(m, tea.CursorPositionMsg{X: w, Y: row})
		}
		m = sized(m, m.Width, m.Height) // an Update asks about what is left
	}
	if len(m.Common.Question()) > 0 {
		t.Fatal("the model still asks")
	}
	return inCells(m, ansi.GraphemeWidth) // the message Measure sends the renderer
}

// TestLayoutFollowsTheTerminalsAnswer: a fake terminal that draws 🧙‍♂️ 2,
// 3 or 4 cells wide (the other names as tmux 3.3a draws them) gets a table
// whose every line, as that terminal draws it, fills the screen exactly,
// and the renderer (which must not wrap) counts the same.
func TestLayoutFollowsTheTerminalsAnswer(t *testing.T) {
	setup := rules.Setup{Variant: rules.Lord, Players: sevenNames, Life: 20, Target: 10, Seed: 4}
	for _, wizard := range []int{2, 3, 4} {
		ft := fakeTerminal{"🧙\u200d♂\ufe0f": wizard, "👩\u200d💻": 2, "💅🏻": 4, "🎙\ufe0f": 1, "🇩🇪": 2}
		for _, size := range [][2]int{{120, 40}, {80, 24}} {
			name := fmt.Sprintf("wizard %d, %dx%d", wizard, size[0], size[1])
			m := sized(resumed(t, setup, pass), size[0], size[1])
			m = ft.answer(t, m)
			drawn := m.Styles.Cells.Draw(m.Render())
			lines := strings.Split(drawn, "\n")
			for i, l := range lines[:len(lines)-1] { // the help line may end short
				if got := ft.width(l); got != size[0] {
					t.Errorf("%s: line %d is %d cells as the terminal draws it, want %d: %q", name, i, got, size[0], ansi.Strip(l))
				}
				if got := ansi.StringWidth(l); got != size[0] {
					t.Errorf("%s: the renderer counts line %d as %d cells, want %d", name, i, got, size[0])
				}
			}
			// The summary: every player's row ends in the same column.
			rows := map[int]string{}
			for _, l := range strings.Split(press(t, m, "S").Styles.Cells.Draw(press(t, m, "S").Render()), "\n") {
				for _, n := range sevenNames {
					if strings.Contains(ansi.Strip(l), n) && strings.Contains(l, "–") {
						rows[ft.width(strings.TrimRight(ansi.Strip(l), " "))] = l
					}
				}
			}
			if len(rows) != 1 {
				t.Errorf("%s: the summary's rows end in %d columns: %v", name, len(rows), rows)
			}
		}
	}
}
