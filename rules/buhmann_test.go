package rules

import "testing"

func TestB1_Start(t *testing.T) {
	sc := buhmann(t, "A", "B", "C")
	sc.wantIT(NoSeat)
	sc.wantCounters(0, 1) // passivity applies from the first turn
}

func TestB2_BecomingTheIT(t *testing.T) {
	t.Run("attack", func(t *testing.T) {
		sc := buhmann(t, "A", "B", "C")
		sc.do(Attack{Attacker: 0, Defenders: []int{2}})
		sc.wantIT(0)
	})
	t.Run("target on own turn", func(t *testing.T) {
		sc := buhmann(t, "A", "B", "C")
		sc.do(Target{Actor: 0, Owner: 1, Kind: TargetPermanent})
		sc.wantIT(0)
	})
	t.Run("target own things", func(t *testing.T) {
		sc := buhmann(t, "A", "B", "C")
		sc.do(Target{Actor: 0, Owner: 0, Kind: TargetGraveyard})
		sc.wantIT(NoSeat)
	})
	t.Run("target on someone else's turn", func(t *testing.T) {
		sc := buhmann(t, "A", "B", "C")
		sc.do(Target{Actor: 1, Owner: 2, Kind: TargetPlayer})
		sc.wantIT(NoSeat)
	})
}

func TestB3_WhileThereIsAnIT(t *testing.T) {
	sc := buhmann(t, "A", "B", "C", "D")
	sc.do(Attack{Attacker: 0, Defenders: []int{1}}) // A is the IT
	sc.do(Attack{Attacker: 0, Defenders: []int{1, 2, 3}})
	sc.do(Target{Actor: 0, Owner: 3, Kind: TargetLibrary}) // the IT targets anyone
	sc.refused("B-3", Target{Actor: 1, Owner: 2, Kind: TargetPlayer})
	sc.do(Target{Actor: 1, Owner: 1, Kind: TargetPermanent}) // own things
	sc.do(Target{Actor: 1, Owner: 0, Kind: TargetSpell})     // the IT's things, off-turn
	sc.wantIT(0)
	sc.do(Pass{})
	sc.refused("B-3", Attack{Attacker: 1, Defenders: []int{2}})
	sc.refused("B-3", Attack{Attacker: 1, Defenders: []int{0, 2}})
	sc.refused("B-3", Target{Actor: 1, Owner: 3, Kind: TargetGraveyard})
}

func TestB4_PassingTheRole(t *testing.T) {
	sc := buhmann(t, "A", "B", "C", "D")
	sc.do(Attack{Attacker: 0, Defenders: []int{2}}, Pass{})
	sc.do(Target{Actor: 1, Owner: 0, Kind: TargetPermanent})
	sc.wantIT(1)
	sc.do(Pass{}, Attack{Attacker: 2, Defenders: []int{1}})
	sc.wantIT(2)
}

func TestB5_BecomingTheITClearsCounters(t *testing.T) {
	sc := buhmann(t, "A", "B", "C")
	sc.do(passes(3)...) // A's second turn: 2 counters
	sc.wantCounters(0, 2)
	sc.do(Attack{Attacker: 0, Defenders: []int{1}})
	sc.wantCounters(0, 0)
	if !sc.hasEffect(CountersCleared, 0) {
		t.Error("no CountersCleared effect")
	}
}

func TestB6_PassivityAtTurnStart(t *testing.T) {
	sc := buhmann(t, "A", "B", "C")
	sc.wantCounters(0, 1)
	sc.wantLife(0, 20)
	sc.do(passes(3)...)
	sc.wantLife(0, 19)
	sc.wantCounters(0, 2)
	sc.do(passes(3)...)
	sc.wantLife(0, 17) // loses 2, stays at 2 counters
	sc.wantCounters(0, 2)
	// The IT neither loses life nor gains counters.
	sc.do(Attack{Attacker: 0, Defenders: []int{1}})
	sc.do(passes(3)...)
	sc.wantLife(0, 17)
	sc.wantCounters(0, 0)
}

