package model

import (
	"slices"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"

	"rolekeeper/rules"
)

// TestSetupEditsPlayers: add, rename, reorder and remove players with the
// keyboard; the first player follows the reorder.
func TestSetupEditsPlayers(t *testing.T) {
	m := sized(New(testOptions()), 80, 24)
	m = addPlayers(t, m, "Ana", "Ben", "Cem", "Dora")
	// Rows: variant, Ana, Ben, Cem, Dora, add, life, first, seed, start.
	m = press(t, m, "up", "up", "enter") // rename Cem
	m = press(t, m, "backspace", "backspace", "backspace")
	m = typeText(t, m, "Cleo")
	m = press(t, m, "enter")
	if !slices.Equal(m.setup.players, []string{"Ana", "Ben", "Cleo", "Dora"}) {
		t.Fatalf("players %v after rename", m.setup.players)
	}
	m = press(t, m, "K") // Cleo one seat earlier
	if !slices.Equal(m.setup.players, []string{"Ana", "Cleo", "Ben", "Dora"}) || m.setup.current().seat != 1 {
		t.Fatalf("players %v, cursor on seat %d after K", m.setup.players, m.setup.current().seat)
	}
	m = press(t, m, "up", "x") // remove Ana
	if !slices.Equal(m.setup.players, []string{"Cleo", "Ben", "Dora"}) {
		t.Fatalf("players %v after x", m.setup.players)
	}
	m.setup.focus(rowFirst, 0)
	m = press(t, m, "right", "right") // first player: Ben
	if m.setup.first != 1 {
		t.Fatalf("first %d, want Ben (1)", m.setup.first)
	}
	m.setup.focus(rowPlayer, 1)
	m = press(t, m, "J") // Ben to seat 3: the first player moves with him
	if m.setup.first != 2 || m.setup.players[2] != "Ben" {
		t.Errorf("first %d players %v, want Ben first at seat 3", m.setup.first, m.setup.players)
	}
}

// TestSetupRefusesWithRule: names and setups the rules refuse say why,
// with the rule, and start nothing.
func TestSetupRefusesWithRule(t *testing.T) {
	m := sized(New(testOptions()), 80, 24)
	m = addPlayers(t, m, "Ana", "Ben")
	m = press(t, m, "s")
	if m.screen != screenSetup || !strings.HasPrefix(m.setup.message, "C-1:") {
		t.Fatalf("two players: screen %d message %q, want a C-1 refusal", m.screen, m.setup.message)
	}
	m = press(t, m, "a")
	m = typeText(t, m, "ana")
	if !strings.Contains(m.setup.message, "already called Ana") {
		t.Errorf("typing a duplicate name shows %q", m.setup.message)
	}
	m = press(t, m, "enter")
	if len(m.setup.players) != 2 || !m.setup.editing {
		t.Error("a duplicate name was taken")
	}
	m = press(t, m, "esc", "up", "up", "up", "right") // variant Lord needs 5
	m = press(t, m, "s")
	if !strings.Contains(m.setup.message, "5 to 12") {
		t.Errorf("a 2-player Lord game says %q", m.setup.message)
	}
	m = press(t, m, "?")
	if m.screen != screenHelp || !strings.Contains(screenText(m), "add a player") {
		t.Error("help from the setup does not show the setup keys")
	}
	if m = press(t, m, "esc"); m.screen != screenSetup {
		t.Error("esc from the help did not go back to the setup")
	}
}

// TestSetupHelpLineShowsHelpAndQuit: the setup's help line offers ? and q
// at 120 and at 80 columns (it used to cut them off at 120).
func TestSetupHelpLineShowsHelpAndQuit(t *testing.T) {
	for _, w := range []int{80, 120} {
		lines := strings.Split(screenText(sized(New(testOptions()), w, 24)), "\n")
		last := lines[len(lines)-1]
		if !strings.Contains(last, "? all keys") || !strings.Contains(last, "q quit") {
			t.Errorf("%d columns: help line %q lacks ? or q", w, last)
		}
	}
}

// TestSetupTraps: the cursor starts where ←/→ act; letters on a number
// row are not hotkeys (typing "abc" on Starting life added a player
// "bc"); Enter on Starting life edits it, Esc puts the old value back; a
// pasted list of names adds a player for each line.
func TestSetupTraps(t *testing.T) {
	m := sized(New(testOptions()), 80, 24)
	m = press(t, m, "right")
	if m.setup.variant != rules.Lord {
		t.Fatal("→ on the first screen did not change the variant")
	}
	m = press(t, m, "left")
	m.setup.focus(rowLife, 0)
	m = press(t, m, "a", "b", "c")
	if m.setup.editing || len(m.setup.players) != 0 || !strings.Contains(m.setup.message, "takes digits") {
		t.Fatalf("letters on Starting life: editing %v, players %v, message %q", m.setup.editing, m.setup.players, m.setup.message)
	}
	m = press(t, m, "enter", "3", "0")
	if !m.setup.numEdit || m.setup.life != 30 || !strings.Contains(screenText(m), "30▏") {
		t.Fatalf("Enter then 3 0: editing %v, life %d", m.setup.numEdit, m.setup.life)
	}
	m = press(t, m, "enter")
	if m.setup.numEdit || m.setup.life != 30 {
		t.Fatalf("Enter did not keep 30: editing %v, life %d", m.setup.numEdit, m.setup.life)
	}
	m = press(t, m, "enter", "7", "esc")
	if m.setup.life != 30 {
		t.Errorf("Esc gave life %d, want the old 30", m.setup.life)
	}
	m.setup.focus(rowAdd, 0)
	next, _ := m.Update(tea.PasteMsg{Content: "Ann\nBob\r\nCat\n"})
	m = next.(Model)
	if !slices.Equal(m.setup.players, []string{"Ann", "Bob", "Cat"}) || m.setup.editing {
		t.Fatalf("paste gave players %v, editing %v", m.setup.players, m.setup.editing)
	}
	m = press(t, m, "a")
	next, _ = m.Update(tea.PasteMsg{Content: "Dan\nann\nEve"})
	m = next.(Model)
	if !slices.Equal(m.setup.players, []string{"Ann", "Bob", "Cat", "Dan"}) || !m.setup.editing ||
		m.setup.input.Value() != "ann" || !strings.Contains(m.setup.message, "already called Ann") {
		t.Errorf("a refused pasted name: players %v, input %q, message %q", m.setup.players, m.setup.input.Value(), m.setup.message)
	}
}
