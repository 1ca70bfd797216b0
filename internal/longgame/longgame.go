// Package longgame plays long legal games for benchmarks and for the
// scaling figures of BENCHMARKS.md: a 7-player Lord game and a 6-player
// Buhmann game of any length that never end and hold no undo or redo
// records. Events are drawn at random from a seeded generator and kept
// only when the rules accept them and the game goes on, so the same
// variant, length and seed always give the same game.
package longgame

import (
	"iter"
	"math/rand/v2"

	"rolekeeper/rules"
)

// names are the players' names, seat by seat.
var names = []string{"Ana", "Ben", "Cem", "Dora", "Eli", "Finn", "Gus"}

// Setup returns the setup of the long game of a variant: Lord with 7
// players to the target score 99, Buhmann with 6 players, 20 life each.
func Setup(v rules.Variant) rules.Setup {
	if v == rules.Lord {
		return rules.Setup{Variant: rules.Lord, Players: names[:7], Life: rules.DefaultLife,
			Target: rules.MaxTarget, Seed: 8812}
	}
	return rules.Setup{Variant: rules.Buhmann, Players: names[:6], Life: rules.DefaultLife, Seed: 8812}
}

// Events yields n events of the long game of setup, in order, each one
// accepted by the rules after the ones before it. The game keeps going:
// an event that would end it (or, in Buhmann, put a player out for good)
// is drawn again, and points are taken back by hand (L-11) before anyone
// nears the target. The game is followed without undo history, so memory
// stays small however long it runs.
func Events(setup rules.Setup, n int, seed uint64) iter.Seq[rules.Event] {
	return func(yield func(rules.Event) bool) {
		g, _, err := rules.NewGame(setup)
		if err != nil {
			return
		}
		r := rand.New(rand.NewPCG(seed, 0x6c6f6e67))
		for i := 0; i < n; i++ {
			e, next := accepted(r, g.State)
			if e == nil || !yield(e) {
				return
			}
			g = rules.Game{State: next}
		}
	}
}

// accepted draws events until the rules accept one that keeps the game
// going, and returns it with the state after it; nil if none is found.
func accepted(r *rand.Rand, s rules.State) (rules.Event, rules.State) {
	for range 10000 {
		e := draw(r, s)
		next, _, err := rules.Apply(rules.Game{State: s}, e)
		if err == nil && goesOn(s, next.State) {
			return e, next.State
		}
	}
	return nil, s
}

// goesOn reports whether the game after an event is still running with
// as many players as before in Buhmann (where being out is for good).
func goesOn(before, after rules.State) bool {
	if after.Over {
		return false
	}
	return before.Setup.Variant == rules.Lord || after.Remaining() == before.Remaining()
}

// draw returns a random event for s, which the rules may refuse.
func draw(r *rand.Rand, s rules.State) rules.Event {
	n := len(s.Players)
	if e, ok := relief(r, s); ok {
		return e
	}
	switch k := r.IntN(100); {
	case k < 40:
		return rules.Pass{}
	case k < 66:
		return rules.LifeChange{Changes: []rules.Change{{Seat: r.IntN(n), Delta: r.IntN(9) - 6}},
			Source: s.Active}
	case k < 70:
		return rules.Poison{Changes: []rules.Change{{Seat: r.IntN(n), Delta: 1 + r.IntN(2)}}, Source: s.Active} // C-11
	case k < 80:
		return rules.Attack{Attacker: s.Active, Defenders: []int{r.IntN(n)}}
	case k < 90:
		return rules.Target{Actor: s.Active, Owner: r.IntN(n), Kind: rules.TargetKinds[r.IntN(len(rules.TargetKinds))]}
	case k < 95 && s.Setup.Variant == rules.Lord:
		return rules.Eliminate{Seats: []int{r.IntN(n)}, Culprit: r.IntN(n+1) - 1,
			Cause: rules.Causes[r.IntN(len(rules.Causes))]}
	}
	seats := r.Perm(n)[:2]
	return rules.LifeChange{Changes: []rules.Change{{Seat: seats[0], Delta: -r.IntN(4) - 1},
		{Seat: seats[1], Delta: -r.IntN(4) - 1}}, Source: rules.NoSeat}
}

// relief is an event that keeps a long game from ending, if one is due:
// an attack that makes a Buhmann player with counters the IT (which
// clears them, B-5), life for a Buhmann player running low, points taken
// back from a Lord player nearing the target.
func relief(r *rand.Rand, s rules.State) (rules.Event, bool) {
	if a := s.Players[s.Active]; s.Setup.Variant == rules.Buhmann && s.IT != s.Active && a.Passivity > 0 {
		defender := s.IT
		if defender == rules.NoSeat {
			defender = s.NextPlaying(s.Active)
		}
		return rules.Attack{Attacker: s.Active, Defenders: []int{defender}}, true
	}
	for seat, p := range s.Players {
		switch {
		case p.Poison >= rules.LethalPoison-3 && s.Playing(seat):
			return rules.Poison{Changes: []rules.Change{{Seat: seat, Delta: -p.Poison}}, Source: rules.NoSeat}, true
		case s.Setup.Variant == rules.Buhmann && p.Life < 10 && s.Playing(seat) && !s.LifeGainLocked(seat):
			return rules.LifeChange{Changes: []rules.Change{{Seat: seat, Delta: 5 + r.IntN(10)}},
				Source: rules.NoSeat}, true
		case s.Setup.Variant == rules.Lord && p.Points > s.Setup.Target-10:
			return rules.Points{Seat: seat, Delta: -10, Reason: "house cap"}, true
		}
	}
	return nil, false
}
