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

// clocksOf replays events entered at the given minutes after clockStart.
func clocksOf(t *testing.T, setup Setup, events []Event, mins []int) Clocks {
	t.Helper()
	g, _, err := NewGame(setup)
	if err != nil {
		t.Fatal(err)
	}
	c := NewClocks(g.State, at(0))
	for i, e := range events {
		next, _, err := Apply(g, e)
		if err != nil {
			t.Fatalf("event %d: %v", i, err)
		}
		c, g = c.After(e, at(mins[i]), next.State), next
	}
	return c
}

// TestClocks: the time between two events goes to the player whose turn
// it was; an undone pass gives its time back to the player whose turn it
// is again, redo takes the pass's own time back; nothing runs once the
// game is over.
func TestClocks(t *testing.T) {
	setup := Setup{Variant: Buhmann, Players: []string{"A", "B", "C"}, Life: 20, Seed: 1}
	life := LifeChange{Changes: []Change{{Seat: 1, Delta: -2}}, Source: 0}
	events, mins := []Event{life, Pass{}, Pass{}}, []int{0, 5, 8}
	c := clocksOf(t, setup, events, mins)
	if totals, turn := c.Until(at(10)); !slices.Equal(totals, minutes(5, 3, 2)) || turn != 2*time.Minute {
		t.Errorf("after two passes, at 20:10: totals %v, turn %v", totals, turn)
	}
	events, mins = append(events, Undo{}), append(mins, 9)
	c = clocksOf(t, setup, events, mins)
	if totals, turn := c.Until(at(10)); !slices.Equal(totals, minutes(5, 5, 0)) || turn != 5*time.Minute {
		t.Errorf("after the undone pass, at 20:10: totals %v, turn %v; want B's turn going on for 5 min", totals, turn)
	}
	events, mins = append(events, Redo{}), append(mins, 11)
	c = clocksOf(t, setup, events, mins)
	if totals, _ := c.Until(at(12)); !slices.Equal(totals, minutes(5, 3, 4)) {
		t.Errorf("after redo, at 20:12: totals %v", totals)
	}
	events, mins = append(events, End{}), append(mins, 20)
	c = clocksOf(t, setup, events, mins)
	if totals, _ := c.Until(at(90)); !slices.Equal(totals, minutes(5, 3, 12)) || c.Running() {
		t.Errorf("after the end: totals %v, running %v; want C's 12 min and nothing after", totals, c.Running())
	}
	f := c.Forget()
	if totals, _ := f.Until(at(90)); !slices.Equal(totals, minutes(5, 3, 12)) || f.AnyEvent() || !f.At().Equal(at(20)) {
		t.Errorf("after Forget: totals %v, any event %v, at %v", totals, f.AnyEvent(), f.At())
	}
}

// TestClockUnknownTimes: a record without a time counts nothing, and the
// time from it to the next known one goes to nobody rather than to the
// wrong player; a clock set back counts nothing either.
func TestClockUnknownTimes(t *testing.T) {
	g, _, _ := NewGame(Setup{Variant: Buhmann, Players: []string{"A", "B", "C"}, Life: 20, Seed: 1})
	c := NewClocks(g.State, at(0))
	next, _, _ := Apply(g, Pass{})
	c = c.After(Pass{}, time.Time{}, next.State)
	if totals, turn := c.Until(at(3)); !c.At().IsZero() || turn != 0 || !slices.Equal(totals, minutes(0, 0, 0)) {
		t.Errorf("after an unknown time, at 20:03: at %v, totals %v, turn %v; want nothing counted", c.At(), totals, turn)
	}
	next2, _, _ := Apply(next, Pass{})
	c = c.After(Pass{}, at(5), next2.State)
	if totals, turn := c.Until(at(7)); !slices.Equal(totals, minutes(0, 0, 2)) || turn != 2*time.Minute {
		t.Errorf("after a known time again: %v, %v; want C's 2 min", totals, turn)
	}
	if totals, turn := c.Until(at(4)); turn != 0 || !slices.Equal(totals, minutes(0, 0, 0)) {
		t.Errorf("a clock set back counts %v, %v", totals, turn)
	}
}

// naiveUntil is Until as it was first written: every credit in effect
// added up from the bottom entry.
func naiveUntil(c Clocks, now time.Time) ([]time.Duration, time.Duration) {
	top := c.done
	if top == nil {
		return nil, 0
	}
	e := top
	for ; e.next != nil; e = e.next {
	}
	totals := append([]time.Duration(nil), e.base[:e.seats]...)
	for e := top; e.next != nil; e = e.next {
		if s := e.seat(); s >= 0 && s < len(totals) {
			totals[s] += e.credit()
		}
	}
	d := top.since(nanos(now))
	if a := int(top.active); a >= 0 && a < len(totals) {
		totals[a] += d
	}
	return totals, top.turn + d
}

