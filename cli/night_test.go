package cli

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// nightOut is what `night … --format json` prints, as a reader takes it.
type nightOut struct {
	Night  string `json:"night"`
	Seated []struct {
		Round   int    `json:"round"`
		Variant string `json:"variant"`
		Seed    uint64 `json:"seed"`
		Tables  []struct {
			Players []string `json:"players"`
			First   string   `json:"first"`
			Waiting *string  `json:"waiting"`
		} `json:"tables"`
		Score map[string]float64 `json:"score"`
	} `json:"seated"`
}

// TestNightFromArrivalToSeating: start with a roster's name spelt
// otherwise and a new name, seat three rounds (Buhmann, Lord, Buhmann),
// every player once a round, the first player in seat 1, the waiting
// player of an even Lord table last; the file replays; a fourth round and
// a second start are refused with words, and --new keeps the old night.
func TestNightFromArrivalToSeating(t *testing.T) {
	state, config := t.TempDir(), t.TempDir()
	games := filepath.Join(state, "rolekeeper", "games")
	if err := os.MkdirAll(games, 0o700); err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(filepath.Join("..", "testdata", "lord-7-players.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(games, "lord.jsonl"), data, 0o600); err != nil {
		t.Fatal(err)
	}
	players := []string{"ana", "Ben", "Cem", "Dora", "Eli", "Finn", "Gus", "Hanna", "Ida", "Jo", "Kai", "Lea"}
	out, errOut, code := runIn(t, state, config, append([]string{"night", "start", "--variant", "buhmann,lord", "--rounds", "3"}, players...)...)
	if code != 0 || !strings.Contains(out, "ana is Ana from the roster.") || !strings.Contains(out, "New tonight: Hanna, Ida, Jo, Kai and Lea.") {
		t.Fatalf("start: %d %q %q", code, out, errOut)
	}
	for r := 1; r <= 3; r++ {
		out, errOut, code = runIn(t, state, config, "night", "seat", "--format", "json")
		var n nightOut
		if code != 0 || json.Unmarshal([]byte(out), &n) != nil || len(n.Seated) != 1 {
			t.Fatalf("seat %d: %d %q %q", r, code, out, errOut)
		}
		checkRound(t, n, r, len(players))
	}
	out, _, code = runIn(t, state, config, "night", "status")
	if code != 0 || strings.Count(out, "Round ") != 3 || strings.Count(out, "Score (0 is best") != 3 {
		t.Fatalf("status: %d %q", code, out)
	}
	if _, errOut, code = runIn(t, state, config, "night", "seat"); code != 1 || !strings.Contains(errOut, "all 3 rounds of the night are seated") {
		t.Fatalf("a fourth round: %d %q", code, errOut)
	}
	if _, errOut, code = runIn(t, state, config, "night", "start", "Ana", "Ben", "Cem"); code != 1 || !strings.Contains(errOut, "--new starts another") {
		t.Fatalf("a second start: %d %q", code, errOut)
	}
	if out, _, code = runIn(t, state, config, "night", "start", "--new", "Ana", "Ben", "Cem"); code != 0 || !strings.Contains(out, "night-2.json") {
		t.Fatalf("--new: %d %q", code, out)
	}
}

func checkRound(t *testing.T, n nightOut, r, players int) {
	t.Helper()
	round := n.Seated[0]
	wantVariant := map[int]string{1: "buhmann", 2: "lord", 3: "buhmann"}[r]
	seen := map[string]bool{}
	for _, tb := range round.Tables {
		if tb.First != tb.Players[0] {
			t.Errorf("round %d: %s first, %s in seat 1", r, tb.First, tb.Players[0])
		}
		if even := len(tb.Players)%2 == 0; wantVariant == "lord" && even != (tb.Waiting != nil) ||
			tb.Waiting != nil && *tb.Waiting != tb.Players[len(tb.Players)-1] {
			t.Errorf("round %d: table %v waiting %v", r, tb.Players, tb.Waiting)
		}
		for _, p := range tb.Players {
			seen[p] = true
		}
	}
	if round.Round != r || round.Variant != wantVariant || len(seen) != players {
		t.Errorf("round %d: %+v", r, round)
	}
	for _, k := range []string{"repeats", "first_again", "first_season", "seat_again", "wait_again", "imbalance", "spread"} {
		if _, ok := round.Score[k]; !ok {
			t.Errorf("round %d: no %s in the score", r, k)
		}
	}
}

// TestNightSheets: the Markdown sheet has a row per table and German
// words under --lang de; the CSV a row per seat, names that look like a
// formula kept as text.
func TestNightSheets(t *testing.T) {
	state, config := t.TempDir(), t.TempDir()
	if _, errOut, code := runIn(t, state, config, "night", "start", "=cmd", "Ben", "Cem", "Dora", "Eli", "Finn", "Gus", "Hanna"); code != 0 {
		t.Fatal(errOut)
	}
	if _, errOut, code := runIn(t, state, config, "night", "seat", "--seed", "7"); code != 0 {
		t.Fatal(errOut)
	}
	md, _, _ := runIn(t, state, config, "--lang", "de", "night", "status", "--format", "md")
	if strings.Count(md, "| Tisch ") != 2 || !strings.Contains(md, "(beginnt)") || !strings.Contains(md, "Startwert 7") {
		t.Errorf("sheet:\n%s", md)
	}
	csv, _, _ := runIn(t, state, config, "night", "status", "--format", "csv")
	if lines := strings.Split(strings.TrimSpace(csv), "\n"); len(lines) != 9 || !strings.Contains(csv, ",'=cmd,") {
		t.Errorf("csv:\n%s", csv)
	}
	if _, errOut, code := runIn(t, state, config, "night", "seat", "--seed", "x"); code != 2 || !strings.Contains(errOut, `"x" is not a seed`) {
		t.Errorf("--seed x: %d %q", code, errOut)
	}
}
