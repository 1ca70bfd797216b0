package model

import (
	"slices"
	"testing"
)

// TestC1_RefusedNameIsNeverAppendedTo: after a name refused on Enter,
// the next name typed replaces it (the refused one stands as if
// selected), and an arrow or backspace keeps it to be corrected; emoji
// sequences with a joiner are names like any other (C-1's Decision).
func TestC1_RefusedNameIsNeverAppendedTo(t *testing.T) {
	m := sized(New(testOptions()), 120, 40)
	m = press(t, m, "a")
	for _, name := range []string{"Ana", "ana", "Cy", "🧙\u200d♂\ufe0fBen", "💅🏻Eve"} {
		m = typeText(t, m, name)
		m = press(t, m, "enter")
	}
	if want := []string{"Ana", "Cy", "🧙\u200d♂\ufe0fBen", "💅🏻Eve"}; !slices.Equal(m.setup.players, want) {
		t.Fatalf("players %q, want %q (message %q)", m.setup.players, want, m.setup.message)
	}
	m = typeText(t, m, "cy")
	m = press(t, m, "enter", "backspace", "backspace")
	m = typeText(t, m, "Dan")
	m = press(t, m, "enter")
	if want := []string{"Ana", "Cy", "🧙\u200d♂\ufe0fBen", "💅🏻Eve", "Dan"}; !slices.Equal(m.setup.players, want) {
		t.Errorf("corrected by backspace: players %q, want %q", m.setup.players, want)
	}
}
