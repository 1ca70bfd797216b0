package model

import (
	"time"

	tea "charm.land/bubbletea/v2"

	"rolekeeper/rules"
	"rolekeeper/views"
)

// turnClocks are the game's clocks (rules.Clock) beside its undo and redo
// history (C-8): done holds the clock after every event in effect, the
// last on top, undone those of the events undo took back. So every state,
// a past one too, knows each player's turn time until its last event. The
// stacks share their lower entries, so an event costs one entry, however
// long the game.
type turnClocks struct {
	done, undone *clockEntry
}

// clockEntry is an entry of a stack of clocks.
type clockEntry struct {
	clock rules.Clock
	next  *clockEntry
}

// newTurnClocks are the clocks of a game in state s that starts at start.
func newTurnClocks(s rules.State, start time.Time) turnClocks {
	return turnClocks{done: &clockEntry{clock: rules.NewClock(s, start)}}
}

// after returns the clocks after an event the rules accepted, entered at
// at, that left the game in state next: an undo takes the event's clock
// back, a redo gives it back with the event's own time, any other event
// ticks the clock and forgets what could be redone (as the rules do).
func (c turnClocks) after(e rules.Event, at time.Time, next rules.State) turnClocks {
	switch e.(type) {
	case rules.Undo:
		if c.done != nil && c.done.next != nil {
			c.undone = &clockEntry{clock: c.done.clock, next: c.undone}
			c.done = c.done.next
		}
	case rules.Redo:
		if c.undone != nil {
			c.done = &clockEntry{clock: c.undone.clock, next: c.done}
			c.undone = c.undone.next
		}
	default:
		c.done = &clockEntry{clock: c.top().Tick(at, next), next: c.done}
		c.undone = nil
	}
	return c
}

// top is the clock of the state in effect.
func (c turnClocks) top() rules.Clock {
	if c.done == nil {
		return rules.Clock{}
	}
	return c.done.clock
}

// replayClocks rebuilds the clocks of a game from its setup and events,
// entered at times (one per event; zero or missing: unknown), from start.
// An event the rules refuse ends them there.
func replayClocks(setup rules.Setup, events []rules.Event, times []time.Time, start time.Time) turnClocks {
	g, _, err := rules.NewGame(setup)
	if err != nil {
		return turnClocks{}
	}
	c := newTurnClocks(g.State, start)
	for i, e := range events {
		next, _, err := rules.Apply(g, e)
		if err != nil {
			break
		}
		var at time.Time
		if i < len(times) {
			at = times[i]
		}
		c, g = c.after(e, at, next.State), next
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
	case c.done != nil && c.done.next != nil && !c.top().At.IsZero():
		return c.top().At
	case m.game.Over && !m.ended.IsZero():
		return m.ended
	case m.opts.ReadOnly:
		return m.started
	}
	return m.now
}

// turnTimes are each seat's total turn time, as the summary shows them.
func (m Model) turnTimes() []time.Duration {
	totals, _ := m.clocks.top().Until(m.clockEnd())
	return totals
}

// clockView is the header's clock: the game's running time and the
// active player's turn time, as of clockEnd; nil for a live viewer and
// for a game whose times are unknown.
func (m Model) clockView() *views.ClockView {
	if m.opts.Watch || !m.hasGame {
		return nil
	}
	end := m.clockEnd()
	c := m.clocks.top()
	_, turn := c.Until(end)
	// Without the time of the last event the turn's time is unknown: the
	// header then gives the game's time alone.
	running := c.Running && !m.game.Over && !c.At.IsZero()
	return &views.ClockView{Game: max(end.Sub(m.started), 0), Turn: turn, Running: running}
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
// and no tick is on its way: there is only ever one.
func (m Model) withClock(cmd tea.Cmd) (Model, tea.Cmd) {
	if !m.clockRuns() || m.ticking {
		return m, cmd
	}
	m.ticking = true
	tick := tea.Tick(time.Second, func(time.Time) tea.Msg { return clockTickMsg{} })
	if cmd == nil {
		return m, tick
	}
	return m, tea.Batch(cmd, tick)
}