func TestB7_LifeGainLock(t *testing.T) {
	sc := buhmann(t, "A", "B", "C")
	sc.do(passes(3)...) // A has 2 counters
	sc.do(life(NoSeat, 0, +5, 1, +2, 2, -1))
	sc.wantLife(0, 19) // prevented
	sc.wantLife(1, 22)
	sc.wantLife(2, 19)
	if !sc.hasEffect(LifeGainPrevented, 0) {
		t.Error("no LifeGainPrevented effect")
	}
	sc.do(life(NoSeat, 0, -4))
	sc.wantLife(0, 15) // losses still apply
}

func TestB8_TheITLeaves(t *testing.T) {
	sc := buhmann(t, "A", "B", "C", "D")
	sc.do(Pass{}, Attack{Attacker: 1, Defenders: []int{2}})
	sc.wantIT(1)
	sc.do(Eliminate{Seats: []int{1}, Culprit: NoSeat, Cause: CauseConcede})
	sc.wantIT(NoSeat)
	sc.wantCounters(0, 1) // counters are kept
	sc.do(Attack{Attacker: 2, Defenders: []int{3}})
	sc.wantIT(2)
}

func TestB9_Endgame(t *testing.T) {
	sc := buhmann(t, "A", "B", "C")
	sc.do(Attack{Attacker: 0, Defenders: []int{1}}, Pass{}, Pass{}) // C has 1 counter
	sc.do(Eliminate{Seats: []int{1}, Culprit: 2, Cause: CauseOther})
	if !sc.g.Endgame {
		t.Fatal("no endgame with two players left")
	}
	sc.wantIT(NoSeat)
	sc.wantCounters(2, 0)
	sc.do(Target{Actor: 2, Owner: 0, Kind: TargetPlayer}) // no IT made
	sc.wantIT(NoSeat)
	sc.do(passes(4)...)
	sc.wantLife(0, 20) // no passivity
	sc.wantCounters(0, 0)
}

func TestB10_Winner(t *testing.T) {
	sc := buhmann(t, "A", "B", "C")
	sc.do(Eliminate{Seats: []int{1}, Culprit: NoSeat, Cause: CauseConcede})
	sc.do(life(0, 2, -20))
	if !sc.g.Over || len(sc.g.Winners) != 1 || sc.g.Winners[0] != 0 {
		t.Fatalf("winner: over %v winners %v", sc.g.Over, sc.g.Winners)
	}
	draw := buhmann(t, "A", "B", "C")
	draw.do(Eliminate{Seats: []int{1}, Culprit: NoSeat, Cause: CauseConcede})
	draw.do(life(NoSeat, 0, -20, 2, -20))
	if !draw.g.Over || len(draw.g.Winners) != 0 {
		t.Fatalf("draw: over %v winners %v", draw.g.Over, draw.g.Winners)
	}
}

func TestB11_EliminatedOnTheirOwnTurnStart(t *testing.T) {
	sc := buhmann(t, "A", "B", "C", "D")
	sc.do(passes(4)...)         // everyone has 1 counter, A's second turn: 2
	sc.do(life(NoSeat, 1, -19)) // B at 1 life with 1 counter
	sc.do(Pass{})               // B loses 1: out, no turn
	if !sc.player(1).Out {
		t.Fatal("B was not eliminated by passivity")
	}
	sc.wantActive(2)
	sc.wantCounters(2, 2) // C's turn-start effects applied
}

// TestWorkedExample1 is RULES.md worked example 1.
func TestWorkedExample1(t *testing.T) {
	const a, b, c = 0, 1, 2
	sc := buhmann(t, "A", "B", "C", "D")
	sc.wantCounters(a, 1)
	sc.do(passes(3)...)
	for seat := range 4 {
		sc.wantCounters(seat, 1)
	}
	sc.do(Pass{}) // A's 2nd turn
	sc.wantLife(a, 19)
	sc.wantCounters(a, 2)
	sc.do(Attack{Attacker: a, Defenders: []int{c}})
	sc.wantIT(a)
	sc.wantCounters(a, 0)
	sc.do(Pass{}) // B's turn
	sc.wantLife(b, 19)
	sc.wantCounters(b, 2)
	sc.do(life(NoSeat, b, +3))
	sc.wantLife(b, 19)
	sc.refused("B-3", Attack{Attacker: b, Defenders: []int{c}})
	sc.do(Attack{Attacker: b, Defenders: []int{a}})
	sc.wantIT(b)
}
