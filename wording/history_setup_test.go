package wording

import (
	"strings"
	"testing"

	"rolekeeper/rules"
)

// TestSetupDrawCitesL1: the log's first entry of a Lord game tells the
// Lord, the pairs and the waiting player drawn at setup under L-1, the
// rule of that draw, not L-6 and L-7 (re-entry, new Lord), in both
// languages (a breaker read "Zoë is the Lord (L-7)." under "The game
// began.").
func TestSetupDrawCitesL1(t *testing.T) {
	g, effects, err := rules.NewGame(rules.Setup{Variant: rules.Lord, Players: []string{"A", "B", "C", "D", "E", "F"},
		Life: 20, Target: 10, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	names := Names(g.State)
	for _, wd := range []*Words{English(), German()} {
		lines := wd.EntryLines(names, Entry{Event: nil, Effects: effects})
		cited := 0
		for _, line := range lines[1:] {
			if strings.Contains(line, "(L-6)") || strings.Contains(line, "(L-7)") {
				t.Errorf("the setup's draw cites a re-entry rule: %q", line)
			}
			if strings.Contains(line, "(L-1)") {
				cited++
			}
		}
		if cited != 3 {
			t.Errorf("%d lines cite L-1, want the Lord, the pairs and the waiting player: %q", cited, lines)
		}
	}
}
