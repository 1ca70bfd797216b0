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
	// HandPoints lists every manual points change with its reason, in
	// order (L-11).
	HandPoints []HandPoints
}

// Standing is one player's line in a Summary.
type Standing struct {
	Place int // 1-based; tied players share a place
	Seat  int
	Name  string
	Life  int
	Out   bool
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
	sum := Summary{
		Variant:      s.Setup.Variant,
		Over:         s.Over,
		Winners:      slices.Clone(s.Winners),
		Rounds:       s.Round,
		Turns:        s.Turn,
		Eliminations: s.Eliminations(),
		HandPoints:   s.HandPointsChanges(),
	}
	lastOut := make(map[int]int, len(sum.Eliminations)) // seat → its last elimination event
	for _, e := range sum.Eliminations {
		lastOut[e.Seat] = e.Event
	}
	for i, p := range s.Players {
		sum.Standings = append(sum.Standings, Standing{
			Seat: i, Name: s.Name(i), Life: p.Life, Out: p.Out, Poison: p.Poison, Points: p.Points,
			PointsBySource: p.Stats.PointsBySource, Stats: p.Stats,
			Winner: slices.Contains(s.Winners, i),
		})
	}
	addLosses(sum.Standings, s.LifeLosses())
	for _, u := range s.DeckUses() {
		if u.Seat >= 0 && u.Seat < len(sum.Standings) {
			sum.Standings[u.Seat].Decks = append(sum.Standings[u.Seat].Decks, u.Deck)
		}
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

// addLosses adds up the losses of life into the standings, which are in
// seat order.
func addLosses(standings []Standing, losses []LifeLoss) {
	type key struct {
		seat      int
		passivity bool
	}
	lost := make([]map[key]int, len(standings))
	dealt := make([]map[key]int, len(standings))
	for _, l := range losses {
		if l.Seat < 0 || l.Seat >= len(standings) {
			continue
		}
		standings[l.Seat].LifeLost += l.Life
		if lost[l.Seat] == nil {
			lost[l.Seat] = map[key]int{}
		}
		lost[l.Seat][key{l.Source, l.Passivity}] += l.Life
		if src := l.Source; src != NoSeat && src != l.Seat && src >= 0 && src < len(standings) {
			standings[src].LifeDealt += l.Life
			if dealt[src] == nil {
				dealt[src] = map[key]int{}
			}
			dealt[src][key{l.Seat, false}] += l.Life
		}
	}
	shares := func(m map[key]int) []LifeShare {
		out := make([]LifeShare, 0, len(m))
		for k, life := range m {
			out = append(out, LifeShare{Seat: k.seat, Passivity: k.passivity, Life: life})
		}
		slices.SortFunc(out, compareShares)
		return out
	}
	for i := range standings {
		standings[i].LostTo, standings[i].DealtTo = shares(lost[i]), shares(dealt[i])
	}
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
