package model

import (
	"strings"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"

	"rolekeeper/internal/screentest"
	"rolekeeper/rules"
	"rolekeeper/views"
	"rolekeeper/wording"
)

// fixedNow is the clock of every test: screens never depend on the wall
// clock.
var fixedNow = time.Date(2026, 11, 29, 20, 0, 0, 0, time.UTC)

func testOptions() Options {
	return Options{Now: func() time.Time { return fixedNow }, Setup: rules.Setup{Seed: 7}, NewSeed: countingSeeds(100),
		Words: testWords}
}

// testWords are the words of the models the tests build: English, or
// the language a test chose with inLanguage.
var testWords = wording.English()

// inLanguage makes the models built by testOptions speak the language
// tagged lang until the test ends. Tests of this package do not run in
// parallel, so one test's language is never another's.
func inLanguage(t testing.TB, lang string) {
	t.Helper()
	screentest.InLanguage(t, &testWords, lang)
}

// languages are the languages every screen is drawn in by the golden
// and width tests: the English goldens keep their names, the others get
// the tag as a suffix (setup_80x24_de).
var languages = []string{"en", "de"}

// langSuffix is the suffix of a golden file in language lang.
func langSuffix(lang string) string {
	if lang == "en" {
		return ""
	}
	return "_" + lang
}

// countingSeeds is a deterministic seed source: from, from+1, …
func countingSeeds(from uint64) func() uint64 {
	next := from
	return func() uint64 {
		next++
		return next - 1
	}
}

// keyPress builds the key press message a terminal sends for a key name as
// msg.String() reports it: "a", "P", "enter", "shift+tab", "ctrl+c".
func keyPress(k string) tea.KeyPressMsg {
	special := map[string]tea.Key{
		"enter": {Code: tea.KeyEnter}, "esc": {Code: tea.KeyEscape}, "tab": {Code: tea.KeyTab},
		"shift+tab": {Code: tea.KeyTab, Mod: tea.ModShift}, "space": {Code: tea.KeySpace, Text: " "},
		"left": {Code: tea.KeyLeft}, "right": {Code: tea.KeyRight}, "up": {Code: tea.KeyUp},
		"down": {Code: tea.KeyDown}, "backspace": {Code: tea.KeyBackspace}, "delete": {Code: tea.KeyDelete},
		"ctrl+c": {Code: 'c', Mod: tea.ModCtrl}, "shift+up": {Code: tea.KeyUp, Mod: tea.ModShift},
		"shift+down": {Code: tea.KeyDown, Mod: tea.ModShift}, "pgdown": {Code: tea.KeyPgDown},
		"pgup": {Code: tea.KeyPgUp}, "home": {Code: tea.KeyHome}, "end": {Code: tea.KeyEnd},
		"ctrl+d": {Code: 'd', Mod: tea.ModCtrl}, "ctrl+u": {Code: 'u', Mod: tea.ModCtrl},
	}
	if k, ok := special[k]; ok {
		return tea.KeyPressMsg(k)
	}
	r := []rune(k)
	return tea.KeyPressMsg(tea.Key{Code: r[0], Text: k})
}

// press sends key presses to the model, one Update each, and returns the
// model after the last. Commands are not run.
func press(t testing.TB, m Model, keys ...string) Model {
	t.Helper()
	for _, k := range keys {
		next, _ := m.Update(keyPress(k))
		m = next.(Model)
	}
	return m
}

// typeText types every character of s.
func typeText(t testing.TB, m Model, s string) Model {
	t.Helper()
	for _, r := range s {
		m = press(t, m, string(r))
	}
	return m
}

// sized gives the model a terminal size.
func sized(m Model, w, h int) Model {
	next, _ := m.Update(tea.WindowSizeMsg{Width: w, Height: h})
	return next.(Model)
}

// addPlayers types the players' names on the setup screen.
func addPlayers(t testing.TB, m Model, names ...string) Model {
	t.Helper()
	m = press(t, m, "a")
	for _, n := range names {
		m = typeText(t, m, n)
		m = press(t, m, "enter")
	}
	return press(t, m, "enter")
}

// screenText is the screen without styles.
func screenText(m Model) string { return ansi.Strip(m.Render()) }

// logContent is the whole log in words, as the log screen shows it.
func (m Model) logContent() string {
	return strings.Join(views.LogLines(m.Frame(), wording.Names(m.game.State), m.log.entries(0, m.log.len()), m.Width), "\n")
}

// lastEvent is the last event entered, or nil.
func lastEvent(m Model) rules.Event {
	n := m.log.ev.len()
	if n == 0 {
		return nil
	}
	events, _ := m.log.ev.span(n, n+1)
	return events[0]
}
