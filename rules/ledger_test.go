package rules

import (
	"reflect"
	"testing"
)

// TestLifeLossesForTheSummary: every loss of life is kept with its source
// (C-4) or as passivity (B-6); the summary adds up life lost and, for
// the source, life dealt to others, by source; a gain and a loss to
// oneself deal nothing; undo takes a loss back (C-8).
func TestLifeLossesForTheSummary(t *testing.T) {
	sc := buhmann(t, "A", "B", "C")
	sc.do(LifeChange{Changes: []Change{{Seat: 1, Delta: -3}, {Seat: 2, Delta: -2}}, Source: 0}) // an Earthquake by A
	sc.do(LifeChange{Changes: []Change{{Seat: 0, Delta: -1}}, Source: 0})                       // a pain land
	sc.do(LifeChange{Changes: []Change{{Seat: 1, Delta: 4}}, Source: NoSeat})                   // a gain
	sc.do(Pass{}, Pass{}, Pass{}, Pass{})                                                       // B: second turn start costs 1 (B-6)
	want := []LifeLoss{
		{Seat: 1, Life: 3, Source: 0, Round: 1, Turn: 1},
		{Seat: 2, Life: 2, Source: 0, Round: 1, Turn: 1},
		{Seat: 0, Life: 1, Source: 0, Round: 1, Turn: 1},
		{Seat: 0, Life: 1, Source: NoSeat, Passivity: true, Round: 2, Turn: 4},
		{Seat: 1, Life: 1, Source: NoSeat, Passivity: true, Round: 2, Turn: 5},
	}
	if got := sc.g.LifeLosses(); !reflect.DeepEqual(got, want) {
		t.Fatalf("LifeLosses =\n%+v\nwant\n%+v", got, want)
	}
	sum := NewSummary(sc.g.State)
	bySeat := map[int]Standing{}
	for _, st := range sum.Standings {
		bySeat[st.Seat] = st
	}
	for seat, w := range []struct {
		lost, dealt int
		lostTo      []LifeShare
	}{
		{2, 5, []LifeShare{{Seat: 0, Life: 1}, {Seat: NoSeat, Passivity: true, Life: 1}}},
		{4, 0, []LifeShare{{Seat: 0, Life: 3}, {Seat: NoSeat, Passivity: true, Life: 1}}},
		{2, 0, []LifeShare{{Seat: 0, Life: 2}}},
	} {
		st := bySeat[seat]
		if st.LifeLost != w.lost || st.LifeDealt != w.dealt || !reflect.DeepEqual(st.LostTo, w.lostTo) {
			t.Errorf("seat %d: lost %d to %+v, dealt %d; want %d to %+v, %d", seat, st.LifeLost, st.LostTo, st.LifeDealt,
				w.lost, w.lostTo, w.dealt)
		}
	}
	if want := []LifeShare{{Seat: 1, Life: 3}, {Seat: 2, Life: 2}}; !reflect.DeepEqual(bySeat[0].DealtTo, want) {
		t.Errorf("A dealt %+v, want %+v", bySeat[0].DealtTo, want)
	}
	sc.do(Undo{})
	if got := sc.g.LifeLosses(); len(got) != 4 {
		t.Errorf("after undo: %d losses, want 4", len(got))
	}
}

// TestHandPointsForTheSummary: manual points changes keep their reasons
// (L-11), in order.
func TestHandPointsForTheSummary(t *testing.T) {
	sc := lord(t, 5, 0, NoSeat, Pair{1, 2}, Pair{3, 4})
	sc.do(Points{Seat: 2, Delta: 2, Reason: "house dispute"}, Pass{}, Points{Seat: 1, Delta: -1, Reason: "slow play"})
	want := []HandPoints{{Seat: 2, Delta: 2, Reason: "house dispute", Round: 1, Turn: 1},
		{Seat: 1, Delta: -1, Reason: "slow play", Round: 1, Turn: 2}}
	if got := NewSummary(sc.g.State).HandPoints; !reflect.DeepEqual(got, want) {
		t.Errorf("HandPointsChanges = %+v, want %+v", got, want)
	}
}

// TestWithoutLedgerPlaysTheSameGame: a game replayed without its ledger
// (WithoutLedger, and without history as a check replays) ends in the
// same state as with it, but for the lists of life lost and points
// changed by hand, which stay empty.
func TestWithoutLedgerPlaysTheSameGame(t *testing.T) {
	for _, setup := range []Setup{
		{Variant: Lord, Players: []string{"A", "B", "C", "D", "E", "F", "G"}, Life: DefaultLife, Target: MaxTarget, Seed: 5},
		{Variant: Buhmann, Players: []string{"A", "B", "C", "D", "E", "F"}, Life: DefaultLife, Seed: 5},
	} {
		want, events := legalGame(setup, 3000, 9)
		g, _, err := NewGame(setup)
		if err != nil {
			t.Fatal(err)
		}
		g = g.WithoutLedger()
		for i, e := range events {
			if g, _, err = Apply(g, e); err != nil {
				t.Fatalf("%s, event %d: %v", setup.Variant, i, err)
			}
		}
		if len(want.LifeLosses()) == 0 {
			t.Fatalf("%s: the game loses no life: the test shows nothing", setup.Variant)
		}
		if len(g.LifeLosses()) != 0 || len(g.HandPointsChanges()) != 0 {
			t.Errorf("%s: %d losses and %d hand points kept without the ledger", setup.Variant,
				len(g.LifeLosses()), len(g.HandPointsChanges()))
		}
		if len(want.Eliminations()) > 1 && len(g.Eliminations()) != 1 {
			t.Errorf("%s: %d eliminations kept without the ledger, want the last", setup.Variant, len(g.Eliminations()))
		}
		got, wantState := g.State, want.State
		got.losses, got.handPoints, got.noLedger, got.eliminated = nil, nil, false, nil
		wantState.losses, wantState.handPoints, wantState.eliminated = nil, nil, nil
		if g.eliminated != nil && (g.eliminated.len != want.eliminated.len || g.eliminated.Elimination != want.eliminated.Elimination) {
			t.Errorf("%s: the last elimination without the ledger differs", setup.Variant)
		}
		if !reflect.DeepEqual(got, wantState) {
			t.Errorf("%s: the game without its ledger ends elsewhere", setup.Variant)
		}
	}
}
