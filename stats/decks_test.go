package stats

import (
	"slices"
	"testing"

	"rolekeeper/rules"
)

// TestDecksOfAReEntry: in a Lord game where Cem re-enters with a new
// deck, the game counts for both of Cem's decks, each point for the deck
// Cem played when it was scored, and the win for the deck at the end.
func TestDecksOfAReEntry(t *testing.T) {
	setup := rules.Setup{Variant: rules.Lord, Players: []string{"Ana", "Ben", "Cem", "Dora", "Eli"}, Life: 20, Target: 10,
		Seed: 1, Decks: []string{"Elfen", "Goblins", "Alt", "", "elfen"}} // Eli's is Ana's deck, ignoring case
	g := gameOf(t, "l.jsonl", setup,
		rules.Roles{Lord: 0, Pairs: []rules.Pair{{1, 2}, {3, 4}}, Waiting: rules.NoSeat},
		rules.Points{Seat: 2, Delta: 3, Reason: "bet"},                              // Cem +3 with Alt
		rules.LifeChange{Source: 1, Changes: []rules.Change{{Seat: 2, Delta: -20}}}, // Ben eliminates his opponent Cem: +2
		rules.Deck{Seat: 2, Deck: "Neu"},                                            // Cem re-enters with a new deck
		rules.Points{Seat: 2, Delta: 7, Reason: "bet"})                              // Cem 10 with Neu: Cem wins
	if !g.Over || g.Players[2].Result != Win {
		t.Fatalf("the game: over %v, Cem %v", g.Over, g.Players[2].Result)
	}
	cem := g.Players[2]
	if want := []DeckPlay{{"Alt", 3}, {"Neu", 7}}; len(cem.Decks) != 2 || cem.Decks[0] != want[0] || cem.Decks[1] != want[1] || cem.FinalDeck != "Neu" {
		t.Fatalf("Cem's decks %v, at the end %q; want %v, Neu", cem.Decks, cem.FinalDeck, want)
	}
	if len(g.Players[3].Decks) != 0 {
		t.Errorf("Dora said no deck: %v", g.Players[3].Decks)
	}
	s := Aggregate([]Game{g}, Filter{}, Identities{})
	byDeck := map[string]DeckTotals{}
	for _, d := range s.Decks {
		byDeck[d.Deck] = d
	}
	for deck, want := range map[string]DeckTotals{
		"Alt":     {Games: 1, Points: 3},
		"Neu":     {Games: 1, Ended: 1, Wins: 1, PlaceSum: 1, Points: 7},
		"Goblins": {Games: 1, Ended: 1, PlaceSum: 2, Points: 2},
		"Elfen":   {Games: 2, Ended: 2, PlaceSum: 6}, // Ana and Eli, 0 points each: both third
	} {
		got := byDeck[deck]
		if got.Games != want.Games || got.Ended != want.Ended || got.Wins != want.Wins || got.PlaceSum != want.PlaceSum || got.Points != want.Points {
			t.Errorf("%s: %+v, want %+v", deck, got, want)
		}
	}
	if len(s.PlayerDecks) != 5 || len(s.Decks) != 4 {
		t.Errorf("%d decks and %d player decks, want 4 and 5", len(s.Decks), len(s.PlayerDecks))
	}
}

// TestDeckRankingShrinks: a deck that won its one game does not top one
// that won 4 of 8 (the shrunk win rate), and the same deck is one
// ignoring case.
func TestDeckRankingShrinks(t *testing.T) {
	ds := []DeckTotals{
		{Key: "lucky", Deck: "Lucky", Games: 1, Wins: 1},
		{Key: "steady", Deck: "Steady", Games: 8, Wins: 4},
		{Key: "weak", Deck: "Weak", Games: 11, Wins: 0},
	}
	RankDecks(ds)
	if ds[0].Deck != "Steady" || ds[1].Deck != "Lucky" {
		t.Errorf("ranked %s, %s, %s", ds[0].Deck, ds[1].Deck, ds[2].Deck)
	}
}

// TestPastDecks: each person's decks, the most recent first, each once
// ignoring case, under the person's key and their spelling's.
func TestPastDecks(t *testing.T) {
	entries := []Entry{ // the most recent first
		{Game: Game{Players: []PlayerGame{{Name: "Jule", Decks: []DeckPlay{{Deck: "Elfen"}, {Deck: "Drachen"}}}}}},
		{Game: Game{Players: []PlayerGame{{Name: "Julia", Decks: []DeckPlay{{Deck: "zombies"}, {Deck: "ELFEN"}}}}}},
	}
	got := PastDecks(entries, NewIdentities(map[string]string{"Jule": "Julia"}))
	want := []string{"Drachen", "Elfen", "zombies"}
	if !slices.Equal(got["julia"], want) || !slices.Equal(got["jule"], want) {
		t.Errorf("past decks %v, want %v for julia and jule", got, want)
	}
}
