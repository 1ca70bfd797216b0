package model

import (
	"reflect"
	"slices"
	"testing"

	"pgregory.net/rapid"

	"rolekeeper/internal/gamegen"
	"rolekeeper/rules"
	"rolekeeper/wording"
)

// naiveEntries is the log as it was kept before gameLog: every entry with
// its effects, resolved as a whole by wording.Resolve. It is the oracle of
// TestPropertyGameLog.
func naiveEntries(setup rules.Setup, events []rules.Event) []wording.Entry {
	g, effects, _ := rules.NewGame(setup)
	entries := []wording.Entry{{Turn: g.Turn, Round: g.Round, Active: g.Active, Effects: effects}}
	for _, e := range events {
		next, effects, err := rules.Apply(g, e)
		if err != nil {
			break
		}
		entries = append(entries, entryOf(g, next, e, effects))
		g = next
	}
	return wording.Resolve(entries)
}

// undoOften draws undo and redo often among the events (internal/gamegen).
var undoOften = gamegen.Gen{Mix: gamegen.Mix{gamegen.Pass.Weight(3), gamegen.Life.Weight(2), gamegen.Attack.Weight(1),
	gamegen.Undo.Weight(2), gamegen.Poison.Weight(1), gamegen.Redo.Weight(2)}}

// TestPropertyGameLog plays random games of up to a few marks, with many
// undos and redos, entering every event as the model does, and checks
// against the whole log resolved at once: the recent entries after every
// event, any window of entries, and the log rebuilt from the events.
func TestPropertyGameLog(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		setup := rapid.SampledFrom([]rules.Setup{buhmann5, lord7}).Draw(t, "setup")
		g, effects, _ := rules.NewGame(setup)
		l := newGameLog(g, effects)
		var events []rules.Event
		// The entries as naiveEntries makes them, one more an event (it
		// would replay every event again after each: 74,000 events a
		// game of 384).
		raw := []wording.Entry{{Turn: g.Turn, Round: g.Round, Active: g.Active, Effects: effects}}
		for range rapid.IntRange(0, 3*markEvery).Draw(t, "events") {
			e, next, ok := undoOften.Next(gamegen.Rapid(t), g)
			if !ok {
				break
			}
			_, effects, _ := rules.Apply(g, e)
			l = l.add(g, next, e, effects)
			raw = append(raw, entryOf(g, next, e, effects))
			g, events = next, append(events, e)
			want := wording.Resolve(raw)
			if got := l.recent; !reflect.DeepEqual(got, want[max(len(want)-recentEntries, 0):]) {
				t.Fatalf("after %d events the recent entries differ:\n got %+v\nwant %+v", len(events), got, want[len(want)-len(got):])
			}
		}
		want := naiveEntries(setup, events)
		replayed := replayLog(setup, events)
		if !reflect.DeepEqual(replayed.recent, l.recent) || replayed.len() != len(want) {
			t.Fatalf("the log rebuilt from the events differs from the one entered")
		}
		from := rapid.IntRange(0, len(want)).Draw(t, "from")
		to := rapid.IntRange(from, len(want)+2).Draw(t, "to")
		if from == len(want) || from == to {
			return // entries returns nil
		}
		if got := l.entries(from, to); !reflect.DeepEqual(got, want[from:min(to, len(want))]) {
			t.Fatalf("entries %d to %d differ:\n got %+v\nwant %+v", from, to, got, want[from:min(to, len(want))])
		}
	})
}

// contents is what s holds, bottom first.
func contents(s entryStack) []int {
	var out []int
	for ; !s.empty(); s = s.pop() {
		out = append(out, s.top())
	}
	slices.Reverse(out)
	return out
}

// TestEntryStackBelow: below finds what walking the stack entry by entry
// finds, on stacks that share their lower parts after pops and pushes,
// and an older stack still holds what it held after newer ones were
// pushed onto its popped parts.
func TestEntryStackBelow(t *testing.T) {
	var s entryStack
	var want []int // what s holds, bottom first
	var olds []entryStack
	var held [][]int
	next := 0
	for i := range 5000 {
		if i%7 == 3 && len(want) > 1 {
			s, want = s.pop(), want[:len(want)-1] // a pop: the stacks above are still there
		} else {
			next += 1 + i%3
			s, want = s.push(next), append(want[:len(want):len(want)], next)
		}
		if i%500 == 0 {
			olds, held = append(olds, s), append(held, want)
		}
		if i%97 != 0 && i < 4990 {
			continue
		}
		for _, limit := range []int{0, 1, next / 2, next - 5, next, next + 1} {
			got := contents(s.below(limit))
			n := 0
			for n < len(want) && want[n] < limit {
				n++
			}
			if !slices.Equal(got, want[:n]) {
				t.Fatalf("push %d, below(%d): %v, want %v", i, limit, got, want[:n])
			}
		}
	}
	for i, o := range olds {
		if got := contents(o); !slices.Equal(got, held[i]) {
			t.Fatalf("stack %d changed after newer pushes: %d entries, want %d", i, len(got), len(held[i]))
		}
	}
}
