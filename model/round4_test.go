package model

import (
	"strings"
	"testing"

	"rolekeeper/rules"
)

// TestDeckInputIsNotCut: the input of a deck in the setup's deck column
// ends within the screen, so no "…" of a cut line shows at its right end
// (it did at 80 wide, column 79, with a name of four letters or more).
func TestDeckInputIsNotCut(t *testing.T) {
	for _, w := range []int{80, 120} {
		m := sized(New(testOptions()), w, 24)
		m = addPlayers(t, m, "Anna", "Bernhard", "Cem")
		m.setup.focus(rowPlayer, 1)
		m = press(t, m, "d")
		for _, l := range strings.Split(screenText(m), "\n") {
			if strings.Contains(l, "…") {
				t.Errorf("%d wide: a line of the setup is cut while a deck is typed: %q", w, l)
			}
		}
		m = typeText(t, m, "Mono Red Goblins")
		if !strings.Contains(screenText(m), "Mono Red Goblins") {
			t.Errorf("%d wide: the deck typed is not shown", w)
		}
	}
}

// TestRowFreeKeysWorkOnNumberRows: the setup's keys that act on any row
// (f draws the first player, r the seats, u takes a draw back) do so on
// a number row too, instead of being refused as "only digits"; other
// letters still are (a, which would swallow the letters after it, too).
func TestRowFreeKeysWorkOnNumberRows(t *testing.T) {
	for _, row := range []rowKind{rowLife, rowTarget, rowSeed} {
		m := sized(New(testOptions()), 80, 24)
		m = addPlayers(t, m, "Ana", "Ben", "Cem", "Dora", "Eli")
		m.setup.variant = rules.Lord
		m.setup.focus(row, 0)
		m = press(t, m, "f")
		if m.setup.message != "" {
			t.Errorf("row %d: f is refused: %q", row, m.setup.message)
		}
		if _, spinning := m.setup.spinning(); !spinning && m.setup.first == rules.NoSeat {
			t.Errorf("row %d: f drew no first player", row)
		}
		if m = press(t, m, "u"); m.setup.first != rules.NoSeat || m.setup.message != "" {
			t.Errorf("row %d: u does not take the draw back: first %d, %q", row, m.setup.first, m.setup.message)
		}
		if m = press(t, m, "r"); m.setup.message != "" {
			t.Errorf("row %d: r is refused: %q", row, m.setup.message)
		}
		if m = press(t, m, "b"); !strings.Contains(m.setup.message, "digits") {
			t.Errorf("row %d: a letter that does nothing here is not refused", row)
		}
	}
}

// TestBuhmannEarlyEndNamesItsRule: ending a Buhmann game early cites
// L-12 as the rule of both variants it is (RULES.md puts it under Lord),
// in the question, the log and the summary, in English and German.
func TestBuhmannEarlyEndNamesItsRule(t *testing.T) {
	for _, lang := range []string{"en", "de"} {
		t.Run(lang, func(t *testing.T) {
			inLanguage(t, lang)
			both := map[string]string{"en": "L-12, ending early, in both variants", "de": "L-12, vorzeitiges Ende, in beiden Varianten"}[lang]
			m := startedBuhmann(t)
			m = press(t, m, "E")
			if text := screenText(m); !strings.Contains(text, both) {
				t.Errorf("the question of the early end does not say %q:\n%s", both, text)
			}
			m = press(t, m, "y")
			if !m.game.Over {
				t.Fatal("the game did not end")
			}
			if text := screenText(m); strings.Contains(text, "L-12)") {
				t.Errorf("the summary cites L-12 alone:\n%s", text)
			}
			if log := m.logContent(); !strings.Contains(log, both) {
				t.Errorf("the log does not say %q:\n%s", both, log)
			}
		})
	}
}

// TestFilledTextSaysHowToClearIt: a text input that holds a text (the
// deck an entrant played, filled in at re-entry; a deck or name typed)
// shows ctrl+u, which clears it, in its help line; an empty one does not.
func TestFilledTextSaysHowToClearIt(t *testing.T) {
	for _, lang := range languages {
		inLanguage(t, lang)
		m := startedBuhmann(t)
		m = press(t, m, "3", "d")
		if strings.Contains(lastLine(m), "ctrl+u") {
			t.Errorf("%s: an empty deck's help line offers ctrl+u: %q", lang, lastLine(m))
		}
		m = typeText(t, m, "Elfen")
		if !strings.Contains(lastLine(m), "ctrl+u") {
			t.Errorf("%s: a deck typed: help line %q lacks ctrl+u", lang, lastLine(m))
		}
		m = press(t, m, "enter")
		m.prompt = newEntrantDeckPrompts(m.game.State, []int{2}, m.Words, *m.Styles.Input)
		m = sized(m, m.Width, m.Height) // an Update, as after the elimination that opens it
		if !strings.Contains(lastLine(m), "ctrl+u") {
			t.Errorf("%s: an entrant's deck filled in: help line %q lacks ctrl+u", lang, lastLine(m))
		}
		if m = press(t, m, "ctrl+u"); m.prompt.(*form).fields[0].text.Value() != "" {
			t.Errorf("%s: ctrl+u left %q", lang, m.prompt.(*form).fields[0].text.Value())
		}
		s := sized(New(testOptions()), 80, 24)
		s = addPlayers(t, s, "Ana", "Ben", "Cem")
		s.setup.focus(rowPlayer, 0)
		if s = press(t, s, "enter"); !strings.Contains(lastLine(s), "ctrl+u") {
			t.Errorf("%s: renaming Ana: help line %q lacks ctrl+u", lang, lastLine(s))
		}
	}
}

