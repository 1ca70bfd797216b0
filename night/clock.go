package night

import (
	"time"

	"rolekeeper/safefile"
)

// Limits of the round clock.
const (
	MaxRoundLength = 6 * time.Hour
	MaxExtension   = 2 * time.Hour
)

// Clock is the room's round clock: how long the round lasts (with the
// minutes added), how long it ran before its last start, since when it
// runs (zero while paused), and when time was called by hand (zero if
// not), and the club's end of round (the night's ExtraTurns).
type Clock struct {
	Round   int
	Length  time.Duration
	Elapsed time.Duration
	Since   time.Time
	Called  time.Time
	Extra   int
}

// ClockState is what the clock shows.
type ClockState uint8

const (
	// NoClock: no round clock was started.
	NoClock ClockState = iota
	// Running, Paused: the round goes on.
	Running
	Paused
	// TimeCalled: called by hand, or the time is up.
	TimeCalled
)

// At is the clock's state and the time left at now (0 once time is
// called).
func (c Clock) At(now time.Time) (ClockState, time.Duration) {
	if c.Round == 0 {
		return NoClock, 0
	}
	if !c.Called.IsZero() {
		return TimeCalled, 0
	}
	run := c.Elapsed
	if !c.Since.IsZero() {
		run += max(0, now.Sub(c.Since))
	}
	left := c.Length - run
	switch {
	case left <= 0:
		return TimeCalled, 0
	case c.Since.IsZero():
		return Paused, left
	}
	return Running, left
}

// StartRound starts the clock of the last round seated, running for
// length from now.
func (n *Night) StartRound(length time.Duration, now time.Time) error {
	if len(n.Seated) == 0 {
		return problem(ReasonNotDrawn, 1)
	}
	if length < time.Minute || length > MaxRoundLength {
		return problem(ReasonClockLength, int(length/time.Minute), int(MaxRoundLength/time.Minute))
	}
	n.Clock = Clock{Round: len(n.Seated), Length: length, Since: now, Extra: n.ExtraTurns}
	return nil
}

// Pause stops the clock; Resume runs it again; Extend adds minutes; Call
// calls time. Each refuses a clock in a state it does not apply to.
func (n *Night) Pause(now time.Time) error {
	if st, _ := n.Clock.At(now); st != Running {
		return n.clockRefusal(st)
	}
	n.Clock.Elapsed += max(0, now.Sub(n.Clock.Since))
	n.Clock.Since = time.Time{}
	return nil
}

// Resume runs a paused clock again from now.
func (n *Night) Resume(now time.Time) error {
	if st, _ := n.Clock.At(now); st != Paused {
		return n.clockRefusal(st)
	}
	n.Clock.Since = now
	return nil
}

// Extend adds d to the round, running or paused.
func (n *Night) Extend(d time.Duration, now time.Time) error {
	if st, _ := n.Clock.At(now); st != Running && st != Paused {
		return n.clockRefusal(st)
	}
	if d < time.Minute || d > MaxExtension || n.Clock.Length+d > MaxRoundLength {
		return problem(ReasonClockLength, int(d/time.Minute), int(MaxExtension/time.Minute))
	}
	n.Clock.Length += d
	return nil
}

// Call calls time at now.
func (n *Night) Call(now time.Time) error {
	if st, _ := n.Clock.At(now); st != Running && st != Paused {
		return n.clockRefusal(st)
	}
	n.Clock.Called = now
	return nil
}

func (n *Night) clockRefusal(st ClockState) error {
	return problem(ReasonClockState, int(st))
}

// LoadClock reads only the round clock of the night id from its file at
// path, strictly and boundedly as Load reads the night but without
// drawing its rounds again: a table's laptop reads it every second.
func LoadClock(path, id string) (Clock, error) {
	data, err := safefile.ReadFile(path, MaxFileSize)
	if err != nil {
		return Clock{}, err
	}
	c, err := DecodeClock(data, id)
	if err != nil {
		return Clock{}, &PathError{Path: path, Err: err}
	}
	return c, nil
}

// DecodeClock reads only the round clock of the night id from a night
// file's bytes (LoadClock without the file).
func DecodeClock(data []byte, id string) (Clock, error) {
	h, err := Peek(data)
	if err != nil {
		return Clock{}, err
	}
	if h.ID != id {
		return Clock{}, &Problem{Key: ReasonNoNight}
	}
	return h.Clock, nil
}
