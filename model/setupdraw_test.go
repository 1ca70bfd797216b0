package model

import (
	"slices"
	"strings"
	"testing"

	"rolekeeper/rules"
)

// TestC9_DrawsOnTheSetup: f draws the first player and r the seats, from
// the seed (rules.DrawFirst, rules.ShuffleSeats), shown as a short draw
// of a few frames; the setup then holds the outcome, so the game file
// records it (C-9); u takes the draws back, the last first.
func TestC9_DrawsOnTheSetup(t *testing.T) {
	m := sized(New(testOptions()), 120, 40)
	m = addPlayers(t, m, "Ana", "Ben", "Cem", "Dora")
	seed := m.setup.seed
	next, cmd := m.Update(keyPress("f"))
	m = next.(Model)
	want := rules.DrawFirst(4, seed, 0)
	if m.setup.first != want || cmd == nil {
		t.Fatalf("f: first %d, want %d drawn from the seed, with frames to show", m.setup.first, want)
	}
	frames := 0
	for cmd != nil && frames < 20 {
		if !strings.Contains(screenText(m), "🎲") {
			t.Fatalf("frame %d of the draw shows no die:\n%s", frames, screenText(m))
		}
		next, cmd = m.Update(drawTickMsg{id: m.setup.drawn})
		m = next.(Model)
		frames++
	}
	if frames != drawFrames || !strings.Contains(screenText(m), "plays first") {
		t.Errorf("%d frames, want %d; then the news:\n%s", frames, drawFrames, screenText(m))
	}
	first := m.setup.players[m.setup.first]
	m = press(t, m, "r")
	order := rules.ShuffleSeats(4, seed, 1)
	var wantPlayers []string
	for _, from := range order {
		wantPlayers = append(wantPlayers, []string{"Ana", "Ben", "Cem", "Dora"}[from])
	}
	if !slices.Equal(m.setup.players, wantPlayers) || m.setup.players[m.setup.first] != first {
		t.Fatalf("r: players %v (first %d), want %v with %s still first", m.setup.players, m.setup.first, wantPlayers, first)
	}
	setup, err := m.setup.toSetup()
	if err != nil || !slices.Equal(setup.Players, wantPlayers) || setup.Players[setup.First] != first {
		t.Fatalf("the setup recorded %v first %d (%v), want the draws' outcome", setup.Players, setup.First, err)
	}
	m = press(t, m, "u")
	if !slices.Equal(m.setup.players, []string{"Ana", "Ben", "Cem", "Dora"}) || m.setup.players[m.setup.first] != first {
		t.Errorf("u: players %v, want the order before the seats were drawn", m.setup.players)
	}
	m = press(t, m, "u")
	if m.setup.first != rules.NoSeat {
		t.Errorf("u again: first %d, want drawn at random again", m.setup.first)
	}
}
