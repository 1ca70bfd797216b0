package rules

import (
	"reflect"
	"testing"
)

// poison builds a Poison event: source, then seat and delta pairs.
func poison(source int, changes ...int) Poison {
	e := Poison{Source: source}
	for i := 0; i+1 < len(changes); i += 2 {
		e.Changes = append(e.Changes, Change{Seat: changes[i], Delta: changes[i+1]})
	}
	return e
}

func (sc *scenario) wantPoison(seat, n int) {
	sc.t.Helper()
	if got := sc.g.Players[seat].Poison; got != n {
		sc.t.Errorf("%s's poison counters: got %d, want %d", sc.g.Name(seat), got, n)
	}
}

func TestC11_PoisonCounters(t *testing.T) {
	t.Run("counters change for several players at once, with or without a source", func(t *testing.T) {
		sc := buhmann(t, "A", "B", "C", "D")
		sc.do(poison(0, 1, 3, 2, 4))
		sc.wantPoison(1, 3)
		sc.wantPoison(2, 4)
		if !sc.hasEffect(PoisonChanged, 1) || !sc.hasEffect(PoisonChanged, 2) {
			t.Errorf("effects %+v", sc.effects)
		}
		for _, e := range sc.effects {
			if e.Kind == PoisonChanged && e.SourceSeat != 0 {
				t.Errorf("source of %+v", e)
			}
		}
		sc.do(poison(NoSeat, 1, -2))
		sc.wantPoison(1, 1)
		sc.wantLife(1, 20) // poison is not life
	})
	t.Run("0, more than 99 either way, and fewer than none are refused", func(t *testing.T) {
		sc := buhmann(t, "A", "B", "C")
		sc.refused("C-11", poison(NoSeat, 1, 0))
		sc.refused("C-11", poison(NoSeat, 1, 100))
		sc.refused("C-11", poison(NoSeat, 1, -100))
		sc.refused("C-11", poison(NoSeat, 1, -1))
		sc.do(poison(NoSeat, 1, 99)) // 99 at once is allowed; it eliminates
		sc.wantPoison(1, 99)
		sc.do(poison(NoSeat, 2, 5))
		sc.refused("C-11", poison(NoSeat, 2, 1, 0, -1)) // one bad change refuses the event
		sc.wantPoison(2, 5)
	})
	t.Run("seats and source follow C-6a", func(t *testing.T) {
		sc := buhmann(t, "A", "B", "C", "D")
		sc.refused("C-6a", Poison{Source: NoSeat})
		sc.refused("C-6a", poison(NoSeat, 1, 1, 1, 2))
		sc.refused("C-6a", poison(NoSeat, 7, 1))
		sc.refused("C-6a", poison(9, 1, 1))
		sc.do(Eliminate{Seats: []int{3}, Culprit: NoSeat, Cause: CauseConcede})
		sc.refused("C-6a", poison(NoSeat, 3, 1))
		sc.refused("C-6a", poison(3, 1, 1))
	})
	t.Run("10 or more eliminate, the source is the culprit, all at once", func(t *testing.T) {
		sc := buhmann(t, "A", "B", "C", "D", "E")
		sc.do(poison(0, 1, 9, 2, 9))
		if sc.player(1).Out || sc.player(2).Out {
			t.Fatal("9 counters eliminated")
		}
		sc.do(poison(0, 1, 1, 2, 3, 3, 1))
		for _, seat := range []int{1, 2} {
			if !sc.player(seat).Out {
				t.Errorf("seat %d with %d counters is not out", seat, sc.player(seat).Poison)
			}
		}
		if sc.player(3).Out {
			t.Error("1 counter eliminated")
		}
		out := sc.g.Eliminations()
		if len(out) != 2 || out[0].Event != out[1].Event || out[0].Culprit != 0 || out[0].Cause != CausePoison {
			t.Errorf("eliminations %+v", out)
		}
		if sc.player(0).Stats.Eliminated != 2 {
			t.Errorf("culprit's count %d", sc.player(0).Stats.Eliminated)
		}
	})
	t.Run("a Lord game scores poison eliminations by L-4", func(t *testing.T) {
		const L, B, C, D, E, F, G = 0, 1, 2, 3, 4, 5, 6
		sc := lord(t, 7, L, NoSeat, Pair{B, C}, Pair{D, E}, Pair{F, G})
		sc.do(poison(F, B, 10)) // F eliminates B, not F's opponent
		sc.wantPoints(0, 0, 1, 0, 0, -1, 0)
	})
	t.Run("poison changes no role and is not a hostile act", func(t *testing.T) {
		sc := buhmann(t, "A", "B", "C", "D")
		sc.do(poison(0, 1, 3)) // A's own turn: still no IT
		sc.wantIT(NoSeat)
		sc.wantCounters(0, 1)
		lordGame := lord(t, 5, 0, NoSeat, Pair{1, 2}, Pair{3, 4})
		lordGame.do(poison(1, 0, 2)) // the untouchable Lord gets counters (L-3 is about attacks and targets)
		lordGame.wantPoison(0, 2)
	})
	t.Run("B-7 does not apply to poison counters", func(t *testing.T) {
		sc := buhmann(t, "A", "B", "C")
		sc.do(passes(3)...) // A has 2 passivity counters
		sc.wantCounters(0, 2)
		sc.do(poison(NoSeat, 0, 4), poison(NoSeat, 0, -3))
		sc.wantPoison(0, 1)
		if sc.hasEffect(LifeGainPrevented, 0) {
			t.Error("a poison change was prevented")
		}
	})
	t.Run("the Buhmann endgame keeps them", func(t *testing.T) {
		sc := buhmann(t, "A", "B", "C")
		sc.do(poison(NoSeat, 0, 4, 2, 6))
		sc.do(Eliminate{Seats: []int{1}, Culprit: NoSeat, Cause: CauseConcede})
		if !sc.g.Endgame {
			t.Fatal("no endgame")
		}
		sc.wantPoison(0, 4)
		sc.wantPoison(2, 6)
		sc.do(poison(NoSeat, 2, 4))
		if !sc.g.Over || !reflect.DeepEqual(sc.g.Winners, []int{0}) {
			t.Errorf("the duel lost by poison: over %v, winners %v", sc.g.Over, sc.g.Winners)
		}
	})
	t.Run("entrants enter with 0 counters", func(t *testing.T) {
		sc := lord(t, 6, 0, 5, Pair{1, 2}, Pair{3, 4})
		sc.do(poison(NoSeat, 1, 4, 3, 7))
		sc.do(life(NoSeat, 3, -20)) // 3 out with 7 counters: 5 enters, 3 waits
		sc.wantPoison(1, 4)         // kept by a player still playing
		sc.do(life(NoSeat, 1, -20)) // 1 out: 3 enters again
		sc.wantPoison(3, 0)
	})
	t.Run("the Eliminate cause poison stays", func(t *testing.T) {
		sc := buhmann(t, "A", "B", "C")
		sc.do(Eliminate{Seats: []int{1}, Culprit: 0, Cause: CausePoison})
		if !sc.player(1).Out {
			t.Error("not out")
		}
	})
	t.Run("undo takes the counters back", func(t *testing.T) {
		sc := buhmann(t, "A", "B", "C")
		before := sc.g.State
		sc.do(poison(2, 1, 10), Undo{})
		if !reflect.DeepEqual(sc.g.State, before) {
			t.Error("undo did not restore the state before the poison")
		}
		sc.do(Redo{})
		if !sc.player(1).Out || sc.player(1).Poison != 10 {
			t.Errorf("redo: %+v", sc.player(1))
		}
	})
}

