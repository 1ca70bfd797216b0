package cli

import (
	"strings"
	"testing"
)

// TestStatusTextNamesThePlayers: night status, as text, says who came
// and how far the night is before its rounds, in both languages, as its
// help promises ("its players and every round seated"). Just after
// night start it said only "No round seated yet", and never the players.
func TestStatusTextNamesThePlayers(t *testing.T) {
	state, config := t.TempDir(), t.TempDir()
	if _, errOut, code := runIn(t, state, config, "night", "start", "--rounds", "3", "Ana", "Ben", "Cem", "Dora", "Zoë"); code != 0 {
		t.Fatal(errOut)
	}
	out, errOut, code := runIn(t, state, config, "night", "status")
	lines := strings.Split(out, "\n")
	if code != 0 || len(lines) < 4 || !strings.HasSuffix(lines[0], " · 5 players · 0 of 3 night rounds seated") ||
		lines[1] != "Players: Ana, Ben, Cem, Dora and Zoë." || lines[3] != "No night round seated yet: rolekeeper night seat draws night round 1." {
		t.Fatalf("night status: %d %q %q", code, out, errOut)
	}
	out, _, _ = runIn(t, state, config, "--lang", "de", "night", "status")
	if lines = strings.Split(out, "\n"); !strings.HasSuffix(lines[0], " · 5 Spieler · 0 von 3 Abendrunden gezogen") || lines[1] != "Spieler: Ana, Ben, Cem, Dora und Zoë." {
		t.Fatalf("night status in German: %q", out)
	}
}
