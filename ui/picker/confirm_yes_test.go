package picker

import (
	"strings"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"

	"rolekeeper/wording"
)

// TestGermanSetAsideTakesJ: the question whether to set a game aside
// says j in German and takes j ("ja"), as every yes/no question does.
func TestGermanSetAsideTakesJ(t *testing.T) {
	for _, yes := range []string{"j", "y"} {
		var renamed []string
		p := New(Options{Games: pickerGames(), Dir: "/games", Now: func() time.Time { return fixedNow }, Words: wording.German(),
			SetAside: func(path string) (string, error) {
				renamed = append(renamed, path)
				return path + ".discarded", nil
			}})
		next, _ := p.Update(tea.WindowSizeMsg{Width: 100, Height: 30})
		p = pickIn(t, next.(Picker), "d")
		if !strings.Contains(p.message, "j: ja") {
			t.Errorf("the question does not say j: %q", p.message)
		}
		if _, cmd := pick(t, p, yes); cmd == nil {
			t.Errorf("%s does not set the game aside in German", yes)
		}
	}
}
