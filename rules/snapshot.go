package rules

import "math/rand/v2"

// A Snapshot is a game's state in plain values, what the rules need to go
// on from it: for a cache that notes where a read of a game file ended,
// so that a later read checks only the records after it (a league push
// of what a file gained). It keeps no history: nothing before it can be
// undone or redone. Of the lists no rule reads it keeps what the next
// events need: the last elimination (the next one's number follows it)
// and the deck each seat plays; the life lost and the manual points
// changes are left out, so the summary of a game resumed from it is not
// the game's. Everything a rule reads is kept: from a snapshot, Resume
// accepts and refuses the same events as the game it was taken of, and
// stands where it stands after them (TestResumeGoesOnAsTheGame).
type Snapshot struct {
	Players             []Player
	Active, Turn, Round int
	Over                bool
	Winners             []int
	IT                  int
	Endgame             bool
	Lord, Waiting       int
	Pairs               []Pair
	Started             bool
	Opening             []int
	Time                TimeCall
	// LastElimination is the game's last elimination, nil for none.
	LastElimination *Elimination
	// Decks are the decks the seats play now, in seat order.
	Decks []DeckUse
	// Random is the state of the game's random generator.
	Random []byte
}

// Snapshot returns the snapshot of s.
func (s State) Snapshot() Snapshot {
	snap := Snapshot{Players: append([]Player(nil), s.Players...), Active: s.Active, Turn: s.Turn,
		Round: s.Round, Over: s.Over, Winners: append([]int(nil), s.Winners...), IT: s.IT,
		Endgame: s.Endgame, Lord: s.Lord, Waiting: s.Waiting, Pairs: append([]Pair(nil), s.Pairs...),
		Started: s.Started, Opening: append([]int(nil), s.Opening...), Time: s.Time}
	if s.eliminated != nil {
		last := s.eliminated.item
		snap.LastElimination = &last
	}
	for seat := range s.Players {
		for n := s.decks; n != nil; n = n.prev {
			if n.item.Seat == seat {
				snap.Decks = append(snap.Decks, n.item)
				break
			}
		}
	}
	snap.Random, _ = s.rng.MarshalBinary() // a PCG's marshalling does not fail
	return snap
}

// Resume returns the game of setup that stands where snap says, with an
// empty undo and redo history (the events applied to it from now on can
// be undone, none before), and keeping the lists as WithoutLedger does.
// ok is false when snap cannot be a state of setup's game (another number
// of seats, a seat that does not exist, a generator's state that is not
// one): a snapshot is read from a cache, and a damaged one is no game.
func Resume(setup Setup, snap Snapshot) (g Game, ok bool) {
	if setup.Validate() != nil || !snap.fits(len(setup.Players)) {
		return Game{}, false
	}
	setup.Players = append([]string(nil), setup.Players...)
	setup.Decks = append([]string(nil), setup.Decks...)
	if setup.Variant == Buhmann {
		setup.Target = 0
	}
	s := State{Setup: setup, Players: append([]Player(nil), snap.Players...), Active: snap.Active,
		Turn: snap.Turn, Round: snap.Round, Over: snap.Over, Winners: append([]int(nil), snap.Winners...),
		IT: snap.IT, Endgame: snap.Endgame, Lord: snap.Lord, Waiting: snap.Waiting,
		Pairs: append([]Pair(nil), snap.Pairs...), Started: snap.Started,
		Opening: append([]int(nil), snap.Opening...), Time: snap.Time, noLedger: true}
	if snap.LastElimination != nil {
		s.eliminated = s.eliminated.add(*snap.LastElimination)
	}
	for _, d := range snap.Decks {
		s.decks = s.decks.add(d)
	}
	var rng rand.PCG
	if rng.UnmarshalBinary(snap.Random) != nil {
		return Game{}, false
	}
	s.rng = rng
	return Game{State: s}, true
}

// fits reports whether every seat snap names is one of n seats.
func (snap Snapshot) fits(n int) bool {
	seat := func(s int, none bool) bool { return s >= 0 && s < n || none && s == NoSeat }
	ok := len(snap.Players) == n && seat(snap.Active, false) && seat(snap.IT, true) &&
		seat(snap.Lord, true) && seat(snap.Waiting, true) && snap.Turn >= 1 && snap.Round >= 1
	for _, w := range append(append([]int(nil), snap.Winners...), snap.Opening...) {
		ok = ok && seat(w, false)
	}
	for _, p := range snap.Pairs {
		ok = ok && seat(p[0], false) && seat(p[1], false)
	}
	for _, d := range snap.Decks {
		ok = ok && seat(d.Seat, false)
	}
	if e := snap.LastElimination; e != nil {
		ok = ok && seat(e.Seat, false) && seat(e.Culprit, true)
	}
	return ok
}
