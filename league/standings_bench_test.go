package league

import (
	"context"
	"io"
	"path/filepath"
	"testing"

	"rolekeeper/internal/cputime"
	"rolekeeper/internal/pgtest"
	"rolekeeper/stats"
	"rolekeeper/wording"
)

// BenchmarkStandingsAgainstStats is `league standings --format json`
// without a cache (a new Reader: every record of every game read from the
// league and replayed, as the one-shot command did) and with its cache
// warm (NewCachedReader: the games remembered in the stats index, as the
// command does now) against the warm `stats --format json` of the same
// 1,000 games (100 with -short: seasonGames; the folder's digest), in
// one run, by the processor time of this process (PostgreSQL's own is
// not counted):
//
//	go test -run '^$' -bench StandingsAgainstStats -benchtime 3x ./league
func BenchmarkStandingsAgainstStats(b *testing.B) {
	c := pgtest.Start(b)
	paths := writeSeason(b, b.TempDir(), 42, 0, seasonGames(), 500)
	ctx := context.Background()
	db := connect(b, c.NewDatabase(b))
	defer db.Close()
	for _, p := range paths {
		if _, err := db.Push(ctx, p, "bench"); err != nil {
			b.Fatal(err)
		}
	}
	ix, err := stats.OpenIndex(filepath.Join(b.TempDir(), "index.db"))
	if err != nil {
		b.Fatal(err)
	}
	defer ix.Close()
	dir := filepath.Dir(paths[0])
	if _, err := ix.Load(dir, stats.WantFacts, nil); err != nil {
		b.Fatal(err)
	}
	write := func(entries []stats.Entry) {
		r := stats.Report{Season: stats.SeasonOf(entries, stats.Filter{}, stats.Identities{}), Words: wording.English().Stats}
		if err := r.Write(io.Discard, stats.JSON); err != nil {
			b.Fatal(err)
		}
	}
	if _, err := NewCachedReader(db, ix, "bench").Games(ctx); err != nil {
		b.Fatal(err)
	}
	var local, league, cached float64
	for b.Loop() {
		cpu := cputime.Used()
		entries, err := ix.Load(dir, stats.WantFacts, nil)
		if err != nil {
			b.Fatal(err)
		}
		write(entries)
		local += float64((cputime.Used() - cpu).Microseconds()) / 1000
		cpu = cputime.Used()
		games, err := NewReader(db).Games(ctx)
		if err != nil || len(games) != len(paths) {
			b.Fatal(len(games), err)
		}
		write(Entries(games))
		league += float64((cputime.Used() - cpu).Microseconds()) / 1000
		cpu = cputime.Used()
		games, err = NewCachedReader(db, ix, "bench").Games(ctx)
		if err != nil || len(games) != len(paths) {
			b.Fatal(len(games), err)
		}
		write(Entries(games))
		cached += float64((cputime.Used() - cpu).Microseconds()) / 1000
	}
	b.ReportMetric(local/float64(b.N), "cpu-ms/stats")
	b.ReportMetric(league/float64(b.N), "cpu-ms/standings")
	b.ReportMetric(cached/float64(b.N), "cpu-ms/standings-cached")
	b.ReportMetric(league/local, "standings/stats")
	b.ReportMetric(cached/local, "cached/stats")
}
