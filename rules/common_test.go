package rules

import (
	"errors"
	"reflect"
	"slices"
	"strings"
	"testing"
)

func TestC1_Seats(t *testing.T) {
	names := func(n int) []string {
		all := []string{"Ana", "Ben", "Cem", "Dora", "Eli", "Finn", "Gus", "Hana", "Ivo", "Jan", "Kai", "Lia", "Mo"}
		return all[:n]
	}
	cases := []struct {
		name  string
		setup Setup
		ok    bool
	}{
		{"buhmann 3", Setup{Variant: Buhmann, Players: names(3), Life: 20}, true},
		{"buhmann 2", Setup{Variant: Buhmann, Players: names(2), Life: 20}, false},
		{"buhmann 12", Setup{Variant: Buhmann, Players: names(12), Life: 20}, true},
		{"buhmann 13", Setup{Variant: Buhmann, Players: names(13), Life: 20}, false},
		{"lord 4", Setup{Variant: Lord, Players: names(4), Life: 20, Target: 10}, false},
		{"lord 5", Setup{Variant: Lord, Players: names(5), Life: 20, Target: 10}, true},
		{"empty name", Setup{Variant: Buhmann, Players: []string{"Ana", "", "Cem"}, Life: 20}, false},
		{"blank name", Setup{Variant: Buhmann, Players: []string{"Ana", "   ", "Cem"}, Life: 20}, false},
		{"untrimmed", Setup{Variant: Buhmann, Players: []string{"Ana ", "Ben", "Cem"}, Life: 20}, false},
		{"same name, other case", Setup{Variant: Buhmann, Players: []string{"Ana", "ANA", "Cem"}, Life: 20}, false},
		{"control character", Setup{Variant: Buhmann, Players: []string{"Ana", "B\x07en", "Cem"}, Life: 20}, false},
		{"zero-width space", Setup{Variant: Buhmann, Players: []string{"Ana", "Be\u200bn", "Cem"}, Life: 20}, false},
		{"24 characters", Setup{Variant: Buhmann, Players: []string{"Ana", strings.Repeat("ö", 24), "Cem"}, Life: 20}, true},
		{"25 characters", Setup{Variant: Buhmann, Players: []string{"Ana", strings.Repeat("x", 25), "Cem"}, Life: 20}, false},
		{"24 combined characters", Setup{Variant: Buhmann, Players: []string{"Ana", strings.Repeat("o\u0308", 24), "Cem"}, Life: 20}, true},
		{"wide names", Setup{Variant: Buhmann, Players: []string{"Ana", "李小龍", "🐉🇩🇪"}, Life: 20}, true},
		{"bad text", Setup{Variant: Buhmann, Players: []string{"Ana", "\xff", "Cem"}, Life: 20}, false},
	}
	for _, c := range cases {
		err := c.setup.Validate()
		if (err == nil) != c.ok {
			t.Errorf("%s: ok=%v, got %v", c.name, c.ok, err)
		}
		if err != nil && !strings.HasPrefix(err.Error(), "C-1: ") {
			t.Errorf("%s: error should start with C-1: %v", c.name, err)
		}
	}
}

func TestC2_Turns(t *testing.T) {
	sc := lord(t, 6, 0, 2, Pair{1, 3}, Pair{4, 5})
	sc.wantActive(0)
	sc.do(Pass{})
	sc.wantActive(1)
	sc.do(Pass{}) // seat 2 waits: skipped
	sc.wantActive(3)
	sc.do(Eliminate{Seats: []int{4}, Cause: CauseConcede})
	sc.do(Pass{})
	// Seat 4 re-entered or waits; either way the turn moves clockwise.
	if sc.g.Active != 4 && sc.g.Active != 5 {
		t.Errorf("active: got %d", sc.g.Active)
	}
}

func TestC3_TurnsAndRoundsCounted(t *testing.T) {
	sc := newScenario(t, Setup{Variant: Buhmann, Players: []string{"A", "B", "C", "D"}, First: 2})
	if sc.g.Turn != 1 || sc.g.Round != 1 || sc.g.Active != 2 {
		t.Fatalf("start: turn %d round %d active %d", sc.g.Turn, sc.g.Round, sc.g.Active)
	}
	if !sc.hasEffect(PassivityCounterGained, 2) {
		t.Errorf("the first turn's turn-start effects did not apply")
	}
	sc.do(passes(3)...) // D, A, B
	if sc.g.Turn != 4 || sc.g.Round != 1 {
		t.Errorf("after 3 passes: turn %d round %d", sc.g.Turn, sc.g.Round)
	}
	sc.do(Pass{}) // back to C: round 2
	if sc.g.Turn != 5 || sc.g.Round != 2 {
		t.Errorf("back at the first seat: turn %d round %d", sc.g.Turn, sc.g.Round)
	}
	// The first seat is eliminated: passing over it still begins a round.
	sc.do(Eliminate{Seats: []int{2}, Cause: CauseConcede}) // turn passes to D
	sc.do(Pass{}, Pass{}, Pass{})                          // A, B, D passes C
	if sc.g.Round != 3 {
		t.Errorf("passing the first seat: round %d, want 3", sc.g.Round)
	}
}

