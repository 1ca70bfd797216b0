package stats

import (
	"math"
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

// TestSharedFirstPlaceGame is the game played: five new players
// of Buhmann, the last two eliminated in one event (a draw, B-10). The
// statistics give the two who share first place the same rating, above
// the third's, and the numbers of rating/testdata's golden game
// (places 1, 1, 3, 4, 5; openskill's rate with the Breslow model).
func TestSharedFirstPlaceGame(t *testing.T) {
	setup := rules.Setup{Variant: rules.Buhmann, Players: []string{"Ana", "Ben", "Cem", "Dora", "Eli"}, Life: 20, Seed: 1}
	g, _, err := rules.NewGame(setup)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range []rules.Event{
		rules.Eliminate{Seats: []int{4}, Culprit: rules.NoSeat, Cause: rules.CauseConcede},
		rules.Eliminate{Seats: []int{1}, Culprit: rules.NoSeat, Cause: rules.CauseConcede},
		rules.Eliminate{Seats: []int{3}, Culprit: rules.NoSeat, Cause: rules.CauseConcede},
		rules.LifeChange{Changes: []rules.Change{{Seat: 0, Delta: -20}, {Seat: 2, Delta: -20}}, Source: rules.NoSeat},
	} {
		if g, _, err = rules.Apply(g, e); err != nil {
			t.Fatal(err)
		}
	}
	game := FromState(g.State, t0, t0)
	game.Path = "draw.jsonl"
	s := Aggregate([]Game{game}, Filter{}, Identities{})
	got := map[string]float64{}
	for _, p := range s.Players {
		got[p.Name] = p.Buhmann.Skill.Mu
	}
	// μ of rating/testdata/openskill.json, "issue" game 0.
	want := map[string]float64{"Ana": 27.00011999680016, "Cem": 27.00011999680016, "Dora": 25.88894222080007}
	for name, mu := range want {
		if math.Abs(got[name]-mu) > 1e-9 {
			t.Errorf("%s: μ %.12f, want %.12f", name, got[name], mu)
		}
	}
	if got["Ana"] != got["Cem"] || got["Ana"] < got["Dora"] || got["Dora"] < got["Ben"] || got["Ben"] < got["Eli"] {
		t.Errorf("μ by player %v: the order of places is not kept", got)
	}
}
