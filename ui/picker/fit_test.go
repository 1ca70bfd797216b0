package picker

import (
	"strings"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"

	"rolekeeper/wording"
)

// TestPickerFitsTheWidthSweep: the list of unfinished games at every width
// from 80 to 200 and a few heights, in both languages and by both rules
// of width: no line is wider than the screen, no line ends in an
// ellipsis where nothing was cut (the list pads its lines with blanks),
// the help line is last and whole (its ? too), and the folder line
// stands just above it; ? shows every key and the folder stays above.
func TestPickerFitsTheWidthSweep(t *testing.T) {
	for _, lang := range []string{"en", "de"} {
		wd, _ := wording.For(lang)
		for _, c := range []ansi.Method{ansi.WcWidth, ansi.GraphemeWidth} {
			for w := 80; w <= 200; w += 3 {
				for _, h := range []int{24, 31, 40} {
					p := New(Options{Games: pickerGames(), Dir: "/home/ana/.local/state/rolekeeper/games", Words: wd,
						Now: func() time.Time { return fixedNow }, SetAside: func(string) (string, error) { return "", nil }})
					next, _ := p.Update(tea.ModeReportMsg{Mode: ansi.ModeUnicodeCore, Value: ansi.ModeSet})
					if c == ansi.WcWidth {
						next = p
					}
					next, _ = next.Update(tea.WindowSizeMsg{Width: w, Height: h})
					checkPicker(t, next.(Picker), c, lang, w, h, wd)
					more, _ := pick(t, next.(Picker), "?")
					checkPicker(t, more, c, lang, w, h, wd)
				}
			}
		}
	}
}

func checkPicker(t *testing.T, p Picker, c ansi.Method, lang string, w, h int, wd *wording.Words) {
	t.Helper()
	lines := strings.Split(ansi.Strip(p.Render()), "\n")
	if len(lines) != h {
		t.Fatalf("%s %dx%d: %d lines", lang, w, h, len(lines))
	}
	for i, l := range lines {
		if c.StringWidth(l) > w {
			t.Errorf("%s %dx%d: line %d is %d cells: %q", lang, w, h, i+1, c.StringWidth(l), l)
		}
		if strings.TrimSpace(l) == "…" {
			t.Errorf("%s %dx%d: line %d is a stray …", lang, w, h, i+1)
		}
	}
	helpH := p.helpHeight()
	help := strings.Join(lines[len(lines)-helpH:], "\n")
	want := wd.Keys.ListMore.Key + " " + wd.Keys.ListMore.Desc
	if p.list.Help.ShowAll {
		want = wd.Keys.ListLess.Key + " " + wd.Keys.ListLess.Desc
	}
	if strings.HasSuffix(strings.TrimSpace(help), "…") || !strings.Contains(help, want) {
		t.Errorf("%s %dx%d: the help is cut (%q missing): %q", lang, w, h, want, help)
	}
	savedIn := strings.Fields(wd.Picker.SavedIn("/x"))[0]
	if folder := lines[len(lines)-helpH-1]; !strings.HasPrefix(folder, savedIn) {
		t.Errorf("%s %dx%d: the folder line is not just above the help: %q", lang, w, h, folder)
	}
}
