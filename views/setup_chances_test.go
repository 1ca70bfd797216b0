package views

import (
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"

	"rolekeeper/styles"
	"rolekeeper/wording"
)

// TestChancesWrapBetweenPlayers: the setup's line of chances to win,
// too long for 80 columns, wraps between players, never between a
// number and its percent sign, in both languages, and loses no player.
// Before, five players at 80 columns in German wrapped "Kai? 20" from
// its "%" (seen in tmux).
func TestChancesWrapBetweenPlayers(t *testing.T) {
	names := []string{"Hanna", "Jo", "Eli", "Kai", "Finn", "Lea Marie-Christine", "Bjørn", "Dora"}
	for _, wd := range []*wording.Words{wording.English(), wording.German()} {
		var parts []string
		for _, n := range names {
			parts = append(parts, n+"? "+wd.Stats.Percent(0.2))
		}
		chances := wd.Stats.Rated.ChanceLine(strings.Join(parts, " · "))
		for w := 80; w <= 120; w += 3 {
			f := Frame{Width: w, Height: 40, Styles: styles.NewStyles(true, styles.NoColor), Words: wd}
			screen := ansi.Strip(Setup(f, SetupView{Chances: chances}))
			for _, line := range strings.Split(screen, "\n") {
				if strings.HasPrefix(strings.TrimSpace(line), "%") {
					t.Errorf("%s at %d: a percent sign begins a line: %q", wd.Lang, w, line)
				}
			}
			for _, p := range parts {
				if !strings.Contains(screen, p) {
					t.Errorf("%s at %d: %q is not whole on the screen:\n%s", wd.Lang, w, p, screen)
				}
			}
		}
	}
}
