package cli

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"rolekeeper/internal/pgtest"
	"rolekeeper/night"
)

// TestNightStandingsCountEveryTablesGames: the README's club night with
// a league. The organiser's laptop starts and seats the night; table 1's
// laptop plays its game and sends it to the league. night standings on
// the organiser's laptop counts that game (it counted 0: it read this
// laptop's games only, and the organiser's laptop holds none). A copy of
// the same game on the organiser's laptop counts once. With the league
// away (the night's catch-up has just said so, and it is not waited for
// a second time) it says in one more line that it counts this laptop's
// games only, and counts them.
func TestNightStandingsCountEveryTablesGames(t *testing.T) {
	c := pgtest.Start(t)
	url := c.NewDatabase(t)
	config := leagueConfig(t, url)
	organiser, table := t.TempDir(), t.TempDir()
	path := organiserNight(t, organiser, config)
	n, err := night.Load(path)
	if err != nil {
		t.Fatal(err)
	}
	setup, err := seatingSetup(n, 1, "1")
	if err != nil {
		t.Fatal(err)
	}
	game := filepath.Join(table, "rolekeeper", "games", "table1.jsonl")
	writeEndedGame(t, game, setup, "33333333333333333333333333333333")
	if out, errOut, code := runIn(t, table, config, "league", "push", game); code != 0 {
		t.Fatalf("league push: %d %q %q", code, out, errOut)
	}
	games := func(config string) (int, string) {
		t.Helper()
		out, errOut, code := runIn(t, organiser, config, "night", "standings", "--format", "json")
		var s statsJSON
		if code != 0 || json.Unmarshal([]byte(out), &s) != nil {
			t.Fatalf("night standings: %d %q %q", code, out, errOut)
		}
		return s.Games, errOut
	}
	if got, errOut := games(config); got != 1 || errOut != "" {
		t.Fatalf("the organiser's night standings count %d games (%q), want table 1's", got, errOut)
	}
	data, err := os.ReadFile(game)
	if err != nil {
		t.Fatal(err)
	}
	mine := filepath.Join(organiser, "rolekeeper", "games", "copy.jsonl")
	if err := os.MkdirAll(filepath.Dir(mine), 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(mine, data, 0o600); err != nil {
		t.Fatal(err)
	}
	if got, _ := games(config); got != 1 {
		t.Fatalf("a game in the league and on this laptop counts %d times", got)
	}
	away := leagueConfig(t, "postgres://club@/league?host="+filepath.Join(t.TempDir(), "gone")+"&sslmode=disable")
	got, errOut := games(away)
	lines := strings.Split(strings.TrimSuffix(errOut, "\n"), "\n")
	if got != 1 || len(lines) != 2 || strings.Count(errOut, "cannot reach the league's database") != 1 ||
		lines[1] != "The night's standings count this laptop's games only: the other tables' games are left out until the league answers." {
		t.Fatalf("with the league away: %d games, %q", got, errOut)
	}
}

// TestSeatingCountsTheLeaguesGames: the same fault in night seat. A game
// of table 1 in the league (its first player sat first once this
// season): the organiser's next round is drawn from that first seat (it
// counted 0 for everyone: only this laptop's games, none, were read).
// With the league away it says so in one line and still seats.
func TestSeatingCountsTheLeaguesGames(t *testing.T) {
	c := pgtest.Start(t)
	url := c.NewDatabase(t)
	config := leagueConfig(t, url)
	organiser, table := t.TempDir(), t.TempDir()
	path := organiserNight(t, organiser, config)
	n, err := night.Load(path)
	if err != nil {
		t.Fatal(err)
	}
	setup, err := seatingSetup(n, 1, "1")
	if err != nil {
		t.Fatal(err)
	}
	game := filepath.Join(table, "rolekeeper", "games", "table1.jsonl")
	writeEndedGame(t, game, setup, "44444444444444444444444444444444")
	if out, errOut, code := runIn(t, table, config, "league", "push", game); code != 0 {
		t.Fatalf("league push: %d %q %q", code, out, errOut)
	}
	if out, errOut, code := runIn(t, organiser, config, "night", "seat"); code != 0 || errOut != "" {
		t.Fatalf("night seat: %d %q %q", code, out, errOut)
	}
	if n, err = night.Load(path); err != nil {
		t.Fatal(err)
	}
	first := n.Index(setup.Players[setup.First])
	if got := n.Seated[1].Inputs.SeasonFirsts; got[first] != 1 {
		t.Fatalf("round 2 was drawn from the season's first seats %v, want 1 for %s", got, setup.Players[setup.First])
	}
	away := leagueConfig(t, "postgres://club@/league?host="+filepath.Join(t.TempDir(), "gone")+"&sslmode=disable")
	_, errOut, code := runIn(t, organiser, away, "night", "seat")
	if code != 0 || !strings.HasPrefix(errOut, "The seating counts the ratings and first seats of this laptop's games only: cannot reach") {
		t.Fatalf("night seat with the league away: %d %q", code, errOut)
	}
}
