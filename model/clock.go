package model

import (
	"time"

	"rolekeeper/rules"
)

// eventTimes are when the events of the game were entered, kept beside
// its undo and redo history (C-8): applied for the events in effect,
// oldest first, and undone for the events undo took back, the next to
// redo last. So every state, past ones too, knows the time of its last
// event. A zero time is unknown.
type eventTimes struct {
	applied, undone []time.Time
}

// after returns the times after an event the rules accepted, entered at
// at: an undo moves the time of the event it takes back to undone, a
// redo moves it back, any other event is added and clears undone (the
// rules forget what could be redone).
func (c eventTimes) after(e rules.Event, at time.Time) eventTimes {
	switch e.(type) {
	case rules.Undo:
		if n := len(c.applied); n > 0 {
			c.undone = append(c.undone[:len(c.undone):len(c.undone)], c.applied[n-1])
			c.applied = c.applied[:n-1]
		}
	case rules.Redo:
		if n := len(c.undone); n > 0 {
			c.applied = append(c.applied[:len(c.applied):len(c.applied)], c.undone[n-1])
			c.undone = c.undone[:n-1]
		}
	default:
		c.applied = append(c.applied[:len(c.applied):len(c.applied)], at)
		c.undone = nil
	}
	return c
}

// replayTimes are the times of events the rules accepted in order, from
// times (one per event; zero or missing for unknown).
func replayTimes(events []rules.Event, times []time.Time) eventTimes {
	var c eventTimes
	for i, e := range events {
		var at time.Time
		if i < len(times) {
			at = times[i]
		}
		c = c.after(e, at)
	}
	return c
}

// last is the time of the last event in effect; ok is false when it is
// unknown or no event is in effect (then the state is the setup's).
func (c eventTimes) last() (at time.Time, ok bool) {
	if n := len(c.applied); n > 0 && !c.applied[n-1].IsZero() {
		return c.applied[n-1], true
	}
	return time.Time{}, false
}

// duration is how long the game has lasted: a game in play until now; a
// game that is over, and every state of a read-only game (a past state:
// the demo), until the time of its last event in effect, so that walking
// back through the demo never counts the days since it was played.
func (m Model) duration() time.Duration {
	end := m.now
	if m.game.Over || m.opts.ReadOnly {
		switch at, ok := m.times.last(); {
		case ok:
			end = at
		case len(m.times.applied) == 0 && m.opts.ReadOnly:
			end = m.started // nothing entered yet: the setup's state
		case !m.ended.IsZero():
			end = m.ended
		}
	}
	return max(end.Sub(m.started), 0)
}
