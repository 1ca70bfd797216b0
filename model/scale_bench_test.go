package model

import (
	"fmt"
	"slices"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"

	"rolekeeper/internal/cputime"
	"rolekeeper/internal/gamegen"
	"rolekeeper/rules"
)

// longModel is a model at the table, 120x40, of the long game of a variant
// (internal/gamegen) resumed after n events.
func longModel(b *testing.B, v rules.Variant, n int) Model {
	b.Helper()
	setup := gamegen.LongSetup(v)
	g, _, err := rules.NewGame(setup)
	if err != nil {
		b.Fatal(err)
	}
	events := make([]rules.Event, 0, n)
	for e := range gamegen.LongEvents(setup, n, 1) {
		if g, _, err = rules.Apply(g, e); err != nil {
			b.Fatal(err)
		}
		events = append(events, e)
	}
	return sized(Resume(g, events, testOptions()), 120, 40)
}

// BenchmarkKeyPressLong is a key press and the frame after it in a long
// game, after 1,000, 10,000 and 100,000 events, so that one run shows
// whether the cost grows with the length of the game (issue 9: it must
// not). Besides the time it reports the processor time per key press
// (cpu-ns/op), steadier on a busy machine. The keys: − (starts a pending
// life change), P (passes the turn through the rules), u (undoes the last
// event), h (opens the log at its newest event), and on the log ↑ and
// page up.
func BenchmarkKeyPressLong(b *testing.B) {
	for _, v := range []rules.Variant{rules.Lord, rules.Buhmann} {
		for _, n := range []int{1000, 10000, 100000} {
			table := longModel(b, v, n)
			log := press(b, table, "h")
			for _, tc := range []struct {
				name string
				m    Model
				key  string
			}{
				{"-", table, "-"}, {"P", table, "P"}, {"u", table, "u"},
				{"log-open", table, "h"}, {"log-up", log, "k"}, {"log-pgup", log, "pgup"},
			} {
				m := tc.m
				b.Run(fmt.Sprintf("%s/%dk/%s", v, n/1000, tc.name), func(b *testing.B) {
					msg := keyPress(tc.key)
					b.ReportAllocs()
					start := cputime.Used()
					for b.Loop() {
						next, _ := m.Update(msg)
						_ = next.(Model).View()
					}
					b.ReportMetric(float64(cputime.Used()-start)/float64(b.N), "cpu-ns/op")
				})
			}
		}
	}
}

// BenchmarkKeyPressRatio presses the same key, with the frame after it, in
// the long game after 1,000 and after 100,000 events by turns, so that
// both see the same machine at the same moment, and reports the time of
// each (1k-ns/op, 100k-ns/op: medians of the presses) and their ratio
// (issue 9: at most 1.2).
func BenchmarkKeyPressRatio(b *testing.B) {
	for _, v := range []rules.Variant{rules.Lord, rules.Buhmann} {
		short, long := longModel(b, v, 1000), longModel(b, v, 100000)
		for _, tc := range []struct {
			name string
			log  bool
			key  string
		}{{"-", false, "-"}, {"P", false, "P"}, {"u", false, "u"}, {"log-up", true, "k"}} {
			s, l := short, long
			if tc.log {
				s, l = press(b, s, "h"), press(b, l, "h")
			}
			b.Run(fmt.Sprintf("%s/%s", v, tc.name), func(b *testing.B) {
				msg := keyPress(tc.key)
				var inShort, inLong []time.Duration
				for b.Loop() {
					inShort = append(inShort, timed(s, msg))
					inLong = append(inLong, timed(l, msg))
				}
				short, long := median(inShort), median(inLong)
				b.ReportMetric(float64(short), "1k-ns/op")
				b.ReportMetric(float64(long), "100k-ns/op")
				b.ReportMetric(float64(long)/float64(short), "ratio")
			})
		}
	}
}

// median is the middle duration of ds (which it sorts): unlike the mean,
// it ignores the presses that other work on the machine stretched.
func median(ds []time.Duration) time.Duration {
	slices.Sort(ds)
	return ds[len(ds)/2]
}

// timed is how long m takes to handle msg and draw the frame after it.
func timed(m Model, msg tea.Msg) time.Duration {
	start := time.Now()
	next, _ := m.Update(msg)
	_ = next.(Model).View()
	return time.Since(start)
}
