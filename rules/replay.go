package rules

// Replaying a game file (C-9) needs neither the effects of each event nor,
// when the file undoes nothing, the undo and redo history. ApplyQuiet and
// Game.WithoutHistory let the journal replay a long file in little time
// and memory; the game they give is the one Apply gives.

// ApplyQuiet is Apply without the effects: the next game, or the game
// unchanged and the *RuleError that refuses e.
func ApplyQuiet(g Game, e Event) (Game, error) {
	next, _, err := apply(g, e, true)
	return next, err
}

// WithoutHistory returns the game as it stands without its undo and redo
// history, keeping none from then on: every later Undo and Redo is refused
// (C-8, there is nothing to undo). The state is unchanged, so a replay that
// meets no undo or redo ends in exactly the state a full replay ends in.
// The game returned has its own copy of the players, for ReplayStep.
func (g Game) WithoutHistory() Game {
	return Game{State: g.State.clone(), noHistory: true}
}

// ReplayStep is ApplyQuiet for a replay that keeps only the latest game,
// such as a check of a long file: for a game without history
// (WithoutHistory) it changes g's players in place instead of copying
// them, which is most of the cost of an event. g must not be used after
// the call: only the game returned, and after a refusal neither. For a
// game with history, or an Undo or Redo, it is ApplyQuiet.
func ReplayStep(g Game, e Event) (Game, error) {
	err := g.Replay(e)
	return g, err
}

// Replay is ReplayStep changing g itself rather than returning the next
// game: a replay of a long file then copies no Game (some 700 bytes, the
// undo bookkeeping's state included) in and out at every event. After a
// refusal g is the game before the event, its players as ReplayStep
// leaves them.
func (g *Game) Replay(e Event) error {
	switch e.(type) {
	case Undo, Redo, nil:
		return g.applyQuiet(e)
	}
	if !g.noHistory || g.Over {
		return g.applyQuiet(e)
	}
	a := applier{s: g.State, quiet: true}
	if err := a.apply(e); err != nil {
		return err
	}
	*g = Game{State: a.s, noHistory: true}
	return nil
}

// applyQuiet replaces g with ApplyQuiet's next game, unless e is refused.
func (g *Game) applyQuiet(e Event) error {
	next, err := ApplyQuiet(*g, e)
	if err == nil {
		*g = next
	}
	return err
}

// BadSeat stands for a negative seat read from a game file. No player has
// it, and it differs from NoSeat (which a file writes as null), so that the
// rules refuse it (C-6a) instead of taking it for nobody.
const BadSeat = -2

// ForgetHistory returns the game as it stands with an empty undo and redo
// history, keeping history again from then on. A replay that knows no
// later record undoes or redoes past this point (the journal works that
// out from the file) replays the rest exactly as with the whole history,
// in memory that follows the deepest undo rather than the game's length.
func (g Game) ForgetHistory() Game {
	return Game{State: g.State}
}

// Detached returns g with a copy of its players of its own: a game handed
// out by a replay in place (ReplayKept) that is kept after the next event.
func (g Game) Detached() Game {
	g.State = g.State.clone()
	return g
}

// ReplayKept is Replay for a game that keeps its undo and redo history, as
// resuming a game file does: the event goes on the undo stack, with a
// checkpoint when one is due, as Apply puts it there, but the players are
// changed in place when they are g's own, instead of copied for every
// event (the copy and the garbage it leaves were most of a resume's cost).
// own says whether they are: false for a game from anywhere else, true
// when the last ReplayKept on g returned true and nothing else holds g
// since. It reports whether g's players are its own afterwards. The game
// keeps no state before its last event (an undo rebuilds it from the
// checkpoint below), so its first undo costs what a deeper one does.
// After a refusal g is the game before the event, its players as Replay
// leaves them.
func (g *Game) ReplayKept(e Event, own bool) (bool, error) {
	switch e.(type) {
	case Undo, Redo, nil:
		return false, g.applyQuiet(e)
	}
	if g.noHistory || g.Over {
		return false, g.applyQuiet(e)
	}
	depth := g.undo.len() + 1
	saved := g.saved
	if (depth-1)%checkpointEvery == 0 {
		saved = &checkpoint{before: g.State, depth: depth, next: g.saved}
		own = false // the checkpoint keeps these players
	}
	a := applier{s: g.State, quiet: true}
	if !own {
		a.s = a.s.clone()
	}
	if err := a.apply(e); err != nil {
		return false, err
	}
	*g = Game{State: a.s, undo: &history{event: e, depth: depth, next: g.undo}, saved: saved}
	return true, nil
}
