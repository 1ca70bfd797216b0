package model

import (
	"image/color"
	"testing"

	tea "charm.land/bubbletea/v2"
)

// TestThemeChosenOverTheTerminal: --theme light and dark hold whatever the
// terminal answers about its background; auto follows the answer.
func TestThemeChosenOverTheTerminal(t *testing.T) {
	black := tea.BackgroundColorMsg{Color: color.Black}
	white := tea.BackgroundColorMsg{Color: color.White}
	for _, tc := range []struct {
		theme  Theme
		answer tea.BackgroundColorMsg
		dark   bool
	}{
		{ThemeLight, black, false},
		{ThemeDark, white, true},
		{ThemeAuto, white, false},
		{ThemeAuto, black, true},
	} {
		opts := testOptions()
		opts.Theme = tc.theme
		next, _ := New(opts).Update(tc.answer)
		if m := next.(Model); m.isDark != tc.dark {
			t.Errorf("theme %s, background %v: dark = %v, want %v", tc.theme, tc.answer.Color, m.isDark, tc.dark)
		}
		p, _ := NewPicker(PickerOptions{Theme: tc.theme}).Update(tc.answer)
		if p := p.(Picker); p.isDark != tc.dark {
			t.Errorf("list of games, theme %s: dark = %v, want %v", tc.theme, p.isDark, tc.dark)
		}
	}
	if New(Options{Theme: ThemeLight}).Init() != nil {
		t.Error("a chosen theme still asks the terminal for its background")
	}
}

func TestParseTheme(t *testing.T) {
	for _, name := range []string{"auto", "dark", "light"} {
		th, err := ParseTheme(name)
		if err != nil || th.String() != name {
			t.Errorf("ParseTheme(%q) = %v, %v", name, th, err)
		}
	}
	if _, err := ParseTheme("blue"); err == nil {
		t.Error("ParseTheme(blue) took an unknown theme")
	}
}
