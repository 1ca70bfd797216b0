package common

import (
	"image/color"
	"testing"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/colorprofile"

	"rolekeeper/styles"
	"rolekeeper/wording"
)

// TestBackground: a chosen theme holds whatever the terminal says; auto
// takes COLORFGBG until the terminal answers, and the answer over it.
func TestBackground(t *testing.T) {
	white := tea.BackgroundColorMsg{Color: color.White}
	black := tea.BackgroundColorMsg{Color: color.Black}
	lightEnv := tea.EnvMsg{"COLORFGBG=0;15", "TERM=xterm-256color"}
	for _, c := range []struct {
		theme styles.Theme
		msgs  []tea.Msg
		dark  bool
	}{
		{styles.ThemeAuto, nil, true},
		{styles.ThemeAuto, []tea.Msg{lightEnv}, false},
		{styles.ThemeAuto, []tea.Msg{black, lightEnv}, true},
		{styles.ThemeAuto, []tea.Msg{lightEnv, black}, true},
		{styles.ThemeAuto, []tea.Msg{white}, false},
		{styles.ThemeLight, []tea.Msg{black}, false},
		{styles.ThemeDark, []tea.Msg{white, lightEnv}, true},
	} {
		cm := New(nil, c.theme)
		for _, msg := range c.msgs {
			cm.Update(msg)
		}
		if cm.Dark() != c.dark {
			t.Errorf("theme %s after %v: dark %v, want %v", c.theme, c.msgs, cm.Dark(), c.dark)
		}
		if fixed, _ := c.theme.Fixed(); fixed != (cm.Init() == nil) {
			t.Errorf("theme %s: Init asks the terminal %v", c.theme, cm.Init() != nil)
		}
	}
}

// TestUpdateSaysWhatChanged: the size, and the styles at the colour depth
// of TERM and the profile; other messages change nothing.
func TestUpdateSaysWhatChanged(t *testing.T) {
	c := New(wording.German(), styles.ThemeAuto)
	if c.Words.Stats.Title != wording.German().Stats.Title {
		t.Error("the words are not the screen's")
	}
	if sized, restyled := c.Update(tea.WindowSizeMsg{Width: 100, Height: -3}); !sized || restyled || c.Width != 100 || c.Height != 0 {
		t.Errorf("size: %v %v, %dx%d", sized, restyled, c.Width, c.Height)
	}
	if _, restyled := c.Update(tea.ColorProfileMsg{Profile: colorprofile.ANSI}); !restyled || c.Styles.Depth != styles.Colors16 {
		t.Errorf("profile ANSI: restyled %v, depth %v", restyled, c.Styles.Depth)
	}
	if _, restyled := c.Update(tea.EnvMsg{"TERM=linux"}); !restyled || c.Styles.Depth != styles.Colors8 {
		t.Errorf("TERM=linux: restyled %v, depth %v", restyled, c.Styles.Depth)
	}
	if sized, restyled := c.Update(tea.KeyPressMsg{Code: 'q'}); sized || restyled {
		t.Error("a key changed the size or the styles")
	}
	if f := c.Frame(); f.Width != 100 || f.Styles.Depth != styles.Colors8 || f.Words != c.Words {
		t.Errorf("frame %+v", f)
	}
}

// TestHugeTerminalIsClamped: a terminal's size is taken up to
// MaxWidth×MaxHeight, never below 0.
func TestHugeTerminalIsClamped(t *testing.T) {
	for _, tc := range []struct{ w, h, wantW, wantH int }{
		{120, 40, 120, 40}, {1000, 500, MaxWidth, MaxHeight}, {1 << 30, 1 << 30, MaxWidth, MaxHeight},
		{-5, -1, 0, 0}, {MaxWidth, MaxHeight, MaxWidth, MaxHeight},
	} {
		c := New(nil, 0)
		c.Update(tea.WindowSizeMsg{Width: tc.w, Height: tc.h})
		if c.Width != tc.wantW || c.Height != tc.wantH {
			t.Errorf("%dx%d: drawn at %dx%d, want %dx%d", tc.w, tc.h, c.Width, c.Height, tc.wantW, tc.wantH)
		}
	}
}

// TestClampSizeFilter: the programs' filter hands Bubble Tea (its
// renderer and the model) a window size of at most MaxWidth×MaxHeight
// and lets every other message through unchanged.
func TestClampSizeFilter(t *testing.T) {
	got := ClampSize(nil, tea.WindowSizeMsg{Width: 1000, Height: 500})
	if got != (tea.WindowSizeMsg{Width: MaxWidth, Height: MaxHeight}) {
		t.Errorf("1000x500 filtered to %#v", got)
	}
	if got := ClampSize(nil, tea.WindowSizeMsg{Width: 120, Height: 40}); got != (tea.WindowSizeMsg{Width: 120, Height: 40}) {
		t.Errorf("120x40 filtered to %#v", got)
	}
	key := tea.KeyPressMsg{Code: 'q', Text: "q"}
	if got := ClampSize(nil, key); got != tea.Msg(key) {
		t.Errorf("a key filtered to %#v", got)
	}
	if n := len(ProgramOptions()); n != 2 {
		t.Errorf("%d options, want the frame rate and the filter", n)
	}
}
