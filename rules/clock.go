package rules

import "time"

// Clocks say how long each player has been the active player (C-2), from
// the times the events were entered: the time between two events goes to
// the player whose turn it was after the first, while the game is not
// over. They follow the undo and redo history (C-8): undo takes an
// event's time back with the event, redo gives it back, so every state, a
// past one too, knows its players' turn times until its own last event.
// No rule reads them.
//
// Clocks are a value: After returns new ones. They keep an entry of about
// 100 bytes per event in effect, shared between the values, and every
// clockEvery entries the totals up to there, so that reading them costs
// the same however long the game; Forget drops all but the last, as a
// game forgets its history. The zero Clocks know nothing; start them with
// NewClocks.
type Clocks struct {
	done, undone *clockEntry
}

// clockEvery is how many entries apart the clocks keep their totals.
const clockEvery = 128

// clockEntry is the clock after one event (or at the start): when it was
// entered, what the time since the entry before gave to whom, and the
// turn then in progress. The bottom entry and every clockEvery-th above
// it hold base, the totals up to and with their own credit.
type clockEntry struct {
	at         time.Time
	credit     time.Duration // to seat, since the entry below
	turn       time.Duration // the turn in progress, up to at
	seat       int32         // who was credited, or -1
	active     int32         // the active player after the event
	turnNumber int32         // the turn after the event (C-3)
	running    bool          // the game is not over
	depth      int32         // entries below this one
	base       []time.Duration
	next       *clockEntry
}

// NewClocks are the clocks of a game in state s that starts at start
// (zero: unknown; then the first event's time starts them).
func NewClocks(s State, start time.Time) Clocks {
	return Clocks{done: &clockEntry{at: start, seat: -1, active: int32(s.Active), turnNumber: int32(s.Turn),
		running: !s.Over, base: make([]time.Duration, len(s.Players))}}
}

// After returns the clocks after an event the rules accepted, entered at
// `at` (zero: unknown), that left the game in state next: an undo takes
// the event's clock back, a redo gives it back with the event's own time,
// any other event ticks the clock and forgets what could be redone.
func (c Clocks) After(e Event, at time.Time, next State) Clocks {
	if c.done == nil {
		return c
	}
	switch e.(type) {
	case Undo:
		if c.done.next != nil {
			top := *c.done
			top.next = c.undone
			c.undone, c.done = &top, c.done.next
		}
	case Redo:
		if c.undone != nil {
			top := *c.undone
			top.next = c.done
			c.done, c.undone = &top, c.undone.next
		}
	default:
		c.done, c.undone = c.done.tick(at, next), nil
	}
	return c
}

// tick is the entry after an event entered at `at` that left the game in
// state next. The time since the last event goes to the player who was
// active, if the game was running; an unknown time counts nothing, and
// the time from it to the next known one goes to nobody; an earlier time
// (a clock set back) counts nothing and keeps the last one.
func (p *clockEntry) tick(at time.Time, next State) *clockEntry {
	d := p.since(at)
	e := &clockEntry{at: p.at, credit: d, turn: p.turn + d, seat: p.active, active: int32(next.Active),
		turnNumber: int32(next.Turn), running: !next.Over, next: p}
	switch {
	case at.IsZero():
		e.at = at
	case p.at.IsZero() || at.After(p.at):
		e.at = at
	}
	if e.turnNumber != p.turnNumber || e.active != p.active {
		e.turn = 0 // a new turn begins
	}
	if e.depth = p.depth + 1; e.depth%clockEvery == 0 {
		e.base = e.totals()
	}
	return e
}

// totals are the seats' turn times up to the entry and with its credit:
// the credits from it down to the nearest entry that holds its totals,
// at most clockEvery−1 of them, and those totals.
func (p *clockEntry) totals() []time.Duration {
	e := p
	for ; e.base == nil && e.next != nil; e = e.next {
	}
	totals := append([]time.Duration(nil), e.base...)
	for e := p; e.base == nil && e.next != nil; e = e.next {
		if e.seat >= 0 && int(e.seat) < len(totals) {
			totals[e.seat] += e.credit
		}
	}
	return totals
}

// since is the time from the entry to t that counts: none when the game
// is not running or either time is unknown or t is earlier.
func (p *clockEntry) since(t time.Time) time.Duration {
	if !p.running || p.at.IsZero() || t.IsZero() || !t.After(p.at) {
		return 0
	}
	return t.Sub(p.at)
}

// At is the time of the last event in effect (or the start), zero when
// unknown.
func (c Clocks) At() time.Time {
	if c.done == nil {
		return time.Time{}
	}
	return c.done.at
}

// Running reports whether the game of the state in effect is not over.
func (c Clocks) Running() bool { return c.done != nil && c.done.running }

// AnyEvent reports whether an event is in effect, so that At is an
// event's time rather than the start's.
func (c Clocks) AnyEvent() bool {
	return c.done != nil && c.done.next != nil
}

// Until returns each seat's turn time and the active player's turn time
// at now: the time since the last event goes to the active player while
// the game runs. For a state of the past (a game looked back at), pass At,
// so that it ends at its own last event. It walks at most clockEvery
// entries, however long the game.
func (c Clocks) Until(now time.Time) (totals []time.Duration, turn time.Duration) {
	top := c.done
	if top == nil {
		return nil, 0
	}
	totals = top.totals()
	d := top.since(now)
	if a := int(top.active); a >= 0 && a < len(totals) {
		totals[a] += d
	}
	return totals, top.turn + d
}

// Forget returns the clocks without the entries of the events that can no
// longer be undone or redone, as a game forgets its history: the totals
// are kept in the one entry left.
func (c Clocks) Forget() Clocks {
	if c.done == nil || c.done.next == nil && c.undone == nil {
		return c
	}
	totals, _ := Clocks{done: c.done}.Until(time.Time{})
	top := *c.done
	top.credit, top.seat, top.base, top.next, top.depth = 0, -1, totals, nil, 0
	return Clocks{done: &top}
}

// AfterForgetting is After followed by Forget, for a replay that keeps no
// history: on clocks that already hold a single entry (as Forget leaves
// them) it builds the one entry left and its totals directly, one entry
// and one slice per event, instead of the entry After pushes, the totals
// Forget sums and the copy it keeps.
func (c Clocks) AfterForgetting(e Event, at time.Time, next State) Clocks {
	switch e.(type) {
	case Undo, Redo:
		return c.After(e, at, next).Forget()
	}
	if c.done == nil || c.done.next != nil || c.undone != nil || c.done.base == nil {
		return c.After(e, at, next).Forget()
	}
	p := c.done
	top := p.tick(at, next)
	totals := append([]time.Duration(nil), p.base...)
	if top.seat >= 0 && int(top.seat) < len(totals) {
		totals[top.seat] += top.credit
	}
	top.credit, top.seat, top.base, top.next, top.depth = 0, -1, totals, nil, 0
	return Clocks{done: top}
}

// Turn is the active player's turn time at now, as Until gives it, in
// constant time: what the header's clock shows at every frame.
func (c Clocks) Turn(now time.Time) time.Duration {
	if c.done == nil {
		return 0
	}
	return c.done.turn + c.done.since(now)
}
