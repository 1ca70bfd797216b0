package seating

import (
	"errors"
	"math/rand/v2"
	"reflect"
	"slices"
	"testing"
)

// TestSplitPlayers: counts that split into the club's sizes do, the others
// are split as evenly as the rules allow and say how many tables are
// outside the sizes; counts no table takes are refused.
func TestSplitPlayers(t *testing.T) {
	cases := []struct {
		v       Variant
		n       int
		tables  []int
		outside int
	}{
		{Buhmann, 3, []int{3}, 1},
		{Buhmann, 7, []int{4, 3}, 1},
		{Buhmann, 8, []int{4, 4}, 0},
		{Buhmann, 13, []int{5, 4, 4}, 0},
		{Buhmann, 20, []int{4, 4, 4, 4, 4}, 0},
		{Buhmann, 27, []int{5, 5, 5, 4, 4, 4}, 0},
		{Buhmann, 40, []int{4, 4, 4, 4, 4, 4, 4, 4, 4, 4}, 0},
		{Lord, 5, []int{5}, 0},
		{Lord, 8, []int{8}, 1},
		{Lord, 13, []int{7, 6}, 1},
		{Lord, 27, []int{6, 6, 5, 5, 5}, 0},
		{Lord, 30, []int{5, 5, 5, 5, 5, 5}, 0},
	}
	for _, c := range cases {
		got, err := SplitPlayers(c.v, c.n, DefaultSizes(c.v))
		if err != nil || !reflect.DeepEqual(got.Tables, c.tables) || got.Outside != c.outside {
			t.Errorf("%d players (variant %d): %v outside %d, %v; want %v outside %d", c.n, c.v, got.Tables, got.Outside, err, c.tables, c.outside)
		}
	}
	var e *Error
	if _, err := SplitPlayers(Lord, 4, DefaultSizes(Lord)); !errors.As(err, &e) || e.Key != RefuseTooFew {
		t.Errorf("4 Lord players: %v, want %s", err, RefuseTooFew)
	}
	if _, err := SplitPlayers(Buhmann, MaxPlayers+1, DefaultSizes(Buhmann)); !errors.As(err, &e) || e.Key != RefuseTooMany {
		t.Errorf("%d players: %v, want %s", MaxPlayers+1, err, RefuseTooMany)
	}
	if _, err := SplitPlayers(Lord, 10, Sizes{4, 6}); !errors.As(err, &e) || e.Key != RefuseSizes {
		t.Errorf("Lord tables of 4: %v, want %s", err, RefuseSizes)
	}
}

// TestHungarianIsOptimal: the assignment costs no more than the best of
// every permutation, on random matrices up to 7×7.
func TestHungarianIsOptimal(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 7))
	for trial := range 300 {
		n := 1 + trial%7
		var cost [MaxTable * MaxTable]int64
		for i := range n * n {
			cost[i] = rng.Int64N(20)
		}
		var col [MaxTable]int
		hungarian(&cost, n, &col)
		got := int64(0)
		for i := range n {
			got += cost[i*n+col[i]]
		}
		if best := bruteAssignment(&cost, n); got != best {
			t.Fatalf("%d×%d: cost %d, the best is %d", n, n, got, best)
		}
	}
}

func bruteAssignment(cost *[MaxTable * MaxTable]int64, n int) int64 {
	perm := make([]int, n)
	for i := range perm {
		perm[i] = i
	}
	best := int64(-1)
	var rec func(k int, sum int64)
	rec = func(k int, sum int64) {
		if k == n {
			if best < 0 || sum < best {
				best = sum
			}
			return
		}
		for i := k; i < n; i++ {
			perm[k], perm[i] = perm[i], perm[k]
			rec(k+1, sum+cost[k*n+perm[k]])
			perm[k], perm[i] = perm[i], perm[k]
		}
	}
	rec(0, 0)
	return best
}

// TestSeatTableIsLexicographic: the seat order of a table is the best of
// every order on the criteria (b) to (d), compared in order.
func TestSeatTableIsLexicographic(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 3))
	for trial := range 100 {
		n := 5 + trial%3
		v := Variant(trial % 2)
		night := Night{Players: n, SeasonFirsts: make([]int, n)}
		for i := range night.SeasonFirsts {
			night.SeasonFirsts[i] = rng.IntN(4)
		}
		for range 3 {
			night.Rounds = append(night.Rounds, randomRound(v, []int{n}, n, rng))
		}
		h := newHistory(night)
		got := h.score(Round{Variant: v, Tables: []Table{{Players: h.seatTable(rng.Perm(n), v)}}})
		if best := bruteSeats(h, v, n); got.Compare(best) != 0 {
			t.Fatalf("seated %+v, the best order scores %+v", got, best)
		}
	}
}

