package model

import (
	"image/color"
	"testing"

	tea "charm.land/bubbletea/v2"

	"rolekeeper/styles"
)

// TestThemeChosenOverTheTerminal: --theme light and dark hold whatever the
// terminal answers about its background; auto follows the answer.
func TestThemeChosenOverTheTerminal(t *testing.T) {
	black := tea.BackgroundColorMsg{Color: color.Black}
	white := tea.BackgroundColorMsg{Color: color.White}
	for _, tc := range []struct {
		theme  styles.Theme
		answer tea.BackgroundColorMsg
		dark   bool
	}{
		{styles.ThemeLight, black, false},
		{styles.ThemeDark, white, true},
		{styles.ThemeAuto, white, false},
		{styles.ThemeAuto, black, true},
	} {
		opts := testOptions()
		opts.Theme = tc.theme
		next, _ := New(opts).Update(tc.answer)
		if m := next.(Model); m.isDark != tc.dark {
			t.Errorf("theme %s, background %v: dark = %v, want %v", tc.theme, tc.answer.Color, m.isDark, tc.dark)
		}
	}
	if New(Options{Theme: styles.ThemeLight}).Init() != nil {
		t.Error("a chosen theme still asks the terminal for its background")
	}
}
