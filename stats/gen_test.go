package stats

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

// t0 is the start of the random season.
var t0 = time.Date(2026, 9, 4, 19, 0, 0, 0, time.UTC)

// randomGame plays a random legal game of about events events (undo and
// redo included) of a playgroup larger than the table, decks named in
// two games of three, and returns its setup and events. A finished game
// ends on its own or with an End record; an unfinished one never ends.
func randomGame(r gamegen.Source, events int, finished bool) (rules.Setup, []rules.Event) {
	setup := gamegen.Table{MaxPlayers: 9, Pool: gamegen.Pool, Decks: true}.Setup(r)
	if finished {
		_, out := gamegen.Plain(gamegen.MayEnd).Finished(r, setup, events)
		return setup, out
	}
	_, out := gamegen.Plain(gamegen.Running).Play(r, setup, events)
	return setup, out
}

// writeSeason writes n random games of about events events each into dir,
// one every few days, one in eight unfinished, and returns their paths.
func writeSeason(tb testing.TB, dir string, seed uint64, n, events int) []string {
	tb.Helper()
	r := gamegen.Seeded(seed, 1)
	var paths []string
	for i := range n {
		setup, evs := randomGame(r, events, i%8 != 7)
		path := filepath.Join(dir, fmt.Sprintf("game-%04d.jsonl", i))
		if err := os.WriteFile(path, gamefile.Encode(setup, "", evs, gamefile.Every(t0.Add(time.Duration(i)*73*time.Hour), time.Minute)), 0o644); err != nil {
			tb.Fatal(err)
		}
		paths = append(paths, path)
	}
	return paths
}
