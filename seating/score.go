package seating

import (
	"cmp"
	"math"
)

// Table is one table of a round: the players in seat order (seat 1, who
// plays first, at index 0).
type Table struct {
	Players []int
}

// Waiting is the index of the seat that waits (a Lord table of even size:
// its last seat), or -1.
func (t Table) Waiting(v Variant) int {
	if v == Lord && len(t.Players)%2 == 0 {
		return len(t.Players) - 1
	}
	return -1
}

// Round is one round's seating: its variant, the seed it was drawn from
// and its tables.
type Round struct {
	Variant Variant
	Seed    uint64
	Tables  []Table
}

// Score is a round's seating measured on the criteria (a) to (e) of the
// package: lower is better, and each field outweighs every later one.
type Score struct {
	Repeats     int
	FirstAgain  int
	FirstSeason int
	SeatAgain   int
	WaitAgain   int
	// Imbalance is in thousandths of a rating point, squared: an integer,
	// so that it does not depend on the order it is added up in.
	Imbalance int64
}

// Spread is the tables' strength apart (e) in rating points: how far a
// table's mean rating is from the room's, as a root mean square over the
// round's tables.
func (s Score) Spread(tables int) float64 {
	if tables == 0 {
		return 0
	}
	return math.Sqrt(float64(s.Imbalance)/float64(tables)) / 1000
}

// Compare orders scores lexicographically: negative when s is better.
func (s Score) Compare(o Score) int {
	return cmp.Or(cmp.Compare(s.Repeats, o.Repeats), cmp.Compare(s.FirstAgain, o.FirstAgain),
		cmp.Compare(s.FirstSeason, o.FirstSeason), cmp.Compare(s.SeatAgain, o.SeatAgain),
		cmp.Compare(s.WaitAgain, o.WaitAgain), cmp.Compare(s.Imbalance, o.Imbalance))
}

// Night is what a round is seated from: the players (numbered 0…Players-1),
// their ratings and first seats of the season, and the rounds so far.
type Night struct {
	Players int
	// Ratings are the players' ratings for (e), nil for none; a player
	// without one should be given the room's mean by the caller.
	Ratings []float64
	// SeasonFirsts count each player's first seats in the season's games
	// (b), nil for none.
	SeasonFirsts []int
	// Rounds are the rounds seated so far.
	Rounds []Round
}

// history is what a night knows before a round: who met whom, who sat
// where and who waited.
type history struct {
	n      int
	met    []int32 // n×n
	seats  [][MaxTable]int32
	waits  []int32
	season []int32
	rating []int64 // thousandths of a point
	mean   float64
}

func newHistory(night Night) *history {
	n := night.Players
	h := &history{n: n, met: make([]int32, n*n), seats: make([][MaxTable]int32, n),
		waits: make([]int32, n), season: make([]int32, n), rating: make([]int64, n)}
	for i := range n {
		if i < len(night.SeasonFirsts) {
			h.season[i] = int32(night.SeasonFirsts[i])
		}
		if i < len(night.Ratings) {
			h.rating[i] = milli(night.Ratings[i])
		}
		h.mean += float64(h.rating[i])
	}
	if n > 0 {
		h.mean /= float64(n)
	}
	for _, r := range night.Rounds {
		h.add(r)
	}
	return h
}

// add counts a round in the history.
func (h *history) add(r Round) {
	for _, t := range r.Tables {
		for i, p := range t.Players {
			h.seats[p][i]++
			for _, q := range t.Players[i+1:] {
				h.met[p*h.n+q]++
				h.met[q*h.n+p]++
			}
		}
		if w := t.Waiting(r.Variant); w >= 0 {
			h.waits[t.Players[w]]++
		}
	}
}

// ScoreRound measures the round r as the next round of night.
func ScoreRound(night Night, r Round) Score { return newHistory(night).score(r) }

// score measures the round r as the next round of the history.
func (h *history) score(r Round) Score {
	var s Score
	for _, t := range r.Tables {
		s.Repeats += h.repeats(t.Players)
		s.addSeats(h, t, r.Variant)
		s.Imbalance += h.imbalance(t.Players)
	}
	return s
}

// addSeats adds the criteria (b) to (d) of one table in its seat order.
func (s *Score) addSeats(h *history, t Table, v Variant) {
	for i, p := range t.Players {
		s.SeatAgain += int(h.seats[p][i])
	}
	if len(t.Players) > 0 {
		first := t.Players[0]
		s.FirstAgain += int(h.seats[first][0])
		s.FirstSeason += int(h.season[first])
	}
	if w := t.Waiting(v); w >= 0 {
		s.WaitAgain += int(h.waits[t.Players[w]])
	}
}

// repeats counts the earlier meetings of the players of one table.
func (h *history) repeats(players []int) int {
	n := 0
	for i, p := range players {
		for _, q := range players[i+1:] {
			n += int(h.met[p*h.n+q])
		}
	}
	return n
}

// imbalance is a table's share of (e): the square of its mean rating's
// distance from the room's, rounded to a whole unit of Score.Imbalance
// (the sum of the table's ratings is exact, so the same players give the
// same share in any order).
func (h *history) imbalance(players []int) int64 {
	if len(players) == 0 {
		return 0
	}
	var sum int64
	for _, p := range players {
		sum += h.rating[p]
	}
	d := float64(sum)/float64(len(players)) - h.mean
	return int64(math.Round(d * d))
}

// MaxRating bounds a rating's size: one further out counts as this much,
// and one that is not a number as 0.
const MaxRating = 1e6

// milli is a rating in thousandths of a point, bounded by MaxRating.
func milli(r float64) int64 {
	if math.IsNaN(r) {
		return 0
	}
	return int64(math.Round(max(-MaxRating, min(MaxRating, r)) * 1000))
}
