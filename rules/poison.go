package rules

// Poison gives poison counters to (or takes them from) one or more players
// at once, optionally naming the source player (C-11). It is the game
// file's "poison".
type Poison struct {
	Changes []Change
	Source  int // NoSeat if none
}

// Type implements Event.
func (Poison) Type() Kind { return KindPoison }

// The bounds of poison counters (C-11).
const (
	// MaxPoisonDelta is the largest change of poison counters one event
	// may make, either way.
	MaxPoisonDelta = 99
	// LethalPoison is the number of poison counters that eliminates.
	LethalPoison = 10
)

// poison applies a Poison event (C-11): the counters change, and every
// player at LethalPoison or more is eliminated by the event's source,
// all of them simultaneously (C-5). Poison changes no role and no
// passivity (B-7 is about life).
func (a *applier) poison(e Poison) error {
	changed := make([]int, len(e.Changes))
	for i, c := range e.Changes {
		changed[i] = c.Seat
		switch {
		case c.Delta == 0:
			return refuse("C-11", RefusePoisonNoChange, RefusalArgs{})
		case c.Delta > MaxPoisonDelta || c.Delta < -MaxPoisonDelta:
			return refuse("C-11", RefusePoisonChangeTooLarge, numbers(MaxPoisonDelta, c.Delta))
		}
	}
	if err := a.checkSeats(PartPoison, changed); err != nil {
		return err
	}
	if err := a.checkOptionalSeat(PartSource, e.Source); err != nil {
		return err
	}
	for _, c := range e.Changes {
		if have := a.s.Players[c.Seat].Poison; have+c.Delta < 0 {
			return a.refuse("C-11", RefusePoisonBelowZero, RefusalArgs{Seats: []int{c.Seat}, Numbers: []int{have, c.Delta}})
		}
	}
	a.s.Started = true
	var out []int
	for _, c := range e.Changes {
		p := &a.s.Players[c.Seat]
		p.Poison += c.Delta
		changed := effect(PoisonChanged, c.Seat)
		changed.Counters, changed.SourceSeat = c.Delta, e.Source
		a.emit(changed)
		if p.Poison >= LethalPoison {
			out = append(out, c.Seat)
		}
	}
	if len(out) > 0 {
		a.eliminate(out, e.Source, CausePoison)
	}
	return nil
}
