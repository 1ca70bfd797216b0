package night

import "time"

// Copy is a screen's copy of the room's round clock: a table's header,
// the TV and the phones' page each keep one, read again every second or
// at every change, and each shows it by Copy.At, the one rule of a copy
// that may be old. A running clock goes on counting down from its last
// reading (it is a countdown from a known start, Clock.Since, not a
// number to freeze); a paused or called clock stays as it was. While
// the latest reading failed the copy is marked stale, with the time it
// was last read well, until a reading succeeds again; a copy never read
// well says that it cannot be read, never nothing, as if there were no
// clock.
type Copy struct {
	// Clock is the clock as last read well; Read is when (zero: never).
	Clock Clock
	Read  time.Time
	// Failing is true when the latest reading failed.
	Failing bool
}

// Took is the copy after a good reading of c at now.
func (p Copy) Took(c Clock, now time.Time) Copy {
	return Copy{Clock: c, Read: now}
}

// Missed is the copy after a reading that failed: the clock last read
// well, marked stale.
func (p Copy) Missed() Copy {
	p.Failing = true
	return p
}

// Shown is what a screen shows of its copy at a moment (Copy.At).
type Shown struct {
	// State and Left are the clock's at that moment (Clock.At), Round
	// its round; NoClock, too, while the copy is Unread.
	State ClockState
	Left  time.Duration
	Round int
	// Extra is the clock's end of round (Clock.Extra).
	Extra int
	// Unread: the clock was never read well and the latest reading
	// failed: the screen says that it cannot read it, and tries again.
	Unread bool
	// Stale: the latest reading failed; Read is when the clock was last
	// read well, which the screen says ("as of 21:37").
	Stale bool
	Read  time.Time
}

// At is what the copy shows at now, by the rule of Copy.
func (p Copy) At(now time.Time) Shown {
	if p.Read.IsZero() {
		return Shown{Unread: p.Failing}
	}
	st, left := p.Clock.At(now)
	return Shown{State: st, Left: left, Round: p.Clock.Round, Extra: p.Clock.Extra, Stale: p.Failing, Read: p.Read}
}
