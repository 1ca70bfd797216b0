package model

import (
	"image/color"
	"testing"

	tea "charm.land/bubbletea/v2"

	"rolekeeper/internal/screentest"
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
		if m := next.(Model); m.Dark() != tc.dark {
			t.Errorf("theme %s, background %v: dark = %v, want %v", tc.theme, tc.answer.Color, m.Dark(), tc.dark)
		}
	}
	if New(Options{Theme: styles.ThemeLight}).Init() != nil {
		t.Error("a chosen theme still asks the terminal for its background")
	}
}

// TestThemeDrawsTheGame: the game's table is drawn in the theme chosen
// (--theme, config.toml) whatever the terminal answers.
func TestThemeDrawsTheGame(t *testing.T) {
	screentest.CheckTheme(t, "the game", func(theme styles.Theme, answer tea.BackgroundColorMsg) string {
		opts := testOptions()
		opts.Theme = theme
		m := sized(Resume(mustGame(t, buhmann5), nil, opts), 80, 24)
		next, _ := m.Update(answer)
		return next.(Model).Render()
	})
}
