package rules

import (
	"slices"
	"strings"
	"testing"
)

// TestDeckEvent: the setup's decks are taken up at the start, a deck
// record names the deck a player plays from then on with the points they
// had, the deck they already play changes nothing, and undo forgets it.
func TestDeckEvent(t *testing.T) {
	names := []string{"Ana", "Ben", "Cem", "Dora", "Eli"}
	sc := newScenario(t, Setup{Variant: Lord, Players: names, Seed: 7, Decks: []string{"Elfen", "", "Zombies", "", ""}})
	sc.do(Roles{Lord: 0, Pairs: []Pair{{1, 2}, {3, 4}}, Waiting: NoSeat})
	if sc.g.DeckOf(0) != "Elfen" || sc.g.DeckOf(1) != "" || sc.g.DeckOf(2) != "Zombies" {
		t.Fatalf("setup decks: %q %q %q", sc.g.DeckOf(0), sc.g.DeckOf(1), sc.g.DeckOf(2))
	}
	sc.do(Deck{Seat: 1, Deck: "Goblins"}) // before the start: roles may still be set
	if sc.g.Started {
		t.Error("a deck record started the game")
	}
	sc.do(Roles{Lord: 0, Pairs: []Pair{{1, 2}, {3, 4}}, Waiting: NoSeat})
	sc.do(Points{Seat: 0, Delta: 3, Reason: "bet"}, Deck{Seat: 0, Deck: "Drachen"})
	sc.do(Deck{Seat: 0, Deck: "Drachen"}) // the same deck: nothing new
	want := []DeckUse{
		{Seat: 0, Deck: "Elfen", Turn: 1, Round: 1},
		{Seat: 2, Deck: "Zombies", Turn: 1, Round: 1},
		{Seat: 1, Deck: "Goblins", Turn: 1, Round: 1},
		{Seat: 0, Deck: "Drachen", Points: 3, Turn: 1, Round: 1},
	}
	if got := sc.g.DeckUses(); !slices.Equal(got, want) {
		t.Errorf("deck uses:\n got %+v\nwant %+v", got, want)
	}
	sc.do(Undo{}, Undo{})
	if sc.g.DeckOf(0) != "Elfen" {
		t.Errorf("after undo: Ana plays %q, want Elfen", sc.g.DeckOf(0))
	}
	sc.do(Redo{})
	if sc.g.DeckOf(0) != "Drachen" {
		t.Errorf("after redo: Ana plays %q, want Drachen", sc.g.DeckOf(0))
	}
}

// TestDeckRefusals: a deck of no seat, an empty, too long or invisible
// deck name, and setup decks that are not one per seat are refused.
func TestDeckRefusals(t *testing.T) {
	sc := buhmann(t, "A", "B", "C")
	sc.refused("C-6a", Deck{Seat: 3, Deck: "Elfen"})
	sc.refused("C-1", Deck{Seat: 0, Deck: ""})
	sc.refused("C-1", Deck{Seat: 0, Deck: strings.Repeat("x", MaxDeckLength+1)})
	sc.refused("C-1", Deck{Seat: 0, Deck: "El\u200bfen"})
	sc.do(Deck{Seat: 0, Deck: strings.Repeat("x", MaxDeckLength)})
	for _, decks := range [][]string{{"Elfen"}, {"Elfen", "", "", ""}, {" Elfen", "", ""}} {
		s := Setup{Variant: Buhmann, Players: []string{"A", "B", "C"}, Life: 20, Decks: decks}
		if err := s.Validate(); err == nil || !strings.HasPrefix(err.Error(), "C-1") {
			t.Errorf("setup decks %q: %v", decks, err)
		}
	}
	sc.do(End{})
	sc.refused("C-10", Deck{Seat: 1, Deck: "Elfen"})
}