// lastLine is the screen's last line, its help line.
func lastLine(m Model) string {
	lines := strings.Split(strings.TrimRight(screenText(m), " \n"), "\n")
	return lines[len(lines)-1]
}

// TestRematchKeepsTheDecksAtTheEnd: a rematch (n on the summary) starts
// with each player's deck as it was at the end of the game, a deck chosen
// during the game included (it showed the setup's old deck, and none for
// a player who chose one only during the game), and the setup shows them.
func TestRematchKeepsTheDecksAtTheEnd(t *testing.T) {
	m := startedBuhmann(t)
	m = press(t, m, "1", "d")
	m = typeText(t, m, "Burn")
	m = press(t, m, "enter", "3", "d")
	m = typeText(t, m, "Elfball")
	m = press(t, m, "enter", "E", "y")
	if !m.game.Over || m.screen != screenSummary {
		t.Fatalf("the game did not end: over %v, screen %d", m.game.Over, m.screen)
	}
	m = press(t, m, "n")
	if m.screen != screenSetup {
		t.Fatalf("n: screen %d, want the setup", m.screen)
	}
	if got := m.setup.seatDecks(); len(got) < 3 || got[0] != "Burn" || got[1] != "" || got[2] != "Elfball" {
		t.Errorf("the rematch's decks %q, want Burn, none, Elfball", got)
	}
	if text := screenText(m); !strings.Contains(text, "Burn") || !strings.Contains(text, "Elfball") {
		t.Errorf("the rematch's setup does not show the decks:\n%s", text)
	}
}

// TestHitTakesThreeKeysAfterTheSeat: damage offers the last source of
// this turn, else the active player, so that a hit is seat, amount,
// Enter: l 3 Enter after the seat, or − Enter; poison i 3 Enter. A gain
// has no source unless one is chosen; the next turn offers its active
// player.
func TestHitTakesThreeKeysAfterTheSeat(t *testing.T) {
	m := startedBuhmann(t) // Ana (seat 0) is active
	m = press(t, m, "2", "l", "3", "enter")
	if lc, ok := lastEvent(m).(rules.LifeChange); !ok || lc.Source != 0 || lc.Changes[0] != (rules.Change{Seat: 1, Delta: -3}) {
		t.Fatalf("2 l 3 Enter entered %#v, want Ben −3 from Ana", lastEvent(m))
	}
	m = press(t, m, "3", "-", "enter")
	if lc, ok := lastEvent(m).(rules.LifeChange); !ok || lc.Source != 0 || lc.Changes[0] != (rules.Change{Seat: 2, Delta: -1}) {
		t.Fatalf("3 − Enter entered %#v, want Cem −1 from Ana", lastEvent(m))
	}
	m = press(t, m, "2", "i", "3", "enter")
	if p, ok := lastEvent(m).(rules.Poison); !ok || p.Source != 0 {
		t.Fatalf("2 i 3 Enter entered %#v, want 3 poison counters from Ana", lastEvent(m))
	}
	m = press(t, m, "2", "-", "s", "3", "enter") // Cem, chosen, is remembered
	if lc, ok := lastEvent(m).(rules.LifeChange); !ok || lc.Source != 2 {
		t.Fatalf("a chosen source: %#v, want Cem", lastEvent(m))
	}
	if m = press(t, m, "1", "l"); m.prompt.(*form).fields[1].seat != 2 {
		t.Errorf("l offers seat %d, want Cem's, the last source of this turn", m.prompt.(*form).fields[1].seat+1)
	}
	m = press(t, m, "esc", "2", "+", "enter")
	if lc, ok := lastEvent(m).(rules.LifeChange); !ok || lc.Source != rules.NoSeat {
		t.Errorf("a gain: %#v, want no source", lastEvent(m))
	}
	m = press(t, m, "P", "1", "-", "enter")
	if lc, ok := lastEvent(m).(rules.LifeChange); !ok || lc.Source != m.game.Active {
		t.Errorf("the next turn's first hit: %#v, want its active player %d", lastEvent(m), m.game.Active)
	}
}

// TestLordOfferedSourceIsNoCulprit (L-4): in a Lord game a change that
// puts a player out with only the source offered still asks who did it,
// starting unanswered: points go to a player only when someone picks them.
func TestLordOfferedSourceIsNoCulprit(t *testing.T) {
	m := sized(startedLord(t), 120, 40)
	seat := m.game.NextPlaying(m.game.Active)
	if seat == m.game.Lord {
		seat = m.game.NextPlaying(seat)
	}
	m = press(t, m, seatKey(seat), "l", "2", "0", "enter")
	if _, ok := m.prompt.(*culpritPrompt); !ok {
		t.Fatalf("l 20 Enter with the source offered: prompt %T, want the culprit question", m.prompt)
	}
}
