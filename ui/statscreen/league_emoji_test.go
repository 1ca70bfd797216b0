package statscreen

import (
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"

	"rolekeeper/rules"
	"rolekeeper/wording"
)

// TestLeagueScreenEmojiTable: a table named in skin-toned emoji, wider by
// the terminal's rule than its graphemes, is cut to its column: the wall
// screen neither panics (a negative count of blanks) nor runs past the
// screen's edge.
func TestLeagueScreenEmojiTable(t *testing.T) {
	r := statsSeason(t)
	r.Words = wording.English().Stats
	first := LeagueMsg{Report: r, At: fixedNow, Games: []LeagueGame{
		{Table: strings.Repeat("💅🏻", 5), Variant: rules.Lord, Players: []string{"💅🏻Ana", "Ben", "Cem", "Dora", "Eli"}},
	}}
	var s tea.Model = NewLeague(LeagueOptions{First: first})
	s, _ = s.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
	for _, l := range strings.Split(s.(League).Render(), "\n") {
		if ansi.StringWidthWc(l) > 80 {
			t.Errorf("line wider than the screen: %q", ansi.Strip(l))
		}
	}
}
