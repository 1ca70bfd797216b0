package model

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"rolekeeper/internal/gamegen"
	"rolekeeper/internal/gamegen/gamefile"
	"rolekeeper/journal"
	"rolekeeper/rules"
)

// fileResumed resumes the game file at path as `rolekeeper resume` does,
// its log reading the file by offset through read (journal.Window's
// Events, or a reader around it), at 120x40.
func fileResumed(tb testing.TB, path string, wrap func(EventReader) EventReader) Model {
	tb.Helper()
	var log Log
	j, _, err := journal.Open(path, journal.Observe(log.Add), journal.ObserveOffsets(log.At))
	if err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() { j.Close() })
	w, err := journal.WindowOf(path)
	if err != nil {
		tb.Fatal(err)
	}
	log.ReadFrom(wrap(w.Events))
	return sized(ResumeLogged(j.Game(), &log, testOptions()), 120, 40)
}

// longFile writes internal/gamegen's long game of v after n events to a
// file under dir.
func longFile(tb testing.TB, dir string, v rules.Variant, n int) string {
	tb.Helper()
	path := filepath.Join(dir, fmt.Sprintf("%s-%d.jsonl", v, n))
	f, err := os.Create(path)
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	setup := gamegen.LongSetup(v)
	if _, err := gamefile.Write(f, setup, "", gamegen.LongEvents(setup, n, 1), gamefile.Every(fixedNow, 7e9)); err != nil {
		tb.Fatal(err)
	}
	return path
}

// counted is the reader r that counts its readings in *n.
func counted(n *int) func(EventReader) EventReader {
	return func(r EventReader) EventReader {
		return func(offset int64, first, count int) ([]rules.Event, error) {
			*n++
			return r(offset, first, count)
		}
	}
}

// TestLogFrameReadsNothing: the log screen read from the file reads it
// only when it scrolls to entries it has not read lately, a window at a
// time: a frame reads nothing, a page up reads at most two windows, and
// going to the top and back to the bottom reads the top's window and
// nothing more.
func TestLogFrameReadsNothing(t *testing.T) {
	reads := 0
	m := fileResumed(t, longFile(t, t.TempDir(), rules.Lord, 5000), counted(&reads))
	m = press(t, m, "h")
	reads = 0
	for range 10 {
		next, _ := m.Update(clockTickMsg{})
		m = next.(Model)
		_ = m.Render()
	}
	if reads != 0 {
		t.Errorf("10 frames of the log screen read the file %d times, want none", reads)
	}
	m = press(t, m, "pgup")
	_ = m.Render()
	if reads > 2 {
		t.Errorf("a page up read the file %d times, want at most two windows", reads)
	}
	reads = 0
	m = press(t, m, "g")
	_ = m.Render()
	m = press(t, m, "G")
	_ = m.Render()
	if reads != 1 {
		t.Errorf("to the top and back read the file %d times, want once (the top)", reads)
	}
}

// BenchmarkLogWindowRatio is BenchmarkFrameRatio's log screens for a game
// resumed from its file, whose log reads its window from the file by
// offset: a frame at the bottom and at the top, and a key press that
// scrolls (a page up from the bottom, a line down from the top), at
// 1,000 events against a million (-short: 100,000), by turns.
func BenchmarkLogWindowRatio(b *testing.B) {
	n := longEvents()
	dir := b.TempDir()
	for _, v := range []rules.Variant{rules.Lord, rules.Buhmann} {
		keep := func(r EventReader) EventReader { return r }
		short, long := fileResumed(b, longFile(b, dir, v, 1000), keep), fileResumed(b, longFile(b, dir, v, n), keep)
		for _, sc := range []struct {
			name string
			keys []string
			msg  string
		}{{"log", []string{"h"}, ""}, {"log-top", []string{"h", "home"}, ""}, {"log-pgup", []string{"h"}, "pgup"},
			{"log-down-at-top", []string{"h", "home"}, "j"}} {
			s, l := press(b, short, sc.keys...), press(b, long, sc.keys...)
			if sc.msg == "" {
				b.Run(fmt.Sprintf("%s/%s", v, sc.name), func(b *testing.B) { byTurns(b, s, l, clockTickMsg{}) })
				continue
			}
			b.Run(fmt.Sprintf("%s/%s", v, sc.name), func(b *testing.B) { byTurns(b, s, l, keyPress(sc.msg)) })
		}
	}
}
