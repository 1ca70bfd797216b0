package rules_test

import (
	"reflect"
	"testing"

	"pgregory.net/rapid"

	"rolekeeper/rules"
)

// TestPropertyDeepUndo plays random games of up to a few hundred events,
// several checkpoints deep, with long runs of undo and redo, and checks
// every state against a reference that keeps every state whole: undo at
// any depth gives the exact state before the event, redo the exact state
// after it, and the history's lengths agree (C-8).
func TestPropertyDeepUndo(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		g, _, err := rules.NewGame(randomSetup(t))
		if err != nil {
			t.Fatalf("setup: %v", err)
		}
		done, undone := []rules.State{g.State}, []rules.State(nil)
		rounds := rapid.IntRange(1, 6).Draw(t, "rounds")
		for range rounds {
			for range rapid.IntRange(0, 3*rules.CheckpointEvery).Draw(t, "events") {
				next, _, err := rules.Apply(g, forward(randomEvent(t, g.State)))
				if err == nil {
					g, done, undone = next, append(done, next.State), nil
				}
			}
			back := rapid.IntRange(0, len(done)).Draw(t, "undos")
			for range back {
				g = step(t, g, rules.Undo{})
				if len(done) > 1 {
					undone, done = append(undone, done[len(done)-1]), done[:len(done)-1]
				}
				sameHistory(t, g, done, undone)
			}
			for range rapid.IntRange(0, back).Draw(t, "redos") {
				g = step(t, g, rules.Redo{})
				if n := len(undone); n > 0 {
					done, undone = append(done, undone[n-1]), undone[:n-1]
				}
				sameHistory(t, g, done, undone)
			}
		}
	})
}

// forward replaces Undo and Redo by Pass: the test chooses when to undo.
func forward(e rules.Event) rules.Event {
	switch e.(type) {
	case rules.Undo, rules.Redo:
		return rules.Pass{}
	}
	return e
}

// step applies e, which may be refused when there is nothing to undo or
// redo; a refusal must leave the game as it was.
func step(t failer, g rules.Game, e rules.Event) rules.Game {
	next, _, err := rules.Apply(g, e)
	if err != nil {
		if !reflect.DeepEqual(next, g) {
			t.Fatalf("refused %T changed the game", e)
		}
		return g
	}
	return next
}

// sameHistory checks the game against the reference: the state on top of
// done, as many events to undo and to redo.
func sameHistory(t failer, g rules.Game, done, undone []rules.State) {
	if !reflect.DeepEqual(g.State, done[len(done)-1]) {
		t.Fatalf("at undo depth %d the state differs from the one kept whole", g.CanUndo())
	}
	if g.CanUndo() != len(done)-1 || g.CanRedo() != len(undone) {
		t.Fatalf("can undo %d and redo %d, want %d and %d", g.CanUndo(), g.CanRedo(), len(done)-1, len(undone))
	}
}
