package model

import "rolekeeper/rules"

// sourceMemory is the source of the last life or poison change entered
// in a turn (rules.NoSeat when it was nobody), so that the next one of
// the same turn offers it first: most hits of a turn come from the same
// player, usually the active one, and a hit is then seat, amount, Enter
// (README, "Keys").
type sourceMemory struct {
	turn, seat int
	set        bool
}

// after is the memory once e was entered in turn: the source of a loss
// of life or a gift of poison counters; any other event (a gain of life)
// leaves it.
func (s sourceMemory) after(e rules.Event, turn int) sourceMemory {
	switch e := e.(type) {
	case rules.LifeChange:
		if harms(e.Changes, -1) {
			return sourceMemory{turn: turn, seat: e.Source, set: true}
		}
	case rules.Poison:
		if harms(e.Changes, 1) {
			return sourceMemory{turn: turn, seat: e.Source, set: true}
		}
	}
	return s
}

// noOffer stands for no source offered: the source was chosen.
const noOffer = -2

// offeredSource is the source a new life or poison change starts with:
// the last one entered in this turn (nobody too, when that was chosen),
// else the active player; nobody when neither takes turns.
func (m Model) offeredSource() int {
	s := m.game.State
	if m.source.set && m.source.turn == s.Turn && (m.source.seat == rules.NoSeat || s.Playing(m.source.seat)) {
		return m.source.seat
	}
	if s.Playing(s.Active) && !s.Over {
		return s.Active
	}
	return rules.NoSeat
}

// harms reports whether a change goes the harmful way (sign -1: life
// lost, 1: poison counters given) for some seat.
func harms(changes []rules.Change, sign int) bool {
	for _, c := range changes {
		if c.Delta*sign > 0 {
			return true
		}
	}
	return false
}