func TestC4_Life(t *testing.T) {
	sc := newScenario(t, Setup{Variant: Buhmann, Players: []string{"A", "B", "C"}, Life: 7})
	sc.wantLife(0, 7)
	sc.do(life(NoSeat, 1, -3, 2, +4))
	sc.wantLife(1, 4)
	sc.wantLife(2, 11)
	sc.refused("C-4", life(NoSeat, 1, MaxDelta+1))
	bad := Setup{Variant: Buhmann, Players: []string{"A", "B", "C"}, Life: 1000}
	if err := bad.Validate(); err == nil || !strings.HasPrefix(err.Error(), "C-4") {
		t.Errorf("life 1000: %v", err)
	}
}

func TestC5_Elimination(t *testing.T) {
	sc := buhmann(t, "A", "B", "C", "D", "E")
	sc.do(life(3, 1, -20, 2, -25))
	if !sc.player(1).Out || !sc.player(2).Out {
		t.Fatal("players at 0 or less life are not out")
	}
	if got := sc.g.Eliminations(); len(got) != 2 || got[0].Culprit != 3 || got[1].Culprit != 3 {
		t.Errorf("culprits: %+v", got)
	}
	// The active player is eliminated: the turn passes on at once.
	sc.do(Eliminate{Seats: []int{0}, Culprit: NoSeat, Cause: CausePoison})
	sc.wantActive(3)
	if sc.g.Turn != 2 {
		t.Errorf("turn: got %d, want 2", sc.g.Turn)
	}
}

func TestC6_HostileActs(t *testing.T) {
	sc := lord(t, 5, 0, NoSeat, Pair{1, 2}, Pair{3, 4})
	sc.refused("C-6", Attack{Attacker: 1, Defenders: []int{2}}) // not the active player
	sc.do(Pass{})
	sc.do(Attack{Attacker: 1, Defenders: []int{2, 3}})
	sc.do(Target{Actor: 4, Owner: 3, Kind: TargetSpell}) // off-turn targets are recorded
	sc.refused("C-6", Target{Actor: 4, Owner: 3, Kind: "creature"})
	sc.refused("C-6", Attack{Attacker: 1, Defenders: []int{1}})
}

func TestC6a_SeatsNamedByEvents(t *testing.T) {
	sc := lord(t, 6, 0, 5, Pair{1, 2}, Pair{3, 4})
	sc.refused("C-6a", life(NoSeat, 5, -1))        // waiting
	sc.refused("C-6a", life(5, 1, -1))             // waiting source
	sc.refused("C-6a", life(NoSeat, 1, -1, 1, -2)) // twice
	sc.refused("C-6a", life(NoSeat, 9, -1))        // no such seat
	sc.refused("C-6a", Eliminate{Seats: []int{1}, Culprit: 5, Cause: CauseOther})
	sc.refused("C-6a", Attack{Attacker: 0, Defenders: []int{1, 1}})
	sc.refused("C-6a", Attack{Attacker: 0, Defenders: nil})
	sc.do(Points{Seat: 5, Delta: 1, Reason: "points may name any seat"})
	sc.refused("C-6a", Points{Seat: 6, Delta: 1, Reason: "test"})
}

func TestC7_Legality(t *testing.T) {
	sc := buhmann(t, "A", "B", "C")
	sc.do(Attack{Attacker: 0, Defenders: []int{1}})
	sc.do(Pass{})
	_, _, err := Apply(sc.g, Attack{Attacker: 1, Defenders: []int{2}})
	var re *RuleError
	if !errors.As(err, &re) || re.Key != RefuseAttackNotIT || !slices.Equal(re.Args.Seats, []int{0, 2}) ||
		!strings.HasPrefix(err.Error(), "B-3: ") || re.Names[0] != "A" {
		t.Fatalf("want a refusal by B-3 naming the IT A and C, got %v", err)
	}
	sc.refused("B-3", Attack{Attacker: 1, Defenders: []int{2}})
}

func TestC8_Undo(t *testing.T) {
	sc := lord(t, 7, 0, NoSeat, Pair{1, 2}, Pair{3, 4}, Pair{5, 6})
	before := sc.g.State
	sc.do(Eliminate{Seats: []int{2}, Culprit: 1, Cause: CausePoison}) // draws a Lord and pairs
	after := sc.g.State
	sc.do(Undo{})
	if !reflect.DeepEqual(sc.g.State, before) {
		t.Fatal("undo did not restore the state before the event")
	}
	sc.do(Redo{})
	if !reflect.DeepEqual(sc.g.State, after) {
		t.Fatal("redo did not restore the state after the event")
	}
	sc.do(Undo{}, Undo{}) // also the roles
	sc.refused("C-8", Undo{})
	sc.do(Redo{}, Redo{})
	sc.refused("C-8", Redo{})
	// A new event after an undo drops the redo history.
	sc.do(Undo{}, Pass{})
	sc.refused("C-8", Redo{})
}

