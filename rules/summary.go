package rules

import "slices"

// Summary is what the summary screen and the exports show at the end of a
// game (or on demand): winners, standings, eliminations and per-player
// figures. It is derived from a State; no rule reads it.
type Summary struct {
	Variant Variant
	Over    bool
	Winners []int
	Rounds  int
	Turns   int
	// Standings lists every seat, best first: Lord by points; Buhmann the
	// players still in by life, then the eliminated, last out first.
	// Players with equal points, or eliminated together, share a place.
	Standings []Standing
	// Eliminations lists every elimination in the order it happened.
	Eliminations []Elimination
}

// Standing is one player's line in a Summary.
type Standing struct {
	Place int // 1-based; tied players share a place
	Seat  int
	Name  string
	Life  int
	Out   bool
	// Points and PointsBySource are Lord's victory points (L-4, L-11).
	Points         int
	PointsBySource [PointSourceCount]int
	Stats          Stats
	Winner         bool
}

// NewSummary derives the summary of a state.
func NewSummary(s State) Summary {
	sum := Summary{
		Variant:      s.Setup.Variant,
		Over:         s.Over,
		Winners:      slices.Clone(s.Winners),
		Rounds:       s.Round,
		Turns:        s.Turn,
		Eliminations: s.Eliminations(),
	}
	lastOut := make(map[int]int, len(sum.Eliminations)) // seat → its last elimination event
	for _, e := range sum.Eliminations {
		lastOut[e.Seat] = e.Event
	}
	for i, p := range s.Players {
		sum.Standings = append(sum.Standings, Standing{
			Seat: i, Name: s.Name(i), Life: p.Life, Out: p.Out, Points: p.Points,
			PointsBySource: p.Stats.PointsBySource, Stats: p.Stats,
			Winner: slices.Contains(s.Winners, i),
		})
	}
	key := func(st Standing) [3]int {
		if s.Setup.Variant == Lord {
			return [3]int{st.Points, 0, 0}
		}
		if !st.Out {
			return [3]int{1, st.Life, 0}
		}
		return [3]int{0, lastOut[st.Seat], 0}
	}
	slices.SortStableFunc(sum.Standings, func(a, b Standing) int {
		ka, kb := key(a), key(b)
		if a.Winner != b.Winner {
			if a.Winner {
				return -1
			}
			return 1
		}
		for i := range ka {
			if ka[i] != kb[i] {
				return kb[i] - ka[i]
			}
		}
		return a.Seat - b.Seat
	})
	for i := range sum.Standings {
		sum.Standings[i].Place = i + 1
		if i > 0 && key(sum.Standings[i]) == key(sum.Standings[i-1]) && sum.Standings[i].Winner == sum.Standings[i-1].Winner {
			sum.Standings[i].Place = sum.Standings[i-1].Place
		}
	}
	return sum
}
