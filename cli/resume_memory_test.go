package cli

import (
	"fmt"
	"runtime"
	"runtime/metrics"
	"testing"

	tea "charm.land/bubbletea/v2"

	"rolekeeper/internal/childtest"
	"rolekeeper/internal/cputime"
	"rolekeeper/journal"
	"rolekeeper/model"
	"rolekeeper/rules"
)

// resumeHeld resumes the game file at path as `rolekeeper resume` does
// (journal.Open with the model's log beside its one replay, the table
// drawn once at 120x40) and returns the heap still in use after a
// collection while the game is open, beyond what was in use before, and
// the most heap in use after any collection while it was read
// (heapPeak).
func resumeHeld(t testing.TB, path string) (held, peak int64) {
	t.Helper()
	live := []metrics.Sample{{Name: "/gc/heap/live:bytes"}}
	read := func() int64 {
		runtime.GC()
		metrics.Read(live)
		return int64(live[0].Value.Uint64())
	}
	base := read()
	var j *journal.Journal
	var m model.Model
	peak = heapPeak(func() { j, m = resumeTable(t, path) })
	held = read() - base
	runtime.KeepAlive(m)
	if err := j.Close(); err != nil {
		t.Fatal(err)
	}
	return held, peak
}

// resumeTable resumes the game file at path to its first frame at
// 120x40, as `rolekeeper resume` does, and returns the open journal and
// the table.
func resumeTable(t testing.TB, path string) (*journal.Journal, model.Model) {
	t.Helper()
	j, _, log, err := openLogged(path)
	if err != nil {
		t.Fatal(err)
	}
	m := model.ResumeLogged(j.Game(), log, model.Options{Clocks: j.Clocks()})
	next, _ := m.Update(tea.WindowSizeMsg{Width: 120, Height: 40})
	if m = next.(model.Model); m.Render() == "" {
		t.Fatal("no screen")
	}
	return j, m
}

// resumeChild is set in the process that TestResumeHoldsLittleAnEvent
// measures in.
const resumeChild = "ROLEKEEPER_RESUME_CHILD"

// TestResumeHoldsLittleAnEvent: a resumed game holds at most 188 bytes of
// heap more an event at 100,000 events than at 10,000 (about 175 now: the
// undo history's entries and checkpoints, the turn clocks' entries, the
// log's four-byte stacks, the summary's lists of life lost; 222 when the
// log kept a list of every event and a 32-byte node of its stacks an
// event, 350 when the journal kept every record beside them and the
// clocks took 96 bytes an event: a list of the events back in the log
// is 16 bytes more), and reading the file peaks at most 192 bytes more
// an event (it read the whole file into memory first, and copied the
// players for every event). Measured as TestHeadlessReadingIsFlat does,
// in a process of its own on one processor, every collection stopping
// the world.
func TestResumeHoldsLittleAnEvent(t *testing.T) {
	if testing.Short() {
		t.Skip("writes two games of 100,000 events")
	}
	if !childtest.Measure(t, resumeChild, 1) {
		return
	}
	const short, long = 10000, 100000
	for _, v := range []rules.Variant{rules.Lord, rules.Buhmann} {
		heldShort, peakShort := resumeHeld(t, longGameFile(t, t.TempDir(), v, short))
		heldLong, peakLong := resumeHeld(t, longGameFile(t, t.TempDir(), v, long))
		held := float64(heldLong-heldShort) / (long - short)
		peak := float64(peakLong-peakShort) / (long - short)
		t.Logf("%s: held %d bytes at %d events, %d at %d: %.0f bytes more an event; peak %.0f more an event",
			v, heldShort, short, heldLong, long, held, peak)
		if held > 188 {
			t.Errorf("%s: a resumed game holds %.0f bytes more an event, want at most 188", v, held)
		}
		if peak > 192 {
			t.Errorf("%s: resuming peaks at %.0f bytes more an event, want at most 192", v, peak)
		}
	}
}

// BenchmarkResumeLong resumes long games of 10,000, 100,000 and (without
// -short) 1,000,000 events as TestResumeHoldsLittleAnEvent does, and
// reports the processor time of a resume to its first frame (cpu-ms/op, the
// whole process), then, measured apart, the heap a resumed
// game holds per event (held-B/event) and the most heap in use while it
// was read, per event (peak-B/event). The files are internal/gamegen's
// long Lord games, as BENCHMARKS.md's.
func BenchmarkResumeLong(b *testing.B) {
	sizes := []int{10000, 100000, 1000000}
	if testing.Short() {
		sizes = sizes[:2]
	}
	for _, n := range sizes {
		b.Run(fmt.Sprintf("%dk", n/1000), func(b *testing.B) {
			path := longGameFile(b, b.TempDir(), rules.Lord, n)
			before := cputime.Used()
			for b.Loop() {
				j, _ := resumeTable(b, path)
				if err := j.Close(); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64((cputime.Used()-before).Milliseconds())/float64(b.N), "cpu-ms/op")
			b.StopTimer()
			held, peak := resumeHeld(b, path) // collecting at every tenth of growth: not in the time
			b.ReportMetric(float64(held)/float64(n), "held-B/event")
			b.ReportMetric(float64(peak)/float64(n), "peak-B/event")
		})
	}
}
