package model

import (
	"slices"
	"strings"
	"testing"

	"github.com/charmbracelet/x/exp/golden"

	"rolekeeper/rules"
)

// shot keeps the screen of m at w×h as a golden named name, and checks
// that it fits and that no label is cut.
func shot(t *testing.T, m Model, name string, w, h int) {
	t.Helper()
	out := sized(m, w, h).Render()
	checkFits(t, out, w, h)
	text := screenText(sized(m, w, h))
	checkLabelsWhole(t, text, testWords)
	t.Run(name, func(t *testing.T) { golden.RequireEqual(t, text) })
}

// wantOnScreen fails unless the screen of m holds every one of words.
func wantOnScreen(t *testing.T, m Model, words ...string) {
	t.Helper()
	screen := screenText(m)
	for _, w := range words {
		if !strings.Contains(screen, w) {
			t.Errorf("the screen does not say %q:\n%s", w, screen)
		}
	}
}

// TestBuhmannGameInGerman plays a whole Buhmann game in German through
// Update, from the setup screen to the summary, and keeps the screens a
// German table sees on the way: the setup, the first turn's notice, the
// IT, a refusal (B-3), the duel (B-9), the log and the summary.
func TestBuhmannGameInGerman(t *testing.T) {
	inLanguage(t, "de")
	m := sized(New(testOptions()), 80, 24)
	m = addPlayers(t, m, "Ana", "Ben", "Cem", "Dora")
	m = press(t, m, "down", "down", "right") // first player: Ana
	shot(t, m, "setup_80x24", 80, 24)
	wantOnScreen(t, m, "neues Spiel", "Lebenspunkte", "Erster Spieler", "Spiel beginnen")
	m = press(t, m, "s")
	if m.screen != screenTable || m.game.Active != 0 {
		t.Fatalf("after start: screen %d, active %d; want the table with Ana active", m.screen, m.game.Active)
	}
	shot(t, m, "first_turn_80x24", 80, 24)
	wantOnScreen(t, m, "Ana ist am Zug")

	// Ana attacks Ben and becomes the IT (B-2); Ben attacking Cem is refused (B-3).
	m = press(t, m, "a", "2", "enter", "P")
	wantOnScreen(t, m, "Ana ist jetzt der Buhmann (B-2).")
	m = press(t, m, "a", "3", "enter")
	shot(t, m, "refused_80x24", 80, 24)
	wantOnScreen(t, m, "B-3: nur der Buhmann (Ana) darf angegriffen werden; Cem ist nicht der Buhmann")
	m = press(t, m, "esc", "esc")

	// Ben attacks Ana and is the IT instead (B-4); Dora concedes; Cem
	// loses 20 to Ben: the duel of Ana and Ben (B-9).
	m = press(t, m, "a", "1", "enter")
	// Dora concedes: nobody is the culprit (n), the cause is
	// "aufgegeben", chosen by its first letter.
	m = press(t, m, "x", "4", "tab", "n", "tab", "a")
	shot(t, m, "eliminate_80x24", 80, 24)
	m = press(t, m, "enter")
	if m.prompt != nil || !m.game.Players[3].Out {
		t.Fatalf("Dora's concession was not entered: prompt %T, Dora out %v\n%s", m.prompt, m.game.Players[3].Out, screenText(m))
	}
	m = press(t, m, "3", "l", "2", "0", "tab", "2", "enter")
	if !m.game.Endgame {
		t.Fatalf("no duel after two players out: %+v", m.game.Players)
	}
	shot(t, m, "duel_120x40", 120, 40)
	wantOnScreen(t, sized(m, 120, 40), "Endspiel")

	// Ben takes Ana's last 20 life: Ben wins (B-10).
	m = press(t, m, "1", "l", "2", "0", "tab", "2", "enter")
	if !m.game.Over || !slices.Equal(m.game.Winners, []int{1}) {
		t.Fatalf("over %v winners %v, want Ben the winner", m.game.Over, m.game.Winners)
	}
	shot(t, m, "summary_80x24", 80, 24)
	wantOnScreen(t, m, "★ Ben gewinnt", "Wer wen ausgeschaltet hat")
	m = press(t, m, "h")
	shot(t, m, "log_80x24", 80, 24)
	wantOnScreen(t, m, "Protokoll")
}

