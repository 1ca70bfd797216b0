package rules_test

import (
	"rolekeeper/internal/gamegen"
	"rolekeeper/rules"
)

// benchGames is the mix of the rules' long random games: the kinds and
// rates the benchmarks of BENCHMARKS.md were measured on (passes, life
// changes, attacks and targets mostly, an undo or a redo one event in
// ten), and poison counters now and then (C-11).
var benchGames = gamegen.Gen{Ending: gamegen.Running, Mix: gamegen.Mix{gamegen.Pass.Weight(40),
	gamegen.Life.Weight(20), gamegen.Attack.Weight(10), gamegen.Target.Weight(10), gamegen.Eliminate.Weight(5),
	gamegen.Points.Weight(5), gamegen.Poison.Weight(2), gamegen.Undo.Weight(5), gamegen.Redo.Weight(5)}}

// The random legal games of the tests of package rules (see LegalGame).
func init() {
	rules.LegalGame = func(setup rules.Setup, n int, seed uint64) (rules.Game, []rules.Event) {
		return benchGames.Play(gamegen.Seeded(seed, 1), setup, n)
	}
}

// replay rebuilds a game from its setup and events, as the journal
// replays a game file.
func replay(setup rules.Setup, events []rules.Event) (rules.Game, error) {
	g, _, err := rules.NewGame(setup)
	if err != nil {
		return g, err
	}
	for _, e := range events {
		if g, err = rules.ApplyQuiet(g, e); err != nil {
			return g, err
		}
	}
	return g, nil
}
