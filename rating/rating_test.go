package rating

import (
	"encoding/json"
	"math"
	"os"
	"strconv"
	"testing"
)

// reference is rating/testdata/openskill.json, written by
// internal/tools/openskill/gen.mjs with openskill 5.0.1.
type reference struct {
	Version string `json:"openskill"`
	Matches []struct {
		Before []Rating `json:"before"`
		Rank   []int    `json:"rank"`
		After  []Rating `json:"after"`
	} `json:"matches"`
	Season []struct {
		Players []string `json:"players"`
		Rank    []int    `json:"rank"`
		After   []Rating `json:"after"`
	} `json:"season"`
}

func readReference(t *testing.T) reference {
	t.Helper()
	data, err := os.ReadFile("testdata/openskill.json")
	if err != nil {
		t.Fatal(err)
	}
	var ref reference
	if err := json.Unmarshal(data, &ref); err != nil {
		t.Fatal(err)
	}
	if ref.Version != "5.0.1" || len(ref.Matches) < 20 || len(ref.Season) < 20 {
		t.Fatalf("reference file: openskill %q, %d matches, %d season games", ref.Version, len(ref.Matches), len(ref.Season))
	}
	return ref
}

const tolerance = 1e-6

func near(t *testing.T, what string, got, want Rating) {
	t.Helper()
	if math.Abs(got.Mu-want.Mu) > tolerance || math.Abs(got.Sigma-want.Sigma) > tolerance {
		t.Errorf("%s: got μ %.9f σ %.9f, openskill gives μ %.9f σ %.9f", what, got.Mu, got.Sigma, want.Mu, want.Sigma)
	}
}

// TestRateMatchesOpenskill: every reference match of 3–12 players, ties
// among them, gives openskill's ratings to 1e-6.
func TestRateMatchesOpenskill(t *testing.T) {
	ties := 0
	for m, match := range readReference(t).Matches {
		got := Rate(match.Before, match.Rank)
		seen := map[int]bool{}
		for i := range got {
			near(t, "match "+strconv.Itoa(m)+" player "+strconv.Itoa(i), got[i], match.After[i])
			if seen[match.Rank[i]] {
				ties++
			}
			seen[match.Rank[i]] = true
		}
	}
	if ties == 0 {
		t.Error("the reference has no ties")
	}
}

// TestSeasonMatchesOpenskill: a season of sixty games among ten players,
// each rated from the ratings the season has reached, ends where
// openskill's does.
func TestSeasonMatchesOpenskill(t *testing.T) {
	now := map[string]Rating{}
	for g, game := range readReference(t).Season {
		before := make([]Rating, len(game.Players))
		for i, p := range game.Players {
			r, ok := now[p]
			if !ok {
				r = New()
			}
			before[i] = r
		}
		after := Rate(before, game.Rank)
		for i, p := range game.Players {
			near(t, "game "+strconv.Itoa(g)+" "+p, after[i], game.After[i])
			now[p] = after[i]
		}
	}
}

func TestRateLeavesItsInputAlone(t *testing.T) {
	before := []Rating{New(), New(), New()}
	Rate(before, []int{1, 2, 3})
	for _, r := range before {
		if r != New() {
			t.Fatalf("Rate changed its input: %v", before)
		}
	}
}

func TestRateOfFewerThanTwoChangesNothing(t *testing.T) {
	if got := Rate([]Rating{New()}, []int{1}); got[0] != New() {
		t.Errorf("one player: %v", got)
	}
	if got := Rate([]Rating{New(), New()}, []int{1}); got[0] != New() || got[1] != New() {
		t.Errorf("ranks of the wrong length: %v", got)
	}
}

func TestOnlyTheOrderOfPlacesCounts(t *testing.T) {
	before := []Rating{New(), {Mu: 30, Sigma: 4}, {Mu: 20, Sigma: 6}, New()}
	a := Rate(before, []int{1, 2, 2, 4})
	b := Rate(before, []int{0, 5, 5, 9})
	for i := range a {
		near(t, "player "+strconv.Itoa(i), a[i], b[i])
	}
	if a[0].Mu <= before[0].Mu || a[3].Mu >= before[3].Mu {
		t.Errorf("the winner did not rise or the last did not fall: %v", a)
	}
}

func TestOrdinal(t *testing.T) {
	if got := (Rating{Mu: 25, Sigma: 25.0 / 3}).Ordinal(); math.Abs(got) > 1e-12 {
		t.Errorf("a new player's ordinal is %v, want 0", got)
	}
}
