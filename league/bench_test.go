package league

import (
	"context"
	"testing"
	"time"

	"rolekeeper/internal/pgtest"
)

// BenchmarkPushSeason pushes a season of 1,000 games of about 500 events
// each into an empty league (one op), then pushes it again (nothing to
// send) and reads the standings' games back; it reports the database's
// size and the time of each step. BENCHMARKS.md "League" quotes it:
//
//	go test -run '^$' -bench PushSeason -benchtime 1x ./league
func BenchmarkPushSeason(b *testing.B) {
	c := pgtest.Start(b)
	dir := b.TempDir()
	paths := writeSeason(b, dir, 42, 0, 1000, 500)
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
		b.ReportMetric(time.Since(start).Seconds(), "s/push-1000")
		b.StopTimer()
		again := time.Now()
		for _, p := range paths {
			if r, err := db.Push(ctx, p, "bench"); err != nil || r.Outcome != Unchanged {
				b.Fatal(r, err)
			}
		}
		b.ReportMetric(time.Since(again).Seconds(), "s/repush-1000")
		read := time.Now()
		games, err := NewReader(db).Games(ctx)
		if err != nil || len(games) != len(paths) {
			b.Fatal(len(games), err)
		}
		b.ReportMetric(time.Since(read).Seconds(), "s/read-1000")
		b.ReportMetric(float64(c.Size(b, url))/(1<<20), "MiB-db")
		_, records := rows(b, db)
		b.ReportMetric(float64(records)/float64(len(paths)), "records/game")
		db.Close()
		b.StartTimer()
	}
}
