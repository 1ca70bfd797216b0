package league

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"
	"time"

	"rolekeeper/internal/gamegen"
	"rolekeeper/internal/gamegen/gamefile"
	"rolekeeper/rules"
)

// t0 is the first club night of the test season.
var t0 = time.Date(2026, 10, 2, 19, 0, 0, 0, time.UTC)

// randomGame plays a random legal game of about n events (undo and redo
// among them) of a club larger than the table, that does not end before
// them, and ends a finished one with an End record.
func randomGame(r gamegen.Source, n int, finished bool) (rules.Setup, []rules.Event) {
	s := gamegen.Table{MaxPlayers: 7, Pool: gamegen.Names}.Setup(r)
	g, out := gamegen.Plain(gamegen.Running).Play(r, s, n)
	if finished && !g.Over {
		out = append(out, rules.End{})
	}
	return s, out
}

// writeSeason writes n random games of about events events into dir, one
// every day from the day'th, one in five unfinished, every third without
// an id, and returns their paths.
func writeSeason(tb testing.TB, dir string, seed uint64, day, n, events int) []string {
	tb.Helper()
	r := gamegen.Seeded(seed, 7)
	var paths []string
	for i := range n {
		setup, evs := randomGame(r, events, i%5 != 4)
		id := fmt.Sprintf("%016x%016x", r.Uint64(), r.Uint64())
		if i%3 == 2 {
			id = ""
		}
		path := filepath.Join(dir, fmt.Sprintf("game-%d-%03d.jsonl", seed, i))
		start := t0.Add(time.Duration(day+i) * 24 * time.Hour)
		if err := os.WriteFile(path, gamefile.Encode(setup, id, evs, gamefile.Every(start, time.Minute)), 0o644); err != nil {
			tb.Fatal(err)
		}
		paths = append(paths, path)
	}
	return paths
}
