package rules

import (
	"fmt"
	"math/rand/v2"
)

// seedSalt is the second word of the PCG seed; the first is Setup.Seed.
const seedSalt = 0x726f6c656b656570 // "rolekeep"

// NewGame starts a game from a setup (C-1, C-3, L-1): it validates the
// setup, draws the Lord game's roles with the seeded generator, and begins
// turn 1 of round 1 with its turn-start effects. The error is a *RuleError.
func NewGame(s Setup) (Game, []Effect, error) {
	if err := s.Validate(); err != nil {
		return Game{}, nil, err
	}
	s.Players = append([]string(nil), s.Players...)
	s.Decks = append([]string(nil), s.Decks...)
	if s.Variant == Buhmann {
		s.Target = 0 // Buhmann has no target score; files leave it out
	}
	st := State{
		Setup:   s,
		Players: make([]Player, len(s.Players)),
		Turn:    1,
		Round:   1,
		IT:      NoSeat,
		Lord:    NoSeat,
		Waiting: NoSeat,
		rng:     *rand.NewPCG(s.Seed, seedSalt),
	}
	for i := range s.Players {
		st.Players[i] = Player{Life: s.Life}
	}
	for i, deck := range s.Decks {
		if deck != "" {
			st.takeDeck(i, deck)
		}
	}
	a := applier{s: st}
	if s.Variant == Lord {
		a.drawRoles()
	}
	a.s.Active = a.firstActive()
	a.beginTurn(a.s.Active)
	return Game{State: a.s}, a.effects, nil
}

// Apply applies one event to a game and returns the next game and the
// effects the event caused, in order. A refused event returns the game
// unchanged and a *RuleError whose text starts with the refusing rule's id
// (C-7). Apply never changes g and never panics.
func Apply(g Game, e Event) (Game, []Effect, error) {
	return apply(g, e, false)
}

// apply is Apply; quiet leaves the effects out.
func apply(g Game, e Event, quiet bool) (Game, []Effect, error) {
	switch e.(type) {
	case Undo:
		return undo(g)
	case Redo:
		return redo(g)
	case nil:
		return g, nil, refuse("C-7", RefuseNoEvent, RefusalArgs{})
	}
	if g.Over {
		return g, nil, refuse("C-10", RefuseGameOver, RefusalArgs{})
	}
	a := applier{s: g.State.clone(), quiet: quiet}
	if err := a.apply(e); err != nil {
		return g, nil, err
	}
	return g.then(a.s, e), a.effects, nil
}

// applier changes a private copy of the state and collects the effects.
type applier struct {
	s       State
	effects []Effect
	quiet   bool // collect no effects (replay needs none)
	awarded bool // points were awarded since score began (L-5)
}

func (a *applier) emit(e Effect) {
	if !a.quiet {
		a.effects = append(a.effects, e)
	}
}

// apply applies e to the applier's state; the event that starts the game
// keeps the turn order it started with (State.Opening).
func (a *applier) apply(e Event) error {
	if a.s.Started {
		return a.applyEvent(e)
	}
	opening := a.s.TurnOrder()
	err := a.applyEvent(e)
	if err == nil && a.s.Started {
		a.s.Opening = opening
	}
	return err
}

func (a *applier) applyEvent(e Event) error {
	switch e := e.(type) {
	case Pass:
		a.s.Started = true
		a.passTurn()
		return nil
	case LifeChange:
		return a.lifeChange(e)
	case Poison:
		return a.poison(e)
	case Attack:
		return a.attack(e)
	case Target:
		return a.target(e)
	case Eliminate:
		return a.eliminateEvent(e)
	case Points:
		return a.points(e)
	case Roles:
		return a.roles(e)
	case SetPairs:
		return a.setPairs(e)
	case Deck:
		return a.deck(e)
	case TimeCalled:
		return a.timeCalled(e)
	case End:
		a.s.Started = true
		a.end()
		return nil
	}
	return refuse("C-7", RefuseUnknownEvent, RefusalArgs{Text: fmt.Sprintf("%T", e)})
}

// end ends the game early (L-12).
func (a *applier) end() {
	var winners []int
	if a.s.Setup.Variant == Lord {
		winners = a.s.Leaders()
	}
	a.gameOver(winners)
}

func (a *applier) gameOver(winners []int) {
	a.s.Over = true
	a.s.Winners = winners
	over := effect(GameOver, NoSeat)
	over.Winners = winners
	a.emit(over)
}

// checkSeats checks a list of seats named by part of an event (C-6a):
// each a player who takes turns, none twice, at least one.
func (a *applier) checkSeats(part EventPart, list []int) error {
	if len(list) == 0 {
		return refuse("C-6a", RefuseEmptySeatList, RefusalArgs{Part: part})
	}
	for i, seat := range list {
		if err := a.checkSeat(part, seat); err != nil {
			return err
		}
		for _, other := range list[:i] {
			if other == seat {
				return a.refuse("C-6a", RefuseSeatNamedTwice, seats(seat))
			}
		}
	}
	return nil
}

// checkSeat checks one seat named by part of an event (C-6a).
func (a *applier) checkSeat(part EventPart, seat int) error {
	switch {
	case seat == BadSeat:
		return refuse("C-6a", RefuseNegativeSeat, RefusalArgs{Part: part})
	case seat < 0 || seat >= len(a.s.Players):
		return refuse("C-6a", RefuseNoSuchSeat, RefusalArgs{Part: part, Numbers: []int{seat}})
	case a.s.Players[seat].Waiting:
		return a.refuse("C-6a", RefuseSeatWaiting, RefusalArgs{Part: part, Seats: []int{seat}})
	case !a.s.Players[seat].TakesTurns():
		return a.refuse("C-6a", RefuseSeatOut, RefusalArgs{Part: part, Seats: []int{seat}})
	}
	return nil
}

// checkOptionalSeat is checkSeat that also accepts NoSeat.
func (a *applier) checkOptionalSeat(part EventPart, seat int) error {
	if seat == NoSeat {
		return nil
	}
	return a.checkSeat(part, seat)
}
