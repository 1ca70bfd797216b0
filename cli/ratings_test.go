package cli

import (
	"testing"
	"time"

	"rolekeeper/rules"
	"rolekeeper/stats"
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
