package screentest

import (
	"image/color"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"

	"rolekeeper/internal/wordcheck"
	"rolekeeper/styles"
)

// CheckThemeChosen fails unless a screen keeps a chosen theme over the
// terminal's answer: dark builds the screen with theme, hands it answer
// and says whether it is dark now. --theme light and dark hold whatever
// the terminal says; auto follows it. A screen built with a chosen theme
// (init: its Init with the light theme) must not ask the terminal.
func CheckThemeChosen(t testing.TB, screen string, dark func(theme styles.Theme, answer tea.BackgroundColorMsg) bool, init tea.Cmd) {
	t.Helper()
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
		if got := dark(tc.theme, tc.answer); got != tc.dark {
			t.Errorf("%s, theme %s, background %v: dark = %v, want %v", screen, tc.theme, tc.answer.Color, got, tc.dark)
		}
	}
	if init != nil {
		t.Errorf("%s: a chosen theme still asks the terminal for its background", screen)
	}
}

// CheckGermanGoldens fails when a German golden screen under dir (a
// file ending in .golden whose name holds "_de", or below a folder
// named for German) holds one of wordcheck's English words, or when
// fewer than least of them were read (the goldens moved or were renamed).
func CheckGermanGoldens(t testing.TB, dir string, least int) {
	t.Helper()
	read := 0
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".golden") {
			return err
		}
		if !strings.Contains(d.Name(), "_de") && !strings.Contains(path, "InGerman") {
			return nil
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		read++
		if words := wordcheck.English(ansi.Strip(string(data))); len(words) > 0 {
			t.Errorf("%s says %s in English", path, strings.Join(words, ", "))
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if read < least {
		t.Errorf("only %d German golden screens read, want at least %d", read, least)
	}
}
