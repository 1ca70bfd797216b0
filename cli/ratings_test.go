package cli

import (
	"database/sql"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/adrg/xdg"

	"rolekeeper/rules"
	"rolekeeper/stats"
	"rolekeeper/wording"
)

// TestSeasonRatingsAreTheSeasonBefore: a resumed game's ratings leave
// out the game itself and every game that started after it; a new
// game's count every finished game.
func TestSeasonRatingsAreTheSeasonBefore(t *testing.T) {
	at := func(day int) time.Time { return time.Date(2026, 10, day, 19, 0, 0, 0, time.UTC) }
	won := func(path string, day int) stats.Entry {
		return stats.Entry{Path: path, Game: stats.Game{Path: path, Variant: rules.Buhmann, Over: true, Start: at(day), End: at(day),
			Players: []stats.PlayerGame{{Seat: 0, Name: "Ana", Place: 1, Result: stats.Win}, {Seat: 1, Name: "Ben", Place: 2}}}}
	}
	entries := []stats.Entry{won("/g/a.jsonl", 1), won("/g/b.jsonl", 2), won("/g/c.jsonl", 3)}
	ids := stats.Identities{}
	for _, c := range []struct {
		exclude string
		before  time.Time
		games   int
	}{{"", time.Time{}, 3}, {"/g/b.jsonl", at(2), 1}, {"/g/c.jsonl", at(3), 2}} {
		_, games := seasonRatings(entries, ids, c.exclude, c.before)("ana", rules.Buhmann)
		if games != c.games {
			t.Errorf("resuming %q: Ana's rating rests on %d games, want %d", c.exclude, games, c.games)
		}
	}
}

// TestPastRatingsFromAnIndexOfOlderFacts: an index whose facts are of an
// older version (a binary before the club night wrote them) is built
// again, and the setup still gets the decks and the ratings: reading the
// facts after a load of less failed and left both out without a word.
func TestPastRatingsFromAnIndexOfOlderFacts(t *testing.T) {
	t.Cleanup(xdg.Reload)
	t.Setenv("XDG_STATE_HOME", t.TempDir())
	t.Setenv("XDG_CONFIG_HOME", t.TempDir())
	xdg.Reload()
	dir := filepath.Join(xdg.StateHome, "rolekeeper", "games")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	game := `{"v":1,"type":"setup","variant":"buhmann","players":["Ana","Ben","Cem"],"decks":["Elfen",null,null]}` + "\n" +
		`{"v":1,"seq":1,"at":"2026-10-01T20:00:00Z","type":"end"}` + "\n"
	if err := os.WriteFile(filepath.Join(dir, "a.jsonl"), []byte(game), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, _, r := pastPlayersRated(wording.English(), "", time.Time{}); r == nil {
		t.Fatal("no ratings from a fresh index")
	}
	path, err := stats.DefaultIndexPath()
	if err != nil {
		t.Fatal(err)
	}
	db, err := sql.Open("sqlite", path)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := db.Exec("UPDATE games SET facts = x'01'"); err != nil { // facts of version 1
		t.Fatal(err)
	}
	db.Close()
	_, decks, r := pastPlayersRated(wording.English(), "", time.Time{})
	if r == nil || len(decks["ana"]) != 1 {
		t.Fatalf("after facts of an older version: ratings %v, decks %v", r != nil, decks)
	}
	if _, games := r("Ana", rules.Buhmann); games != 1 {
		t.Errorf("Ana's rating rests on %d games, want 1", games)
	}
}
