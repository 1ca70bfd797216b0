package rules_test

import (
	"reflect"
	"testing"

	"rolekeeper/internal/gamegen"
	"rolekeeper/rules"
)

// TestReplayKeptIsApply: a game replayed in place with its history
// (ReplayKept, as resuming a file does) stands where Apply leaves it,
// and undoes and redoes to the same states, for games with undo and redo
// and games handed out and detached on the way.
func TestReplayKeptIsApply(t *testing.T) {
	for p := range gamegen.PlainGames(gamegen.MayEnd, 6, 1, 700) {
		v, seed, setup, events := p.Variant, p.Seed, p.Setup, p.Events
		want, _, err := rules.NewGame(setup)
		if err != nil {
			t.Fatal(err)
		}
		got := want
		own := false
		var handed, then []rules.Game // what an observer kept, detached, and Apply's game then
		for i, e := range events {
			if want, _, err = rules.Apply(want, e); err != nil {
				t.Fatalf("%v seed %d: event %d refused by Apply: %v", v, seed, i, err)
			}
			if own, err = got.ReplayKept(e, own); err != nil {
				t.Fatalf("%v seed %d: event %d refused by ReplayKept: %v", v, seed, i, err)
			}
			if i%97 == 0 {
				handed, then = append(handed, got.Detached()), append(then, want)
			}
			if !reflect.DeepEqual(got.State, want.State) {
				t.Fatalf("%v seed %d: after event %d the states differ", v, seed, i)
			}
		}
		for k := 0; k < 300 && want.CanUndo() > 0; k++ {
			u, _, err := rules.Apply(want, rules.Undo{})
			if err != nil {
				t.Fatal(err)
			}
			g, _, err := rules.Apply(got, rules.Undo{})
			if err != nil {
				t.Fatalf("%v seed %d: undo %d refused: %v", v, seed, k, err)
			}
			if !reflect.DeepEqual(g.State, u.State) || g.CanUndo() != u.CanUndo() {
				t.Fatalf("%v seed %d: after %d undos the states differ", v, seed, k+1)
			}
			want, got = u, g
		}
		if len(handed) == 0 {
			t.Fatal("no game handed out")
		}
		for k := range handed {
			if !reflect.DeepEqual(handed[k].State, then[k].State) {
				t.Fatalf("%v seed %d: the game handed out %d changed since", v, seed, k)
			}
		}
	}
}
