package picker

import (
	"strings"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/colorprofile"
	"github.com/charmbracelet/x/ansi"

	"rolekeeper/internal/screentest"
	"rolekeeper/journal"
	"rolekeeper/styles"
)

// fixedNow is the clock of every test.
var fixedNow = screentest.FixedNow

var keyPress = screentest.KeyPress

// pickerGames are three unfinished games: one to resume, one open
// elsewhere, one that cannot be read.
func pickerGames() []journal.Entry { return screentest.SavedGames() }

// TestPickerOpensStats: s on the list of games asks for the statistics.
func TestPickerOpensStats(t *testing.T) {
	p := New(Options{Dir: "/games"})
	next, cmd := p.Update(keyPress("s"))
	if c, ok := next.(Picker).Choice(); !ok || !c.Stats || cmd == nil {
		t.Errorf("choice %+v, %v; want the statistics", c, ok)
	}
}

// TestFault03_LongFolderKeepsItsLastFolder: the folder line under the
// list, wider than the screen, is shortened in the middle with an
// ellipsis and keeps its last folder.
func TestFault03_LongFolderKeepsItsLastFolder(t *testing.T) {
	const longDir = "/home/anastasia-konstantinopoulou/.local/state/rolekeeper/games"
	p := New(Options{Games: pickerGames(), Dir: longDir + "/and/deeper/still/than/that/games",
		Now: func() time.Time { return fixedNow }})
	next, _ := p.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
	lines := strings.Split(ansi.Strip(next.(Picker).Render()), "\n")
	if last := strings.TrimSpace(lines[len(lines)-2]); !strings.Contains(last, "…") || !strings.HasSuffix(last, "/games") { // above the help line
		t.Errorf("the list's folder line is cut without an ellipsis or loses its last folder: %q", last)
	}
}

// TestFault06_KeyActsOrSaysWhyNot: on the list of games too, a key
// bound to nothing says so, until the next key.
func TestFault06_KeyActsOrSaysWhyNot(t *testing.T) {
	p := newTestPicker("")
	p, _ = pick(t, p, "z")
	if !strings.Contains(ansi.Strip(p.Render()), "Nothing is bound to z") {
		t.Errorf("z on the list of games says nothing:\n%s", ansi.Strip(p.Render()))
	}
	p, _ = pick(t, p, "down")
	if strings.Contains(ansi.Strip(p.Render()), "Nothing is bound to z") {
		t.Error("the word about z stays after the next key")
	}
}

// TestCtrlZSuspends: ctrl+z on the list of games suspends rolekeeper to
// the shell.
func TestCtrlZSuspends(t *testing.T) {
	p := newTestPicker("")
	if _, cmd := p.Update(keyPress("ctrl+z")); cmd == nil {
		t.Error("ctrl+z on the list of games does nothing")
	} else if _, ok := cmd().(tea.SuspendMsg); !ok {
		t.Error("ctrl+z on the list of games does not suspend")
	}
}

// TestColorFGBGFallback: a terminal that does not answer the background
// query but sets COLORFGBG to a light background gets the light theme.
func TestColorFGBGFallback(t *testing.T) {
	next, _ := New(Options{}).Update(tea.EnvMsg{"COLORFGBG=0;7"})
	if next.(Picker).Dark() {
		t.Error("the picker ignored COLORFGBG")
	}
}

// TestColourDepthFromProfileAndTerm: the list takes the colour depth from
// the profile Bubble Tea detects and TERM: the Linux console gets the
// eight-colour palette, TERM=xterm the sixteen, NO_COLOR (the ASCII
// profile) the theme without colour.
func TestColourDepthFromProfileAndTerm(t *testing.T) {
	for _, tt := range []struct {
		env     string
		profile colorprofile.Profile
		want    styles.Depth
	}{
		{"TERM=linux", colorprofile.ANSI, styles.Colors8},
		{"TERM=xterm", colorprofile.ANSI, styles.Colors16},
		{"TERM=xterm-256color", colorprofile.ANSI256, styles.Colors256},
		{"TERM=xterm-256color", colorprofile.ASCII, styles.NoColor},
	} {
		var p tea.Model = New(Options{})
		p, _ = p.Update(tea.EnvMsg{tt.env})
		p, _ = p.Update(tea.ColorProfileMsg{Profile: tt.profile})
		if got := p.(Picker).Styles.Depth; got != tt.want {
			t.Errorf("%s, %v: the list of games is drawn in %v colours, want %v", tt.env, tt.profile, got, tt.want)
		}
	}
}

// TestThemeChosenOverTheTerminal: --theme light and dark hold whatever
// the terminal answers about its background; auto follows the answer.
func TestThemeChosenOverTheTerminal(t *testing.T) {
	screentest.CheckThemeChosen(t, "the list of games", func(theme styles.Theme, answer tea.BackgroundColorMsg) bool {
		p, _ := New(Options{Theme: theme}).Update(answer)
		return p.(Picker).Dark()
	}, New(Options{Theme: styles.ThemeLight}).Init())
}

// TestThemeDrawsTheList: the list is drawn in the theme chosen (--theme,
// config.toml) whatever the terminal answers.
func TestThemeDrawsTheList(t *testing.T) {
	screentest.CheckTheme(t, "the list of games", func(theme styles.Theme, answer tea.BackgroundColorMsg) string {
		var p tea.Model = New(Options{Games: pickerGames(), Dir: "/games", Now: screentest.Now, Theme: theme})
		p, _ = p.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
		p, _ = p.Update(answer)
		return p.(Picker).Render()
	})
}
