package statscreen

import (
	"strings"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"

	"rolekeeper/rules"
	"rolekeeper/wording"
)

func leagueScreen(t *testing.T, w, h int, wd *wording.Words) League {
	t.Helper()
	r := statsSeason(t)
	r.Words = wd.Stats
	first := LeagueMsg{Report: r, At: fixedNow, Games: []LeagueGame{
		{Table: "Table 1", Variant: rules.Lord, Players: []string{"Ana", "Ben", "Cem", "Dora", "Eli"}, Over: true, Winners: []string{"Cem"}},
	}}
	var s tea.Model = NewLeague(LeagueOptions{First: first, Words: wd})
	s, _ = s.Update(tea.WindowSizeMsg{Width: w, Height: h})
	return s.(League)
}

// TestLeagueScreenShowsAPush: the standings and the evening's games at
// 80x24 and 120x40, in English and German; a LeagueMsg after a push shows
// the new game and the new standings, and a lost database is said while
// the last standings stay.
func TestLeagueScreenShowsAPush(t *testing.T) {
	for _, size := range [][2]int{{80, 24}, {120, 40}} {
		for _, lang := range []string{"en", "de"} {
			wd, _ := wording.For(lang)
			s := leagueScreen(t, size[0], size[1], wd)
			screen := ansi.Strip(s.Render())
			lines := strings.Split(screen, "\n")
			if len(lines) != size[1] || !strings.Contains(screen, wd.League.Evening) || !strings.Contains(screen, "Table 1") ||
				!strings.Contains(screen, wd.Stats.Title) {
				t.Fatalf("%dx%d %s: screen\n%s", size[0], size[1], lang, screen)
			}
			for _, l := range lines {
				if ansi.StringWidth(l) > size[0] {
					t.Errorf("%dx%d %s: line wider than the screen: %q", size[0], size[1], lang, l)
				}
			}
			r := statsSeason(t)
			r.Words = wd.Stats
			r.Season.Games = 3
			push := LeagueMsg{Report: r, At: fixedNow.Add(time.Minute), Games: []LeagueGame{
				{Table: "Table 2", Variant: rules.Buhmann, Players: []string{"Finn", "Gus", "Hana"},
					Glance: rules.Glance{Round: 2, Active: 1, Leaders: []int{0}, Lead: 18}},
				{Table: "Table 1", Variant: rules.Lord, Players: []string{"Ana", "Ben", "Cem", "Dora", "Eli"}, Over: true, Winners: []string{"Cem"}},
			}}
			next, cmd := s.Update(push)
			if cmd != nil {
				t.Error("a screen without Next asks for more")
			}
			screen = ansi.Strip(next.(League).Render())
			if !strings.Contains(screen, "Table 2") || !strings.Contains(screen, wd.League.Playing) ||
				!strings.Contains(screen, wd.Stats.Counted(3, 0)) {
				t.Errorf("%dx%d %s: after a push\n%s", size[0], size[1], lang, screen)
			}
			lost, _ := next.Update(LeagueMsg{Err: errLost{}, At: fixedNow.Add(2 * time.Minute)})
			screen = ansi.Strip(lost.(League).Render())
			if !strings.Contains(screen, "Table 2") || !strings.Contains(screen, wd.League.LostContact[:20]) {
				t.Errorf("%dx%d %s: the database lost\n%s", size[0], size[1], lang, screen)
			}
		}
	}
}

type errLost struct{}

func (errLost) Error() string { return "lost" }

// TestLeagueScreenSaysPollingAndAbandoned: when notifications do not
// arrive the head says that the screen updates every 30 s; an abandoned
// game is said so, not "playing".
func TestLeagueScreenSaysPollingAndAbandoned(t *testing.T) {
	for _, lang := range []string{"en", "de"} {
		wd, _ := wording.For(lang)
		s := leagueScreen(t, 160, 40, wd)
		r := statsSeason(t)
		r.Words = wd.Stats
		next, _ := s.Update(LeagueMsg{Report: r, At: fixedNow, Polling: true, Games: []LeagueGame{
			{Table: "Table 2", Variant: rules.Buhmann, Players: []string{"Finn", "Gus", "Hana"}, Abandoned: true,
				Glance: rules.Glance{Round: 2, Active: 1, Leaders: []int{0}, Lead: 18}},
		}})
		screen := ansi.Strip(next.(League).Render())
		if !strings.Contains(screen, wd.League.Trust.Polling[:30]) || !strings.Contains(screen, wd.League.Trust.Abandoned) ||
			strings.Contains(screen, wd.League.Playing+":") {
			t.Errorf("%s: polling, an abandoned game:\n%s", lang, screen)
		}
	}
}
