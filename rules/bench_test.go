package rules

import (
	"fmt"
	"testing"
)

func benchSetups() []Setup {
	names := []string{"Ana", "Ben", "Cem", "Dora", "Eli", "Finn", "Gus", "Hana"}
	return []Setup{
		{Variant: Buhmann, Players: names[:6], Life: 40, Seed: 3},
		{Variant: Lord, Players: names[:8], Life: 20, Target: 99, Seed: 3},
	}
}

// BenchmarkApply measures one Apply over a long random legal game.
func BenchmarkApply(b *testing.B) {
	for _, setup := range benchSetups() {
		b.Run(setup.Variant.String(), func(b *testing.B) {
			start, _, _ := NewGame(setup)
			_, events := legalGame(setup, 10000, 9)
			b.ReportAllocs()
			b.ResetTimer()
			g := start
			for i := 0; i < b.N; i++ {
				k := i % len(events)
				if k == 0 {
					g = start
				}
				g, _, _ = Apply(g, events[k])
			}
		})
	}
}

// TestLegalGameGenerator checks that the benchmark's game is long, legal
// when replayed, and varied.
func TestLegalGameGenerator(t *testing.T) {
	for _, setup := range benchSetups() {
		g, events := legalGame(setup, 2000, 9)
		replayed, err := replayEvents(setup, events)
		if err != nil {
			t.Fatal(err)
		}
		if replayed.Turn != g.Turn || g.Turn < 100 {
			t.Fatalf("%s: turn %d replayed as %d", setup.Variant, g.Turn, replayed.Turn)
		}
		kinds := map[Kind]int{}
		for _, e := range events {
			kinds[e.Type()]++
		}
		if len(kinds) < 7 {
			t.Errorf("%s: only %v", setup.Variant, kinds)
		}
	}
}

// BenchmarkUndo measures one Undo after 1,000 and after 100,000 events, at
// the depth where it costs most: after another undo, with the top event
// the last before a checkpoint, so the state before it is rebuilt from
// checkpointEvery−1 events (issue 9: under 1 ms at any depth); and the
// usual undo, of the event just entered (just-entered).
func BenchmarkUndo(b *testing.B) {
	for _, setup := range benchSetups() {
		for _, n := range []int{1000, 100000} {
			g, _ := legalGame(setup, n, 9)
			g, _, _ = Apply(g, Undo{}) // an undo keeps no state to undo from
			for g.CanUndo()%checkpointEvery != 0 {
				g, _, _ = Apply(g, Undo{})
			}
			b.Run(fmt.Sprintf("%s/%dk", setup.Variant, n/1000), func(b *testing.B) {
				b.ReportAllocs()
				for b.Loop() {
					_, _, _ = Apply(g, Undo{})
				}
			})
			last, _, _ := Apply(g, Pass{})
			b.Run(fmt.Sprintf("%s/%dk/just-entered", setup.Variant, n/1000), func(b *testing.B) {
				b.ReportAllocs()
				for b.Loop() {
					_, _, _ = Apply(last, Undo{})
				}
			})
		}
	}
}
