package model

import (
	"strings"
	"testing"

	"rolekeeper/rules"
)

// TestC11_PoisonOnTheTable: i gives the selected seat poison counters
// with an optional source; the card shows them ("☠ 3"), undo takes them
// away and redo gives them back (C-8); ten eliminate with cause poison.
func TestC11_PoisonOnTheTable(t *testing.T) {
	m := startedBuhmann(t)
	m = press(t, m, "2", "i", "3", "tab", "1", "enter")
	want := rules.Poison{Changes: []rules.Change{{Seat: 1, Delta: 3}}, Source: 0}
	if e, ok := lastEvent(m).(rules.Poison); !ok || e.Source != 0 || len(e.Changes) != 1 || e.Changes[0] != want.Changes[0] {
		t.Fatalf("last event %#v, want %#v", lastEvent(m), want)
	}
	if got := m.game.Players[1].Poison; got != 3 {
		t.Fatalf("Ben has %d poison counters, want 3", got)
	}
	if !strings.Contains(screenText(m), "☠ 3") {
		t.Errorf("no ☠ 3 on the table:\n%s", screenText(m))
	}
	m = press(t, m, "u")
	if m.game.Players[1].Poison != 0 || strings.Contains(screenText(m), "☠ 3") {
		t.Errorf("undo left %d counters", m.game.Players[1].Poison)
	}
	m = press(t, m, "r", "i", "7", "enter")
	if !m.game.Players[1].Out {
		t.Fatalf("Ben with %d counters is not out", m.game.Players[1].Poison)
	}
	elims := m.game.Eliminations()
	if len(elims) != 1 || elims[0].Cause != rules.CausePoison {
		t.Errorf("eliminations %+v, want Ben by poison", elims)
	}
}

// TestC11_PoisonForSeveral: in the several-players prompt, i switches the
// changes to poison counters, so that one event gives several players
// counters at once; i again goes back to life.
func TestC11_PoisonForSeveral(t *testing.T) {
	m := startedBuhmann(t)
	m = press(t, m, "e", "i", "+", "+", "*", "tab", "1", "enter")
	e, ok := lastEvent(m).(rules.Poison)
	if !ok || len(e.Changes) != 4 || e.Source != 0 {
		t.Fatalf("last event %#v, want poison for all four from Ana", lastEvent(m))
	}
	for seat, p := range m.game.Players {
		if p.Poison != 2 {
			t.Errorf("seat %d has %d counters, want 2", seat, p.Poison)
		}
	}
	m = press(t, m, "e", "i", "i", "-", "enter")
	if _, ok := lastEvent(m).(rules.LifeChange); !ok {
		t.Errorf("i twice is life again; last event %#v", lastEvent(m))
	}
}

// TestC11_PoisonRefusedForAPlayerOut: i on a player who is out says why
// and opens nothing (C-6a).
func TestC11_PoisonRefusedForAPlayerOut(t *testing.T) {
	m := startedBuhmann(t)
	m = press(t, m, "2", "i", "1", "0", "0", "enter")
	if m.game.Players[1].Poison != 0 || !strings.Contains(screenText(m), "C-11") {
		t.Log(screenText(m))
		t.Fatalf("100 counters accepted (refusal %q)", m.refusal)
	}
	m = press(t, m, "esc", "i", "1", "0", "enter", "i")
	if m.prompt != nil || !strings.Contains(m.refusal, "C-6a") {
		t.Errorf("i on a player out: prompt %T, refusal %q", m.prompt, m.refusal)
	}
}

// TestC11_PoisonWithoutSourceAsksTheCulprit: in a Lord game, poison
// counters without a source that put a player out ask who did it, as a
// life change does (L-4 scores by the culprit); the answer becomes the
// event's source, and Esc goes back to the counters as typed.
func TestC11_PoisonWithoutSourceAsksTheCulprit(t *testing.T) {
	m := resumed(t, lord6, pass)
	g := m.game.State
	p := g.Pairs[0]
	m = press(t, m, seatKey(p[1]), "i", "1", "0", "enter")
	c, ok := m.prompt.(*culpritPrompt)
	if !ok || c.poison == nil {
		t.Fatalf("prompt %T, want the culprit question about poison", m.prompt)
	}
	if back := press(t, m, "esc"); back.prompt == nil || back.game.Players[p[1]].Out {
		t.Fatalf("esc: prompt %T, out %v; want the counters as typed", back.prompt, back.game.Players[p[1]].Out)
	}
	m = press(t, m, seatKey(p[0]), "enter")
	e, ok := lastEvent(m).(rules.Poison)
	if !ok || e.Source != p[0] || !m.game.Players[p[1]].Out && !m.game.Players[p[1]].Waiting {
		t.Fatalf("entered %#v; want poison from seat %d putting seat %d out", lastEvent(m), p[0], p[1])
	}
}
