package league

import (
	"fmt"
	"testing"
	"time"

	"rolekeeper/internal/gamegen"
	"rolekeeper/internal/gamegen/gamefile"
)

// t0 is the first club night of the test season.
var t0 = time.Date(2026, 10, 2, 19, 0, 0, 0, time.UTC)

// writeSeason writes n random games of about events events into dir
// (gamefile.Season: seven seats of a larger club), one every day from
// the day'th, one in five unfinished, every third without an id; a
// finished game ends with an End record if it has not ended by then. It
// returns their paths.
func writeSeason(tb testing.TB, dir string, seed uint64, day, n, events int) []string {
	tb.Helper()
	s := gamefile.Season{
		Table:      gamegen.Table{MaxPlayers: 7, Pool: gamegen.Names},
		Unfinished: 5,
		IDs:        true,
		Start:      t0.Add(time.Duration(day) * 24 * time.Hour),
		Apart:      24 * time.Hour,
		Name:       func(i int) string { return fmt.Sprintf("game-%d-%03d.jsonl", seed, i) },
	}
	return s.Write(tb, dir, gamegen.Seeded(seed, 7), n, events)
}
