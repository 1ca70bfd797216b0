package rules

// checkpointEvery is how many events apart the undo history keeps a whole
// state (a checkpoint). The states in between are rebuilt when they are
// needed, by applying the events again from the checkpoint before them:
// an undo applies at most checkpointEvery−1 events, and a long game keeps
// one state per checkpointEvery events instead of one per event.
const checkpointEvery = 128

// Game is a State together with its undo and redo history (C-8).
type Game struct {
	State
	undo *history
	redo *history
	// saved are the undo stack's checkpoints, the last on top: the
	// states that its events at depth 1, 1+checkpointEvery, 1+2×… were
	// applied to.
	saved *checkpoint
	// noHistory is set by WithoutHistory: events push no undo entry.
	noHistory bool
	// prev is the state the undo stack's top event was applied to, when
	// the game was just made by applying it (prevDepth is then the undo
	// stack's depth, else 0): undoing the event just entered, the usual
	// undo, needs no rebuilding.
	prev      State
	prevDepth int
}

// history is an immutable stack of events, the last on top: on the undo
// stack the events that can be undone, on the redo stack the events
// undone that can be applied again. Stacks share their lower entries, so
// pushing never copies.
type history struct {
	event Event
	depth int
	next  *history
}

// checkpoint is an immutable stack of states: before is the state that
// the undo stack's event at depth was applied to.
type checkpoint struct {
	before State
	depth  int
	next   *checkpoint
}

func (h *history) len() int {
	if h == nil {
		return 0
	}
	return h.depth
}

// then is the game after e, applied to g, gave s: e goes on the undo
// stack, with g's state as a checkpoint when one is due, and the redo
// stack is left empty.
func (g Game) then(s State, e Event) Game {
	if g.noHistory {
		return Game{State: s, noHistory: true} // WithoutHistory: nothing kept
	}
	next := Game{State: s, undo: &history{event: e, depth: g.undo.len() + 1, next: g.undo}, saved: g.saved,
		prev: g.State}
	next.prevDepth = next.undo.depth
	if (next.undo.depth-1)%checkpointEvery == 0 {
		next.saved = &checkpoint{before: g.State, depth: next.undo.depth, next: g.saved}
	}
	return next
}

// stateBefore is the state that the undo stack's top event was applied
// to: the one kept when the game was just made by that event, else the
// nearest checkpoint at or below the top, with the events between them
// applied again in order. The events were accepted from
// exactly these states before, and Apply is deterministic, so the state is
// the same to the last field.
func (g Game) stateBefore() State {
	if g.prevDepth > 0 && g.prevDepth == g.undo.len() {
		return g.prev
	}
	c := g.saved
	if c == nil || g.undo == nil {
		return State{} // not reached: the bottom of the undo stack is a checkpoint
	}
	if c.depth == g.undo.depth {
		return c.before
	}
	var again [checkpointEvery]Event
	k := 0
	for n := g.undo.next; n != nil && n.depth >= c.depth && k < len(again); n = n.next {
		again[k] = n.event
		k++
	}
	a := applier{s: c.before.clone(), quiet: true}
	for i := k - 1; i >= 0; i-- {
		// One private copy serves every event: none of the states in
		// between is kept.
		a = applier{s: a.s, quiet: true}
		_ = a.apply(again[i]) // accepted from this very state before
	}
	return a.s
}

// applyAgain applies an event that the rules accepted from s before, for
// its state alone.
func applyAgain(s State, e Event) State {
	a := applier{s: s.clone(), quiet: true}
	if err := a.apply(e); err != nil {
		return s // not reached: e was accepted from this very state
	}
	return a.s
}

// CanUndo reports how many events can be undone (C-8).
func (g Game) CanUndo() int { return g.undo.len() }

// CanRedo reports how many undone events can be redone (C-8).
func (g Game) CanRedo() int { return g.redo.len() }

// NextUndo returns the event an Undo would take back, or nil.
func (g Game) NextUndo() Event {
	if g.undo == nil {
		return nil
	}
	return g.undo.event
}

// NextRedo returns the event a Redo would apply again, or nil.
func (g Game) NextRedo() Event {
	if g.redo == nil {
		return nil
	}
	return g.redo.event
}

// undo takes back the last event (C-8): the game before it (rebuilt from
// the nearest checkpoint unless it was kept), with the event on the redo
// stack.
func undo(g Game) (Game, []Effect, error) {
	if g.undo == nil {
		return g, nil, refuse("C-8", RefuseNothingToUndo, RefusalArgs{})
	}
	e := g.undo.event
	next := Game{State: g.stateBefore(), undo: g.undo.next, saved: g.saved,
		redo: &history{event: e, depth: g.redo.len() + 1, next: g.redo}}
	if next.saved.depth > next.undo.len() {
		next.saved = next.saved.next // its event is undone
	}
	undone := effect(Undone, NoSeat)
	undone.Event = e
	return next, []Effect{undone}, nil
}

// redo applies the last undone event again (C-8) to the state the undo
// restored, which gives the state after it as it was.
func redo(g Game) (Game, []Effect, error) {
	if g.redo == nil {
		return g, nil, refuse("C-8", RefuseNothingToRedo, RefusalArgs{})
	}
	e := g.redo.event
	next := g.then(applyAgain(g.State, e), e)
	next.redo = g.redo.next
	redone := effect(Redone, NoSeat)
	redone.Event = e
	return next, []Effect{redone}, nil
}