// TestWorkedExample4 is RULES.md worked example 4.
func TestWorkedExample4(t *testing.T) {
	t.Run("Lord", func(t *testing.T) {
		const L, B, C, D, E, F, G = 0, 1, 2, 3, 4, 5, 6
		sc := lord(t, 7, L, NoSeat, Pair{B, C}, Pair{D, E}, Pair{F, G})
		before := sc.g.State
		sc.do(poison(B, C, 6))
		sc.wantPoison(C, 6)
		sc.wantPoints(0, 0, 0, 0, 0, 0, 0)
		if sc.g.Lord != before.Lord || !reflect.DeepEqual(sc.g.Pairs, before.Pairs) || sc.player(C).Out {
			t.Errorf("6 poison counters changed more than the counters")
		}
		sc.do(poison(B, C, 4))
		sc.wantPoints(0, 2, 0, 0, 0, 0, 0)
		if out := sc.g.Eliminations(); len(out) != 1 || out[0].Seat != C || out[0].Culprit != B {
			t.Errorf("eliminations %+v", out)
		}
		c := sc.player(C)
		if sc.g.Lord != C || c.Life != 20 || c.Poison != 0 || c.Protection != (Protection{Rounds: 4}) {
			t.Errorf("C after re-entry: Lord %d, %+v", sc.g.Lord, c)
		}
		checkRoles(t, sc.g.State)
		sc.refused("C-11", poison(NoSeat, D, -1))
		sc.refused("C-11", poison(NoSeat, D, 0))
	})
	t.Run("Buhmann", func(t *testing.T) {
		const A, B = 0, 1
		sc := buhmann(t, "A", "B", "C", "D")
		sc.do(Attack{Attacker: A, Defenders: []int{B}}, Pass{}) // A is the IT; B's turn
		sc.wantIT(A)
		sc.do(poison(B, A, 3))
		sc.wantIT(A) // poison changes no role
		sc.wantPoison(A, 3)
		sc.do(Attack{Attacker: B, Defenders: []int{A}}) // the attack that dealt them
		sc.wantIT(B)
	})
}
