package model

import (
	"strings"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"

	"rolekeeper/rules"
)

// clockModel is a Buhmann game set up at the test clock's time, with a
// clock the test moves by hand.
func clockModel(t *testing.T) (Model, *time.Time) {
	t.Helper()
	now := fixedNow
	opts := testOptions()
	opts.Now = func() time.Time { return now }
	m := sized(New(opts), 120, 40)
	m = addPlayers(t, m, "Ana", "Ben", "Cem")
	return press(t, m, "s"), &now
}

func header(m Model) string { return strings.SplitN(screenText(m), "\n", 2)[0] }

// TestHeaderClock: the header shows the game's running time and the
// active player's turn time, drawn again on every tick; a pass starts the
// next turn at 0:00, and undoing it gives the turn back with its time.
func TestHeaderClock(t *testing.T) {
	m, now := clockModel(t)
	*now = now.Add(2*time.Minute + 5*time.Second)
	next, _ := m.Update(clockTickMsg{})
	m = next.(Model)
	if h := header(m); !strings.Contains(h, "game 2:05 · turn 2:05") {
		t.Errorf("after 2:05 the header says %q", h)
	}
	m = press(t, m, "P")
	*now = now.Add(30 * time.Second)
	next, _ = m.Update(clockTickMsg{})
	if h := header(next.(Model)); !strings.Contains(h, "game 2:35 · turn 0:30") {
		t.Errorf("30 s into Ben's turn the header says %q", h)
	}
	m = press(t, next.(Model), "u")
	if h := header(m); !strings.Contains(h, "Ana's turn") || !strings.Contains(h, "turn 2:35") {
		t.Errorf("after undoing the pass the header says %q; Ana's turn goes on", h)
	}
	if totals := m.turnTimes(); totals[0] != 155*time.Second || totals[1] != 0 {
		t.Errorf("turn times %v: the undone pass's time belongs to Ana", totals)
	}
}

// TestClockTicksOnlyWhileTheGameRuns: one tick is on its way while a game
// is played at the table; none on other screens, none once the game is
// over, none in a read-only game.
func TestClockTicksOnlyWhileTheGameRuns(t *testing.T) {
	m, _ := clockModel(t)
	if !m.ticking {
		t.Fatal("no tick while the game runs")
	}
	next, cmd := m.Update(tea.WindowSizeMsg{Width: 120, Height: 40})
	if m = next.(Model); cmd != nil {
		t.Error("a second tick was asked for while one is on its way")
	}
	next, _ = m.Update(clockTickMsg{})
	if m = next.(Model); !m.ticking {
		t.Error("a tick did not ask for the next one")
	}
	m = press(t, m, "h")
	next, _ = m.Update(clockTickMsg{})
	if m = next.(Model); m.ticking {
		t.Error("the clock ticks on the log screen, where no header shows it")
	}
	m = press(t, m, "esc", "E", "y")
	next, _ = m.Update(clockTickMsg{})
	if m = next.(Model); !m.game.Over || m.ticking {
		t.Errorf("over %v, ticking %v: nothing may tick once the game is over", m.game.Over, m.ticking)
	}
	opts := testOptions()
	opts.ReadOnly = true
	demo := sized(Resume(mustGame(t, buhmann5, pass), []rules.Event{pass}, opts), 120, 40)
	if demo.ticking {
		t.Error("a read-only game ticks")
	}
}

// TestPastStateTurnTimes: a read-only game walked back with u shows the
// turn times until that state's last event, on the header and the
// summary, never until now.
func TestPastStateTurnTimes(t *testing.T) {
	start := fixedNow.Add(-40 * time.Hour)
	events := []rules.Event{pass, pass, pass}
	opts := testOptions()
	opts.ReadOnly, opts.Started = true, start
	opts.Times = []time.Time{start.Add(10 * time.Minute), start.Add(25 * time.Minute), start.Add(27 * time.Minute)}
	m := sized(Resume(mustGame(t, buhmann5, events...), events, opts), 120, 40)
	if h := header(m); !strings.Contains(h, "game 27:00 · turn 0:00") {
		t.Errorf("the demo's header says %q", h)
	}
	m = press(t, m, "u")
	if h := header(m); !strings.Contains(h, "game 25:00 · turn 0:00") {
		t.Errorf("one event back the header says %q", h)
	}
	if got := m.turnTimes(); got[0] != 10*time.Minute || got[1] != 15*time.Minute || got[2] != 0 {
		t.Errorf("turn times one event back: %v", got)
	}
	s := screenText(press(t, m, "S", "tab"))
	if !strings.Contains(s, "15 min") || !strings.Contains(s, "10 min") || strings.Contains(s, "40 h") {
		t.Errorf("the summary's turn times do not end at the state's last event:\n%s", s)
	}
}

// TestClockTicksOnTheWholeSecond: the next tick of the header's clock
// comes at the next whole second of the clock (with the sharing poll,
// one wakeup a second for both), and a game started at any fraction of
// a second still shows its time moving on by one second at every tick.
func TestClockTicksOnTheWholeSecond(t *testing.T) {
	at := func(ns int) time.Time { return fixedNow.Add(time.Duration(ns)) }
	for _, tt := range []struct {
		now  time.Time
		want time.Duration
	}{
		{at(0), time.Second}, {at(300e6), 700 * time.Millisecond}, {at(999999999), time.Nanosecond},
		{at(1e9 + 1), time.Second - time.Nanosecond}, {at(-1), time.Nanosecond},
	} {
		if got := NextSecond(tt.now); got != tt.want {
			t.Errorf("NextSecond(%s) = %v, want %v", tt.now.Format("15:04:05.000000000"), got, tt.want)
		}
	}
	now := at(700e6) // the game starts 0.7 s into a second
	opts := testOptions()
	opts.Now = func() time.Time { return now }
	m := press(t, addPlayers(t, sized(New(opts), 120, 40), "Ana", "Ben", "Cem"), "s")
	last := ""
	for range 5 {
		now = now.Add(NextSecond(now))
		next, _ := m.Update(clockTickMsg{})
		m = next.(Model)
		h := header(m)
		if h == last {
			t.Fatalf("at %s the clock did not move on: %q", now.Format("15:04:05.000"), h)
		}
		last = h
	}
	if !strings.Contains(last, "game 0:04 · turn 0:04") {
		t.Errorf("4.3 s into the game, at the fifth tick, the header says %q", last)
	}
}
