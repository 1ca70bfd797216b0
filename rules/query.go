package rules

// LifeGainLocked reports whether seat cannot gain life now: a Buhmann
// player with 2 or more passivity counters before the duel (B-7).
func (s State) LifeGainLocked(seat int) bool {
	return s.Setup.Variant == Buhmann && !s.Endgame && s.Playing(seat) && s.Players[seat].Passivity >= 2
}

// TurnOrder lists the seats that take turns, the active player first and
// then clockwise (C-2).
func (s State) TurnOrder() []int {
	n := len(s.Players)
	out := make([]int, 0, n)
	for i := range n {
		if seat := (s.Active + i) % n; s.Players[seat].TakesTurns() {
			out = append(out, seat)
		}
	}
	return out
}

// GainPrevented returns how much of a life change of delta for seat the
// rules would prevent (B-7): the whole gain if seat cannot gain life, else
// 0. Screens use it to preview a pending change truthfully.
func (s State) GainPrevented(seat, delta int) int {
	if delta > 0 && s.LifeGainLocked(seat) {
		return delta
	}
	return 0
}

// TurnStart is what the start of a player's next turn will do to them
// (B-6, B-11, L-9).
type TurnStart struct {
	// LifeLoss is the life lost to passivity counters (B-6), 0–2.
	LifeLoss int
	// Eliminates is true when that loss leaves them at 0 or less (B-11).
	Eliminates bool
	// GainsCounter is true when they get another passivity counter (B-6).
	GainsCounter bool
	// Protection is the rounds of protection their turn start will show,
	// 0 when it ends or there is none (L-9).
	Protection int
}

// NextTurnStart previews the turn-start effects (B-6, L-9) that seat's next
// turn would have if it began now. It changes nothing.
func (s State) NextTurnStart(seat int) TurnStart {
	var t TurnStart
	if !s.Playing(seat) {
		return t
	}
	p := s.Players[seat]
	switch s.Setup.Variant {
	case Buhmann:
		if s.Endgame || seat == s.IT {
			return t
		}
		t.LifeLoss = p.Passivity
		t.Eliminates = p.Passivity > 0 && p.Life-p.Passivity <= 0
		t.GainsCounter = !t.Eliminates && p.Passivity < 2
	case Lord:
		switch {
		case !p.Protected():
		case !p.Protection.Started:
			t.Protection = p.Protection.Rounds
		default:
			t.Protection = p.Protection.Rounds - 1
		}
	}
	return t
}
