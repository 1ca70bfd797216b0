package rules

// lifeChange applies a LifeChange (C-4, C-5, B-7).
func (a *applier) lifeChange(e LifeChange) error {
	changed := make([]int, len(e.Changes))
	for i, c := range e.Changes {
		changed[i] = c.Seat
		if c.Delta > MaxDelta || c.Delta < -MaxDelta {
			return refuse("C-4", RefuseLifeChangeTooLarge, numbers(MaxDelta, c.Delta))
		}
	}
	if err := a.checkSeats(PartLifeChange, changed); err != nil {
		return err
	}
	if err := a.checkOptionalSeat(PartSource, e.Source); err != nil {
		return err
	}
	a.s.Started = true
	var out []int
	for _, c := range e.Changes {
		p := &a.s.Players[c.Seat]
		delta := c.Delta
		if delta > 0 && a.buhmannRolesApply() && p.Passivity >= 2 {
			prevented := effect(LifeGainPrevented, c.Seat)
			prevented.Life = delta
			a.emit(prevented)
			delta = 0
		}
		if delta != 0 {
			p.Life += delta
			changed := effect(LifeChanged, c.Seat)
			changed.Life, changed.SourceSeat = delta, e.Source
			a.emit(changed)
		}
		if delta < 0 {
			a.s.loseLife(c.Seat, -delta, e.Source, false)
		}
		if p.Life <= 0 {
			out = append(out, c.Seat)
		}
	}
	if len(out) > 0 {
		a.eliminate(out, e.Source, CauseLife)
	}
	return nil
}

// eliminateEvent applies an Eliminate event (C-5).
func (a *applier) eliminateEvent(e Eliminate) error {
	if err := a.checkSeats(PartEliminated, e.Seats); err != nil {
		return err
	}
	if err := a.checkOptionalSeat(PartCulprit, e.Culprit); err != nil {
		return err
	}
	if !validCause(e.Cause) {
		return refuse("C-5", RefuseUnknownCause, RefusalArgs{Text: string(e.Cause)})
	}
	a.s.Started = true
	a.eliminate(e.Seats, e.Culprit, e.Cause)
	return nil
}

func validCause(c Cause) bool {
	for _, known := range Causes {
		if c == known {
			return true
		}
	}
	return false
}

// eliminate removes the players in out simultaneously, with culprit (C-5),
// then applies the variant's consequences (B-8–B-10, L-4–L-7) and, if the
// active player is among them and the game goes on, passes the turn on
// (C-5, B-11).
func (a *applier) eliminate(out []int, culprit int, cause Cause) {
	activeOut := false
	a.s.addEliminations(out, culprit, cause)
	for _, seat := range out {
		a.s.Players[seat].Out = true
		a.s.Players[seat].Protection = Protection{} // protection ends with the player (L-8)
		out := effect(Eliminated, seat)
		out.Culprit, out.Cause = culprit, cause
		a.emit(out)
		if culprit != NoSeat && culprit != seat {
			a.s.Players[culprit].Stats.Eliminated++
		}
		activeOut = activeOut || seat == a.s.Active
	}
	switch a.s.Setup.Variant {
	case Buhmann:
		a.buhmannAfterElimination(out)
	case Lord:
		a.lordAfterElimination(out, culprit)
	}
	if activeOut && !a.s.Over {
		a.passTurn()
	}
}
