package stats

import (
	"hash/crc32"
	"io"
	"os"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"rolekeeper/internal/cputime"
	"rolekeeper/journal"
	"rolekeeper/wording"
)

// The season of the benchmarks: 1,000 saved games of about 500 events
// each (undo and redo included), one in eight unfinished, written once
// per run into a temporary folder.
const (
	benchGames  = 1000
	benchEvents = 500
)

// bigGames and bigEvents are the large season of the statistics
// benchmarks: 10,000 games of about 100 events each. The warm figures
// hang on the number of games and players, not on the events of each.
const (
	bigGames  = 10000
	bigEvents = 100
)

var (
	benchMu   sync.Mutex
	benchDirs = map[int]string{}
)

// benchSeason returns the folder of the benchmarks' season of 1,000
// games, writing it the first time.
func benchSeason(b *testing.B) string { return benchSeasonOf(b, benchGames, benchEvents) }

// benchSeasonOf returns the folder of a season of games games of about
// events events each (decks said in most, so that the deck figures and
// the ratings are counted), writing it the first time.
func benchSeasonOf(b *testing.B, games, events int) string {
	b.Helper()
	benchMu.Lock()
	defer benchMu.Unlock()
	if dir, ok := benchDirs[games]; ok {
		return dir
	}
	dir, err := os.MkdirTemp("", "rolekeeper-bench-")
	if err != nil {
		b.Fatal(err)
	}
	writeSeason(b, dir, 2026, games, events)
	benchDirs[games] = dir
	return dir
}

// seasons are the two seasons of the statistics benchmarks, by name.
var seasons = []struct {
	name          string
	games, events int
}{{"games=1000", benchGames, benchEvents}, {"games=10000", bigGames, bigEvents}}

// benchSeasons are the seasons a run measures: with -short (.ci/run's
// once-over, which checks that every benchmark runs, not its figures)
// only the season of 1,000 games, whose code is the larger one's; the
// 10,000 games took about 40 s of that pass to write and read.
func benchSeasons() []struct {
	name          string
	games, events int
} {
	if testing.Short() {
		return seasons[:1]
	}
	return seasons
}

func TestMain(m *testing.M) {
	code := m.Run()
	for _, dir := range benchDirs {
		os.RemoveAll(dir)
	}
	os.Exit(code)
}

// reportCPU reports the processor time per operation since start: on a
// machine that other work keeps busy it tells what a run costs when the
// wall-clock time tells how long it waited.
func reportCPU(b *testing.B, start time.Duration) {
	b.ReportMetric(float64(cputime.Used()-start)/float64(time.Millisecond)/float64(b.N), "cpu-ms/op")
}

// warmIndex returns an index that holds the season already, and its
// folder's digest.
func warmIndex(b *testing.B, dir string) *Index {
	b.Helper()
	ix, err := OpenIndex(filepath.Join(b.TempDir(), "index.db"))
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { ix.Close() })
	if _, err := ix.Load(dir, WantFacts, nil); err != nil {
		b.Fatal(err)
	}
	return ix
}

// BenchmarkIndexCold builds the index of each season from nothing: every
// file read, replayed and written to the index.
func BenchmarkIndexCold(b *testing.B) {
	for _, season := range benchSeasons() {
		b.Run(season.name, func(b *testing.B) { benchIndexCold(b, benchSeasonOf(b, season.games, season.events)) })
	}
}

func benchIndexCold(b *testing.B, dir string) {
	tmp := b.TempDir()
	n := 0
	start := cputime.Used()
	defer func() { reportCPU(b, start) }()
	for b.Loop() {
		n++
		ix, err := OpenIndex(filepath.Join(tmp, "cold", itoa(n), "index.db"))
		if err != nil {
			b.Fatal(err)
		}
		if err := ix.Sync(dir, nil); err != nil {
			b.Fatal(err)
		}
		ix.Close()
	}
}

// BenchmarkStatsWarm is `rolekeeper stats` with a warm index, for each
// season: every file checked against the index, the facts of every game
// loaded, the season added up (the ratings and the decks with it) and
// the text report written. Target: under 300 ms at 10,000 games.
func BenchmarkStatsWarm(b *testing.B) {
	for _, season := range benchSeasons() {
		b.Run(season.name, func(b *testing.B) {
			benchStatsWarm(b, benchSeasonOf(b, season.games, season.events), season.games)
		})
	}
}

func benchStatsWarm(b *testing.B, dir string, want int) {
	ix := warmIndex(b, dir)
	start := cputime.Used()
	defer func() { reportCPU(b, start) }()
	for b.Loop() {
		s := statsOnce(b, ix, dir, Text, false, io.Discard)
		if s.Games+s.Unfinished != want || len(s.Decks) == 0 {
			b.Fatalf("%d games, %d decks", s.Games+s.Unfinished, len(s.Decks))
		}
	}
}

