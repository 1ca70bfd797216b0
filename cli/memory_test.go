package cli

import (
	"io"
	"math"
	"os"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"runtime/metrics"
	"sync/atomic"
	"testing"
	"time"

	"github.com/spf13/cobra"

	"rolekeeper/export"
	"rolekeeper/internal/childtest"
	"rolekeeper/internal/gamegen"
	"rolekeeper/internal/gamegen/gamefile"
	"rolekeeper/rules"
	"rolekeeper/wording"
)

// longGameFile writes a long legal game of n events (internal/gamegen,
// as BENCHMARKS.md's files) to a file in dir and returns its path.
func longGameFile(t testing.TB, dir string, v rules.Variant, n int) string {
	t.Helper()
	path := filepath.Join(dir, v.String()+".jsonl")
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	setup := gamegen.LongSetup(v)
	start := time.Date(2026, 11, 29, 20, 0, 0, 0, time.UTC)
	if wrote, err := gamefile.Write(f, setup, "", gamegen.LongEvents(setup, n, 1), gamefile.Every(start, 7*time.Second)); err != nil || wrote < n {
		t.Fatalf("%d of %d events written: %v", wrote, n, err)
	}
	return path
}

// heapPeak runs f and returns the most heap in use after any garbage
// collection while it ran (the runtime's /gc/heap/live:bytes, read after
// every collection), beyond what was in use before: collecting at every
// tenth of growth, so that the peak is seen within a tenth.
//
// The figure is what was reachable only where every collection stops the
// world (GODEBUG=gcstoptheworld=1, as TestHeadlessReadingIsFlat runs
// it): a concurrent collection counts as live everything allocated while
// it marks, and on a loaded machine, where its marking is held off the
// processor for milliseconds, that is a megabyte of garbage.
func heapPeak(f func()) int64 {
	defer debug.SetGCPercent(debug.SetGCPercent(10))
	live := []metrics.Sample{{Name: "/gc/heap/live:bytes"}}
	read := func() int64 {
		metrics.Read(live)
		return int64(live[0].Value.Uint64())
	}
	runtime.GC()
	base := read()
	var most atomic.Int64
	var done atomic.Bool
	var arm func()
	arm = func() { // a finalizer runs after each collection and arms the next
		runtime.SetFinalizer(&struct{ p *int }{}, func(*struct{ p *int }) {
			most.Store(max(most.Load(), read()))
			if !done.Load() {
				arm()
			}
		})
	}
	arm()
	f()
	runtime.GC()
	done.Store(true)
	runtime.GC() // the last finalizer has read what f held
	return most.Load() - base
}

// flatChild is set in the process that TestHeadlessReadingIsFlat starts
// to measure in.
const flatChild = "ROLEKEEPER_FLAT_CHILD"

// TestHeadlessReadingIsFlat: check (and replay, which reads as it does)
// and export hold as much heap at 100,000 events as at 10,000 (less than
// 8 bytes more an event; a game read with its ledger, or an export built
// whole before it is written, holds some 40–100 bytes an event), in every
// export format and both variants: the most heap in use after any
// collection while the command ran, in this process (heapPeak), the
// least of three runs.
//
// It measures in a process of its own (childtest.Measure), on one
// processor, where every garbage collection stops the world: goroutines left by
// the package's other tests (feeds, servers, timers) allocate while it
// runs, and a concurrent collection counts what is allocated while it
// marks as live. With concurrent collections one of eight figures read
// 8.8–12.1 bytes an event in about one run in three on a loaded machine:
// a single collection in the middle of a 100,000-event read, its marking
// stretched from 1–5 ms to 11–13 ms, saw a megabyte more than the ones
// before and after it (gctrace "2->3->2 MB"), and a long game, with ten
// times as many collections as a short one, meets such a collection more
// often. Stopped-world collections on two processors still saw 0.5–1.6
// MB more in one read of fifty, never on one processor (notes/flatmem.md).
func TestHeadlessReadingIsFlat(t *testing.T) {
	if testing.Short() {
		t.Skip("writes two games of 100,000 events")
	}
	if !childtest.Measure(t, flatChild, 1) {
		return
	}
	const short, long = 10000, 100000
	wd := wording.English()
	for _, v := range []rules.Variant{rules.Lord, rules.Buhmann} {
		paths := map[int]string{short: longGameFile(t, t.TempDir(), v, short), long: longGameFile(t, t.TempDir(), v, long)}
		held := func(n int, what string) int64 {
			cmd := &cobra.Command{}
			cmd.SetOut(io.Discard)
			cmd.SetErr(io.Discard)
			least := int64(math.MaxInt64)
			for range 3 { // the least of three: a collection may see a moment's garbage as held
				var err error
				peak := heapPeak(func() {
					if what == "check" {
						_, err = replayFile(cmd, wd, paths[n])
						return
					}
					err = runExport(cmd, wd, paths[n], export.Format(what), "")
				})
				if err != nil {
					t.Fatal(err)
				}
				least = min(least, peak)
			}
			return least
		}
		for _, what := range []string{"check", "md", "csv", "json"} {
			a, b := held(short, what), held(long, what)
			perEvent := float64(b-a) / (long - short)
			t.Logf("%s %s: %d bytes held at %d events, %d at %d: %.1f bytes more an event", v, what, a, short, b, long, perEvent)
			if perEvent >= 8 {
				t.Errorf("%s %s holds %.1f bytes more an event, want less than 8", v, what, perEvent)
			}
		}
	}
}

// TestExportWithoutAScratchFile: where no scratch file can be made (the
// folder for temporary files is missing), export keeps the lists in
// memory and writes the same export.
func TestExportWithoutAScratchFile(t *testing.T) {
	game := "../testdata/demo-lord.jsonl"
	missing := filepath.Join(t.TempDir(), "missing")
	for _, format := range export.Names() {
		want, _, code := runLocale(t, "C", "export", game, "--format", format)
		got, stderr, gotCode := runEnv(t, []string{"LANG=C", "TMPDIR=" + missing}, "export", game, "--format", format)
		if code != 0 || gotCode != 0 || got != want || want == "" {
			t.Errorf("%s without a folder for temporary files: exit %d (%d), stderr %q, the same export %v", format,
				gotCode, code, stderr, got == want)
		}
	}
}
