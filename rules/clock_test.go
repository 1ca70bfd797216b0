package rules

import (
	"slices"
	"testing"
	"time"
)

var clockStart = time.Date(2026, 11, 29, 20, 0, 0, 0, time.UTC)

func at(min int) time.Time { return clockStart.Add(time.Duration(min) * time.Minute) }

func minutes(ms ...int) []time.Duration {
	out := make([]time.Duration, len(ms))
	for i, m := range ms {
		out[i] = time.Duration(m) * time.Minute
	}
	return out
}

// TestClockOf: the time between two events goes to the player whose turn
// it was; an undone pass gives its time back to the player whose turn it
// is again, redo takes the pass's own time back; nothing runs once the
// game is over.
func TestClockOf(t *testing.T) {
	setup := Setup{Variant: Buhmann, Players: []string{"A", "B", "C"}, Life: 20, Seed: 1}
	rec := func(min int, e Event) NumberedRecord {
		return NumberedRecord{Record: Record{At: at(min), Event: e}}
	}
	life := LifeChange{Changes: []Change{{Seat: 1, Delta: -2}}, Source: 0}
	records := []NumberedRecord{rec(0, life), rec(5, Pass{}), rec(8, Pass{})}
	c := ClockOf(setup, records)
	if totals, turn := c.Until(at(10)); !slices.Equal(totals, minutes(5, 3, 2)) || turn != 2*time.Minute {
		t.Errorf("after two passes, at 20:10: totals %v, turn %v", totals, turn)
	}
	records = append(records, rec(9, Undo{}))
	c = ClockOf(setup, records)
	if totals, turn := c.Until(at(10)); !slices.Equal(totals, minutes(5, 5, 0)) || turn != 5*time.Minute {
		t.Errorf("after the undone pass, at 20:10: totals %v, turn %v; want B's turn going on for 5 min", totals, turn)
	}
	records = append(records, rec(11, Redo{}))
	c = ClockOf(setup, records)
	if totals, _ := c.Until(at(12)); !slices.Equal(totals, minutes(5, 3, 4)) {
		t.Errorf("after redo, at 20:12: totals %v", totals)
	}
	records = append(records, rec(20, End{}))
	c = ClockOf(setup, records)
	if totals, _ := c.Until(at(90)); !slices.Equal(totals, minutes(5, 3, 12)) || c.Running {
		t.Errorf("after the end: totals %v, running %v; want C's 12 min and nothing after", totals, c.Running)
	}
}

// TestClockUnknownTimes: a record without a time counts nothing, and the
// time from it to the next known one goes to nobody rather than to the
// wrong player; a clock set back counts nothing either.
func TestClockUnknownTimes(t *testing.T) {
	g, _, _ := NewGame(Setup{Variant: Buhmann, Players: []string{"A", "B", "C"}, Life: 20, Seed: 1})
	c := NewClock(g.State, at(0))
	next, _, _ := Apply(g, Pass{})
	c = c.Tick(time.Time{}, next.State)
	if !c.At.IsZero() || c.Active != 1 || !slices.Equal(c.Totals, minutes(0, 0, 0)) {
		t.Errorf("an unknown time: %+v", c)
	}
	if _, turn := c.Until(at(3)); turn != 0 {
		t.Errorf("B's turn after an unknown time = %v, want nothing counted", turn)
	}
	next2, _, _ := Apply(next, Pass{})
	c = c.Tick(at(5), next2.State)
	if totals, turn := c.Until(at(7)); !slices.Equal(totals, minutes(0, 0, 2)) || turn != 2*time.Minute {
		t.Errorf("after a known time again: %v, %v; want C's 2 min", totals, turn)
	}
	if totals, turn := c.Until(at(4)); turn != 0 || !slices.Equal(totals, minutes(0, 0, 0)) {
		t.Errorf("a clock set back counts %v, %v", totals, turn)
	}
}