// statsOnce is one `rolekeeper stats` from the warm index ix, as the
// command runs it: the games of dir loaded (Load: the folder's digest
// when no file changed), the season added up and its report written to
// w in format, with every game one by one if results (--results). It is
// the one body of the warm benchmarks (BenchmarkStatsWarm,
// BenchmarkStatsWarmJSON).
func statsOnce(b *testing.B, ix *Index, dir string, format Format, results bool, w io.Writer) Season {
	b.Helper()
	games, err := ix.Load(dir, WantFacts, nil)
	if err != nil {
		b.Fatal(err)
	}
	s := SeasonOf(games, Filter{}, Identities{})
	if err := (Report{Season: s, Words: wording.English().Stats, Results: results}).Write(w, format); err != nil {
		b.Fatal(err)
	}
	return s
}

// BenchmarkListWarm is the list of unfinished games from a warm index:
// every file checked against the index and the list read. Target: under
// 100 ms.
func BenchmarkListWarm(b *testing.B) {
	dir := benchSeason(b)
	ix := warmIndex(b, dir)
	start := cputime.Used()
	defer func() { reportCPU(b, start) }()
	for b.Loop() {
		if err := ix.Sync(dir, nil); err != nil {
			b.Fatal(err)
		}
		list, err := ix.Unfinished(dir)
		if err != nil || len(list) != benchGames/8 {
			b.Fatal(len(list), err)
		}
	}
}

// BenchmarkListJournal is the list of games without the index, every
// file read and replayed (journal.List): the ratio to BenchmarkListWarm
// is what the index saves.
func BenchmarkListJournal(b *testing.B) {
	dir := benchSeason(b)
	start := cputime.Used()
	defer func() { reportCPU(b, start) }()
	for b.Loop() {
		list, err := journal.List(dir)
		if err != nil || len(list) != benchGames {
			b.Fatal(len(list), err)
		}
	}
}

// BenchmarkStamps10000 takes 10,000 stamps (the season's 1,000 files ten
// times over, warm in the page cache): the cost of checking a season of
// 10,000 games against the index, each file read whole for its checksum.
// BenchmarkStamps10000Tail reads only each file's last 4 KiB, as the stamp
// did before the checksum of the whole file: their ratio is what the
// whole-file checksum costs.
func BenchmarkStamps10000(b *testing.B) { benchStamps(b, stampInto) }

func BenchmarkStamps10000Tail(b *testing.B) {
	benchStamps(b, func(path string, buf []byte) (stamp, error) {
		f, err := os.Open(path)
		if err != nil {
			return stamp{}, err
		}
		defer f.Close()
		info, err := f.Stat()
		if err != nil {
			return stamp{}, err
		}
		off := max(info.Size()-4096, 0)
		n, err := f.ReadAt(buf[:info.Size()-off], off)
		if err != nil && err != io.EOF {
			return stamp{}, err
		}
		return stamp{size: info.Size(), sum: crc32.Checksum(buf[:n], castagnoli)}, nil
	})
}

func benchStamps(b *testing.B, take func(string, []byte) (stamp, error)) {
	files, err := GameFiles(benchSeason(b))
	if err != nil {
		b.Fatal(err)
	}
	buf := make([]byte, readChunk)
	start := cputime.Used()
	defer func() { reportCPU(b, start) }()
	for b.Loop() {
		for range 10 {
			for _, f := range files {
				if _, err := take(f, buf); err != nil {
					b.Fatal(err)
				}
			}
		}
	}
}

// BenchmarkStatsWarmJSON is `rolekeeper stats --format json` from a warm
// index (issue 33's figure), as the command runs it (Load: the folder's
// digest when no file changed), with every file read whole to its
// checksum (whole-files: files changed a moment ago, whose change times
// are not trusted, as every file was before issue 33), with the change
// times trusted (change-times: files that settled long ago, the usual
// warm run: a file is read only when its size, times or number
// changed), and so with every game one by one (results: --results). The
// JSON's size is reported as json-bytes.
func BenchmarkStatsWarmJSON(b *testing.B) {
	for _, season := range benchSeasons() {
		for _, run := range []string{"whole-files", "change-times", "results"} {
			trust, name := run != "whole-files", season.name+"/"+run
			b.Run(name, func(b *testing.B) {
				dir := benchSeasonOf(b, season.games, season.events)
				defer func(s time.Duration) { settled = s }(settled)
				settled = 1 << 62 // no change time trusted
				if trust {
					settled = -time.Hour
				}
				ix := warmIndex(b, dir)
				var size int
				start := cputime.Used()
				defer func() { reportCPU(b, start) }()
				for b.Loop() {
					var out countingWriter
					statsOnce(b, ix, dir, JSON, run == "results", &out)
					size = int(out)
				}
				b.ReportMetric(float64(size), "json-bytes")
			})
		}
	}
}

// countingWriter counts what is written to it.
type countingWriter int64

func (c *countingWriter) Write(p []byte) (int, error) {
	*c += countingWriter(len(p))
	return len(p), nil
}
