package rules

import "math/rand/v2"

// roles sets the Lord, pairs and waiting player by hand before the game has
// started (L-1) and gives the first turn again by L-7a.
func (a *applier) roles(e Roles) error {
	if a.s.Setup.Variant != Lord {
		return refuse("L-1", RefuseRolesNotLord, RefusalArgs{})
	}
	if a.s.Started {
		return refuse("L-1", RefuseRolesTooLate, RefusalArgs{})
	}
	n := len(a.s.Players)
	if e.Lord < 0 || e.Lord >= n {
		return refuse("L-1", RefuseNoSeatForLord, numbers(e.Lord))
	}
	switch {
	case n%2 == 1 && e.Waiting != NoSeat:
		return refuse("L-1", RefuseNobodyWaits, numbers(n))
	case n%2 == 0 && (e.Waiting < 0 || e.Waiting >= n):
		return refuse("L-1", RefuseSomeoneWaits, numbers(n))
	case e.Waiting == e.Lord:
		return refuse("L-1", RefuseLordWaiting, RefusalArgs{})
	}
	if err := checkPairs("L-1", e.Pairs, n, e.Lord, e.Waiting); err != nil {
		return err
	}
	a.emit(effect(RolesSet, NoSeat))
	a.setWaiting(e.Waiting)
	a.setLord(e.Lord)
	a.s.Pairs = clonePairs(e.Pairs)
	a.emit(newPairs(a.s.Pairs))
	// Nothing has happened but the start of turn 1: give it to the right
	// player and count it again for the summary.
	for i := range a.s.Players {
		a.s.Players[i].Stats = Stats{}
	}
	if first := a.firstActive(); first != a.s.Active {
		a.s.Active = first
		a.emit(turnBegan(first, a.s.Turn, a.s.Round))
	}
	a.countTurn(a.s.Active)
	return nil
}

// setPairs sets the pairs by hand (L-7).
func (a *applier) setPairs(e SetPairs) error {
	if a.s.Setup.Variant != Lord {
		return refuse("L-7", RefusePairsNotLord, RefusalArgs{})
	}
	if err := checkPairs("L-7", e.Pairs, len(a.s.Players), a.s.Lord, a.s.Waiting, a.outSeats()...); err != nil {
		return err
	}
	a.s.Pairs = clonePairs(e.Pairs)
	a.emit(newPairs(a.s.Pairs))
	return nil
}

func (a *applier) outSeats() []int {
	var out []int
	for i, p := range a.s.Players {
		if p.Out {
			out = append(out, i)
		}
	}
	return out
}

// checkPairs checks that pairs pair every seat of n except the Lord, the
// waiting player and the excluded seats exactly once (L-7).
func checkPairs(rule string, pairs []Pair, n, lord, waiting int, excluded ...int) error {
	used := make([]bool, n)
	for _, s := range append([]int{lord, waiting}, excluded...) {
		if s >= 0 && s < n {
			used[s] = true
		}
	}
	for _, p := range pairs {
		for _, s := range p {
			switch {
			case s < 0 || s >= n:
				return refuse(rule, RefusePairNoSuchSeat, numbers(s))
			case s == lord:
				return refuse(rule, RefusePairWithLord, RefusalArgs{})
			case s == waiting:
				return refuse(rule, RefusePairWithWaiting, RefusalArgs{})
			case used[s]:
				return refuse(rule, RefusePairedTwice, numbers(s))
			}
			used[s] = true
		}
	}
	for s, ok := range used {
		if !ok {
			return refuse(rule, RefuseUnpaired, numbers(s))
		}
	}
	return nil
}

func clonePairs(p []Pair) []Pair {
	return append([]Pair(nil), p...)
}

// DrawRoles draws roles for a Lord game of n players (L-1) from its own
// generator seeded with seed: the waiting player if n is even, the Lord
// among the others, and pairs of the rest. The setup screen uses it to
// offer a redraw, which is then recorded as a Roles event.
func DrawRoles(n int, seed uint64) Roles {
	r := rand.New(rand.NewPCG(seed, seedSalt))
	seats := r.Perm(n)
	roles := Roles{Waiting: NoSeat}
	if n%2 == 0 {
		roles.Waiting, seats = seats[0], seats[1:]
	}
	if len(seats) == 0 {
		roles.Lord = NoSeat
		return roles
	}
	roles.Lord, seats = seats[0], seats[1:]
	for i := 0; i+1 < len(seats); i += 2 {
		roles.Pairs = append(roles.Pairs, Pair{seats[i], seats[i+1]})
	}
	return roles
}