func TestC9_Determinism(t *testing.T) {
	setup := Setup{Variant: Lord, Players: []string{"A", "B", "C", "D", "E", "F"}, Life: 20, Target: 10, Seed: 42}
	play := func() State {
		g, _, _ := NewGame(setup)
		for _, e := range []Event{Eliminate{Seats: []int{g.Pairs[0][0]}, Culprit: NoSeat, Cause: CauseConcede}, Pass{}, Pass{}} {
			g, _, _ = Apply(g, e)
		}
		return g.State
	}
	if !reflect.DeepEqual(play(), play()) {
		t.Fatal("the same setup and events gave different states")
	}
	other := setup
	other.Seed = 43
	g1, _, _ := NewGame(setup)
	different := false
	for seed := uint64(1); seed < 20 && !different; seed++ {
		other.Seed = seed
		g2, _, _ := NewGame(other)
		different = !reflect.DeepEqual(g1.Pairs, g2.Pairs) || g1.Lord != g2.Lord
	}
	if !different {
		t.Error("the seed does not change the draw")
	}
}

func TestC10_GameOver(t *testing.T) {
	sc := buhmann(t, "A", "B", "C")
	sc.do(Eliminate{Seats: []int{1}, Culprit: 0, Cause: CauseOther})
	sc.do(Eliminate{Seats: []int{0}, Culprit: 2, Cause: CauseOther}) // the active player
	if !sc.g.Over {
		t.Fatal("game not over")
	}
	sc.wantActive(0) // the turn stays where it is
	sc.refused("C-10", Pass{})
	sc.refused("C-10", End{})
	sc.do(Undo{})
	if sc.g.Over {
		t.Fatal("undo did not reopen the game")
	}
}

// TestRuleErrorText: a refusal's own text holds no words, only the rule id
// first (C-7), the key and the arguments; package wording says it.
func TestRuleErrorText(t *testing.T) {
	err := refuse("B-3", RefuseAttackNotIT, seats(0, 2))
	if err.Error() != "B-3: attack-not-it seats=[0 2]" {
		t.Fatalf("got %v", err)
	}
	inner := &RuleError{Rule: "C-1", Key: RefuseNameSpaces, Args: RefusalArgs{Text: " Ana"}}
	err = refuse("C-1", RefuseSeatName, RefusalArgs{Numbers: []int{1}, Name: inner})
	if err.Error() != `C-1: seat-name numbers=[1] (C-1: name-spaces text=" Ana")` {
		t.Fatalf("got %v", err)
	}
}

// TestEveryRefusalKeyHasAnID: the identifiers are the keys of message
// catalogues, so each key has its own.
func TestEveryRefusalKeyHasAnID(t *testing.T) {
	seen := map[string]RefusalKey{}
	for k := range RefusalKeyCount {
		id := k.String()
		if id == "" || strings.HasPrefix(id, "refusal-") {
			t.Errorf("key %d has no identifier", k)
		}
		if other, dup := seen[id]; dup {
			t.Errorf("keys %d and %d are both %q", other, k, id)
		}
		seen[id] = k
	}
}

// TestC3_OpeningTurnOrder: the turn order at the start is kept once the
// game starts, the first player first; a waiting player takes no place in
// it (L-7a), roles set by hand before the start count, and undoing the
// first event forgets it.
func TestC3_OpeningTurnOrder(t *testing.T) {
	sc := newScenario(t, Setup{Variant: Buhmann, Players: []string{"A", "B", "C", "D"}, First: 2})
	if len(sc.g.Opening) != 0 {
		t.Fatalf("before the start: opening %v", sc.g.Opening)
	}
	sc.do(Pass{}, Pass{})
	if want := []int{2, 3, 0, 1}; !slices.Equal(sc.g.Opening, want) {
		t.Errorf("Buhmann from seat 2: opening %v, want %v", sc.g.Opening, want)
	}
	lord := lord(t, 6, 1, 0, Pair{2, 3}, Pair{4, 5}) // Ana (seat 0, the first) waits
	lord.do(Pass{})
	if want := []int{1, 2, 3, 4, 5}; !slices.Equal(lord.g.Opening, want) {
		t.Errorf("Lord, the first seat waiting: opening %v, want %v", lord.g.Opening, want)
	}
	lord.do(Undo{})
	if len(lord.g.Opening) != 0 {
		t.Errorf("after undoing the first event: opening %v", lord.g.Opening)
	}
}
