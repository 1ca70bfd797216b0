package statscreen

import (
	"os"
	"strconv"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"

	"rolekeeper/journal"
	"rolekeeper/stats"
)

// seasonOf is a season of n games: the two hand-worked games again and
// again, their players renamed so that the standings hold about n+5
// players.
func seasonOf(b *testing.B, n int) stats.Report {
	b.Helper()
	var base []stats.Game
	for _, name := range []string{"buhmann-5-players.jsonl", "lord-7-players.jsonl"} {
		data, err := os.ReadFile("../../testdata/" + name)
		if err != nil {
			b.Fatal(err)
		}
		f, err := journal.Parse(name, data)
		if err != nil {
			b.Fatal(err)
		}
		base = append(base, stats.FromFile(f, fixedNow))
	}
	games := make([]stats.Game, 0, n)
	for i := range n {
		g := base[i%2]
		g.Path = strconv.Itoa(i)
		g.Players = append([]stats.PlayerGame(nil), g.Players...)
		for k := range g.Players {
			g.Players[k].Name += strconv.Itoa((i + k) % (n/2 + 1))
		}
		games = append(games, g)
	}
	return stats.Report{Season: stats.Aggregate(games, stats.Filter{}, stats.Identities{}), Words: testWords.Stats}
}

// BenchmarkTVFrame is a frame of the TV (the standings screen with a
// club night of 8 tables of 5 and its running clock) at 160x45: the
// second's tick and the View after it, with a season of 10 games and of
// 1,000. The ratio of the two is the figure: the night drawn at every
// frame costs the same whatever the season holds, and the standings,
// which cost what the season holds (every player, the matrix of who
// eliminated whom), are drawn once until they change, not at every
// tick (standingsMemo).
func BenchmarkTVFrame(b *testing.B) {
	for _, n := range []int{10, 1000} {
		b.Run(strconv.Itoa(n)+"games", func(b *testing.B) {
			first := LeagueMsg{Report: seasonOf(b, n), At: fixedNow, Night: tvNight(8, running)}
			var m tea.Model = NewLeague(LeagueOptions{First: first, Words: testWords})
			m, _ = m.Update(tea.WindowSizeMsg{Width: 160, Height: 45})
			_ = m.View() // the standings, drawn once for the frames after
			b.ResetTimer()
			for i := range b.N {
				m, _ = m.Update(nightTick(fixedNow.Add(time.Duration(i%3600) * time.Second)))
				_ = m.View()
			}
		})
	}
}
