package rules

import (
	"errors"
	"testing"
)

// TestN1TimeCalled: time called is kept with the turn it was called in
// and counts the turns still to play down as turns pass; it changes no
// other rule, is refused twice or with turns out of range, and undo takes
// it back (C-8).
func TestN1TimeCalled(t *testing.T) {
	g, _, err := NewGame(Setup{Variant: Buhmann, Players: []string{"Ana", "Ben", "Cem", "Dora"}, Life: 20, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	before := g.State
	g, _, err = Apply(g, TimeCalled{Turns: 4})
	if err != nil || !g.State.Time.Called || g.State.Time.Turn != 1 || g.State.Time.TurnsLeft(g.State.Turn) != 4 {
		t.Fatalf("time called: %+v (%v)", g.State.Time, err)
	}
	if g.State.Active != before.Active || g.State.Players[0] != before.Players[0] {
		t.Fatal("time called changed the game")
	}
	for range 2 {
		if g, _, err = Apply(g, Pass{}); err != nil {
			t.Fatal(err)
		}
	}
	if left := g.State.Time.TurnsLeft(g.State.Turn); left != 2 {
		t.Fatalf("two turns later %d turns left, want 2", left)
	}
	var re *RuleError
	if _, _, err := Apply(g, TimeCalled{Turns: 4}); !errors.As(err, &re) || re.Rule != "N-1" || re.Key != RefuseTimeCalledTwice {
		t.Fatalf("time called twice: %v", err)
	}
	g2, _, _ := NewGame(Setup{Variant: Buhmann, Players: []string{"Ana", "Ben", "Cem"}, Life: 20, Seed: 1})
	if _, _, err := Apply(g2, TimeCalled{Turns: MaxTimeTurns + 1}); !errors.As(err, &re) || re.Key != RefuseTimeTurns {
		t.Fatalf("%d turns: %v", MaxTimeTurns+1, err)
	}
	if g3, _, err := Apply(g2, TimeCalled{Turns: MaxTimeTurns}); err != nil || g3.State.Time.TurnsLeft(g3.State.Turn) != MaxTimeTurns {
		t.Fatalf("%d turns, the most a club's end of round gives: %+v (%v)", MaxTimeTurns, g3.State.Time, err)
	}
	g2, _, _ = Apply(g2, TimeCalled{Turns: 3})
	if g2, _, err = Apply(g2, Undo{}); err != nil || g2.State.Time.Called {
		t.Fatalf("undo left %+v (%v)", g2.State.Time, err)
	}
}

// TestN1_EndOfRound: before time is called, the club's extra turns for
// every player still in (after the active player's turn), none for a
// club that gives none, never more than MaxTimeTurns; once the game
// records time called, the turns its time record left, counting down as
// turns pass, whatever the club's extra turns say then.
func TestN1_EndOfRound(t *testing.T) {
	setup := Setup{Variant: Buhmann, Players: []string{"Ida", "Jan", "Kim", "Lea", "Mo"}, Life: 20, Seed: 3}
	g, _, err := NewGame(setup)
	if err != nil {
		t.Fatal(err)
	}
	if g, _, err = Apply(g, Eliminate{Seats: []int{4}, Culprit: NoSeat, Cause: CauseConcede}); err != nil {
		t.Fatal(err)
	}
	e := EndOfRoundOf(g.State)
	if e.In != 4 || e.Time.Called {
		t.Fatalf("four players in, time not called: %+v", e)
	}
	for _, c := range []struct{ extra, want int }{{1, 4}, {2, 8}, {0, 0}, {-1, 0}, {99, MaxTimeTurns}} {
		if got := e.TurnsToPlay(c.extra); got != c.want {
			t.Errorf("four players in, %d more turns each: %d turns to play, want %d", c.extra, got, c.want)
		}
	}
	for _, ev := range []Event{TimeCalled{Turns: 5}, Pass{}, Pass{}} {
		if g, _, err = Apply(g, ev); err != nil {
			t.Fatal(err)
		}
	}
	for _, extra := range []int{0, 2, 3} {
		if got := EndOfRoundOf(g.State).TurnsToPlay(extra); got != 3 {
			t.Errorf("two turns after time was called with 5 (extra %d): %d, want 3", extra, got)
		}
	}
}
