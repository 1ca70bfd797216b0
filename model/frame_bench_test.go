package model

import (
	"fmt"
	"sync"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"

	"rolekeeper/internal/gamegen"
	"rolekeeper/rules"
)

// longEvents is the length of the long game of the frame benchmarks:
// a million events, or with -short a hundred thousand (the CI step that
// runs every benchmark once).
func longEvents() int {
	if testing.Short() {
		return 100000
	}
	return 1000000
}

// played is a long game with its events and the times they were entered
// (ten seconds apart, ending at fixedNow), built once per variant and
// length for all the frame benchmarks.
type played struct {
	game   rules.Game
	events []rules.Event
	times  []time.Time
}

var (
	playedMu    sync.Mutex
	playedGames = map[string]*played{}
)

// longPlayed returns the long game of v after n events.
func longPlayed(b *testing.B, v rules.Variant, n int) *played {
	b.Helper()
	playedMu.Lock()
	defer playedMu.Unlock()
	key := fmt.Sprint(v, n)
	if p, ok := playedGames[key]; ok {
		return p
	}
	setup := gamegen.LongSetup(v)
	g, _, err := rules.NewGame(setup)
	if err != nil {
		b.Fatal(err)
	}
	p := &played{events: make([]rules.Event, 0, n), times: make([]time.Time, 0, n)}
	at := fixedNow.Add(-time.Duration(n) * 10 * time.Second)
	for e := range gamegen.LongEvents(setup, n, 1) {
		if g, _, err = rules.Apply(g, e); err != nil {
			b.Fatal(err)
		}
		at = at.Add(10 * time.Second)
		p.events, p.times = append(p.events, e), append(p.times, at)
	}
	p.game = g
	playedGames[key] = p
	return p
}

// timedTable is a model at the table, 120x40, of the long game of v
// after n events, resumed with its events' times.
func timedTable(b *testing.B, v rules.Variant, n int) Model {
	p := longPlayed(b, v, n)
	opts := testOptions()
	opts.Started, opts.Times = p.times[0].Add(-time.Minute), p.times
	return sized(Resume(p.game, p.events, opts), 120, 40)
}

// timedViewer is a live viewer (watch) of the same game.
func timedViewer(b *testing.B, v rules.Variant, n int) Model {
	p := longPlayed(b, v, n)
	m, err := Watch(Followed{Setup: p.game.Setup, Events: p.events, Times: p.times,
		Started: p.times[0], Ended: p.times[len(p.times)-1]}, testOptions())
	if err != nil {
		b.Fatal(err)
	}
	return sized(m, 120, 40)
}

// BenchmarkFrameRatio draws a frame of every screen of a long game after
// 1,000 events and after a million (-short: 100,000) by turns, so that
// both see the machine at the same moment: the frame the header's clock
// asks for every second (the tick's Update and the View after it). It
// reports the median frame of each (1k-ns/op, long-ns/op) and their
// ratio (issue 17: at most 1.2). Each screen is reached by its keys from
// the table: the prompts (attack, eliminate, several life changes, the
// points and the pairs), the log, the summary so far and its page of life
// lost and dealt, the help, and a live viewer's table.
func BenchmarkFrameRatio(b *testing.B) {
	n := longEvents()
	for _, v := range []rules.Variant{rules.Lord, rules.Buhmann} {
		short, long := timedTable(b, v, 1000), timedTable(b, v, n)
		screens := []struct {
			name string
			keys []string
		}{
			{"table", nil}, {"pending", []string{"-"}}, {"attack", []string{"a"}}, {"eliminate", []string{"x"}},
			{"several", []string{"e"}}, {"log", []string{"h"}}, {"log-top", []string{"h", "home"}},
			{"summary", []string{"S"}}, {"summary-life", []string{"S", "tab"}}, {"help", []string{"?"}},
		}
		if v == rules.Lord {
			screens = append(screens, struct {
				name string
				keys []string
			}{"points", []string{"p"}})
		} else {
			screens = append(screens, struct {
				name string
				keys []string
			}{"pairs", []string{"R"}})
		}
		for _, sc := range screens {
			s, l := press(b, short, sc.keys...), press(b, long, sc.keys...)
			if s.screen != l.screen || (s.prompt == nil) != (l.prompt == nil) {
				b.Fatalf("%s: the keys %v open different screens at 1k and at %d events", sc.name, sc.keys, n)
			}
			b.Run(fmt.Sprintf("%s/%s", v, sc.name), func(b *testing.B) { byTurns(b, s, l, clockTickMsg{}) })
		}
		sv, lv := timedViewer(b, v, 1000), timedViewer(b, v, n)
		b.Run(fmt.Sprintf("%s/viewer", v), func(b *testing.B) { byTurns(b, sv, lv, clockTickMsg{}) })
		b.Run(fmt.Sprintf("%s/viewer-log", v), func(b *testing.B) {
			byTurns(b, press(b, sv, "h"), press(b, lv, "h"), clockTickMsg{})
		})
	}
}

// BenchmarkKeyPressRatioLong is BenchmarkKeyPressRatio at a million
// events (-short: 100,000) against 1,000, with the events' times, so
// that the header's turn clock has something to add up.
func BenchmarkKeyPressRatioLong(b *testing.B) {
	n := longEvents()
	for _, v := range []rules.Variant{rules.Lord, rules.Buhmann} {
		short, long := timedTable(b, v, 1000), timedTable(b, v, n)
		for _, tc := range []struct {
			name string
			keys []string
			key  string
		}{
			{"-", nil, "-"}, {"P", nil, "P"}, {"u", nil, "u"}, {"r-after-u", []string{"u"}, "r"},
			{"log-up", []string{"h"}, "k"}, {"summary-page", []string{"S"}, "tab"}, {"attack-next", []string{"a"}, "tab"},
			{"summary-u", []string{"S"}, "u"}, {"open-summary", nil, "S"},
		} {
			s, l := press(b, short, tc.keys...), press(b, long, tc.keys...)
			b.Run(fmt.Sprintf("%s/%s", v, tc.name), func(b *testing.B) { byTurns(b, s, l, keyPress(tc.key)) })
		}
	}
}

// byTurns times msg and the frame after it on short and on long by
// turns and reports the medians and their ratio.
func byTurns(b *testing.B, short, long Model, msg tea.Msg) {
	var inShort, inLong []time.Duration
	for b.Loop() {
		inShort = append(inShort, timed(short, msg))
		inLong = append(inLong, timed(long, msg))
	}
	s, l := median(inShort), median(inLong)
	b.ReportMetric(float64(s), "1k-ns/op")
	b.ReportMetric(float64(l), "long-ns/op")
	b.ReportMetric(float64(l)/float64(s), "ratio")
}
