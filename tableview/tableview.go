// Package tableview says what a table shows of a game, derived once from
// the replayed state, for every screen that draws one: the terminal's
// cards and panels (views) and the phones' page (web). It decides, for
// every seat, its name, whether its life is shown or it waits or is out,
// its counters, badges, points, pair and turn, so that no two screens
// can say different things about the same seat.
//
// It is pure: standard library and rules only, no I/O, no words.
package tableview

import (
	"slices"

	"rolekeeper/rules"
)

// Standing is where a seat stands in the game.
type Standing uint8

const (
	// Playing takes turns: its life total is shown.
	Playing Standing = iota
	// Waiting waits to enter a Lord game (L-1, L-6): it has no life
	// total to show, nor counters.
	Waiting
	// Out is eliminated for good: its last life total is shown, struck.
	Out
)

// Seat is what a table shows of one seat.
type Seat struct {
	Seat     int // from 0
	Name     string
	Standing Standing
	// Life is the life total; a Waiting seat shows none.
	Life int
	// Active is the seat whose turn it is (never once the game is over).
	Active bool
	// Winner is a winner of a game that is over.
	Winner bool
	// IT (Buhmann) and Lord (Lord, while not out) are the seat's roles;
	// Leader has the most points, more than 0, of a Lord game.
	IT, Lord, Leader bool
	// Pair is the index of the seat's pair (L-2), -1 for none; Opponent
	// the paired opponent, rules.NoSeat for none.
	Pair, Opponent int
	// Poison is the poison counters shown (C-11): 0 for none, and for a
	// seat out or waiting (whose counters go back to 0 on entry).
	Poison int
	// OutByPoison marks a seat that is out with lethal poison counters.
	OutByPoison bool
	// ShowPassivity says that the seat's passivity counters (B-6) are
	// shown: a Buhmann seat not out, before the duel. Passivity is their
	// number.
	ShowPassivity bool
	Passivity     int
	// NoLifeGain: the seat cannot gain life (B-7).
	NoLifeGain bool
	// ShowPoints says that the seat's points are shown (Lord); Points
	// are theirs.
	ShowPoints bool
	Points     int
	// Protection is the seat's protection (L-8); Rounds 0 for none.
	Protection rules.Protection
}

// Table is what a table shows of a game.
type Table struct {
	Variant rules.Variant
	// Round and Turn count from 1; Active is the active seat.
	Round, Turn, Active int
	Over                bool
	// Target is a Lord game's target score.
	Target int
	// Endgame is a Buhmann game's duel (B-9).
	Endgame bool
	Seats   []Seat
}

// Of is what a table shows of the state s.
func Of(s rules.State) Table {
	t := Table{Variant: s.Setup.Variant, Round: s.Round, Turn: s.Turn, Active: s.Active, Over: s.Over,
		Target: s.Setup.Target, Endgame: s.Endgame, Seats: make([]Seat, len(s.Players))}
	for seat := range s.Players {
		t.Seats[seat] = SeatOf(s, seat)
	}
	return t
}

// SeatOf is what a table shows of seat in the state s.
func SeatOf(s rules.State, seat int) Seat {
	p := s.Players[seat]
	v := Seat{Seat: seat, Name: s.Name(seat), Life: p.Life, Pair: -1, Opponent: s.PairedOpponent(seat),
		Active: seat == s.Active && !s.Over && p.TakesTurns(), Protection: p.Protection}
	switch {
	case p.Out:
		v.Standing = Out
		v.OutByPoison = p.Poison >= rules.LethalPoison
	case p.Waiting:
		v.Standing = Waiting
	default:
		v.Poison = p.Poison
	}
	v.Winner = s.Over && slices.Contains(s.Winners, seat)
	lord := s.Setup.Variant == rules.Lord
	v.IT = s.Setup.Variant == rules.Buhmann && seat == s.IT
	v.Lord = lord && seat == s.Lord && !p.Out
	v.Leader = lord && p.Points > 0 && slices.Contains(s.Leaders(), seat)
	for i, pair := range s.Pairs {
		if pair[0] == seat || pair[1] == seat {
			v.Pair = i
		}
	}
	if s.Setup.Variant == rules.Buhmann && !p.Out && !s.Endgame {
		v.ShowPassivity, v.Passivity = true, p.Passivity
	}
	v.NoLifeGain = s.LifeGainLocked(seat)
	if lord {
		v.ShowPoints, v.Points = true, p.Points
	}
	return v
}
