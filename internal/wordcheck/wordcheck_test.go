package wordcheck

import (
	"slices"
	"testing"
)

func TestEnglish(t *testing.T) {
	for _, c := range []struct {
		text string
		want []string
	}{
		{"  USAGE\n    rolekeeper [command] [--flags]", []string{"USAGE", "flags", "command"}},
		{"Saison · sorted by # ▲", []string{"sorted by"}},
		{"2 Zuschauer · Code 482 913", nil},
		{"Tischcode: ", nil},
		{"rolekeeper Version devel", nil},
		{"Lord is killing you, Magic: The Gathering", nil},
		{"◀ Lord is killing you ▶  Buhmann: 3–12 Spieler · Lord is kill…", nil},
		{"spiele/game-of-the-day.jsonl --no-descriptions", nil},
		{"the code and the password", []string{"password", "code", "the", "and"}},
		{"Enter gibt die Änderung ein", nil},
		{"Sprache: de oder en (sonst die Locale)", []string{"Locale"}},
	} {
		if got := English(c.text); !slices.Equal(got, c.want) {
			t.Errorf("English(%q) = %q, want %q", c.text, got, c.want)
		}
	}
}
