package web

import (
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"testing"
	"time"

	"rolekeeper/internal/gamegen"
	"rolekeeper/internal/gamegen/gamefile"
	"rolekeeper/live"
	"rolekeeper/model"
	"rolekeeper/wording"
)

// TestTableTakesTheFeedsReplay: a table started from a feed that builds
// the viewers' log (serve's) takes the feed's game and the log's last
// entries instead of replaying the file again, and shows what a table
// that replayed every event shows: the same game, the same lines in
// both languages, for games with undo and redo.
func TestTableTakesTheFeedsReplay(t *testing.T) {
	for p := range gamegen.PlainGames(gamegen.Running, 4, 7, 400) {
		v, seed, setup, events := p.Variant, p.Seed, p.Setup, p.Events
		path := filepath.Join(t.TempDir(), "game.jsonl")
		f, err := os.Create(path)
		if err != nil {
			t.Fatal(err)
		}
		start := time.Date(2026, 11, 29, 20, 0, 0, 0, time.UTC)
		if _, err := gamefile.Write(f, setup, "", slices.Values(events[:300]), gamefile.Every(start, 5*time.Second)); err != nil {
			t.Fatal(err)
		}
		f.Close()
		logged, err := live.Follow(path, live.WithLog(func() live.Log { return new(model.Log) }))
		if err != nil {
			t.Fatal(err)
		}
		plain, err := live.Follow(path)
		if err != nil {
			t.Fatal(err)
		}
		check := func(what string, a, b table) {
			t.Helper()
			if !a.ok || !reflect.DeepEqual(a.game.State, b.game.State) || a.applied != b.applied {
				t.Fatalf("%v seed %d, %s: the tables differ (ok %v, %d and %d applied)", v, seed, what, a.ok, a.applied, b.applied)
			}
			for _, wd := range []*wording.Words{wording.English(), wording.German()} {
				if la, lb := a.lines(wd), b.lines(wd); !reflect.DeepEqual(la, lb) {
					t.Fatalf("%v seed %d, %s: the lines differ:\n%q\n%q", v, seed, what, la, lb)
				}
			}
		}
		a, b := table{}.follow(logged.Latest()), table{}.follow(plain.Latest())
		check("first", a, b)
		if len(a.recent) != keepEntries {
			t.Fatalf("%v seed %d: %d recent entries, want the log's last %d (the file replayed again?)", v, seed, len(a.recent), keepEntries)
		}
		if _, isLog := logged.Latest().Log().(lastEntries); !isLog || logged.Latest().File.Records != nil {
			t.Fatalf("the feed builds no log, or keeps its records")
		}
		logged.Close()
		plain.Close()
	}
}
