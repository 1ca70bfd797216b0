// Package gamegen plays random legal games: the one generator of games
// every test and benchmark of rolekeeper draws from, and the long games
// that internal/tools/longgame writes for the scaling figures of
// BENCHMARKS.md. It is test support, no part of the program.
//
// A game is drawn from a Source (a seeded *rand.Rand, or rapid's T through
// Rapid so that a property test shrinks it): events are drawn by a Mix of
// kinds and kept when the rules accept them and the Ending allows them, so
// the same setup, options and seed always give the same game. Draw alone
// gives events the rules may refuse, for the tests of refusals.
package gamegen

import (
	"iter"
	"math/rand/v2"

	"rolekeeper/rules"
)

// Source is where the generator's choices come from: *rand.Rand is one,
// Rapid(t) another.
type Source interface {
	// IntN returns a number in [0, n); n > 0.
	IntN(n int) int
	Uint64() uint64
}

// Seeded returns the generator's usual source: PCG seeded with seed and
// stream.
func Seeded(seed, stream uint64) *rand.Rand {
	return rand.New(rand.NewPCG(seed, stream))
}

// Ending says which accepted events a game keeps, and so whether and how
// it ends.
type Ending int

const (
	// MayEnd keeps every accepted event: the game may end, and after its
	// end only undo (and redo) is accepted.
	MayEnd Ending = iota
	// Running draws again an event that would end the game: it is still
	// running after any number of events.
	Running
	// Endless is Running for very long games without undo: an event that
	// puts a Buhmann player out for good is drawn again too, and relief
	// events (life for a Buhmann player running low, poison counters taken
	// off before they kill, points taken back by hand (L-11) from a Lord
	// player nearing the target) come when due.
	Endless
)

// Gen draws games: the kinds of events, how wild they are, how the game
// ends. The zero Gen draws nothing; start from Plain, Long or Wild.
type Gen struct {
	Mix Mix
	// Wild draws seats past the table and actors other than the active
	// player, large amounts, roles at any time: events the rules often
	// refuse (for the tests of the reducer).
	Wild   bool
	Ending Ending
}

// Plain is the usual mix for tests: every kind of event a game file
// holds, undo and redo among them, at the rates of a game at the table.
func Plain(e Ending) Gen { return Gen{Mix: PlainMix, Ending: e} }

// tries is how many events Next draws before it gives up.
const tries = 10000

// Next draws events for g until the rules accept one that the ending
// allows, and returns it with the game after it; ok is false when none
// is found in many draws.
func (o Gen) Next(src Source, g rules.Game) (e rules.Event, next rules.Game, ok bool) {
	for range tries {
		e = o.draw(src, g.State)
		next, _, err := rules.Apply(g, e)
		if err == nil && o.keeps(g.State, next.State) {
			return e, next, true
		}
	}
	return nil, g, false
}

// draw is Draw, or a relief event when the ending is Endless and one is
// due.
func (o Gen) draw(src Source, s rules.State) rules.Event {
	if o.Ending == Endless {
		if e, due := relief(src, s); due {
			return e
		}
	}
	return o.Draw(src, s)
}

// keeps reports whether the ending keeps an event that the rules took
// from before to after.
func (o Gen) keeps(before, after rules.State) bool {
	switch o.Ending {
	case Running:
		return !after.Over
	case Endless:
		return !after.Over && (before.Setup.Variant == rules.Lord || after.Remaining() == before.Remaining())
	}
	return true
}

// Events yields up to n accepted events of a game of setup, in order,
// and stops early when none is found (a game that cannot go on). A mix
// without undo and redo follows the game without its undo history, so
// memory stays small however long it runs (the long games).
func (o Gen) Events(src Source, setup rules.Setup, n int) iter.Seq[rules.Event] {
	return func(yield func(rules.Event) bool) {
		g, _, err := rules.NewGame(setup)
		if err != nil {
			return
		}
		history := o.Mix.has(Undo) || o.Mix.has(Redo)
		for range n {
			e, next, ok := o.Next(src, g)
			if !ok || !yield(e) {
				return
			}
			if g = next; !history {
				g = rules.Game{State: next.State}
			}
		}
	}
}

// Play plays n accepted events of a game of setup (fewer if it cannot go
// on) and returns the game after them, its undo history included, and
// the events.
func (o Gen) Play(src Source, setup rules.Setup, n int) (rules.Game, []rules.Event) {
	g, _, err := rules.NewGame(setup)
	if err != nil {
		return g, nil
	}
	events := make([]rules.Event, 0, n)
	for len(events) < n {
		e, next, ok := o.Next(src, g)
		if !ok {
			break
		}
		g, events = next, append(events, e)
	}
	return g, events
}

// Finished plays a game of setup of up to n events that stops when it
// ends, and ends it with an End record if it has not ended by then.
func (o Gen) Finished(src Source, setup rules.Setup, n int) (rules.Game, []rules.Event) {
	g, _, err := rules.NewGame(setup)
	if err != nil {
		return g, nil
	}
	var events []rules.Event
	for len(events) < n && !g.Over {
		e, next, ok := o.Next(src, g)
		if !ok {
			break
		}
		g, events = next, append(events, e)
	}
	if !g.Over {
		if next, _, err := rules.Apply(g, rules.End{}); err == nil {
			g, events = next, append(events, rules.End{})
		}
	}
	return g, events
}
