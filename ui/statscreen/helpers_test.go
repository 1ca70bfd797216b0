package statscreen

import (
	"os"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"

	"rolekeeper/internal/screentest"
	"rolekeeper/styles"
	"rolekeeper/wording"
)

// TestMain draws every screen in UTC: the screens say the local time
// ("updated 20:00:00"), and the goldens hold it as drawn in UTC, so that
// they pass in any time zone (the TV's goldens failed under .ci/run's
// TZ=Pacific/Kiritimati). Tests that compute a time they expect do so
// with .Local(), which is then UTC too.
func TestMain(m *testing.M) {
	time.Local = time.UTC
	os.Exit(m.Run())
}

// fixedNow is the clock of every test.
var fixedNow = screentest.FixedNow

var keyPress = screentest.KeyPress

// testWords are the words of the screens the tests build: English, or
// the language a test chose with inLanguage.
var testWords = wording.English()

// inLanguage makes the screens built by the tests speak the language
// tagged lang until the test ends. Tests of this package do not run in
// parallel, so one test's language is never another's.
func inLanguage(t testing.TB, lang string) {
	t.Helper()
	screentest.InLanguage(t, &testWords, lang)
}

// TestThemeChosenOverTheTerminal: --theme light and dark hold whatever
// the terminal answers about its background; auto follows the answer.
func TestThemeChosenOverTheTerminal(t *testing.T) {
	screentest.CheckThemeChosen(t, "the stats screen", func(theme styles.Theme, answer tea.BackgroundColorMsg) bool {
		s, _ := New(Options{Theme: theme}).Update(answer)
		return s.(Screen).Dark()
	}, New(Options{Theme: styles.ThemeLight}).Init())
}

// TestThemeDrawsTheStats: the stats screen and the league's wall screen
// are drawn in the theme chosen (--theme, config.toml) whatever the
// terminal answers.
func TestThemeDrawsTheStats(t *testing.T) {
	screentest.CheckTheme(t, "the stats screen", func(theme styles.Theme, answer tea.BackgroundColorMsg) string {
		var s tea.Model = New(Options{Report: statsSeason(t), Theme: theme})
		s, _ = s.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
		s, _ = s.Update(answer)
		return s.(Screen).Render()
	})
	screentest.CheckTheme(t, "the league's screen", func(theme styles.Theme, answer tea.BackgroundColorMsg) string {
		var s tea.Model = NewLeague(LeagueOptions{First: LeagueMsg{Report: statsSeason(t), At: fixedNow}, Theme: theme})
		s, _ = s.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
		s, _ = s.Update(answer)
		return s.(League).Render()
	})
}
