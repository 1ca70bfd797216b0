package journal

import (
	"bufio"
	"bytes"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"testing"
	"time"

	gojson "github.com/goccy/go-json"

	"rolekeeper/internal/cputime"
	"rolekeeper/internal/gamegen"
	"rolekeeper/rules"
)

// BenchmarkReplayOverGoccy1M is BenchmarkReplayOverGoccy100k for what
// `replay` reads of a long game: the 1,000,000-event Lord game that
// internal/tools/longgame writes (106 MB), read from its file as replay
// reads it (ReadFinal with WithoutLedger), against goccy/go-json's
// decoding of its lines from memory, alternately, by processor time; it
// reports the median ratio of the iterations besides the times.
//
//	go test ./journal -run '^$' -bench ReplayOverGoccy1M -benchtime 5x
func BenchmarkReplayOverGoccy1M(b *testing.B) {
	path := filepath.Join(b.TempDir(), "lord-1m.jsonl")
	writeLongGame(b, path, rules.Lord, 1000000)
	data, err := os.ReadFile(path)
	if err != nil {
		b.Fatal(err)
	}
	var goccy, replay time.Duration
	var ratios []float64
	for b.Loop() {
		runtime.GC()
		start := cputime.Used()
		for line := range bytes.Lines(data) {
			var rec goccyRecord
			if err := gojson.Unmarshal(line, &rec); err != nil {
				b.Fatal(err)
			}
		}
		g := cputime.Used() - start
		runtime.GC()
		start = cputime.Used()
		f, err := ReadFinal(path, WithoutLedger())
		if err != nil || f.Events != 1000000 {
			b.Fatal(f.Events, err)
		}
		r := cputime.Used() - start
		goccy, replay, ratios = goccy+g, replay+r, append(ratios, float64(r)/float64(g))
	}
	slices.Sort(ratios)
	b.ReportMetric(float64(goccy.Milliseconds())/float64(b.N), "goccy-ms/op")
	b.ReportMetric(float64(replay.Milliseconds())/float64(b.N), "replay-ms/op")
	b.ReportMetric(ratios[len(ratios)/2], "replay/goccy-median")
}

// writeLongGame writes the long game of variant of n events at path, as
// internal/tools/longgame writes it (its default seed, a record every 7 s).
func writeLongGame(b *testing.B, path string, v rules.Variant, n int) {
	out, err := os.Create(path)
	if err != nil {
		b.Fatal(err)
	}
	defer out.Close()
	w := bufio.NewWriterSize(out, 1<<16)
	setup := gamegen.LongSetup(v)
	line := append(EncodeSetup(setup), '\n')
	w.Write(line)
	i := 0
	for e := range gamegen.LongEvents(setup, n, 1) {
		i++
		line = append(AppendEvent(line[:0], e, i, t0.Add(time.Duration(i)*7*time.Second)), '\n')
		w.Write(line)
	}
	if err := w.Flush(); err != nil {
		b.Fatal(err)
	}
}
