package gamegen

import (
	"iter"

	"rolekeeper/rules"
)

// Played is one game of PlainGames: its variant and seed, its setup
// (LongSetup's) and its events.
type Played struct {
	Variant rules.Variant
	Seed    uint64
	Setup   rules.Setup
	Events  []rules.Event
}

// PlainGames are the plain games the replay tests walk (rules'
// ReplayKept, web's table from a feed): for Buhmann and Lord, and each
// seed from 0 to seeds-1, n events of Plain(e) at LongSetup's table,
// drawn from Seeded(seed, stream).
func PlainGames(e Ending, seeds, stream uint64, n int) iter.Seq[Played] {
	return func(yield func(Played) bool) {
		for _, v := range []rules.Variant{rules.Buhmann, rules.Lord} {
			for seed := range seeds {
				setup := LongSetup(v)
				_, events := Plain(e).Play(Seeded(seed, stream), setup, n)
				if !yield(Played{Variant: v, Seed: seed, Setup: setup, Events: events}) {
					return
				}
			}
		}
	}
}