func bruteSeats(h *history, v Variant, n int) Score {
	perm := make([]int, n)
	for i := range perm {
		perm[i] = i
	}
	var best Score
	found := false
	var rec func(k int)
	rec = func(k int) {
		if k == n {
			sc := h.score(Round{Variant: v, Tables: []Table{{Players: slices.Clone(perm)}}})
			if !found || sc.Compare(best) < 0 {
				best, found = sc, true
			}
			return
		}
		for i := k; i < n; i++ {
			perm[k], perm[i] = perm[i], perm[k]
			rec(k + 1)
			perm[k], perm[i] = perm[i], perm[k]
		}
	}
	rec(0)
	return best
}

// TestNoRepeatWhereAvoidable: after two rounds of a design in which no
// two players meet twice (players (i, j) of Zp × {0…s-1}, round r's table
// t holding (t + r·j mod p, j)), a third round without a repeated pair
// exists (the design's next round), and Seat finds one.
func TestNoRepeatWhereAvoidable(t *testing.T) {
	for _, c := range []struct {
		v    Variant
		p, s int
	}{{Buhmann, 5, 4}, {Buhmann, 5, 5}, {Buhmann, 7, 4}, {Buhmann, 7, 5}, {Lord, 7, 5}, {Lord, 7, 6}} {
		n := c.p * c.s
		night := Night{Players: n}
		for r := range 2 {
			round := Round{Variant: c.v}
			for tb := range c.p {
				var players []int
				for j := range c.s {
					players = append(players, (tb+r*j)%c.p*c.s+j)
				}
				round.Tables = append(round.Tables, Table{Players: players})
			}
			night.Rounds = append(night.Rounds, round)
		}
		for seed := range uint64(3) {
			round, _, sc, err := Seat(night, c.v, Sizes{c.s, c.s}, seed)
			if err != nil || sc.Repeats != 0 || len(round.Tables) != c.p {
				t.Errorf("%d×%d: %d tables, score %+v, %v; want no repeat", c.p, c.s, len(round.Tables), sc, err)
			}
		}
	}
}

// TestSeatReplays: a seed gives the same round every time, and the score
// Seat gives is ScoreRound's.
func TestSeatReplays(t *testing.T) {
	for _, n := range []int{8, 27} {
		a, sa, _ := seatNight(n, 3, Lord, 42)
		b, sb, _ := seatNight(n, 3, Lord, 42)
		if !reflect.DeepEqual(a.Rounds, b.Rounds) || !reflect.DeepEqual(sa, sb) {
			t.Fatalf("%d players: seed 42 gave two nights", n)
		}
		for r, round := range a.Rounds {
			before := Night{Players: n, Ratings: a.Ratings, SeasonFirsts: a.SeasonFirsts, Rounds: a.Rounds[:r]}
			if sc := ScoreRound(before, round); sc != sa[r] {
				t.Fatalf("round %d: Seat said %+v, ScoreRound %+v", r+1, sa[r], sc)
			}
		}
	}
}

// TestSeasonFirstsSpread: of players with equal nights, those with fewer
// first seats in the season sit first.
func TestSeasonFirstsSpread(t *testing.T) {
	night := Night{Players: 10, SeasonFirsts: []int{5, 5, 5, 5, 5, 0, 5, 5, 5, 0}}
	round, _, sc, err := Seat(night, Buhmann, DefaultSizes(Buhmann), 1)
	if err != nil || sc.FirstSeason != 0 {
		t.Fatalf("score %+v, %v; want the two without a first seat first", sc, err)
	}
	for _, tb := range round.Tables {
		if first := tb.Players[0]; first != 5 && first != 9 {
			t.Errorf("player %d sits first", first)
		}
	}
}

// TestRefusesARecordedRoundThatDoesNotFit: a round naming a player the
// night has not is refused, not seated around.
func TestRefusesARecordedRoundThatDoesNotFit(t *testing.T) {
	night := Night{Players: 8, Rounds: []Round{{Tables: []Table{{Players: []int{0, 1, 2, 9}}}}}}
	var e *Error
	if _, _, _, err := Seat(night, Buhmann, DefaultSizes(Buhmann), 1); !errors.As(err, &e) || e.Key != RefuseRound {
		t.Fatalf("%v, want %s", err, RefuseRound)
	}
}
