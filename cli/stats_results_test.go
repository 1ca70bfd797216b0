package cli

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestStatsResultsOnRequest: `stats --format json` holds every player's
// totals and no game one by one; with --results each player has their
// results and each rating its history, one entry per game, and the
// totals are the same; --results without --format json is refused as a
// usage error (exit 2), in German too.
func TestStatsResultsOnRequest(t *testing.T) {
	dir, state, config := seasonDir(t), t.TempDir(), t.TempDir()
	type player struct {
		Name    string            `json:"name"`
		Games   int               `json:"games"`
		Results []json.RawMessage `json:"results"`
		Lord    *struct {
			Games  int `json:"games"`
			Rating struct {
				History []json.RawMessage `json:"history"`
			} `json:"rating"`
		} `json:"lord"`
	}
	read := func(args ...string) ([]player, string) {
		stdout, stderr, code := runIn(t, state, config, append([]string{"stats", dir, "--format", "json"}, args...)...)
		if code != 0 {
			t.Fatalf("%v: exit %d: %s", args, code, stderr)
		}
		var out struct {
			Players []player `json:"players"`
		}
		if err := json.Unmarshal([]byte(stdout), &out); err != nil {
			t.Fatal(err)
		}
		return out.Players, stdout
	}
	totals, plain := read()
	full, _ := read("--results")
	if len(totals) != 7 || len(full) != 7 || strings.Contains(plain, `"results"`) || strings.Contains(plain, `"history"`) {
		t.Fatalf("%d and %d players; without --results:\n%s", len(totals), len(full), plain)
	}
	for i, p := range full {
		if p.Name != totals[i].Name || p.Games != totals[i].Games || len(p.Results) != p.Games || p.Lord == nil ||
			len(p.Lord.Rating.History) != p.Lord.Games {
			t.Errorf("%s: %d games, %d results, %+v; without --results %+v", p.Name, p.Games, len(p.Results), p.Lord, totals[i])
		}
	}
	for _, lang := range []string{"en", "de"} {
		_, stderr, code := runIn(t, state, config, "--lang", lang, "stats", dir, "--format", "csv", "--results")
		if code != 2 || !strings.Contains(stderr, "--results") || !strings.Contains(stderr, "--format json") {
			t.Errorf("%s: --results with csv: exit %d, %q", lang, code, stderr)
		}
	}
}
