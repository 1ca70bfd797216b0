package rules

// passivityAtTurnStart applies B-6 to the player whose turn begins: lose
// life equal to the counters, then gain a counter if below 2. The IT and the
// endgame (B-9) are exempt.
func (a *applier) passivityAtTurnStart(seat int) {
	if a.s.Endgame || seat == a.s.IT {
		return
	}
	p := &a.s.Players[seat]
	if loss := p.Passivity; loss > 0 {
		p.Life -= loss
		p.Stats.PassivityLost += loss
		a.s.loseLife(seat, loss, NoSeat, true)
		lost := effect(PassivityLifeLost, seat)
		lost.Life = loss
		a.emit(lost)
		if p.Life <= 0 {
			p.Stats.TurnsTaken-- // they take no turn (B-11)
			a.eliminate([]int{seat}, NoSeat, CausePassivity)
			return
		}
	}
	if p.Passivity < 2 {
		p.Passivity++
		gained := effect(PassivityCounterGained, seat)
		gained.Counters = p.Passivity
		a.emit(gained)
	}
}

// makeIT makes seat the IT, clearing their counters (B-2, B-4, B-5).
func (a *applier) makeIT(seat int) {
	if a.s.IT == seat {
		return
	}
	old := a.s.IT
	a.s.IT = seat
	a.emit(roleChanged(ITChanged, seat, old))
	if n := a.s.Players[seat].Passivity; n > 0 {
		a.s.Players[seat].Passivity = 0
		a.emit(countersCleared(seat, n))
	}
}

// buhmannRolesApply reports whether B-2 to B-7 are in force (not B-9).
func (a *applier) buhmannRolesApply() bool {
	return a.s.Setup.Variant == Buhmann && !a.s.Endgame
}

// buhmannAttack checks and applies an attack under B-2 to B-4.
func (a *applier) buhmannAttack(e Attack) error {
	if it := a.s.IT; it != NoSeat && e.Attacker != it {
		for _, d := range e.Defenders {
			if d != it {
				return a.refuse("B-3", RefuseAttackNotIT, seats(it, d))
			}
		}
	}
	a.makeIT(e.Attacker)
	return nil
}

// buhmannTarget checks and applies a target under B-2 to B-4.
func (a *applier) buhmannTarget(e Target) error {
	it := a.s.IT
	if it != NoSeat && e.Actor != it && e.Owner != e.Actor && e.Owner != it {
		return a.refuse("B-3", RefuseTargetNotIT, seats(it, e.Owner))
	}
	if e.Actor == a.s.Active && e.Owner != e.Actor {
		a.makeIT(e.Actor)
	}
	return nil
}

// buhmannAfterElimination applies B-8, B-9 and B-10 after players left.
func (a *applier) buhmannAfterElimination(out []int) {
	for _, seat := range out {
		if seat == a.s.IT {
			a.s.IT = NoSeat
			a.emit(roleChanged(ITChanged, NoSeat, seat))
		}
	}
	switch left := a.s.Remaining(); {
	case left <= 1:
		var winners []int
		if left == 1 {
			winners = []int{a.s.NextPlaying(a.s.Active)}
		}
		a.gameOver(winners)
	case left == 2 && !a.s.Endgame:
		a.beginEndgame()
	}
}

// beginEndgame applies B-9: no IT, no counters.
func (a *applier) beginEndgame() {
	a.s.Endgame = true
	if old := a.s.IT; old != NoSeat {
		a.s.IT = NoSeat
		a.emit(roleChanged(ITChanged, NoSeat, old))
	}
	for i := range a.s.Players {
		p := &a.s.Players[i]
		if p.Passivity > 0 && p.TakesTurns() {
			a.emit(countersCleared(i, p.Passivity))
		}
		p.Passivity = 0
	}
	a.emit(effect(EndgameBegan, NoSeat))
}
