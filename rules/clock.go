package rules

import (
	"math"
	"time"
)

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
// entered, and the turn then in progress. The bottom entry and every
// clockEvery-th above it hold base, the totals up to and with their own
// credit. An entry is 48 bytes, kept for every event in effect: what the
// time since the entry below gave to whom is worked out from that entry
// (credit, seat) rather than kept, and times are kept as nanoseconds.
type clockEntry struct {
	at         int64         // unix nanoseconds, noTime when unknown
	turn       time.Duration // the turn in progress, up to at
	next       *clockEntry
	base       *clockTotals
	active     int32 // the active player after the event
	turnNumber int32 // the turn after the event (C-3)
	depth      int32 // entries below this one
	running    bool  // the game is not over
	seats      uint8 // the number of players
}

// clockTotals are the seats' turn times, of the first clockEntry.seats.
type clockTotals [MaxPlayers]time.Duration

// totalsOf are the first seats of d as clockTotals (the seats past
// MaxPlayers, which no game has, are left out).
func totalsOf(d []time.Duration) *clockTotals {
	var t clockTotals
	copy(t[:], d)
	return &t
}

// noTime is the clockEntry.at of an unknown time.
const noTime = math.MinInt64

// nanos is t as a clockEntry keeps it: a time too far from now to count
// in nanoseconds (before 1678 or after 2261) counts as unknown.
func nanos(t time.Time) int64 {
	if t.IsZero() || t.Year() < 1680 || t.Year() > 2260 {
		return noTime
	}
	return t.UnixNano()
}

// credit is the time since the entry below that went to seat: the clock
// of an entry on the undo side starts from the entry below it, which
// follows undo and redo with it. The bottom entry has none.
func (p *clockEntry) credit() time.Duration {
	if p.next == nil {
		return 0
	}
	return p.next.since(p.at)
}

// seat is who was credited (the player active before the event), or -1.
func (p *clockEntry) seat() int {
	if p.next == nil {
		return -1
	}
	return int(p.next.active)
}

// NewClocks are the clocks of a game in state s that starts at start
// (zero: unknown; then the first event's time starts them).
func NewClocks(s State, start time.Time) Clocks {
	return Clocks{done: &clockEntry{at: nanos(start), active: int32(s.Active), turnNumber: int32(s.Turn),
		running: !s.Over, base: new(clockTotals), seats: uint8(min(len(s.Players), MaxPlayers))}}
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
		c.done, c.undone = c.done.tick(nanos(at), next), nil
	}
	return c
}

// tick is the entry after an event entered at `at` that left the game in
// state next. The time since the last event goes to the player who was
// active, if the game was running; an unknown time counts nothing, and
// the time from it to the next known one goes to nobody; an earlier time
// (a clock set back) counts nothing and keeps the last one.
func (p *clockEntry) tick(at int64, next State) *clockEntry {
	d := p.since(at)
	e := &clockEntry{at: p.at, turn: p.turn + d, active: int32(next.Active),
		turnNumber: int32(next.Turn), running: !next.Over, next: p, seats: p.seats}
	switch {
	case at == noTime:
		e.at = at
	case p.at == noTime || at > p.at:
		e.at = at
	}
	if e.turnNumber != p.turnNumber || e.active != p.active {
		e.turn = 0 // a new turn begins
	}
	if e.depth = p.depth + 1; e.depth%clockEvery == 0 {
		e.base = totalsOf(e.totals())
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
	totals := make([]time.Duration, p.seats)
	if e.base != nil {
		copy(totals, e.base[:])
	}
	for e := p; e.base == nil && e.next != nil; e = e.next {
		if s := e.seat(); s >= 0 && s < len(totals) {
			totals[s] += e.credit()
		}
	}
	return totals
}

// since is the time from the entry to t (unix nanoseconds) that counts:
// none when the game is not running or either time is unknown or t is
// earlier.
func (p *clockEntry) since(t int64) time.Duration {
	if !p.running || p.at == noTime || t == noTime || t <= p.at {
		return 0
	}
	return time.Duration(t - p.at)
}

// At is the time of the last event in effect (or the start), zero when
// unknown.
func (c Clocks) At() time.Time {
	if c.done == nil {
		return time.Time{}
	}
	if c.done.at == noTime {
		return time.Time{}
	}
	return time.Unix(0, c.done.at).UTC()
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
	d := top.since(nanos(now))
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
	top.base, top.next, top.depth = totalsOf(totals), nil, 0
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
	top := p.tick(nanos(at), next)
	totals := *p.base
	if s := top.seat(); s >= 0 && s < len(totals) {
		totals[s] += top.credit()
	}
	top.base, top.next, top.depth = &totals, nil, 0
	return Clocks{done: top}
}

// Turn is the active player's turn time at now, as Until gives it, in
// constant time: what the header's clock shows at every frame.
func (c Clocks) Turn(now time.Time) time.Duration {
	if c.done == nil {
		return 0
	}
	return c.done.turn + c.done.since(nanos(now))
}

// StepForgetting is AfterForgetting changing c in place: the one entry c
// holds becomes the entry after the event, its totals added to where
// they are, so that a replay that keeps no history builds nothing per
// event. It is for clocks no other value shares (a replay's own, started
// with NewClocks and stepped only so): a Clocks copied from c before
// sees the change. Clocks that hold more than one entry are stepped as
// AfterForgetting steps them.
func (c *Clocks) StepForgetting(e Event, at time.Time, next State) {
	switch e.(type) {
	case Undo, Redo:
		*c = c.AfterForgetting(e, at, next)
		return
	}
	p := c.done
	if p == nil || p.next != nil || c.undone != nil || p.base == nil {
		*c = c.AfterForgetting(e, at, next)
		return
	}
	t := nanos(at)
	d := p.since(t) // the credit of the entry AfterForgetting builds: its time never counts less
	if s := int(p.active); s >= 0 && s < len(p.base) {
		p.base[s] += d
	}
	switch {
	case t == noTime:
		p.at = t
	case p.at == noTime || t > p.at:
		p.at = t
	}
	active, turnNumber := int32(next.Active), int32(next.Turn)
	p.turn += d
	if turnNumber != p.turnNumber || active != p.active {
		p.turn = 0 // a new turn begins
	}
	p.active, p.turnNumber, p.running = active, turnNumber, !next.Over
}
