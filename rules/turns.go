package rules

// firstActive is the setup's first seat, or the next playing seat clockwise
// if that player waits (L-7a).
func (a *applier) firstActive() int {
	first := a.s.Setup.First
	if a.s.Players[first].TakesTurns() {
		return first
	}
	return a.s.NextPlaying(first)
}

// passTurn moves the turn clockwise to the next player who takes turns and
// begins their turn (C-2, C-3).
func (a *applier) passTurn() {
	from := a.s.Active
	to := a.s.NextPlaying(from)
	if to == NoSeat {
		return
	}
	if a.passesFirst(from, to) {
		a.s.Round++
	}
	a.s.Turn++
	a.s.Active = to
	a.beginTurn(to)
}

// passesFirst reports whether moving clockwise from seat from to seat to
// reaches or passes the setup's first seat (C-3).
func (a *applier) passesFirst(from, to int) bool {
	n := len(a.s.Players)
	steps := (to - from + n) % n
	if steps == 0 {
		steps = n
	}
	dist := (a.s.Setup.First - from + n) % n
	if dist == 0 {
		dist = n
	}
	return dist <= steps
}

// beginTurn applies the turn-start effects of seat's turn (B-6, L-9). A
// player eliminated by passivity takes no turn; the turn passes on (B-11).
func (a *applier) beginTurn(seat int) {
	a.emit(turnBegan(seat, a.s.Turn, a.s.Round))
	a.countTurn(seat)
	switch a.s.Setup.Variant {
	case Buhmann:
		a.passivityAtTurnStart(seat)
	case Lord:
		a.protectionAtTurnStart(seat)
	}
}

// countTurn updates the summary's turn counts.
func (a *applier) countTurn(seat int) {
	a.s.Players[seat].Stats.TurnsTaken++
	if a.s.IT != NoSeat {
		a.s.Players[a.s.IT].Stats.TurnsAsIT++
	}
	if a.s.Lord != NoSeat {
		a.s.Players[a.s.Lord].Stats.TurnsAsLord++
	}
}
