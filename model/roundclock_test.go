package model

import (
	"strings"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"

	"rolekeeper/rules"
)

// TestTimeCalledReachesTheTable: the round clock's news shows in the
// header (running, then time called with the turns still to play), and
// time called is recorded once as a game event (N-1) that the saver is
// handed.
func TestTimeCalledReachesTheTable(t *testing.T) {
	g, _, err := rules.NewGame(rules.Setup{Variant: rules.Buhmann, Players: []string{"Ana", "Ben", "Cem", "Dora"}, Life: 20, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	var saved []rules.Event
	opts := testOptions()
	opts.OnEvent = func(e rules.Event) tea.Cmd { saved = append(saved, e); return nil }
	m := sized(Resume(g, nil, opts), 120, 40)
	next, _ := m.Update(SharingMsg{Round: RoundClock{Known: true, Round: 2, State: RoundRunning, Left: 83 * time.Minute, Read: fixedNow}})
	m = next.(Model)
	if header := strings.SplitN(screenText(m), "\n", 2)[0]; !strings.Contains(header, "Round 2: 1:23:00 left") {
		t.Fatalf("header %q", header)
	}
	for range 2 {
		next, _ = m.Update(SharingMsg{Round: RoundClock{Known: true, Round: 2, State: RoundCalled, Read: fixedNow, Extra: 1}})
		m = next.(Model)
	}
	if len(saved) != 1 || saved[0] != (rules.TimeCalled{Turns: 4}) || !m.game.State.Time.Called {
		t.Fatalf("saved %v, time %+v", saved, m.game.State.Time)
	}
	m = press(t, m, "P")
	if header := strings.SplitN(screenText(m), "\n", 2)[0]; !strings.Contains(header, "TIME CALLED · this turn, then 3 more turns") {
		t.Fatalf("header after a turn %q", header)
	}
	if !strings.Contains(m.logContent(), "Time is called (N-1): this turn, then 4 more turns") {
		t.Fatalf("log %q", m.logContent())
	}
}

// TestTheClubsEndOfRound: the turns still to play when time is called
// follow the club's end of round (night start --extra-turns): none, one
// or two more for each of the three players still in, never more than
// the rules keep.
func TestTheClubsEndOfRound(t *testing.T) {
	for _, c := range []struct{ extra, turns int }{{0, 0}, {1, 3}, {2, 6}, {99, rules.MaxTimeTurns}} {
		g, _, err := rules.NewGame(rules.Setup{Variant: rules.Buhmann, Players: []string{"Ana", "Ben", "Cem", "Dora"}, Life: 20, Seed: 1})
		if err != nil {
			t.Fatal(err)
		}
		if g, _, err = rules.Apply(g, rules.Eliminate{Seats: []int{3}, Culprit: rules.NoSeat, Cause: rules.CauseConcede}); err != nil {
			t.Fatal(err)
		}
		var saved []rules.Event
		opts := testOptions()
		opts.OnEvent = func(e rules.Event) tea.Cmd { saved = append(saved, e); return nil }
		m := sized(Resume(g, nil, opts), 120, 40)
		m.Update(SharingMsg{Round: RoundClock{Known: true, Round: 1, State: RoundCalled, Read: fixedNow, Extra: c.extra}})
		want := c.turns
		if c.extra == 99 {
			want = min(99*3, rules.MaxTimeTurns)
		}
		if len(saved) != 1 || saved[0] != (rules.TimeCalled{Turns: want}) {
			t.Errorf("extra %d: saved %v, want %d turns", c.extra, saved, want)
		}
	}
}
