package model

import (
	"fmt"
	"testing"

	"rolekeeper/internal/longgame"
	"rolekeeper/rules"
)

// longModel is a model at the table, 120x40, of the long game of a variant
// (internal/longgame) resumed after n events.
func longModel(b *testing.B, v rules.Variant, n int) Model {
	b.Helper()
	setup := longgame.Setup(v)
	g, _, err := rules.NewGame(setup)
	if err != nil {
		b.Fatal(err)
	}
	events := make([]rules.Event, 0, n)
	for e := range longgame.Events(setup, n, 1) {
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
					start := cpuTime()
					for b.Loop() {
						next, _ := m.Update(msg)
						_ = next.(Model).View()
					}
					b.ReportMetric(float64(cpuTime()-start)/float64(b.N), "cpu-ns/op")
				})
			}
		}
	}
}
