package seating

import (
	"flag"
	"math/rand/v2"
	"slices"
	"strconv"
	"testing"

	"pgregory.net/rapid"
)

// randomSeatings is how many random seatings each round is measured
// against (the issue's figure).
const randomSeatings = 1000

// TestSeatingBeatsRandom: for 8–40 players and 3 rounds, both variants,
// every round's seating is legal, lexicographically no worse than the best
// of 1,000 random seatings of the same night, has no repeated pair when a
// seating without one is known (round 2, when every table of round 1 fits
// one player per table), and over the night nobody is first twice more
// than anyone else (first-seat counts within 1).
func TestSeatingBeatsRandom(t *testing.T) {
	if raceChecks > 0 {
		checks := flag.Lookup("rapid.checks")
		before := checks.Value.String()
		_ = checks.Value.Set(strconv.Itoa(raceChecks))
		defer func() { _ = checks.Value.Set(before) }()
	}
	rapid.Check(t, func(rt *rapid.T) {
		n := rapid.IntRange(8, 40).Draw(rt, "players")
		v := Variant(rapid.IntRange(0, 1).Draw(rt, "variant"))
		checkNight(rt, n, v, rapid.Uint64().Draw(rt, "seed"))
	})
}

// TestSeatingOfTheIssuesCounts: the issue's counts, 8, 13, 20, 27 and 40
// players, both variants, hold the property of TestSeatingBeatsRandom.
func TestSeatingOfTheIssuesCounts(t *testing.T) {
	for _, v := range []Variant{Buhmann, Lord} {
		for _, n := range []int{8, 13, 20, 27, 40} {
			checkNight(t, n, v, uint64(n))
		}
	}
}

// failer is what checkNight needs of a test: *testing.T or *rapid.T.
type failer interface {
	Fatal(args ...any)
	Fatalf(format string, args ...any)
}

// checkNight seats three rounds of n players and checks them against
// 1,000 random seatings each, for repeats where avoidable and for the
// spread of first seats.
func checkNight(rt failer, n int, v Variant, seed uint64) {
	night, scores, err := seatNight(n, 3, v, seed)
	if err != nil {
		rt.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(seed, 2))
	for r, round := range night.Rounds {
		before := newHistory(Night{Players: n, Ratings: night.Ratings, SeasonFirsts: night.SeasonFirsts, Rounds: night.Rounds[:r]})
		checkLegal(rt, round, n)
		sizes := tableSizes(round)
		for range randomSeatings {
			random := randomRound(v, sizes, n, rng)
			if sc := before.score(random); sc.Compare(scores[r]) < 0 {
				rt.Fatalf("round %d: %+v is worse than a random seating's %+v", r+1, scores[r], sc)
			}
		}
		if r == 1 && slices.Max(tableSizes(night.Rounds[0])) <= len(round.Tables) && scores[r].Repeats > 0 {
			rt.Fatalf("round 2 repeats %d pairs though a seating without a repeat exists", scores[r].Repeats)
		}
	}
	firsts := make([]int, n)
	for _, round := range night.Rounds {
		for _, tb := range round.Tables {
			firsts[tb.Players[0]]++
		}
	}
	if slices.Max(firsts)-slices.Min(firsts) > 1 {
		rt.Fatalf("first seats %v differ by more than 1", firsts)
	}
}

// checkLegal fails unless every player sits once at a legal table.
func checkLegal(t failer, r Round, n int) {
	lo, hi := r.Variant.Limits()
	seen := make([]bool, n)
	for _, tb := range r.Tables {
		if len(tb.Players) < lo || len(tb.Players) > hi {
			t.Fatalf("a table of %d players", len(tb.Players))
		}
		for _, p := range tb.Players {
			if seen[p] {
				t.Fatalf("player %d seated twice", p)
			}
			seen[p] = true
		}
	}
	if slices.Contains(seen, false) {
		t.Fatalf("a player is not seated: %v", seen)
	}
}

func tableSizes(r Round) []int {
	var sizes []int
	for _, tb := range r.Tables {
		sizes = append(sizes, len(tb.Players))
	}
	return sizes
}

// TestSeatingBeatsRandomRegressions replays the nights rapid found where
// the search, with 2 restarts of 16 kicks, stopped in a local optimum
// worse than a random seating: 15 Buhmann players, seed 0x29fc, whose
// round 1 balanced the tables' ratings to 191 where a random seating
// reached 110 (.ci/run, 2026-12-02).
func TestSeatingBeatsRandomRegressions(t *testing.T) {
	checkNight(t, 15, Buhmann, 0x29fc)
}
