package stats

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"
)

// night is the first club night of the hand-written seasons.
var night = time.Date(2026, 10, 2, 19, 0, 0, 0, time.UTC)

// handGame is a finished game written by hand: who sat at the table,
// who won (-1: a draw), on which night.
func handGame(day int, winner int, players ...string) Entry {
	g := Game{ID: fmt.Sprintf("g%03d-%s", day, strings.Join(players, "-")), Over: true,
		Start: night.Add(time.Duration(day) * 24 * time.Hour)}
	g.End = g.Start.Add(time.Hour)
	g.Path = g.ID
	for i, p := range players {
		pg := PlayerGame{Seat: i, Name: p, Result: Loss, Place: 2}
		switch {
		case winner < 0:
			pg.Result, pg.Place = Draw, 1
		case i == winner:
			pg.Result, pg.Place = Win, 1
		}
		g.Players = append(g.Players, pg)
	}
	return Entry{Path: g.Path, Modified: g.End, Game: g}
}

// ruledText is a ruled season as the golden files keep it.
func ruledText(rows []Ruled) string {
	var b strings.Builder
	for _, r := range rows {
		rank := fmt.Sprint(r.Rank)
		if r.Rank == 0 {
			rank = "-"
		}
		fmt.Fprintf(&b, "%-3s %-6s %3d pts  %2d/%2d games  %2d wins  %.3f  %2d opp  %.3f %.3f  %s\n", rank, r.Name, r.Points,
			r.Counted, r.Played, r.Wins, r.WinRate, r.Opponents, r.OpponentsPoints, r.OpponentsWinRate, r.DecidedBy)
	}
	return b.String()
}

