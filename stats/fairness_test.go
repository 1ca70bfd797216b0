package stats

import (
	"testing"

	"rolekeeper/internal/gamegen"
	"rolekeeper/rating"
	"rolekeeper/rules"
)

// TestRealGamesRateFairly: over two thousand random finished games
// (internal/gamegen: both variants, early ends, eliminations in one
// event, draws), every player new, the rank rule's places rated as the
// statistics rate them never put a better place below a worse one, and
// players who share a place are rated alike.
func TestRealGamesRateFairly(t *testing.T) {
	r := gamegen.Seeded(31, 7)
	shared := 0
	for g := range 2000 {
		setup := gamegen.Table{MaxPlayers: 12, Pool: gamegen.Pool}.Setup(r)
		game, _ := gamegen.Plain(gamegen.MayEnd).Finished(r, setup, 10+g%60)
		if !game.Over {
			continue
		}
		places := rules.Places(game.State)
		before := make([]rating.Rating, len(places))
		for i := range before {
			before[i] = rating.New()
		}
		after := rating.Rate(before, places)
		for i := range after {
			for j := range after {
				switch {
				case places[i] == places[j] && i != j:
					shared++
					if after[i] != after[j] {
						t.Fatalf("game %d %v: seats %d and %d share place %d and got %v and %v", g, places, i, j, places[i], after[i], after[j])
					}
				case places[i] < places[j] && (after[i].Mu < after[j].Mu || after[i].Ordinal() < after[j].Ordinal()):
					t.Fatalf("game %d %v: seat %d placed %d got %v, below seat %d placed %d with %v", g, places, i, places[i], after[i], j, places[j], after[j])
				}
			}
		}
	}
	if shared == 0 {
		t.Error("no game had a shared place: the test cannot fail")
	}
}
