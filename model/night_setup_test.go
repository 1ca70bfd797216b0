package model

import (
	"testing"

	"charm.land/bubbles/v2/textinput"

	"rolekeeper/rules"
	"rolekeeper/wording"
)

// TestSetupFromANightKeepsItsPlace: a setup filled from a night's seating
// starts with seat 1 first and the night, round and table; once a player
// is changed it is a game set up by hand, with no place in the night.
func TestSetupFromANightKeepsItsPlace(t *testing.T) {
	seat := rules.NightSeat{ID: "0123456789abcdef0123456789abcdef", Round: 2, Table: 1}
	filled := rules.Setup{Variant: rules.Lord, Players: []string{"Ana", "Ben", "Cem", "Dora", "Eli", "Finn"},
		First: 0, Seed: 5, Night: seat}
	st := newSetupState(filled, wording.English(), textinput.DefaultStyles(true))
	got, err := st.toSetup()
	if err != nil || got.Night != seat || got.First != 0 {
		t.Fatalf("started as %+v (%v), want the night's place and seat 1 first", got, err)
	}
	st.players[2] = "Gus"
	if got, err := st.toSetup(); err != nil || got.Night != (rules.NightSeat{}) {
		t.Fatalf("with a player changed: %+v (%v), want no place in the night", got.Night, err)
	}
	hand := newSetupState(rules.Setup{Players: []string{"Ana", "Ben", "Cem"}, Seed: 5}, wording.English(), textinput.DefaultStyles(true))
	if hand.first != rules.NoSeat {
		t.Fatalf("a setup by hand has first %d, want it drawn", hand.first)
	}
}
