package longgame

import (
	"slices"
	"testing"

	"rolekeeper/rules"
)

// TestEventsAreLegalAndGoOn: every event the generator yields is accepted
// after the ones before it, none is an undo or a redo, the game is still
// running at the end, and the same seed gives the same game.
func TestEventsAreLegalAndGoOn(t *testing.T) {
	for _, v := range []rules.Variant{rules.Lord, rules.Buhmann} {
		setup := Setup(v)
		g, _, err := rules.NewGame(setup)
		if err != nil {
			t.Fatalf("%v: setup refused: %v", v, err)
		}
		var kinds []rules.Kind
		for e := range Events(setup, 3000, 7) {
			switch e.(type) {
			case rules.Undo, rules.Redo:
				t.Fatalf("%v: event %d is %T", v, len(kinds)+1, e)
			}
			if g, _, err = rules.Apply(g, e); err != nil {
				t.Fatalf("%v: event %d refused: %v", v, len(kinds)+1, err)
			}
			kinds = append(kinds, e.Type())
		}
		if len(kinds) != 3000 || g.Over || g.Remaining() != len(setup.Players) && v == rules.Buhmann {
			t.Fatalf("%v: %d events, over %v, %d players remain", v, len(kinds), g.Over, g.Remaining())
		}
		if !slices.Contains(kinds, rules.KindPoison) {
			t.Errorf("%v: no poison counters in 3000 events (C-11)", v)
		}
		i := 0
		for e := range Events(setup, 3000, 7) {
			if e.Type() != kinds[i] {
				t.Fatalf("%v: the same seed gave %s, then %s at event %d", v, kinds[i], e.Type(), i+1)
			}
			i++
		}
	}
}
