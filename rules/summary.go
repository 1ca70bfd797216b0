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
	// Standings lists every seat, best first, by the rank rule (Places):
	// Lord by points; Buhmann the players still in (sharing a place,
	// listed by life), then the eliminated, last out first. Players with
	// equal points, or eliminated together, share a place.
	Standings []Standing
	// Eliminations lists every elimination in the order it happened.
	Eliminations []Elimination
	// HandPoints lists every manual points change with its reason, in
	// order (L-11).
	HandPoints []HandPoints
	// EliminationsTotal and HandPointsTotal count every elimination and
	// every manual points change: more than the lists hold in a summary
	// made by NewSummaryFirst.
	EliminationsTotal, HandPointsTotal int
}

// Standing is one player's line in a Summary.
type Standing struct {
	Place int // 1-based; tied players share a place
	Seat  int
	Name  string
	Life  int
	Out   bool
	// Waiting is a Lord game's waiting player at the end (L-1, L-6).
	Waiting bool
	// Poison is the player's poison counters at the end (C-11).
	Poison int
	// Points and PointsBySource are Lord's victory points (L-4, L-11).
	Points         int
	PointsBySource [PointSourceCount]int
	Stats          Stats
	Winner         bool
	// LifeLost is all the life the player lost (C-4, B-6); LostTo says
	// to whom, most first. LifeDealt is the life other players lost in
	// life changes this player was the source of; DealtTo says whose.
	// Life lost to oneself is lost, not dealt.
	LifeLost, LifeDealt int
	LostTo, DealtTo     []LifeShare
	// Decks are the decks the player played, in order, the last the one
	// at the end; empty when none was said (statistics only, Deck).
	Decks []string
}

// LifeShare is an amount of life lost to one source, or dealt to one
// player.
type LifeShare struct {
	// Seat is the source (in LostTo) or the player who lost it (in
	// DealtTo); NoSeat for a life change with no source, and for
	// passivity.
	Seat int
	// Passivity is true for life lost to passivity counters (B-6).
	Passivity bool
	Life      int
}

// NewSummary derives the summary of a state.
func NewSummary(s State) Summary {
	return newSummary(s, s.Eliminations(), s.HandPointsChanges())
}

// NewSummaryFirst is NewSummary with at most the first k eliminations and
// manual points changes in its lists, read without walking the others:
// what a screen can show of a long game, at the same cost however long
// the game. EliminationsTotal and HandPointsTotal count them all.
func NewSummaryFirst(s State, k int) Summary {
	elims := s.eliminated.first(k)
	if len(elims) < min(k, chainLen(s.eliminated)) { // kept without the ledger: only the last
		elims = s.Eliminations()
	}
	return newSummary(s, elims, s.handPoints.first(k))
}

// newSummary is the summary of s with the lists given.
func newSummary(s State, elims []Elimination, hand []HandPoints) Summary {
	sum := Summary{
		Variant:           s.Setup.Variant,
		Over:              s.Over,
		Winners:           slices.Clone(s.Winners),
		Rounds:            s.Round,
		Turns:             s.Turn,
		Eliminations:      elims,
		HandPoints:        hand,
		EliminationsTotal: chainLen(s.eliminated),
		HandPointsTotal:   chainLen(s.handPoints),
	}
	if sum.EliminationsTotal < len(elims) {
		sum.EliminationsTotal = len(elims)
	}
	for i, p := range s.Players {
		sum.Standings = append(sum.Standings, Standing{
			Seat: i, Name: s.Name(i), Life: p.Life, Out: p.Out, Waiting: p.Waiting, Poison: p.Poison, Points: p.Points,
			PointsBySource: p.Stats.PointsBySource, Stats: p.Stats,
			Winner: slices.Contains(s.Winners, i),
		})
	}
	addLosses(sum.Standings, s)
	for _, u := range s.DeckUses() {
		if u.Seat >= 0 && u.Seat < len(sum.Standings) {
			sum.Standings[u.Seat].Decks = append(sum.Standings[u.Seat].Decks, u.Deck)
		}
	}
	places := Places(s)
	for i := range sum.Standings {
		sum.Standings[i].Place = places[sum.Standings[i].Seat]
	}
	// Within a shared place, the players still in a Buhmann game are
	// listed by life, most first; that is only the order of the lines,
	// not a rank (Places).
	slices.SortStableFunc(sum.Standings, func(a, b Standing) int {
		if a.Place != b.Place {
			return a.Place - b.Place
		}
		if s.Setup.Variant != Lord && !a.Out && !b.Out && a.Life != b.Life {
			return b.Life - a.Life
		}
		return a.Seat - b.Seat
	})
	return sum
}

// lastOut is, for a Buhmann game, each seat's last elimination event (0
// for none), read from the last elimination back until every player who
// is out is found: a Buhmann player is out for good, so that is a few.
// Lord does not rank by it: nil.
func (s State) lastOut() []int {
	if s.Setup.Variant == Lord {
		return nil
	}
	out := 0
	for _, p := range s.Players {
		if p.Out {
			out++
		}
	}
	last := make([]int, len(s.Players))
	for n := s.eliminated; n != nil && out > 0; n = n.prev {
		if seat := n.item.Seat; seat >= 0 && seat < len(last) && last[seat] == 0 {
			last[seat] = n.item.Event
			if s.Players[seat].Out {
				out--
			}
		}
	}
	return last
}

// compareShares orders shares most life first; equal amounts in seat
// order, then no source, then passivity.
func compareShares(a, b LifeShare) int {
	if a.Life != b.Life {
		return b.Life - a.Life
	}
	rank := func(x LifeShare) int {
		switch {
		case x.Passivity:
			return MaxPlayers + 1
		case x.Seat == NoSeat:
			return MaxPlayers
		}
		return x.Seat
	}
	return rank(a) - rank(b)
}
