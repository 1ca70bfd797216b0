package rules_test

import (
	"rolekeeper/internal/gamegen"
	"rolekeeper/rules"
)

// The random legal games of the tests of package rules (see LegalGame).
func init() {
	rules.LegalGame = func(setup rules.Setup, n int, seed uint64) (rules.Game, []rules.Event) {
		return gamegen.Plain(gamegen.Running).Play(gamegen.Seeded(seed, 1), setup, n)
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
