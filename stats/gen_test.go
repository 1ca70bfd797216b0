package stats

import (
	"testing"
	"time"

	"rolekeeper/internal/gamegen"
	"rolekeeper/internal/gamegen/gamefile"
	"rolekeeper/rules"
)

// t0 is the start of the random season.
var t0 = time.Date(2026, 9, 4, 19, 0, 0, 0, time.UTC)

// season is the random season of stats' tests and benchmarks
// (gamefile.StatsSeason): a playgroup larger than the table, decks named
// in two games of three, a game every 73 hours, one in eight unfinished;
// a finished game ends on its own.
var season = gamefile.StatsSeason(t0)

// randomGame plays a random legal game of the season of about events
// events (undo and redo included).
func randomGame(r gamegen.Source, events int, finished bool) (rules.Setup, []rules.Event) {
	return season.Game(r, events, finished)
}

// writeSeason writes n random games of the season of about events events
// each into dir and returns their paths.
func writeSeason(tb testing.TB, dir string, seed uint64, n, events int) []string {
	tb.Helper()
	return season.Write(tb, dir, gamegen.Seeded(seed, 1), n, events)
}
