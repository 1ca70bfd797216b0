package model

import (
	"slices"
	"testing"

	"rolekeeper/rules"
)

// TestDeckKey: d at the table names the deck the selected player plays
// from now on; an empty name is asked for again; undo takes it back.
func TestDeckKey(t *testing.T) {
	m := startedBuhmann(t)
	m = press(t, m, "3", "d", "enter")
	if f, ok := m.prompt.(*form); !ok || f.err == "" {
		t.Fatalf("an empty deck: prompt %#v, want it open with a complaint", m.prompt)
	}
	m = typeText(t, m, " Elfen ")
	m = press(t, m, "enter")
	if d, ok := lastEvent(m).(rules.Deck); !ok || d != (rules.Deck{Seat: 2, Deck: "Elfen"}) || m.game.DeckOf(2) != "Elfen" {
		t.Fatalf("last event %#v, Cem plays %q; want Cem's deck Elfen", lastEvent(m), m.game.DeckOf(2))
	}
	m = press(t, m, "u")
	if m.game.DeckOf(2) != "" {
		t.Errorf("after undo Cem plays %q", m.game.DeckOf(2))
	}
}

// TestSetupDecks: d on a player's row of the setup types their deck, the
// player's past decks on offer (the most recent first, typing filters);
// the deck stays with its player when seats move, and the game's setup
// names each seat's deck.
func TestSetupDecks(t *testing.T) {
	for _, lang := range languages {
		inLanguage(t, lang)
		opts := testOptions()
		opts.PastDecks = map[string][]string{"ana": {"Zombies", "Elfen", "Engel"}}
		m := sized(New(opts), 80, 24)
		m = addPlayers(t, m, "Ana", "Ben", "Cem", "Dora")
		m = press(t, m, "up", "up", "up", "up", "d") // Ana's deck
		m = typeText(t, m, "e")
		shot(t, m, "setupdeck_typed_80x24"+langSuffix(lang), 80, 24)
		wantOnScreen(t, m, testWords.Decks.Past, "Elfen", "Engel")
		m = press(t, m, "down", "enter") // the first on offer: Elfen
		m = press(t, m, "down", "d")     // Ben's deck, typed
		m = typeText(t, m, "Goblins")
		m = press(t, m, "enter", "K") // Ben moves to seat 1
		shot(t, m, "setupdecks_80x24"+langSuffix(lang), 80, 24)
		m = press(t, m, "s")
		if m.screen != screenTable {
			t.Fatalf("the game did not start: %s", m.setup.message)
		}
		if got, want := m.game.Setup.Decks, []string{"Goblins", "Elfen", "", ""}; !slices.Equal(got, want) {
			t.Errorf("setup decks %q, want %q", got, want)
		}
		if m.game.DeckOf(1) != "Elfen" {
			t.Errorf("Ana plays %q", m.game.DeckOf(1))
		}
	}
}

// TestSummarySaysDecks: the summary lists the decks each player played.
func TestSummarySaysDecks(t *testing.T) {
	m := startedBuhmann(t)
	m = press(t, m, "3", "d")
	m = typeText(t, m, "Elfen")
	m = press(t, m, "enter", "d")
	m = typeText(t, m, "Drachen")
	m = press(t, m, "enter", "E", "y")
	if m.screen != screenSummary {
		t.Fatalf("screen %d, want the summary", m.screen)
	}
	wantOnScreen(t, m, "Decks played: Cem Elfen → Drachen")
}
