package model

import (
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
