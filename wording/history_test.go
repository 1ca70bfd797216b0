package wording

import (
	"strings"
	"testing"

	"rolekeeper/rules"
)

// TestPreventedGainWording (B-7): a life change whose gain was prevented
// says so on its own line and never claims the gain.
func TestPreventedGainWording(t *testing.T) {
	names := []string{"Ann", "Bob", "Cat"}
	lc := rules.LifeChange{Changes: []rules.Change{{Seat: 0, Delta: 3}, {Seat: 1, Delta: -2}}, Source: rules.NoSeat}
	en := Entry{Event: lc, Effects: []rules.Effect{{Kind: rules.LifeGainPrevented, Seat: 0, Life: 3}}}
	got := English().EntryLines(names, en)
	want := []string{"Bob −2 life; Ann +3 life prevented (B-7)."}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("lines %q, want %q", got, want)
	}
}

// TestResolveUndone: Resolve marks the events undone now, unmarks them
// when redone, and forgets the redo history after a new event (C-8).
func TestResolveUndone(t *testing.T) {
	ev := func(e rules.Event) Entry { return Entry{Event: e} }
	lc := rules.LifeChange{Changes: []rules.Change{{Seat: 0, Delta: -1}}, Source: rules.NoSeat}
	entries := []Entry{ev(nil), ev(rules.Pass{}), ev(lc), ev(rules.Undo{}), ev(rules.Undo{}), ev(rules.Redo{}),
		ev(rules.End{})}
	got := Resolve(entries)
	want := []bool{false, false, true, false, false, false, false}
	for i, en := range got {
		if en.Undone != want[i] {
			t.Errorf("entry %d (%T): undone %v, want %v", i, en.Event, en.Undone, want[i])
		}
	}
	if entries[2].Undone {
		t.Error("Resolve changed its input")
	}
}
