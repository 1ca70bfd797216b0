package model

import (
	"time"

	tea "charm.land/bubbletea/v2"

	"rolekeeper/rules"
	"rolekeeper/views"
)

// clocksOf rebuilds the clocks of a game from its setup and events,
// entered at times (one per event; zero or missing: unknown), from
// start. An event the rules refuse ends them there.
func clocksOf(setup rules.Setup, events []rules.Event, times []time.Time, start time.Time) rules.Clocks {
	g, _, err := rules.NewGame(setup)
	if err != nil {
		return rules.Clocks{}
	}
	c := rules.NewClocks(g.State, start)
	for i, e := range events {
		next, err := rules.ApplyQuiet(g, e)
		if err != nil {
			break
		}
		var at time.Time
		if i < len(times) {
			at = times[i]
		}
		c, g = c.After(e, at, next.State), next
	}
	return c
}

// clockEnd is the moment the game's times are read at: now while the game
// is played here; for a state that is past (a read-only game such as the
// demo, or a game that is over) the time of its last event, so that
// looking back never counts the time since. Without a time for it: the
// time the game ended, or for a read-only game with nothing entered yet
// its start. A live viewer, which follows the game as it is played,
// reads it at the end of the game or now.
func (m Model) clockEnd() time.Time {
	if !m.opts.ReadOnly && !m.game.Over {
		return m.now
	}
	c := m.clocks
	switch {
	case m.opts.Watch: // a live viewer knows when the game began and ended, not its events' times
		if m.game.Over && !m.ended.IsZero() {
			return m.ended
		}
		return m.now
	case c.AnyEvent() && !c.At().IsZero():
		return c.At()
	case m.game.Over && !m.ended.IsZero():
		return m.ended
	case m.opts.ReadOnly:
		return m.started
	}
	return m.now
}

// duration is how long the game has lasted: a game played here until
// now; a game that is over, and every state of a read-only game (a past
// state: the demo walked back), until its last event (clockEnd).
func (m Model) duration() time.Duration {
	return max(m.clockEnd().Sub(m.started), 0)
}

// turnTimes are each seat's total turn time, as the summary shows them.
func (m Model) turnTimes() []time.Duration {
	totals, _ := m.clocks.Until(m.clockEnd())
	return totals
}

// clockView is the header's clock: the game's running time and the
// active player's turn time, as of clockEnd; nil for a live viewer. When
// the time of the last event is unknown it gives the game's time alone.
func (m Model) clockView() *views.ClockView {
	if m.opts.Watch || !m.hasGame {
		return nil
	}
	end := m.clockEnd()
	c := m.clocks
	turn := c.Turn(end) // constant time: this runs at every frame
	// Without the time of the last event the turn's time is unknown: the
	// header then gives the game's time alone.
	running := c.Running() && !m.game.Over && !c.At().IsZero()
	return &views.ClockView{Game: max(end.Sub(m.started), 0), Turn: turn, Running: running}
}

// NextSecond is how long after now the next whole second of the clock
// comes: more than 0, at most a second. The header's clock ticks then,
// and serve's sharing file is looked at then (cli), so that both wake the
// program at the same moment. The times the clock shows move on by a
// second at every tick as before: they count from the game's start and
// the turn's, whatever the fraction of a second of either.
func NextSecond(now time.Time) time.Duration {
	return now.Truncate(time.Second).Add(time.Second).Sub(now)
}

// clockTickMsg asks for the header's clock to be drawn again.
type clockTickMsg struct{}

// clockRuns reports whether the header's clock moves: a game played here,
// not over, on the table. Then a tick comes once a second, and never
// otherwise.
func (m Model) clockRuns() bool {
	return m.hasGame && !m.game.Over && !m.opts.ReadOnly && !m.opts.Watch &&
		(m.screen == screenTable || m.screen == screenRoles)
}

// withClock adds the next tick of the clock to cmd when the clock runs
// and no tick is on its way: there is only ever one. It comes at the next
// whole second of the clock (NextSecond), when the poll of serve's
// sharing file looks too (cli), so that a table left alone wakes once a
// second for both rather than twice (BENCHMARKS.md, "Idle").
func (m Model) withClock(cmd tea.Cmd) (Model, tea.Cmd) {
	if !m.clockRuns() || m.ticking {
		return m, cmd
	}
	m.ticking = true
	tick := tea.Tick(NextSecond(m.now), func(time.Time) tea.Msg { return clockTickMsg{} })
	if cmd == nil {
		return m, tick
	}
	return m, tea.Batch(cmd, tick)
}
