package rules

import (
	"slices"
	"time"
)

// Clock is how long each player has been the active player (C-2), from
// the times the events were entered: the time between two events goes to
// the player whose turn it was after the first, while the game is not
// over. It is a value: Tick returns a new one. No rule reads it.
type Clock struct {
	// At is the time of the last event counted, or the start of the
	// game; zero when unknown (then the time until the next event goes
	// to nobody).
	At time.Time
	// Totals are each seat's turn time up to At.
	Totals []time.Duration
	// Turn is the time of the turn in progress up to At.
	Turn time.Duration
	// Active is the active player's seat and TurnNumber the turn (C-3)
	// after the last event counted; Running is false once the game is
	// over.
	Active, TurnNumber int
	Running            bool
}

// NewClock returns the clock of a game that starts at start (zero:
// unknown) in state s.
func NewClock(s State, start time.Time) Clock {
	return Clock{At: start, Totals: make([]time.Duration, len(s.Players)), Active: s.Active, TurnNumber: s.Turn,
		Running: !s.Over}
}

// Tick returns the clock after an event entered at `at` (zero: unknown)
// that left the game in state after. The time since the last event goes
// to the player who was active, if the game was running; a time that is
// unknown or earlier than the last one counts nothing, and after an
// unknown time nothing counts until the next known one.
func (c Clock) Tick(at time.Time, after State) Clock {
	d := c.since(at)
	next := Clock{At: c.At, Totals: slices.Clone(c.Totals), Turn: c.Turn + d, Active: after.Active,
		TurnNumber: after.Turn, Running: !after.Over}
	if c.Active >= 0 && c.Active < len(next.Totals) {
		next.Totals[c.Active] += d
	}
	switch {
	case at.IsZero():
		next.At = at // unknown: the time until the next known one goes to nobody
	case c.At.IsZero() || at.After(c.At):
		next.At = at // an earlier time (a clock set back) keeps the last one
	}
	if after.Turn != c.TurnNumber || after.Active != c.Active {
		next.Turn = 0 // a new turn begins
	}
	return next
}

// since is the time from the last event to t that counts: none when the
// game is not running or either time is unknown or t is earlier.
func (c Clock) since(t time.Time) time.Duration {
	if !c.Running || c.At.IsZero() || t.IsZero() || !t.After(c.At) {
		return 0
	}
	return t.Sub(c.At)
}

// Until returns each seat's turn time and the active player's turn time
// at now: the time since the last event goes to the active player while
// the game runs. For a state of the past (a game looked back at), pass
// At itself, so that it ends at its last event.
func (c Clock) Until(now time.Time) (totals []time.Duration, turn time.Duration) {
	d := c.since(now)
	totals = slices.Clone(c.Totals)
	if c.Active >= 0 && c.Active < len(totals) {
		totals[c.Active] += d
	}
	return totals, c.Turn + d
}

// ClockOf replays the records of a game file and returns the clock of
// its last state: undo takes an event's time back with the event, redo
// gives it back (C-8). The clock starts at the first record's time, since
// the setup line has none. Replay stops at a record the rules refuse, as
// the journal reports it.
func ClockOf(setup Setup, records []NumberedRecord) Clock {
	g, _, err := NewGame(setup)
	if err != nil {
		return Clock{}
	}
	var start time.Time
	for _, r := range records {
		if !r.At.IsZero() {
			start = r.At
			break
		}
	}
	done := []Clock{NewClock(g.State, start)}
	var undone []Clock
	for _, r := range records {
		next, _, err := Apply(g, r.Event)
		if err != nil {
			break
		}
		switch r.Event.(type) {
		case Undo:
			if len(done) > 1 {
				undone = append(undone, done[len(done)-1])
				done = done[:len(done)-1]
			}
		case Redo:
			if len(undone) > 0 {
				done = append(done, undone[len(undone)-1])
				undone = undone[:len(undone)-1]
			}
		default:
			done = append(done, done[len(done)-1].Tick(r.At, next.State))
			undone = undone[:0]
		}
		g = next
	}
	return done[len(done)-1]
}
