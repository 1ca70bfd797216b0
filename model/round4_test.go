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
