package model

import (
	"time"

	tea "charm.land/bubbletea/v2"

	"rolekeeper/rules"
)

// burst is a life change being entered on one seat by repeated presses of
// − and +: its running total is shown at once and it becomes one
// LifeChange event (undone as one) when the player moves on, presses
// another action key or Enter, or stops pressing for a moment.
type burst struct {
	seat   int // rules.NoSeat when nothing is pending
	delta  int
	source int // rules.NoSeat for no source
	// id tells the idle tick of the latest press from older ticks.
	id int
}

func noBurst() burst { return burst{seat: rules.NoSeat, source: rules.NoSeat} }

// pending reports whether a life change is waiting to be entered.
func (b burst) pending() bool { return b.seat != rules.NoSeat }

// add returns the burst after a press of delta on seat. A press on another
// seat starts a new burst; the caller enters the old one first.
func (b burst) add(seat, delta int) burst {
	if b.seat != seat {
		b = burst{seat: seat, source: rules.NoSeat, id: b.id}
	}
	b.delta += delta
	b.id++
	return b
}

// event is the LifeChange a burst becomes; ok is false when its total is
// 0 and there is nothing to enter.
func (b burst) event() (rules.LifeChange, bool) {
	if !b.pending() || b.delta == 0 {
		return rules.LifeChange{}, false
	}
	return rules.LifeChange{Changes: []rules.Change{{Seat: b.seat, Delta: b.delta}}, Source: b.source}, true
}

// burstTickMsg arrives a moment after a press of − or +; if no press came
// since (same id), the burst is entered.
type burstTickMsg struct{ id int }

// tick returns the command that sends the idle tick of the latest press.
func (b burst) tick(idle time.Duration) tea.Cmd {
	id := b.id
	return tea.Tick(idle, func(time.Time) tea.Msg { return burstTickMsg{id: id} })
}

// burstTick enters the burst if no press came since the tick was asked
// for and no prompt is open.
func (m Model) burstTick(msg burstTickMsg) (Model, tea.Cmd) {
	if !m.burst.pending() || msg.id != m.burst.id || m.prompt != nil {
		return m, nil
	}
	m, cmd, _ := m.flush()
	return m, cmd
}

// flush enters the pending burst, if any. In a Lord game a change that
// leaves the player at 0 or less with no source first asks for the
// culprit (L-4): then the change waits in the culprit prompt, ok is false,
// and the key that caused the flush should not be acted on. A refused
// change also gives ok false.
func (m Model) flush() (_ Model, _ tea.Cmd, ok bool) {
	lc, has := m.burst.event()
	m.burst = burst{seat: rules.NoSeat, source: rules.NoSeat, id: m.burst.id}
	if !has {
		return m, nil, true
	}
	return m.submitLife(lc)
}

// submitLife enters a life change, asking first for the culprit when the
// rules need one (Lord, L-4).
func (m Model) submitLife(lc rules.LifeChange) (_ Model, _ tea.Cmd, ok bool) {
	if needsCulprit(m.game.State, lc) {
		m.prompt = newCulpritPrompt(m.game.State, lc, m.words)
		return m, nil, false
	}
	return m.commit(lc)
}

// needsCulprit reports whether a life change in a Lord game would leave a
// player at 0 life or less without naming a source: the culprit decides
// the points (L-4), so the table is asked for it.
func needsCulprit(s rules.State, lc rules.LifeChange) bool {
	if s.Setup.Variant != rules.Lord || lc.Source != rules.NoSeat {
		return false
	}
	for _, c := range lc.Changes {
		if c.Seat >= 0 && c.Seat < len(s.Players) && s.Playing(c.Seat) && s.Players[c.Seat].Life+c.Delta <= 0 {
			return true
		}
	}
	return false
}