// TestLordGameInGerman plays a whole Lord game in German through Update:
// the roles drawn and set by hand (L-1), the Lord's attack, a typed life
// change whose culprit is asked (L-4), re-entry with protection (L-6,
// L-8) and points by hand up to the Zielpunktzahl (L-11, L-5).
func TestLordGameInGerman(t *testing.T) {
	inLanguage(t, "de")
	m := sized(New(testOptions()), 80, 24)
	m = press(t, m, "up", "right") // variant: Lord
	m = addPlayers(t, m, "Ana", "Ben", "Cem", "Dora", "Eli")
	m = press(t, m, "down", "down", "3", "down", "right") // Zielpunktzahl 3, first player Ana
	shot(t, m, "setup_80x24", 80, 24)
	wantOnScreen(t, m, "Zielpunktzahl")
	m = press(t, m, "s")
	if m.screen != screenRoles {
		t.Fatalf("screen %d after start, want the roles", m.screen)
	}
	shot(t, m, "roles_80x24", 80, 24)
	wantOnScreen(t, m, "Rollen für dieses Spiel (L-1)", "Paarungen")

	// Roles by hand: Ana is the Lord; Ben–Cem and Dora–Eli.
	m = press(t, m, "m", "1", "enter", "2", "3", "4", "enter", "enter")
	if m.screen != screenTable || m.game.Lord != 0 {
		t.Fatalf("screen %d Lord %d, want the table with Ana the Lord", m.screen, m.game.Lord)
	}
	shot(t, m, "table_120x40", 120, 40)

	// The Lord attacks Ben; Ben drops to 0 with no source: who did it?
	m = press(t, m, "a", "2", "enter")
	m = press(t, m, "2", "l", "2", "0", "enter")
	if _, ok := m.prompt.(*culpritPrompt); !ok {
		t.Fatalf("prompt %T, want the culprit question", m.prompt)
	}
	shot(t, m, "culprit_80x24", 80, 24)
	wantOnScreen(t, m, "Wer hat Ben ausgeschaltet?")
	m = press(t, m, "1", "enter")
	if m.game.Players[0].Points != 1 || m.game.Lord != 1 || !m.game.Players[1].Protected() {
		t.Fatalf("Ana %d points, Lord %d, Ben protected %v; want 1, Ben, protected",
			m.game.Players[0].Points, m.game.Lord, m.game.Players[1].Protected())
	}
	shot(t, m, "reentry_120x40", 120, 40)
	wantOnScreen(t, sized(m, 120, 40), "Ben steigt ein: mit welchem Deck?")
	m = press(t, m, "enter") // no deck said: Enter says none
	if m.prompt != nil {
		t.Fatalf("prompt %T after Enter, want none", m.prompt)
	}
	wantOnScreen(t, sized(m, 120, 40), "Ben ist jetzt der Lord (L-7).", "Ben hat Schutz für 4 Runden (L-8).")

	// Cem gets 2 points by hand and reaches the Zielpunktzahl (L-11, L-5).
	m = press(t, m, "3", "v", "tab", "2", "tab")
	m = typeText(t, m, "Streit geschlichtet")
	shot(t, m, "points_80x24", 80, 24)
	m = press(t, m, "enter")
	if !m.game.Over || !slices.Equal(m.game.Winners, []int{2}) {
		t.Fatalf("over %v winners %v, want Cem (L-5)", m.game.Over, m.game.Winners)
	}
	if p, ok := lastEvent(m).(rules.Points); !ok || p.Reason != "Streit geschlichtet" {
		t.Errorf("last event %#v, want the points by hand", lastEvent(m))
	}
	shot(t, m, "summary_120x40", 120, 40)
	wantOnScreen(t, sized(m, 120, 40), "★ Cem gewinnt", "Siegpunkte nach Herkunft")
}
