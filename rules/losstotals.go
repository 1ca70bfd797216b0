package rules

import "slices"

// lossEvery is how many losses of life apart a State keeps them added up
// (a lossMark), so that the summary adds up at most lossEvery−1 losses
// however long the game.
const lossEvery = 256

// lossMark is the losses of life added up to a loss of the list: life[v·slots+k]
// is the life seat v lost to the source of slot k (lossSlot). Marks are
// immutable and shared between states, like the list.
type lossMark struct {
	upTo *chain[LifeLoss] // the last loss counted
	life []int
}

// lossSlots is the number of sources a seat may lose life to at a table
// of players seats: every seat and nobody, each with and without
// passivity.
func lossSlots(players int) int { return 2 * (players + 1) }

// lossSlot is the slot of a loss's source: the source seat, players for
// nobody (or a seat not at the table), and the same again past players+1
// for passivity.
func lossSlot(l LifeLoss, players int) int {
	k := l.Source
	if k < 0 || k >= players {
		k = players
	}
	if l.Passivity {
		k += players + 1
	}
	return k
}

// markLosses keeps the losses added up after every lossEvery-th loss.
func (s *State) markLosses() {
	if s.losses == nil || s.losses.len%lossEvery != 0 {
		return
	}
	n := len(s.Players)
	m := &lossMark{upTo: s.losses, life: make([]int, n*lossSlots(n))}
	if s.lossMark != nil {
		copy(m.life, s.lossMark.life)
	}
	s.lossMark.addAbove(m.life, s.losses, n)
	if s.noLedger { // the totals are enough: let the list below go (WithoutLedger)
		s.losses = s.losses.cut()
		m.upTo = s.losses
	}
	s.lossMark = m
}

// addAbove adds to life the losses of the list from top down to the mark
// (the last loss it counted), all of them without a mark.
func (m *lossMark) addAbove(life []int, top *chain[LifeLoss], players int) {
	var upTo *chain[LifeLoss]
	if m != nil {
		upTo = m.upTo
	}
	slots := lossSlots(players)
	for c := top; c != nil && c != upTo; c = c.prev {
		if l := c.item; l.Seat >= 0 && l.Seat < players {
			life[l.Seat*slots+lossSlot(l, players)] += l.Life
		}
	}
}

// addLosses adds up the losses of life of s into the standings, which are
// in seat order: from the last mark and the losses after it.
func addLosses(standings []Standing, s State) {
	n := len(standings)
	slots := lossSlots(n)
	life := make([]int, n*slots)
	if m := s.lossMark; m != nil && len(m.life) == len(life) {
		copy(life, m.life)
		m.addAbove(life, s.losses, n)
	} else {
		(*lossMark)(nil).addAbove(life, s.losses, n)
	}
	dealt := make([]int, n*n) // dealt[src·n+v]: life v lost to src
	for v := range n {
		for k := range slots {
			got := life[v*slots+k]
			if got == 0 {
				continue
			}
			standings[v].LifeLost += got
			share := LifeShare{Seat: k % (n + 1), Passivity: k > n, Life: got}
			if share.Seat == n {
				share.Seat = NoSeat
			}
			standings[v].LostTo = append(standings[v].LostTo, share)
			if src := share.Seat; src != NoSeat && src != v {
				standings[src].LifeDealt += got
				dealt[src*n+v] += got
			}
		}
	}
	for src := range n {
		for v := range n {
			if got := dealt[src*n+v]; got > 0 {
				standings[src].DealtTo = append(standings[src].DealtTo, LifeShare{Seat: v, Life: got})
			}
		}
	}
	for i := range standings {
		if standings[i].LostTo == nil {
			standings[i].LostTo = []LifeShare{}
		}
		if standings[i].DealtTo == nil {
			standings[i].DealtTo = []LifeShare{}
		}
		slices.SortFunc(standings[i].LostTo, compareShares)
		slices.SortFunc(standings[i].DealtTo, compareShares)
	}
}
