package league

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"strconv"
	"testing"
	"time"

	"rolekeeper/internal/pgtest"
)

// seasonGames is how many games the season benchmarks push and read:
// 1,000, and 100 with -short (.ci/run's once-over, which checks that
// every benchmark runs, not its figures: the same code at a tenth of the
// size; 1,000 games took about 45 s of that pass to write and push).
func seasonGames() int {
	if testing.Short() {
		return 100
	}
	return 1000
}

// BenchmarkPushSeason pushes a season of 1,000 games of about 500 events
// each into an empty league (one op), then pushes it again (nothing to
// send) and reads the standings' games back; it reports the database's
// size and the time of each step. BENCHMARKS.md "League" quotes it:
//
//	go test -run '^$' -bench PushSeason -benchtime 1x ./league
func BenchmarkPushSeason(b *testing.B) {
	c := pgtest.Start(b)
	dir := b.TempDir()
	n := seasonGames()
	paths := writeSeason(b, dir, 42, 0, n, 500)
	ctx := context.Background()
	b.ResetTimer()
	for range b.N {
		b.StopTimer()
		url := c.NewDatabase(b)
		db := connect(b, url)
		b.StartTimer()
		start := time.Now()
		for _, p := range paths {
			if _, err := db.Push(ctx, p, "bench"); err != nil {
				b.Fatal(err)
			}
		}
		b.ReportMetric(time.Since(start).Seconds(), "s/push-"+strconv.Itoa(n))
		b.StopTimer()
		again := time.Now()
		for _, p := range paths {
			if r, err := db.Push(ctx, p, "bench"); err != nil || r.Outcome != Unchanged {
				b.Fatal(r, err)
			}
		}
		b.ReportMetric(time.Since(again).Seconds(), "s/repush-"+strconv.Itoa(n))
		read := time.Now()
		games, err := NewReader(db).Games(ctx)
		if err != nil || len(games) != len(paths) {
			b.Fatal(len(games), err)
		}
		b.ReportMetric(time.Since(read).Seconds(), "s/read-"+strconv.Itoa(n))
		b.ReportMetric(float64(c.Size(b, url))/(1<<20), "MiB-db")
		_, records := rows(b, db)
		b.ReportMetric(float64(records)/float64(len(paths)), "records/game")
		db.Close()
		b.StartTimer()
	}
}

// BenchmarkPushGrown is what pushing a game costs after one more event,
// for a game of 500 and of 10,000 events: whole (Push: the file read and
// checked whole, as check does, the league's copy compared by its digest,
// the new record sent) and through a Tail (what Queue does with the game
// in play: only the new line read, decoded and applied).
//
//	go test -run '^$' -bench PushGrown -benchtime 200x ./league
func BenchmarkPushGrown(b *testing.B) {
	c := pgtest.Start(b)
	for _, bc := range []struct {
		n    int
		tail bool
	}{{500, false}, {10000, false}, {500, true}, {10000, true}} {
		n := bc.n
		b.Run(fmt.Sprintf("tail=%v/events=%d", bc.tail, n), func(b *testing.B) {
			db := connect(b, c.NewDatabase(b))
			path := writeSeason(b, b.TempDir(), uint64(n), 0, 1, n)[0]
			data, err := os.ReadFile(path)
			if err != nil {
				b.Fatal(err)
			}
			lines := bytes.SplitAfter(data, []byte("\n"))
			lines = lines[:len(lines)-1] // the last is empty
			// Push all but the last b.N+1 records' worth of growth: the
			// game grows by one record before each push.
			keep := max(len(lines)-b.N-1, 2)
			ctx := context.Background()
			write := func(k int) {
				if err := os.WriteFile(path, bytes.Join(lines[:k], nil), 0o644); err != nil {
					b.Fatal(err)
				}
			}
			write(keep)
			tail := NewTail(path)
			push := func() {
				var err error
				if bc.tail {
					_, err = db.PushTail(ctx, tail, "bench")
				} else {
					_, err = db.Push(ctx, path, "bench")
				}
				if err != nil {
					b.Fatal(err)
				}
			}
			push()
			f, err := os.OpenFile(path, os.O_APPEND|os.O_WRONLY, 0)
			if err != nil {
				b.Fatal(err)
			}
			defer f.Close()
			b.ResetTimer()
			for i := range b.N {
				b.StopTimer()
				if k := keep + i; k < len(lines) {
					f.Write(lines[k]) // the journal appends, as here
				}
				b.StartTimer()
				push()
			}
		})
	}
}
