package views

import (
	"testing"
)

// TestFitPath: a too wide line keeps the file name it names, behind an
// ellipsis in the middle of the path, and is never wider than w.
func TestFitPath(t *testing.T) {
	path := "/home/ana/.local/state/rolekeeper/games/2026-11-30T0859-buhmann.md"
	cases := []struct {
		line string
		w    int
		want string
	}{
		{"Summary written to " + path, 200, "Summary written to " + path},
		{"Summary written to " + path, 60, "Summary written to /home/ana/.lo…/2026-11-30T0859-buhmann.md"},
		{"Summary written to " + path, 40, "Summary written to …1-30T0859-buhmann.md"},
		{"Saved in " + path + ".", 50, "Saved in /home/ana/.l…/2026-11-30T0859-buhmann.md."},
		{"no path here at all, just words", 10, "no path h…"},
	}
	for _, c := range cases {
		got := CutMessage(grapheme, c.line, c.w)
		if got != c.want {
			t.Errorf("CutMessage(%q, %d) = %q, want %q", c.line, c.w, got, c.want)
		}
		if textWidth(grapheme, got) > c.w {
			t.Errorf("CutMessage(%q, %d) is %d cells wide", c.line, c.w, textWidth(grapheme, got))
		}
	}
}
