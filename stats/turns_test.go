package stats

import (
	"testing"
	"time"

	"rolekeeper/internal/gamegen/gamefile"
	"rolekeeper/journal"
	"rolekeeper/rules"
)

// gameOf replays setup and events as a game file would be read.
func gameOf(t *testing.T, path string, setup rules.Setup, events ...rules.Event) Game {
	t.Helper()
	f, err := journal.Parse(path, gamefile.Encode(setup, "", events, gamefile.Every(t0, time.Minute)))
	if err != nil {
		t.Fatal(err)
	}
	return FromFile(f, t0)
}

// TestTurnOrderPositions: place 1 is the player who took the first turn,
// then clockwise among those who take turns; a player waiting at the
// start has no place; wins count for the winner's place.
func TestTurnOrderPositions(t *testing.T) {
	names := []string{"Ana", "Ben", "Cem", "Dora", "Eli", "Finn"}
	buhmann := gameOf(t, "b.jsonl", rules.Setup{Variant: rules.Buhmann, Players: names[:4], Life: 20, First: 2, Seed: 1},
		rules.LifeChange{Source: 3, Changes: []rules.Change{{Seat: 0, Delta: -20}, {Seat: 1, Delta: -20}, {Seat: 2, Delta: -20}}})
	// Ana, at the first seat, waits; the roles are set by hand.
	lord := gameOf(t, "l.jsonl", rules.Setup{Variant: rules.Lord, Players: names, Life: 20, Target: 10, Seed: 1},
		rules.Roles{Lord: 3, Pairs: []rules.Pair{{1, 2}, {4, 5}}, Waiting: 0}, rules.Pass{},
		rules.Points{Seat: 2, Delta: 10, Reason: "bet"})
	for _, c := range []struct {
		g    Game
		want []int
	}{{buhmann, []int{3, 4, 1, 2}}, {lord, []int{0, 1, 2, 3, 4, 5}}} {
		for seat, p := range c.g.Players {
			if p.Position != c.want[seat] {
				t.Errorf("%s, %s: place %d in the turn order, want %d", c.g.Path, p.Name, p.Position, c.want[seat])
			}
		}
	}
	s := Aggregate([]Game{buhmann, lord}, Filter{}, Identities{})
	want := Positions{{Games: 2}, {Games: 2, Wins: 2}, {Games: 2}, {Games: 2}, {Games: 1}} // Dora and Cem won from place 2
	if s.Positions != want {
		t.Errorf("season: %v, want %v", s.Positions, want)
	}
	for _, p := range s.Players {
		if p.Name == "Dora" && (p.Positions[1] != PositionTotals{Games: 1, Wins: 1} || p.Positions[2] != PositionTotals{Games: 1}) {
			t.Errorf("Dora: %v", p.Positions)
		}
	}
}
