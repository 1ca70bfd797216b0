package rating

import (
	"math/rand/v2"
	"testing"
)

// randomGame draws a game of 2–12 players: random ratings, a few players
// starting equal (a copy of another's rating, or new), and places with
// shared ones about one game in two.
func randomGame(r *rand.Rand) ([]Rating, []int) {
	n := 2 + r.IntN(11)
	before := make([]Rating, n)
	for i := range before {
		switch {
		case i > 0 && r.IntN(3) == 0:
			before[i] = before[r.IntN(i)]
		case r.IntN(4) == 0:
			before[i] = New()
		default:
			before[i] = Rating{Mu: 5 + r.Float64()*40, Sigma: 0.3 + r.Float64()*8.1}
		}
	}
	places := n
	if r.IntN(2) == 0 {
		places = 1 + r.IntN(n)
	}
	rank := make([]int, n)
	for i := range rank {
		rank[i] = 1 + r.IntN(places)
	}
	return before, rank
}

// TestBetterPlaceNeverRatesLower: over ten thousand random games, among
// players who started equal a better place never ends with a lower μ or
// ordinal, and a shared place ends with the same rating, bit for bit.
func TestBetterPlaceNeverRatesLower(t *testing.T) {
	r := rand.New(rand.NewPCG(31, 2026))
	shared, compared := 0, 0
	for g := range 10000 {
		before, rank := randomGame(r)
		after := Rate(before, rank)
		for i := range after {
			for j := range after {
				if i == j || before[i] != before[j] {
					continue
				}
				compared++
				switch {
				case rank[i] == rank[j]:
					shared++
					if after[i] != after[j] {
						t.Fatalf("game %d %v %v: players %d and %d share a place and got %v and %v", g, before, rank, i, j, after[i], after[j])
					}
				case rank[i] < rank[j] && (after[i].Mu < after[j].Mu || after[i].Ordinal() < after[j].Ordinal()):
					t.Fatalf("game %d %v %v: player %d placed %d got %v, below player %d placed %d with %v",
						g, before, rank, i, rank[i], after[i], j, rank[j], after[j])
				}
			}
		}
	}
	if shared < 1000 || compared < 5000 {
		t.Errorf("too few equal starters: %d pairs, %d sharing a place", compared, shared)
	}
}

// TestOpenskillsRuleBreaksTheOrder: the same games rated by openskill's
// own rule for shared places do break it (so the test above can fail).
func TestOpenskillsRuleBreaksTheOrder(t *testing.T) {
	r := rand.New(rand.NewPCG(31, 2026))
	for range 10000 {
		before, rank := randomGame(r)
		after := Reference.Rate(before, rank)
		for i := range after {
			for j := range after {
				if before[i] == before[j] && rank[i] < rank[j] && after[i].Ordinal() < after[j].Ordinal() {
					return
				}
			}
		}
	}
	t.Error("openskill's rule never put a better place below a worse one")
}

// TestWithoutSharedPlacesBothRulesAgree: over random games without
// shared places, Breslow's rule is openskill's, to the last bit.
func TestWithoutSharedPlacesBothRulesAgree(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 1))
	own := Reference
	own.LimitSigma = true
	for g := range 5000 {
		before, _ := randomGame(r)
		rank := r.Perm(len(before))
		a, b := Rate(before, rank), own.Rate(before, rank)
		for i := range a {
			if a[i] != b[i] {
				t.Fatalf("game %d: %v and %v", g, a[i], b[i])
			}
		}
	}
}

// TestSigmaNeverGrowsAfterAGame: with limitSigma no one is less sure of
// after playing; without it (the reference) σ grows for some.
func TestSigmaNeverGrowsAfterAGame(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 7))
	grew := 0
	for g := range 5000 {
		before, rank := randomGame(r)
		for i, a := range Rate(before, rank) {
			if a.Sigma > before[i].Sigma {
				t.Fatalf("game %d: σ %v grew to %v", g, before[i].Sigma, a.Sigma)
			}
		}
		for i, a := range Reference.Rate(before, rank) {
			if a.Sigma > before[i].Sigma {
				grew++
			}
		}
	}
	if grew == 0 {
		t.Error("σ never grew without the limit either: the test cannot fail")
	}
}
