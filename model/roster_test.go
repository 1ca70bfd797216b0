package model

import (
	"slices"
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"
)

var pastNames = []string{"Julia", "Ben", "Zoë", "Ana", "Jan", "Anja"}

// rosterSetup is the setup screen with past players, a name being typed.
func rosterSetup(t *testing.T) Model {
	opts := testOptions()
	opts.Roster = pastNames
	return press(t, sized(New(opts), 80, 24), "a")
}

func offered(m Model) []string {
	var out []string
	for _, i := range m.rosterOffer() {
		out = append(out, m.roster.names[i])
	}
	return out
}

// TestRosterOffersPastPlayers: the most recent first; typing filters,
// names that start with the text before those that hold it, case and
// Unicode forms ignored (C-1); seated players are not offered again.
func TestRosterOffersPastPlayers(t *testing.T) {
	m := rosterSetup(t)
	if got := offered(m); !slices.Equal(got, pastNames) {
		t.Fatalf("offered %v, want %v", got, pastNames)
	}
	if got := offered(typeText(t, m, "AN")); !slices.Equal(got, []string{"Ana", "Anja", "Jan"}) {
		t.Errorf("after AN: %v", got)
	}
	if got := offered(typeText(t, m, "zoe\u0308")); !slices.Equal(got, []string{"Zoë"}) {
		t.Errorf("after zoë typed with a combining mark: %v", got)
	}
	m = press(t, typeText(t, m, "Ben"), "enter")
	if got := offered(m); slices.Contains(got, "Ben") || len(got) != len(pastNames)-1 {
		t.Errorf("after seating Ben: %v", got)
	}
}

// TestRosterEnterTakesChosen: ↓ chooses a name, Enter takes it; without a
// choice Enter saves what was typed.
func TestRosterEnterTakesChosen(t *testing.T) {
	m := rosterSetup(t)
	m = press(t, typeText(t, m, "j"), "down", "down", "up", "down", "enter") // Julia, Jan, Julia, Jan
	m = press(t, typeText(t, m, "Ju"), "enter")                              // typed, not chosen
	if got := m.setup.players; !slices.Equal(got, []string{"Jan", "Ju"}) {
		t.Errorf("players %v, want [Jan Ju]", got)
	}
	out := ansi.Strip(press(t, m, "down").Render())
	if !strings.Contains(out, "Past players: [Julia]") || !strings.Contains(out, "↑/↓ past players") {
		t.Errorf("the roster line or its keys are missing:\n%s", out)
	}
	for _, w := range []int{80, 100, 140} {
		checkFits(t, sized(m, w, 24).Render(), w, 24)
	}
}

// TestRosterNothingWithoutPastPlayers: with no roster the setup is as it
// was: no line, no keys.
func TestRosterNothingWithoutPastPlayers(t *testing.T) {
	m := press(t, sized(New(testOptions()), 80, 24), "a")
	if out := ansi.Strip(m.Render()); strings.Contains(out, "Past players") || strings.Contains(out, "past players") {
		t.Errorf("a roster without past players:\n%s", out)
	}
}
