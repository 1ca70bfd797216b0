package journal

import (
	"math/rand/v2"

	"rolekeeper/rules"
)

// Test names for random games.
var testNames = []string{"Ana", "Ben", "Cem", "Dora", "Eli", "Finn", "Gus", "Hana", "Ivo", "Jan", "Kai", "Lia"}

// randomSetup returns a legal setup of a random variant.
func randomSetup(r *rand.Rand) rules.Setup {
	if r.IntN(2) == 0 {
		return rules.Setup{Variant: rules.Buhmann, Players: testNames[:3+r.IntN(6)],
			Life: rules.DefaultLife, Target: rules.DefaultTarget, Seed: r.Uint64()}
	}
	return rules.Setup{Variant: rules.Lord, Players: testNames[:5+r.IntN(5)],
		Life: rules.DefaultLife, Target: rules.DefaultTarget, Seed: r.Uint64()}
}

// candidate returns a random event for g, which the rules may refuse.
func candidate(r *rand.Rand, g rules.Game) rules.Event {
	n := len(g.Players)
	seat := func() int { return r.IntN(n) }
	switch k := r.IntN(1000); {
	case k < 350:
		return rules.Pass{}
	case k < 600:
		e := rules.LifeChange{Source: rules.NoSeat}
		if r.IntN(2) == 0 {
			e.Source = g.Active
		}
		for _, s := range r.Perm(n)[:1+r.IntN(2)] {
			e.Changes = append(e.Changes, rules.Change{Seat: s, Delta: r.IntN(9) - 6})
		}
		return e
	case k < 640:
		e := rules.Poison{Source: g.Active}
		for _, s := range r.Perm(n)[:1+r.IntN(2)] {
			e.Changes = append(e.Changes, rules.Change{Seat: s, Delta: r.IntN(7) - 2})
		}
		return e
	case k < 720:
		return rules.Attack{Attacker: g.Active, Defenders: r.Perm(n)[:1+r.IntN(2)]}
	case k < 820:
		return rules.Target{Actor: seat(), Owner: seat(), Kind: rules.TargetKinds[r.IntN(len(rules.TargetKinds))]}
	case k < 850:
		return rules.Eliminate{Seats: []int{seat()}, Culprit: seat(), Cause: rules.Causes[r.IntN(len(rules.Causes))]}
	case k < 880:
		return rules.Points{Seat: seat(), Delta: r.IntN(3) - 1, Reason: "table vote"}
	case k < 940:
		return rules.Undo{}
	case k < 999:
		return rules.Redo{}
	}
	return rules.End{}
}

// legalEvent returns a random event that the rules accept for g and the
// game after it. There always is one: Pass while the game runs, Undo once
// it is over.
func legalEvent(r *rand.Rand, g rules.Game) (rules.Event, rules.Game) {
	for range 1000 {
		e := candidate(r, g)
		if next, _, err := rules.Apply(g, e); err == nil {
			return e, next
		}
	}
	for _, e := range []rules.Event{rules.Pass{}, rules.Undo{}} {
		if next, _, err := rules.Apply(g, e); err == nil {
			return e, next
		}
	}
	panic("no legal event")
}
