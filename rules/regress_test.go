package rules_test

import (
	"testing"

	"rolekeeper/rules"
)

// regressSetup is the game rapid shrank two failures of the property
// tests to: 3 players of Buhmann at 1 life, where a pass ends the game.
var regressSetup = rules.Setup{Variant: rules.Buhmann, Players: []string{"Ana", "Ben", "Cem"}, Life: 1, Target: 1}

// TestPropertyRegressions replays the games of rapid's fail files of
// TestPropertyRandomGames and TestPropertyDeepUndo (recorded as draws of
// the generator they had before internal/gamegen, which those files no
// longer match): a redo after an undo of a pass that ends the game
// restores the state after it (C-8), and undo two deep after three
// passes gives the states kept whole.
func TestPropertyRegressions(t *testing.T) {
	g, _, err := rules.NewGame(regressSetup)
	if err != nil {
		t.Fatal(err)
	}
	next, effects, err := rules.Apply(g, rules.Pass{})
	if err != nil {
		t.Fatal(err)
	}
	checkInvariants(t, next.State)
	checkHistory(t, g, next, rules.Pass{}, effects)

	done, undone := []rules.State{g.State}, []rules.State(nil)
	for range 3 {
		if next, _, err := rules.Apply(g, rules.Pass{}); err == nil {
			g, done = next, append(done, next.State)
		}
	}
	for range 2 {
		g = step(t, g, rules.Undo{})
		if len(done) > 1 {
			undone, done = append(undone, done[len(done)-1]), done[:len(done)-1]
		}
		sameHistory(t, g, done, undone)
	}
}
