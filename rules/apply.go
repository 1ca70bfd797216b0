package rules

import "math/rand/v2"

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
		return g, nil, refuse("C-7", "no event")
	}
	if g.Over {
		return g, nil, refuse("C-10", "the game is over; only undo and redo are accepted")
	}
	a := applier{s: g.State.clone(), quiet: quiet}
	if err := a.apply(e); err != nil {
		return g, nil, err
	}
	next := Game{State: a.s, undo: g.undo.push(g.State, e)}
	return next, a.effects, nil
}

func undo(g Game) (Game, []Effect, error) {
	if g.undo == nil {
		return g, nil, refuse("C-8", "there is nothing to undo")
	}
	e := g.undo.event
	next := Game{State: g.undo.state, undo: g.undo.next, redo: g.redo.push(g.State, e)}
	undone := effect(Undone, NoSeat)
	undone.Event = e
	return next, []Effect{undone}, nil
}

func redo(g Game) (Game, []Effect, error) {
	if g.redo == nil {
		return g, nil, refuse("C-8", "there is nothing to redo")
	}
	e := g.redo.event
	next := Game{State: g.redo.state, undo: g.undo.push(g.State, e), redo: g.redo.next}
	redone := effect(Redone, NoSeat)
	redone.Event = e
	return next, []Effect{redone}, nil
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

func (a *applier) apply(e Event) error {
	switch e := e.(type) {
	case Pass:
		a.s.Started = true
		a.passTurn()
		return nil
	case LifeChange:
		return a.lifeChange(e)
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
	case End:
		a.s.Started = true
		a.end()
		return nil
	}
	return refuse("C-7", "unknown event %T", e)
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

// checkSeats checks a list of seats named by an event (C-6a): each a player
// who takes turns, none twice, at least one.
func (a *applier) checkSeats(what string, seats []int) error {
	if len(seats) == 0 {
		return refuse("C-6a", "the %s list is empty", what)
	}
	for i, seat := range seats {
		if err := a.checkSeat(what, seat); err != nil {
			return err
		}
		for _, other := range seats[:i] {
			if other == seat {
				return refuse("C-6a", "%s is named twice", a.name(seat))
			}
		}
	}
	return nil
}

// checkSeat checks one seat named by an event (C-6a).
func (a *applier) checkSeat(what string, seat int) error {
	if seat == badSeat {
		return refuse("C-6a", "%s: a negative seat names nobody (write null for nobody)", what)
	}
	if seat < 0 || seat >= len(a.s.Players) {
		return refuse("C-6a", "%s: there is no seat %d", what, seat)
	}
	if !a.s.Players[seat].TakesTurns() {
		state := "out of the game"
		if a.s.Players[seat].Waiting {
			state = "waiting"
		}
		return refuse("C-6a", "%s: %s is %s", what, a.name(seat), state)
	}
	return nil
}

// checkOptionalSeat is checkSeat that also accepts NoSeat.
func (a *applier) checkOptionalSeat(what string, seat int) error {
	if seat == NoSeat {
		return nil
	}
	return a.checkSeat(what, seat)
}

func (a *applier) name(seat int) string { return a.s.Name(seat) }
