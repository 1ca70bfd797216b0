package rules

import (
	"reflect"
	"testing"
)

// TestWithoutHistoryReplaysTheSameState replays long random legal games
// without their undo history, by ApplyQuiet and by ReplayStep (in place):
// every state is the one a full replay reaches (C-9), and Undo and Redo are
// refused as having nothing to take back (C-8).
func TestWithoutHistoryReplaysTheSameState(t *testing.T) {
	for _, setup := range benchSetups() {
		_, events := legalGame(setup, 3000, 5)
		full, _, _ := NewGame(setup)
		lean, inPlace := full.WithoutHistory(), full.WithoutHistory()
		for i, e := range events {
			if _, ok := e.(Undo); ok {
				continue
			}
			if _, ok := e.(Redo); ok {
				continue
			}
			next, err := ApplyQuiet(full, e)
			if err != nil {
				continue // legal only after an undo this test skipped
			}
			full = next
			if lean, err = ApplyQuiet(lean, e); err != nil {
				t.Fatalf("%s event %d: %v", setup.Variant, i, err)
			}
			if inPlace, err = ReplayStep(inPlace, e); err != nil {
				t.Fatalf("%s event %d in place: %v", setup.Variant, i, err)
			}
			if !reflect.DeepEqual(lean.State, full.State) || !reflect.DeepEqual(inPlace.State, full.State) {
				t.Fatalf("%s event %d: the states differ", setup.Variant, i)
			}
		}
		if lean.CanUndo() != 0 || full.CanUndo() == 0 {
			t.Fatalf("%s: history kept %d, full %d", setup.Variant, lean.CanUndo(), full.CanUndo())
		}
		for _, e := range []Event{Undo{}, Redo{}} {
			if _, err := ApplyQuiet(lean, e); err == nil || err.(*RuleError).Rule != "C-8" {
				t.Errorf("%T without history: %v", e, err)
			}
		}
	}
}

// TestForgetHistory checks that a game whose history was dropped has
// nothing to undo (C-8) but keeps history again from then on.
func TestForgetHistory(t *testing.T) {
	sc := buhmann(t, "A", "B", "C")
	sc.do(Pass{}, Pass{})
	g := sc.g.ForgetHistory()
	if g.CanUndo() != 0 || !reflect.DeepEqual(g.State, sc.g.State) {
		t.Fatalf("after ForgetHistory: %d to undo", g.CanUndo())
	}
	if _, err := ApplyQuiet(g, Undo{}); err == nil {
		t.Fatal("an undo past the forgotten history was accepted")
	}
	next, err := ApplyQuiet(g, Pass{})
	if err != nil {
		t.Fatal(err)
	}
	back, err := ApplyQuiet(next, Undo{})
	if err != nil || !reflect.DeepEqual(back.State, g.State) {
		t.Fatalf("undo after ForgetHistory: %v", err)
	}
}