func golden(t *testing.T, name, got string) {
	t.Helper()
	path := filepath.Join("testdata", "seasons", name)
	if *update {
		os.MkdirAll(filepath.Dir(path), 0o755)
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if got != string(want) {
		t.Errorf("%s:\n%s\nwant\n%s", name, got, want)
	}
}

// germanLeague is the rule of a German Commander league: 15 games
// counted per player (the first 15), 3 points a win, 1 a draw, 0 a loss,
// and at least 12 distinct opponents to be ranked.
var germanLeague = SeasonRules{Name: "Herbst", First: night, Last: night.AddDate(0, 3, -2), Zone: time.FixedZone("MEZ", 3600),
	Points: ByResult, Win: 3, Draw: 1, Loss: 0, Count: 15, MinOpponents: 12, Tiebreaks: []string{TieWins, TieDraw}}

// germanSeason is 18 club nights of 16 players in pods of four, seated
// anew each night, five days apart; Pia comes to 3 nights only.
func germanSeason() []Entry {
	players := []string{"Ana", "Ben", "Cem", "Dora", "Eli", "Finn", "Gus", "Hana", "Ivo", "Jan", "Kai", "Lia", "Mo", "Nele", "Ole", "Pia"}
	var games []Entry
	for r := range 18 {
		order := slices.Clone(players)
		slices.SortStableFunc(order, func(a, b string) int {
			ia, ib := slices.Index(players, a), slices.Index(players, b)
			return (ia*(2*r+3)+r)%17 - (ib*(2*r+3)+r)%17
		})
		for pod := range 4 {
			seat := order[pod*4 : pod*4+4]
			if r >= 3 && slices.Contains(seat, "Pia") {
				seat = slices.DeleteFunc(slices.Clone(seat), func(s string) bool { return s == "Pia" })
			}
			winner := (r + pod) % len(seat)
			if (r*4+pod)%7 == 3 {
				winner = -1
			}
			games = append(games, handGame(r*5, winner, seat...))
		}
	}
	// A game after the season's last day in the club's zone (00:30 on
	// 1 January in MEZ, still 31 December in UTC) does not count.
	late := handGame(0, 0, "Ana", "Ben", "Cem")
	late.Game.End = time.Date(2026, 12, 31, 23, 30, 0, 0, time.UTC)
	return append(games, late)
}

// TestGermanLeagueRule: the 15-counted / 3-1-0 / 12-opponents rule from
// hand-written games: no one counts more than 15 games, only the first
// 15, the points are 3 a win and 1 a draw of those, and a player who met
// fewer than 12 opponents is not ranked.
func TestGermanLeagueRule(t *testing.T) {
	entries := germanSeason()
	rows := RuledStandings(entries, germanLeague, Identities{})
	golden(t, "german-league.txt", ruledText(rows))
	for i, r := range rows {
		if r.Counted != min(r.Played, 15) {
			t.Errorf("%s: %d counted of %d played", r.Name, r.Counted, r.Played)
		}
		if (r.Rank > 0) != (r.Opponents >= 12) {
			t.Errorf("%s: rank %d with %d opponents", r.Name, r.Rank, r.Opponents)
		}
		if i > 0 && r.Rank > 0 && rows[i-1].Points < r.Points {
			t.Errorf("%s with %d points below %s with %d", r.Name, r.Points, rows[i-1].Name, rows[i-1].Points)
		}
		// The points of the first 15 games, counted again by hand.
		var mine []Entry
		for _, e := range entries[:len(entries)-1] {
			if slices.ContainsFunc(e.Game.Players, func(p PlayerGame) bool { return p.Name == r.Name }) {
				mine = append(mine, e)
			}
		}
		pts := 0
		for _, e := range mine[:min(15, len(mine))] {
			for _, p := range e.Game.Players {
				if p.Name == r.Name {
					pts += map[Result]int{Win: 3, Draw: 1, Loss: 0}[p.Result]
				}
			}
		}
		if pts != r.Points {
			t.Errorf("%s: %d points, by hand %d", r.Name, r.Points, pts)
		}
	}
	if slices.ContainsFunc(rows, func(r Ruled) bool { return r.Played > 18 }) {
		t.Error("the game after the season's last day (in the club's zone) was counted")
	}
}

// eventChain is a tiebreak chain of the kind event rules publish.
var eventChain = SeasonRules{Name: "Event", Points: ByResult, Win: 3, Draw: 1,
	Tiebreaks: []string{TieWins, TieHeadToHead, TieWinRate, TieOpponentsPoints, TieOpponentsWinRate, TieDraw}, Seed: 7}

// TestEventTiebreakChain: hand-written events, each made so that one
// tiebreak of the chain decides; every tiebreak is reached.
func TestEventTiebreakChain(t *testing.T) {
	events := map[string][]Entry{
		// A wins once (3), B draws three times (3): wins. B, R and S tie
		// on everything: the seeded draw.
		"wins": {handGame(0, 0, "A", "P", "Q"), handGame(1, 1, "A", "P", "Q"),
			handGame(2, -1, "B", "R", "S"), handGame(3, -1, "B", "R", "S"), handGame(4, -1, "B", "R", "S")},
		// A2 and B2 both win once; A2 beat B2.
		"head_to_head": {handGame(0, 0, "A2", "B2", "Z1"), handGame(1, 0, "B2", "Z2", "Z3"), handGame(2, 1, "A2", "Z4", "Z5")},
		// C won its only game, D one of two.
		"win_rate": {handGame(0, 0, "C", "E", "F"), handGame(1, 0, "D", "G", "H"), handGame(2, 1, "D", "G", "H")},
		// I beat a player who won elsewhere, J beat two who never won.
		"opponents_points": {handGame(0, 0, "I", "K", "L"), handGame(1, 0, "J", "M", "N"), handGame(2, 0, "K", "O", "P2")},
		// Q's and R's opponents scored as much, Q's by winning.
		"opponents_win_rate": {handGame(0, 0, "Q", "S", "T"), handGame(1, 0, "S", "X1", "X2"),
			handGame(2, 0, "R", "U", "V"), handGame(3, -1, "U", "Y1", "Y2"), handGame(4, -1, "U", "Y1", "Y2"), handGame(5, -1, "U", "Y1", "Y2")},
	}
	reached := map[string]bool{}
	var all strings.Builder
	for _, name := range []string{"wins", "head_to_head", "win_rate", "opponents_points", "opponents_win_rate"} {
		rows := RuledStandings(events[name], eventChain, Identities{})
		fmt.Fprintf(&all, "# %s\n%s\n", name, ruledText(rows))
		for _, r := range rows {
			reached[r.DecidedBy] = true
		}
		if !reached[name] {
			t.Errorf("%s: not decided by %s:\n%s", name, name, ruledText(rows))
		}
	}
	golden(t, "event-chain.txt", all.String())
	for _, tb := range eventChain.Tiebreaks {
		if !reached[tb] {
			t.Errorf("the tiebreak %s is never reached", tb)
		}
	}
}