// TestClockTotalsKeptOnTheWay: the totals the clocks keep every
// clockEvery entries give what adding up every credit gives, through
// passes, undo and redo several checkpoints deep and a Forget, and Turn
// is Until's turn time.
func TestClockTotalsKeptOnTheWay(t *testing.T) {
	g, _, err := NewGame(Setup{Variant: Buhmann, Players: []string{"Ana", "Ben", "Cem"}, Life: DefaultLife, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	c := NewClocks(g.State, at(0))
	seed := uint64(11)
	next := func(n uint64) uint64 { seed = seed*6364136223846793005 + 1442695040888963407; return (seed >> 33) % n }
	for i := 1; i <= 3000; i++ {
		var e Event = Pass{}
		switch k := next(10); {
		case k < 3:
			e = Undo{}
		case k < 5:
			e = Redo{}
		}
		after, _, err := Apply(g, e)
		if err != nil {
			continue
		}
		c, g = c.After(e, clockStart.Add(time.Duration(i)*time.Second), after.State), after
		if i == 2000 {
			c = c.Forget()
			g = g.WithoutHistory()
		}
		now := clockStart.Add(time.Duration(i)*time.Second + 500*time.Millisecond)
		gotTotals, gotTurn := c.Until(now)
		wantTotals, wantTurn := naiveUntil(c, now)
		if !slices.Equal(gotTotals, wantTotals) || gotTurn != wantTurn || c.Turn(now) != wantTurn {
			t.Fatalf("step %d: Until %v %v, Turn %v; adding up every credit %v %v", i, gotTotals, gotTurn, c.Turn(now), wantTotals, wantTurn)
		}
	}
}

// TestClockAfterForgetting: the replay's shortcut for a game without
// history, and the same in place (StepForgetting), give, event by event,
// the clocks After and Forget give: the same totals, turn time, last time
// and running, through unknown times, a clock set back, turns changing
// hands and the end of the game.
func TestClockAfterForgetting(t *testing.T) {
	g, _, err := NewGame(Setup{Variant: Buhmann, Players: []string{"Ana", "Ben", "Cem", "Dia"}, Life: 3, Seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	g = g.WithoutHistory()
	fused := NewClocks(g.State, time.Time{})
	slow := fused
	inPlace := NewClocks(g.State, time.Time{}) // its own: it is changed
	seed := uint64(7)
	next := func(n uint64) uint64 { seed = seed*6364136223846793005 + 1442695040888963407; return (seed >> 33) % n }
	for i := 1; i <= 400 && !g.Over; i++ {
		var e Event = Pass{}
		if next(3) == 0 {
			e = LifeChange{Changes: []Change{{Seat: int(next(4)), Delta: -1}}, Source: g.Active}
		}
		when := clockStart.Add(time.Duration(i) * time.Minute)
		switch next(8) {
		case 0:
			when = time.Time{}
		case 1:
			when = clockStart // set back
		}
		after, err := ReplayStep(g, e)
		if err != nil {
			continue
		}
		g = after
		fused = fused.AfterForgetting(e, when, g.State)
		slow = slow.After(e, when, g.State).Forget()
		inPlace.StepForgetting(e, when, g.State)
		now := clockStart.Add(time.Duration(i)*time.Minute + 30*time.Second)
		st, sturn := slow.Until(now)
		for name, c := range map[string]Clocks{"AfterForgetting": fused, "StepForgetting": inPlace} {
			ft, fturn := c.Until(now)
			if !slices.Equal(ft, st) || fturn != sturn || !c.At().Equal(slow.At()) ||
				c.Running() != slow.Running() || c.AnyEvent() != slow.AnyEvent() || c.Turn(now) != slow.Turn(now) {
				t.Fatalf("event %d (%T): %s %v %v at %v; After and Forget %v %v at %v", i, e, name, ft, fturn, c.At(), st, sturn, slow.At())
			}
		}
	}
	if !g.Over {
		t.Log("the game did not end within 400 events")
	}
	undone := fused.AfterForgetting(Undo{}, clockStart, g.State)
	if ut, _ := undone.Until(time.Time{}); !slices.Equal(ut, func() []time.Duration { d, _ := fused.Until(time.Time{}); return d }()) {
		t.Errorf("an undo without history changed the totals: %v", ut)
	}
}
