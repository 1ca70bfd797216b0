package tableview

import (
	"testing"

	"rolekeeper/rules"
)

func game(t *testing.T, setup rules.Setup, events ...rules.Event) rules.State {
	t.Helper()
	g, _, err := rules.NewGame(setup)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range events {
		if g, _, err = rules.Apply(g, e); err != nil {
			t.Fatal(err)
		}
	}
	return g.State
}

// TestC11PoisonShownOnlyWhilePlaying: poison counters are shown for a
// seat that plays; a seat out with lethal counters shows none but is
// marked out by poison (C-11).
func TestC11PoisonShownOnlyWhilePlaying(t *testing.T) {
	s := game(t, rules.Setup{Variant: rules.Buhmann, Players: []string{"Ida", "Jan", "Kim", "Lea"}, Life: 20, Seed: 17},
		rules.Poison{Source: rules.NoSeat, Changes: []rules.Change{{Seat: 1, Delta: 3}}},
		rules.Poison{Source: rules.NoSeat, Changes: []rules.Change{{Seat: 2, Delta: rules.LethalPoison}}})
	tv := Of(s)
	if got := tv.Seats[1]; got.Poison != 3 || got.Standing != Playing || got.OutByPoison {
		t.Errorf("a poisoned player: %+v", got)
	}
	if got := tv.Seats[2]; got.Poison != 0 || got.Standing != Out || !got.OutByPoison || got.ShowPassivity {
		t.Errorf("a player out by poison: %+v", got)
	}
	if got := tv.Seats[0]; got.Standing != Playing || !got.ShowPassivity || got.ShowPoints {
		t.Errorf("a Buhmann player: %+v", got)
	}
}

// TestL6WaitingShowsNoLife: a Lord game's waiting player (L-1, L-6) is
// Waiting, takes no turn and holds no role of the living.
func TestL6WaitingShowsNoLife(t *testing.T) {
	setup := rules.Setup{Variant: rules.Lord, Players: []string{"Ana", "Ben", "Cem", "Dora", "Eli", "Finn"},
		Life: 20, Target: 10, Seed: 3}
	s := game(t, setup)
	tv := Of(s)
	waiting := 0
	for i, seat := range tv.Seats {
		if s.Players[i].Waiting != (seat.Standing == Waiting) {
			t.Errorf("seat %d: waiting %v, standing %v", i, s.Players[i].Waiting, seat.Standing)
		}
		if seat.Standing == Waiting {
			waiting++
			if seat.Active || seat.Lord || seat.Poison != 0 {
				t.Errorf("a waiting seat: %+v", seat)
			}
		}
		if !seat.ShowPoints || seat.ShowPassivity {
			t.Errorf("a Lord seat: %+v", seat)
		}
		if (seat.Opponent == rules.NoSeat) != (seat.Pair < 0) {
			t.Errorf("seat %d: pair %d, opponent %d", i, seat.Pair, seat.Opponent)
		}
	}
	if waiting == 0 {
		t.Error("no waiting seat at the start of a six-player Lord game")
	}
	if !tv.Seats[s.Active].Active || tv.Variant != rules.Lord || tv.Target != 10 {
		t.Errorf("the table: %+v", tv)
	}
}
