package model

import (
	"testing"

	tea "charm.land/bubbletea/v2"

	"rolekeeper/internal/screentest"
	"rolekeeper/styles"
)

// TestThemeChosenOverTheTerminal: --theme light and dark hold whatever the
// terminal answers about its background; auto follows the answer.
func TestThemeChosenOverTheTerminal(t *testing.T) {
	screentest.CheckThemeChosen(t, "the game", func(theme styles.Theme, answer tea.BackgroundColorMsg) bool {
		opts := testOptions()
		opts.Theme = theme
		next, _ := New(opts).Update(answer)
		return next.(Model).Dark()
	}, New(Options{Theme: styles.ThemeLight}).Init())
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
