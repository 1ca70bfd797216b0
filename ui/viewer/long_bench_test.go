package viewer

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"rolekeeper/internal/cputime"
	"rolekeeper/internal/gamegen"
	"rolekeeper/journal"
	"rolekeeper/model"
	"rolekeeper/rules"
)

// followedLong is a live viewer of a long Lord game file of n events
// (internal/gamegen) and what the next events are, to be appended one
// by one.
type followedLong struct {
	path string
	out  *os.File
	d    *driver
	more []rules.Event
	seq  int
}

// newFollowedLong writes the file of n events, follows it and draws the
// viewer at 120x40.
func newFollowedLong(b *testing.B, n, extra int) *followedLong {
	b.Helper()
	setup := gamegen.LongSetup(rules.Lord)
	path := filepath.Join(b.TempDir(), fmt.Sprintf("long-%d.jsonl", n))
	out, err := os.Create(path)
	if err != nil {
		b.Fatal(err)
	}
	w := bufio.NewWriterSize(out, 1<<20)
	w.Write(append(journal.EncodeSetup(setup), '\n'))
	fl := &followedLong{path: path, out: out}
	for e := range gamegen.LongEvents(setup, n+extra, 1) {
		if fl.seq < n {
			fl.seq++
			w.Write(append(journal.EncodeEvent(e, fl.seq, testTime.Add(time.Duration(fl.seq)*time.Second)), '\n'))
		} else {
			fl.more = append(fl.more, e)
		}
	}
	if err := w.Flush(); err != nil {
		b.Fatal(err)
	}
	feed, err := Follow(path)
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { feed.Close(); out.Close() })
	m, err := New(context.Background(), feed, testOptions(), false)
	if err != nil {
		b.Fatal(err)
	}
	fl.d = newDriver(b, m, 120, 40)
	_ = fl.d.m.Render()
	return fl
}

// appendOne appends the next event as the player's saver does (one
// write, fsync) and waits until the viewer has applied it and drawn its
// frame; it returns the wall-clock and the processor time that took.
func (fl *followedLong) appendOne(b *testing.B) (wall, cpu time.Duration) {
	if len(fl.more) == 0 {
		b.Fatal("the long game has no events left to append: raise extra")
	}
	e := fl.more[0]
	fl.more, fl.seq = fl.more[1:], fl.seq+1
	start, startCPU := time.Now(), cputime.Used()
	if _, err := fl.out.Write(append(journal.EncodeEvent(e, fl.seq, testTime.Add(time.Duration(fl.seq)*time.Second)), '\n')); err != nil {
		b.Fatal(err)
	}
	if err := fl.out.Sync(); err != nil {
		b.Fatal(err)
	}
	want := fl.seq
	fl.d.until(func(m model.Model) bool { return m.FollowedEvents() == want })
	_ = fl.d.m.Render()
	return time.Since(start), cputime.Used() - startCPU
}

// BenchmarkAppendToFrameRatio appends an event to a game file of 1,000
// events and to one of 100,000 and of 500,000 (not with -short; a game
// file may hold at most journal.MaxFileSize, some 600,000 events) by
// turns, each followed by a viewer, and reports the median time from the
// append to the viewer's frame and the median processor time of the
// process for it (the Feed reading, the viewer applying and drawing) at
// each length, and their ratios to the 1,000-event game (issue 17: at
// most 1.2).
func BenchmarkAppendToFrameRatio(b *testing.B) {
	sizes := []int{1000, 100000, 500000}
	if testing.Short() {
		sizes = sizes[:2]
	}
	const extra = 5000
	games := make([]*followedLong, len(sizes))
	for i, n := range sizes {
		games[i] = newFollowedLong(b, n, extra)
	}
	walls, cpus := make([][]time.Duration, len(sizes)), make([][]time.Duration, len(sizes))
	for b.Loop() {
		for i, g := range games {
			wall, cpu := g.appendOne(b)
			walls[i], cpus[i] = append(walls[i], wall), append(cpus[i], cpu)
		}
	}
	med := func(ds []time.Duration) time.Duration { slices.Sort(ds); return ds[len(ds)/2] }
	short, shortCPU := med(walls[0]), med(cpus[0])
	for i, n := range sizes {
		wall, cpu := med(walls[i]), med(cpus[i])
		name := fmt.Sprintf("%dk", n/1000)
		b.ReportMetric(float64(wall), name+"-ns/op")
		b.ReportMetric(float64(cpu), name+"-cpu-ns/op")
		if i > 0 {
			b.ReportMetric(float64(wall)/float64(short), name+"-ratio")
			b.ReportMetric(float64(cpu)/float64(max(shortCPU, 1)), name+"-cpu-ratio")
		}
	}
}
