package model

import (
	tea "charm.land/bubbletea/v2"

	"rolekeeper/rules"
)

// burst is a life change being entered on one seat by repeated presses of
// − and +: its running total is shown at once as a preview, and it
// becomes one LifeChange event (undone as one) at the next action of the
// table only: another seat, another action key, Enter. Until then − and +
// correct it, s names its source and Esc cancels it; time passing never
// enters it, so a preview never becomes a record on its own.
type burst struct {
	seat   int // rules.NoSeat when nothing is pending
	delta  int
	source int // rules.NoSeat for no source
	// chosen is true once the source was chosen (s), not only offered
	// (sourceMemory): an offered source does not answer L-4's culprit.
	chosen bool
	// id counts the presses, so that a burst given back (the culprit
	// question cancelled) is told from the one before.
	id int
}

func noBurst() burst { return burst{seat: rules.NoSeat, source: rules.NoSeat} }

// pending reports whether a life change is waiting to be entered.
func (b burst) pending() bool { return b.seat != rules.NoSeat }

// add returns the burst after a press of delta on seat. A press on another
// seat starts a new burst, from source (the one offered, sourceMemory);
// the caller enters the old one first.
func (b burst) add(seat, delta, source int) burst {
	if b.seat != seat {
		b = burst{seat: seat, source: source, id: b.id}
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
	return rules.LifeChange{Changes: []rules.Change{{Seat: b.seat, Delta: b.delta}}, Source: b.sourceNow()}, true
}

// sourceNow is the burst's source: the one chosen, else the one offered
// while it is a loss (a gain has no source unless one is chosen).
func (b burst) sourceNow() int {
	if !b.chosen && b.delta > 0 {
		return rules.NoSeat
	}
	return b.source
}

// flush enters the pending burst, if any. In a Lord game a change that
// leaves the player at 0 or less with no source first asks for the
// culprit (L-4): then the change waits in the culprit prompt, ok is false,
// and the key that caused the flush should not be acted on. A refused
// change also gives ok false.
func (m Model) flush() (_ Model, _ tea.Cmd, ok bool) {
	lc, has := m.burst.event()
	offered := m.offeredSource()
	if m.burst.chosen {
		offered = noOffer
	}
	m.burst = burst{seat: rules.NoSeat, source: rules.NoSeat, id: m.burst.id}
	if !has {
		return m, nil, true
	}
	return m.submitLife(lc, offered)
}

// submitLife enters a life change, asking first for the culprit when the
// rules need one (Lord, L-4).
func (m Model) submitLife(lc rules.LifeChange, offered int) (_ Model, _ tea.Cmd, ok bool) {
	if needsCulprit(m.game.State, lc, offered) {
		m.prompt = newCulpritPrompt(m.game.State, lc, m.Words)
		return m, nil, false
	}
	return m.commit(lc)
}

// needsCulprit reports whether a life change in a Lord game would leave a
// player at 0 life or less without naming a source, or with only the
// source offered (sourceMemory, never chosen): the culprit decides the
// points (L-4), so the table is asked for it.
func needsCulprit(s rules.State, lc rules.LifeChange, offered int) bool {
	if s.Setup.Variant != rules.Lord || lc.Source != rules.NoSeat && lc.Source != offered {
		return false
	}
	for _, c := range lc.Changes {
		if c.Seat >= 0 && c.Seat < len(s.Players) && s.Playing(c.Seat) && s.Players[c.Seat].Life+c.Delta <= 0 {
			return true
		}
	}
	return false
}
