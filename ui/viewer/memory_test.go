package viewer

import (
	"context"
	"os"
	"path/filepath"
	"runtime"
	"runtime/metrics"
	"testing"
	"time"

	"rolekeeper/internal/childtest"
	"rolekeeper/internal/gamegen"
	"rolekeeper/internal/gamegen/gamefile"
	"rolekeeper/model"
	"rolekeeper/rules"
)

// sharedChild is set in the process TestViewersShareTheFeedsReplay
// measures in.
const sharedChild = "ROLEKEEPER_VIEWER_MEMORY_CHILD"

// TestViewersShareTheFeedsReplay: the viewers of one Feed take its replay
// and its log instead of replaying the file each (issue 17): three
// viewers of a game of 20,000 events hold hardly more heap than three of
// a game of 1,000 (less than 2 bytes more an event and viewer; a viewer
// that replays the events itself holds its own game, undo history and log,
// some 100 bytes an event). The Feed's own reading is not counted: it is
// read before the measurement begins. It measures in a process of its
// own (childtest.Measure), where every collection stops the world, the least
// of three runs.
func TestViewersShareTheFeedsReplay(t *testing.T) {
	if !childtest.Measure(t, sharedChild, 0) {
		return
	}
	const short, long, viewers = 1000, 20000, 3
	held := map[int]int64{}
	for _, n := range []int{short, long} {
		feed, err := Follow(longGame(t, n))
		if err != nil {
			t.Fatal(err)
		}
		held[n] = heldBy(func() any {
			ms := make([]model.Model, viewers)
			for i := range ms {
				if ms[i], err = New(context.Background(), feed, testOptions(), false); err != nil {
					t.Fatal(err)
				}
				_ = ms[i].Render()
			}
			return ms
		})
		feed.Close()
		t.Logf("%d viewers of %d events hold %d bytes", viewers, n, held[n])
	}
	if more := float64(held[long]-held[short]) / float64((long-short)*viewers); more > 2 {
		t.Errorf("a viewer holds %.1f bytes more an event at %d events than at %d, want at most 2: it replays the game itself", more, long, short)
	}
}

// longGame writes a legal game of n events to a file of its own and
// returns its path.
func longGame(t *testing.T, n int) string {
	path := filepath.Join(t.TempDir(), "game.jsonl")
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	setup := gamegen.LongSetup(rules.Lord)
	start := time.Date(2026, 11, 29, 20, 0, 0, 0, time.UTC)
	if wrote, err := gamefile.Write(f, setup, "", gamegen.LongEvents(setup, n, 1), gamefile.Every(start, 7*time.Second)); err != nil || wrote < n {
		t.Fatalf("%d of %d events written: %v", wrote, n, err)
	}
	return path
}

// heldBy is the least, of three runs, of the heap in use after a
// collection while what build returned is still reachable, beyond what
// was in use before.
func heldBy(build func() any) int64 {
	live := []metrics.Sample{{Name: "/gc/heap/live:bytes"}}
	read := func() int64 {
		runtime.GC()
		metrics.Read(live)
		return int64(live[0].Value.Uint64())
	}
	least := int64(-1)
	for range 3 {
		base := read()
		kept := build()
		got := read() - base
		runtime.KeepAlive(kept)
		if least < 0 || got < least {
			least = got
		}
	}
	return least
}
