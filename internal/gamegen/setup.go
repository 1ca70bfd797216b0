package gamegen

import (
	"iter"

	"rolekeeper/rules"
)

// Names are the players' names, seat by seat, as many as a table holds.
var Names = []string{"Ana", "Ben", "Cem", "Dora", "Eli", "Finn", "Gus", "Hana", "Ivo", "Jan", "Kai", "Lia"}

// Pool is a playgroup of more people than seats, so that games drawn
// from it mix them.
var Pool = append(Names[:len(Names):len(Names)], "Mo", "Nele", "Ole", "Pia", "Quirin", "Rosa", "Sven", "Tea")

// LongSetup is the setup of the long game of a variant: Lord with 7
// players to the target score 99, Buhmann with 6 players, 20 life each.
func LongSetup(v rules.Variant) rules.Setup {
	if v == rules.Lord {
		return rules.Setup{Variant: rules.Lord, Players: Names[:7], Life: rules.DefaultLife,
			Target: rules.MaxTarget, Seed: 8812}
	}
	return rules.Setup{Variant: rules.Buhmann, Players: Names[:6], Life: rules.DefaultLife, Seed: 8812}
}

// Table draws setups: either variant, from the variant's fewest players
// to MaxPlayers.
type Table struct {
	// MaxPlayers is the most players a setup has (at most
	// rules.MaxPlayers; 0 is rules.MaxPlayers).
	MaxPlayers int
	// Pool is where the players are drawn from, in a random order; nil
	// seats Names in order.
	Pool []string
	// Decks has the players of two games in three name their decks
	// (some not said).
	Decks bool
	// Wild draws the life (1..30), the target (1..15), the first player
	// and the house rule too; otherwise a game starts with the usual life
	// and target at the first seat.
	Wild bool
}

// Setup draws a legal setup.
func (t Table) Setup(src Source) rules.Setup {
	s := rules.Setup{Variant: rules.Buhmann, Life: rules.DefaultLife, Target: rules.DefaultTarget}
	fewest := rules.MinBuhmannPlayers
	if src.IntN(2) == 1 {
		s.Variant, fewest = rules.Lord, rules.MinLordPlayers
	}
	most := t.MaxPlayers
	if most <= 0 || most > rules.MaxPlayers {
		most = rules.MaxPlayers
	}
	n := fewest + src.IntN(max(most-fewest+1, 1))
	if t.Pool == nil {
		s.Players = Names[:n]
	} else {
		for _, i := range distinct(src, len(t.Pool), n) {
			s.Players = append(s.Players, t.Pool[i])
		}
	}
	if t.Decks && src.IntN(3) > 0 {
		for range s.Players {
			s.Decks = append(s.Decks, append([]string{""}, Decks...)[src.IntN(len(Decks)+1)])
		}
	}
	if t.Wild {
		s.Life, s.Target = between(src, 1, 30), between(src, 1, 15)
		s.First = src.IntN(n)
		s.House.LordDeathRewardsAll = src.IntN(2) == 1
	}
	s.Seed = src.Uint64()
	return s
}

// LongStream is the PCG stream of the long games ("long"): with the seed
// it makes the source of internal/tools/longgame's files.
const LongStream = 0x6c6f6e67

// LongEvents yields n events of the long game of setup (LongSetup) drawn
// from seed: every one accepted after the ones before it, none an undo or
// a redo, the game still running after them. internal/tools/longgame
// writes these.
func LongEvents(setup rules.Setup, n int, seed uint64) iter.Seq[rules.Event] {
	return Long(setup.Variant).Events(Seeded(seed, LongStream), setup, n)
}
