package model

import (
	"slices"
	"strings"
	"testing"
	"unicode"

	tea "charm.land/bubbletea/v2"

	"rolekeeper/rules"
	"rolekeeper/wording"
)

// TestExportTextWrapsAt80x24: the export dialog's explanation wraps
// between words at 80x24 in every language, as a hint does, instead of
// ending in "…for a spreads…": every word of it is on the screen whole
// and in order.
func TestExportTextWrapsAt80x24(t *testing.T) {
	for _, lang := range languages {
		t.Run(lang, func(t *testing.T) {
			inLanguage(t, lang)
			opts := testOptions()
			opts.OnExport = func(rules.Game, string, *wording.Words) tea.Cmd { return nil }
			m := press(t, sized(Resume(buhmannSummary(t).game, nil, opts), 80, 24), "e")
			if m.prompt == nil {
				t.Fatal("e opened no export dialog")
			}
			screen := screenText(m)
			words := strings.Fields(testWords.Prompt.ExportText)
			tokens := strings.FieldsFunc(screen, func(r rune) bool {
				return unicode.IsSpace(r) || (r >= 0x2500 && r <= 0x257f) // blanks and the frame
			})
			for i := range tokens {
				if slices.Equal(tokens[i:min(i+len(words), len(tokens))], words) {
					return
				}
			}
			t.Errorf("the export dialog does not show %q whole:\n%s", testWords.Prompt.ExportText, screen)
		})
	}
}

// TestSeatHintNamesTheSeats: at a table of four the attack prompt's hint
// and key help name seats 1–4, not "1–9, 0", in every language.
func TestSeatHintNamesTheSeats(t *testing.T) {
	for _, lang := range languages {
		t.Run(lang, func(t *testing.T) {
			inLanguage(t, lang)
			screen := screenText(press(t, startedBuhmann(t), "a"))
			if strings.Contains(screen, "1–9") || !strings.Contains(screen, testWords.Prompt.DigitKeys(4)) ||
				!strings.Contains(screen, testWords.Keys.SeatUpTo(4).Desc) || testWords.Prompt.DigitKeys(4) != "1–4" {
				t.Errorf("the attack prompt does not name seats 1–4:\n%s", screen)
			}
		})
	}
}
