package stats

import (
	"math"
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
// TestDeckRankingByTheRateShown: decks of RankedGames games or more
// first, by the win rate shown (a 0 % deck never above a 17 % one), then
// those with fewer, by the same.
func TestDeckRankingByTheRateShown(t *testing.T) {
	ds := []DeckTotals{
		{Key: "lucky", Deck: "Lucky", Games: 1, Wins: 1},
		{Key: "zero", Deck: "Zero", Games: 5, Wins: 0},
		{Key: "steady", Deck: "Steady", Games: 8, Wins: 4},
		{Key: "sixth", Deck: "Sixth", Games: 6, Wins: 1},
		{Key: "new", Deck: "New", Games: 2, Wins: 0},
	}
	RankDecks(ds)
	var got []string
	for _, d := range ds {
		got = append(got, d.Deck)
	}
	if want := []string{"Steady", "Sixth", "Zero", "Lucky", "New"}; !slices.Equal(got, want) {
		t.Errorf("ranked %v, want %v", got, want)
	}
}

// TestWilson: the 95 % Wilson interval of known rates (from the formula
// by hand: 0 of 5 is 0–43.4 %, 4 of 8 is 21.5–78.5 %, 1 of 1 is
// 20.7–100 %).
func TestWilson(t *testing.T) {
	for _, c := range []struct {
		wins, games int
		lo, hi      float64
	}{{0, 5, 0, 0.4345}, {4, 8, 0.2152, 0.7848}, {1, 1, 0.2065, 1}, {0, 0, 0, 1}} {
		lo, hi := Wilson(c.wins, c.games)
		if math.Abs(lo-c.lo) > 5e-4 || math.Abs(hi-c.hi) > 5e-4 {
			t.Errorf("%d of %d: %.4f–%.4f, want %.4f–%.4f", c.wins, c.games, lo, hi, c.lo, c.hi)
		}
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
