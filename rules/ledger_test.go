package rules

import (
	"reflect"
	"slices"
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
// same state as with it and adds up the same summary, but keeps only the
// last few losses of life, and of the eliminations and manual points
// changes only the last once TakeLedger took them (every elimination in
// Buhmann), having handed over every one, in order.
func TestWithoutLedgerPlaysTheSameGame(t *testing.T) {
	for _, setup := range []Setup{
		{Variant: Lord, Players: []string{"A", "B", "C", "D", "E", "F", "G"}, Life: DefaultLife, Target: MaxTarget, Seed: 5},
		{Variant: Buhmann, Players: []string{"A", "B", "C", "D", "E", "F"}, Life: DefaultLife, Seed: 5},
	} {
		want, events := withoutUndo(t, setup, 8000, 9)
		g, _, err := NewGame(setup)
		if err != nil {
			t.Fatal(err)
		}
		g = g.WithoutHistory().WithoutLedger()
		var elims []Elimination
		var hand []HandPoints
		for i, e := range events {
			if g, err = ReplayStep(g, e); err != nil {
				t.Fatalf("%s, event %d: %v", setup.Variant, i, err)
			}
			var e []Elimination
			var h []HandPoints
			g, e, h = g.TakeLedger()
			elims, hand = append(elims, e...), append(hand, h...)
		}
		losses := 2 * lossEvery // enough for the totals to be kept and the list let go
		if setup.Variant == Buhmann {
			losses = 1 // a Buhmann game ends sooner
		}
		if len(want.LifeLosses()) < losses || len(want.Eliminations()) < 2 {
			t.Fatalf("%s: %d losses, %d eliminations: the test shows nothing", setup.Variant,
				len(want.LifeLosses()), len(want.Eliminations()))
		}
		if setup.Variant == Lord && len(want.HandPointsChanges()) < 2 {
			t.Fatalf("lord: %d manual points changes: the test shows nothing", len(want.HandPointsChanges()))
		}
		if !reflect.DeepEqual(elims, want.Eliminations()) || !reflect.DeepEqual(hand, want.HandPointsChanges()) {
			t.Errorf("%s: TakeLedger handed over %d eliminations and %d manual changes, want %d and %d", setup.Variant,
				len(elims), len(hand), len(want.Eliminations()), len(want.HandPointsChanges()))
		}
		if n := len(g.LifeLosses()); n >= lossEvery {
			t.Errorf("%s: %d losses kept without the ledger, want fewer than %d", setup.Variant, n, lossEvery)
		}
		wantKept := 1
		if setup.Variant == Buhmann {
			wantKept = len(want.Eliminations())
		}
		if len(g.Eliminations()) != wantKept || len(g.HandPointsChanges()) > 1 {
			t.Errorf("%s: %d eliminations and %d manual changes kept without the ledger, want %d and at most 1",
				setup.Variant, len(g.Eliminations()), len(g.HandPointsChanges()), wantKept)
		}
		gotSum, wantSum := NewSummary(g.State), NewSummary(want.State)
		gotSum.Eliminations, gotSum.HandPoints, wantSum.Eliminations, wantSum.HandPoints = nil, nil, nil, nil
		if !reflect.DeepEqual(gotSum, wantSum) {
			t.Errorf("%s: the summary without the ledger differs:\n%+v\nwant\n%+v", setup.Variant, gotSum, wantSum)
		}
		got, wantState := g.State, want.State
		got.losses, got.handPoints, got.noLedger, got.eliminated, got.lossMark, got.taken = nil, nil, false, nil, nil, ledgerTaken{}
		wantState.losses, wantState.handPoints, wantState.eliminated, wantState.lossMark = nil, nil, nil, nil
		if g.eliminated != nil && (g.eliminated.len != want.eliminated.len || g.eliminated.item != want.eliminated.item) {
			t.Errorf("%s: the last elimination without the ledger differs", setup.Variant)
		}
		if !reflect.DeepEqual(got, wantState) {
			t.Errorf("%s: the game without its ledger ends elsewhere", setup.Variant)
		}
	}
}

// withoutUndo is a legal game of about n events without undo or redo (a
// game without history refuses those) and the game they end in.
func withoutUndo(t *testing.T, setup Setup, n int, seed uint64) (Game, []Event) {
	t.Helper()
	_, events := legalGame(setup, n, seed)
	g, _, err := NewGame(setup)
	if err != nil {
		t.Fatal(err)
	}
	var kept []Event
	for _, e := range events {
		switch e.(type) {
		case Undo, Redo:
			continue
		}
		if next, _, err := Apply(g, e); err == nil {
			g, kept = next, append(kept, e)
		}
	}
	return g, kept
}

// TestTakeLedgerWaitsForTheHistory: a game that can undo keeps its
// eliminations and manual changes: an undo may take them back.
func TestTakeLedgerWaitsForTheHistory(t *testing.T) {
	sc := lord(t, 5, 0, NoSeat, Pair{1, 2}, Pair{3, 4})
	g := sc.g.WithoutLedger()
	g, _, err := Apply(g, Points{Seat: 2, Delta: 2, Reason: "house dispute"})
	if err != nil {
		t.Fatal(err)
	}
	if _, _, hand := g.TakeLedger(); hand != nil {
		t.Fatalf("took %v from a game that can undo it", hand)
	}
	g, _, hand := g.ForgetHistory().TakeLedger()
	if len(hand) != 1 || hand[0].Reason != "house dispute" || len(g.HandPointsChanges()) != 1 {
		t.Fatalf("after ForgetHistory took %v, kept %v", hand, g.HandPointsChanges())
	}
	if _, _, again := g.TakeLedger(); again != nil {
		t.Fatalf("took %v twice", again)
	}
}

// naiveLosses adds up the losses of life into the standings as the
// summary did before it kept them added up (lossMark): every loss, by
// map.
func naiveLosses(standings []Standing, losses []LifeLoss) {
	type key struct {
		seat      int
		passivity bool
	}
	lost := make([]map[key]int, len(standings))
	dealt := make([]map[key]int, len(standings))
	for _, l := range losses {
		if l.Seat < 0 || l.Seat >= len(standings) {
			continue
		}
		standings[l.Seat].LifeLost += l.Life
		if lost[l.Seat] == nil {
			lost[l.Seat] = map[key]int{}
		}
		lost[l.Seat][key{l.Source, l.Passivity}] += l.Life
		if src := l.Source; src != NoSeat && src != l.Seat && src >= 0 && src < len(standings) {
			standings[src].LifeDealt += l.Life
			if dealt[src] == nil {
				dealt[src] = map[key]int{}
			}
			dealt[src][key{l.Seat, false}] += l.Life
		}
	}
	shares := func(m map[key]int) []LifeShare {
		out := make([]LifeShare, 0, len(m))
		for k, life := range m {
			out = append(out, LifeShare{Seat: k.seat, Passivity: k.passivity, Life: life})
		}
		slices.SortFunc(out, compareShares)
		return out
	}
	for i := range standings {
		standings[i].LostTo, standings[i].DealtTo = shares(lost[i]), shares(dealt[i])
	}
}

// TestSummaryLossesKeptAddedUp: the life lost and dealt of the summary,
// added up from the marks kept every lossEvery losses, are what adding
// up every loss gives, at every step of long games with undo and redo
// (which take marks back with the losses).
func TestSummaryLossesKeptAddedUp(t *testing.T) {
	for _, setup := range []Setup{
		{Variant: Lord, Players: []string{"A", "B", "C", "D", "E", "F", "G"}, Life: DefaultLife, Target: MaxTarget, Seed: 5},
		{Variant: Buhmann, Players: []string{"A", "B", "C", "D", "E", "F"}, Life: 999, Seed: 5},
	} {
		_, events := legalGame(setup, 4000, 13)
		g, _, _ := NewGame(setup)
		for i, e := range events {
			g, _, _ = Apply(g, e)
			if i%97 != 0 && i != len(events)-1 {
				continue
			}
			got := NewSummary(g.State).Standings
			want := NewSummary(g.State).Standings
			for k := range want {
				want[k].LifeLost, want[k].LifeDealt, want[k].LostTo, want[k].DealtTo = 0, 0, nil, nil
			}
			bySeat := slices.Clone(want)
			slices.SortFunc(bySeat, func(a, b Standing) int { return a.Seat - b.Seat })
			naiveLosses(bySeat, g.LifeLosses())
			for k := range want {
				for _, b := range bySeat {
					if b.Seat == want[k].Seat {
						want[k] = b
					}
				}
			}
			if !reflect.DeepEqual(got, want) {
				t.Fatalf("%s, event %d (%d losses): the summary's losses differ from adding up every loss:\n got %+v\nwant %+v",
					setup.Variant, i, len(g.LifeLosses()), got, want)
			}
		}
		if n := len(g.LifeLosses()); setup.Variant == Lord && n < 2*lossEvery { // Buhmann's random games end sooner
			t.Fatalf("%s: %d losses, too few to pass a mark", setup.Variant, n)
		}
	}
}

// TestSummaryFirst: a summary with the first k eliminations and points
// changed by hand is the whole summary with its lists cut to k, and
// counts them all, at every step of long games, for every k.
func TestSummaryFirst(t *testing.T) {
	for _, setup := range []Setup{
		{Variant: Lord, Players: []string{"A", "B", "C", "D", "E", "F", "G"}, Life: DefaultLife, Target: MaxTarget, Seed: 5},
		{Variant: Buhmann, Players: []string{"A", "B", "C", "D", "E", "F"}, Life: DefaultLife, Seed: 5},
	} {
		_, events := legalGame(setup, 3000, 17)
		g, _, _ := NewGame(setup)
		for i, e := range events {
			g, _, _ = Apply(g, e)
			if i%61 != 0 {
				continue
			}
			whole := NewSummary(g.State)
			if whole.EliminationsTotal != len(whole.Eliminations) || whole.HandPointsTotal != len(whole.HandPoints) {
				t.Fatalf("event %d: the whole summary counts %d and %d, holds %d and %d", i, whole.EliminationsTotal,
					whole.HandPointsTotal, len(whole.Eliminations), len(whole.HandPoints))
			}
			for _, k := range []int{0, 1, 2, 5, 33, 1000} {
				want := whole
				want.Eliminations = want.Eliminations[:min(k, len(want.Eliminations))]
				want.HandPoints = want.HandPoints[:min(k, len(want.HandPoints))]
				got := NewSummaryFirst(g.State, k)
				if len(got.Eliminations) == 0 {
					got.Eliminations = want.Eliminations[:0]
				}
				if len(got.HandPoints) == 0 {
					got.HandPoints = want.HandPoints[:0]
				}
				if !reflect.DeepEqual(got, want) {
					t.Fatalf("%s, event %d, first %d: %+v\nwant %+v", setup.Variant, i, k, got, want)
				}
			}
		}
		if s := NewSummary(g.State); setup.Variant == Lord && s.EliminationsTotal < 40 {
			t.Fatalf("%s: %d eliminations, too few to show anything", setup.Variant, s.EliminationsTotal)
		}
	}
}
