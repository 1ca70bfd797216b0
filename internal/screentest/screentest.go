// Package screentest is what the tests of every screen (model, ui/…)
// share: the fixed clock, key presses as a terminal sends them, the
// languages and themes every screen is drawn in, the messages that set a
// terminal's background and colour depth, and the check that a screen
// fits its size. Test support, no part of the program.
package screentest

import (
	"image/color"
	"strings"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/colorprofile"
	"github.com/charmbracelet/x/ansi"

	"rolekeeper/journal"
	"rolekeeper/rules"
	"rolekeeper/styles"
	"rolekeeper/wording"
)

// FixedNow is the clock of every test: screens never depend on the wall
// clock.
var FixedNow = time.Date(2026, 11, 29, 20, 0, 0, 0, time.UTC)

// Now is FixedNow as a clock.
func Now() time.Time { return FixedNow }

// Languages are the languages every screen is drawn in by the golden
// and width tests: the English goldens keep their names, the others get
// the tag as a suffix (setup_80x24_de).
var Languages = []string{"en", "de"}

// LangSuffix is the suffix of a golden file in language lang.
func LangSuffix(lang string) string {
	if lang == "en" {
		return ""
	}
	return "_" + lang
}

// KeyPress builds the key press message a terminal sends for a key name
// as msg.String() reports it: "a", "P", "enter", "shift+tab", "ctrl+c".
func KeyPress(k string) tea.KeyPressMsg {
	special := map[string]tea.Key{
		"enter": {Code: tea.KeyEnter}, "esc": {Code: tea.KeyEscape}, "tab": {Code: tea.KeyTab},
		"shift+tab": {Code: tea.KeyTab, Mod: tea.ModShift}, "space": {Code: tea.KeySpace, Text: " "},
		"left": {Code: tea.KeyLeft}, "right": {Code: tea.KeyRight}, "up": {Code: tea.KeyUp},
		"down": {Code: tea.KeyDown}, "backspace": {Code: tea.KeyBackspace}, "delete": {Code: tea.KeyDelete},
		"ctrl+c": {Code: 'c', Mod: tea.ModCtrl}, "ctrl+z": {Code: 'z', Mod: tea.ModCtrl},
		"shift+up": {Code: tea.KeyUp, Mod: tea.ModShift}, "shift+down": {Code: tea.KeyDown, Mod: tea.ModShift},
		"pgdown": {Code: tea.KeyPgDown}, "pgup": {Code: tea.KeyPgUp}, "home": {Code: tea.KeyHome},
		"end": {Code: tea.KeyEnd}, "ctrl+d": {Code: 'd', Mod: tea.ModCtrl}, "ctrl+u": {Code: 'u', Mod: tea.ModCtrl},
	}
	if k, ok := special[k]; ok {
		return tea.KeyPressMsg(k)
	}
	r := []rune(k)
	return tea.KeyPressMsg(tea.Key{Code: r[0], Text: k})
}

// Theme is one of the looks of every screen.
type Theme struct {
	Name  string
	Dark  bool
	Depth styles.Depth
}

// Themes are the looks of every screen: true colour on dark and light,
// and no colour.
var Themes = []Theme{{"dark", true, styles.TrueColor}, {"light", false, styles.TrueColor}, {"nocolor", true, styles.NoColor}}

// ThemeMsgs are the messages a terminal sends that make a screen whose
// theme is not chosen draw on a dark or light background at depth d.
func ThemeMsgs(dark bool, d styles.Depth) []tea.Msg {
	term, profile := "xterm", colorprofile.ASCII
	switch d {
	case styles.TrueColor:
		profile = colorprofile.TrueColor
	case styles.Colors256:
		profile = colorprofile.ANSI256
	case styles.Colors16:
		profile = colorprofile.ANSI
	case styles.Colors8:
		term, profile = "linux", colorprofile.ANSI
	}
	bg := tea.BackgroundColorMsg{Color: color.White}
	if dark {
		bg.Color = color.Black
	}
	return []tea.Msg{tea.EnvMsg{"TERM=" + term}, tea.ColorProfileMsg{Profile: profile}, bg}
}

// CheckFits fails the test unless out is h lines, none wider than w
// cells.
func CheckFits(t testing.TB, out string, w, h int) {
	t.Helper()
	lines := strings.Split(out, "\n")
	if len(lines) != h {
		t.Errorf("%d lines, want %d", len(lines), h)
	}
	for i, l := range lines {
		if lw := ansi.StringWidthWc(l); lw > w {
			t.Errorf("line %d is %d cells wide, more than %d: %q", i+1, lw, w, ansi.Strip(l))
		}
	}
}

// SavedGames are three unfinished games as the list of saved games shows
// them: one to resume, one open elsewhere, one that cannot be read.
func SavedGames() []journal.Entry {
	return []journal.Entry{
		{Path: "/games/2026-11-29T2015-lord.jsonl", Variant: rules.Lord, Players: []string{"Ana", "Ben", "Cem", "Dora", "Eli"},
			Changed: FixedNow.Add(-30 * time.Minute), Events: 23,
			Glance: rules.Glance{Round: 3, Turn: 14, Active: 2, Leaders: []int{1}, Lead: 2, ByPoints: true},
			Damage: journal.Damage{Line: 25, Err: &journal.Problem{Key: wording.ReasonCutShort}}},
		{Path: "/games/2026-11-28T1900-buhmann.jsonl", Variant: rules.Buhmann, Players: []string{"Ana", "Ben", "Cem"},
			Changed: FixedNow.Add(-25 * time.Hour), Events: 1, InUse: true,
			Glance: rules.Glance{Round: 1, Turn: 2, Active: 1}},
		{Path: "/games/broken.jsonl", Changed: FixedNow.Add(-48 * time.Hour),
			Err: &journal.Error{Path: "/games/broken.jsonl", Err: &journal.LineError{Line: 3,
				Err: &journal.Problem{Key: wording.ReasonVersion, Args: []string{"2", "1"}}}}},
	}
}

// CheckTheme fails unless a screen honours a chosen theme: draw builds
// the screen with theme, sizes it at 80x24, hands it the terminal's
// answer about its background and draws it. A light theme on a terminal
// that says it is dark must look as auto on a light one, and not as the
// dark theme; a dark theme on a light terminal as auto on a dark one.
func CheckTheme(t testing.TB, screen string, draw func(theme styles.Theme, answer tea.BackgroundColorMsg) string) {
	t.Helper()
	black, white := tea.BackgroundColorMsg{Color: color.Black}, tea.BackgroundColorMsg{Color: color.White}
	light, dark := draw(styles.ThemeLight, black), draw(styles.ThemeDark, white)
	switch {
	case light == dark:
		t.Errorf("%s: the light and the dark theme are drawn alike", screen)
	case light != draw(styles.ThemeAuto, white):
		t.Errorf("%s: the light theme on a dark terminal is not drawn as on a light one", screen)
	case dark != draw(styles.ThemeAuto, black):
		t.Errorf("%s: the dark theme on a light terminal is not drawn as on a dark one", screen)
	}
}

// InLanguage sets *words, the words a package's tests build their
// screens with, to the language tagged lang until the test ends. The
// tests of such a package do not run in parallel, so one test's language
// is never another's.
func InLanguage(t testing.TB, words **wording.Words, lang string) {
	t.Helper()
	w, ok := wording.For(lang)
	if !ok {
		t.Fatalf("no language %q", lang)
	}
	before := *words
	*words = w
	t.Cleanup(func() { *words = before })
}
