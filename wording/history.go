package wording

import (
	"slices"

	"rolekeeper/rules"
)

// Entry is one line of the game's history as the log shows it: an event
// (nil for the start of the game) and the effects it caused, with the turn
// and round in which it was entered.
type Entry struct {
	Turn, Round int
	// Active is the active player's seat when the event was entered; for
	// undo and redo, when the event undone or redone was entered.
	Active  int
	Event   rules.Event
	Effects []rules.Effect
	// Undone marks an event that is undone now (set by Resolve).
	Undone bool
}

// Resolve works out, for a history in order, which events are undone now
// (C-8), and gives every redo the effects of the event it applied again,
// so that the log can say what the redo did. It returns new entries.
func Resolve(entries []Entry) []Entry {
	out := make([]Entry, len(entries))
	copy(out, entries)
	var done, undone []int // indexes of events, the last on top
	for i, en := range out {
		switch en.Event.(type) {
		case nil:
		case rules.Undo:
			if n := len(done); n > 0 {
				j := done[n-1]
				done, undone = done[:n-1], append(undone, j)
				out[j].Undone = true
			}
		case rules.Redo:
			if n := len(undone); n > 0 {
				j := undone[n-1]
				undone, done = undone[:n-1], append(done, j)
				out[j].Undone = false
				out[i].Effects = append(slices.Clone(en.Effects), out[j].Effects...)
			}
		default:
			done, undone = append(done, i), nil
		}
	}
	return out
}

// Names returns the players' names of a state in seat order.
func Names(s rules.State) []string {
	names := make([]string, len(s.Players))
	for i := range s.Players {
		names[i] = s.Name(i)
	}
	return names
}

// Name returns the name of seat, or Common.Nobody for rules.NoSeat or a
// seat out of range.
func (w *Words) Name(names []string, seat int) string {
	if seat < 0 || seat >= len(names) {
		return w.Common.Nobody
	}
	return names[seat]
}

// nameOrNone is the name of seat, or "" for nobody (no culprit, no
// waiting player).
func nameOrNone(names []string, seat int) string {
	if seat < 0 || seat >= len(names) {
		return ""
	}
	return names[seat]
}

// NameList names seats in a list: "Ana, Ben and Cem".
func (w *Words) NameList(names []string, seats []int) string {
	return w.Common.List(w.SeatNames(names, seats))
}

// SeatNames are the names of seats, in order; Common.Nobody for a seat
// that does not exist.
func (w *Words) SeatNames(names []string, seats []int) []string {
	out := make([]string, len(seats))
	for i, s := range seats {
		out[i] = w.Name(names, s)
	}
	return out
}

// Pairs gives the names of the players of pairs.
func (w *Words) Pairs(names []string, pairs []rules.Pair) []PairNames {
	out := make([]PairNames, len(pairs))
	for i, p := range pairs {
		out[i] = PairNames{w.Name(names, p[0]), w.Name(names, p[1])}
	}
	return out
}

// EventText says in words what an event records, for the log and the
// recent events. A nil event is the start of the game.
func (w *Words) EventText(names []string, e rules.Event) string {
	l := w.Log
	switch e := e.(type) {
	case nil:
		return l.GameBegan
	case rules.Pass:
		return l.TurnPassed
	case rules.LifeChange:
		return w.lifeText(names, e, nil)
	case rules.Poison:
		return w.poisonText(names, e)
	case rules.Attack:
		return l.Attacked(w.Name(names, e.Attacker), w.SeatNames(names, e.Defenders))
	case rules.Target:
		return l.Targeted(w.Name(names, e.Actor), w.Name(names, e.Owner), e.Owner == e.Actor, e.Kind)
	case rules.Eliminate:
		return l.Eliminated(w.SeatNames(names, e.Seats), nameOrNone(names, e.Culprit), e.Cause)
	case rules.Points:
		return l.PointsByHand(w.Name(names, e.Seat), e.Delta, e.Reason)
	case rules.Roles:
		return l.RolesSet(w.Name(names, e.Lord), w.Pairs(names, e.Pairs), nameOrNone(names, e.Waiting))
	case rules.SetPairs:
		return l.PairsSet(w.Pairs(names, e.Pairs))
	case rules.Deck:
		return l.DeckTaken(w.Name(names, e.Seat), e.Deck)
	case rules.End:
		return l.EndedEarly
	case rules.TimeCalled:
		return w.Night.LogTimeCalled(e.Turns)
	case rules.Undo:
		return l.Undo
	case rules.Redo:
		return l.Redo
	}
	return l.Unknown
}

// lifeText says what a life change entered, the gains of the seats in
// prevented said to be prevented (B-7).
func (w *Words) lifeText(names []string, e rules.LifeChange, prevented []int) string {
	var made, stopped []Change
	for _, c := range e.Changes {
		ch := Change{Name: w.Name(names, c.Seat), Delta: c.Delta}
		if slices.Contains(prevented, c.Seat) {
			stopped = append(stopped, ch)
		} else {
			made = append(made, ch)
		}
	}
	source := ""
	if e.Source != rules.NoSeat {
		source = w.Name(names, e.Source)
	}
	return w.Log.LifeChanged(made, stopped, source)
}

// poisonText says what a change of poison counters entered (C-11).
func (w *Words) poisonText(names []string, e rules.Poison) string {
	changes := make([]Change, len(e.Changes))
	for i, c := range e.Changes {
		changes[i] = Change{Name: w.Name(names, c.Seat), Delta: c.Delta}
	}
	return w.Log.PoisonGiven(changes, nameOrNone(names, e.Source))
}

// EffectText says in words what an automatic effect did, with the rule
// that caused it. It returns "" for effects that only repeat their event
// (a life change as entered, undo and redo markers).
func (w *Words) EffectText(names []string, e rules.Effect) string {
	l := w.Log
	n := func(seat int) string { return w.Name(names, seat) }
	switch e.Kind {
	case rules.TurnBegan:
		return l.TurnBegins(n(e.Seat), e.Turn, e.Round)
	case rules.LifeGainPrevented:
		return l.GainPrevented(n(e.Seat), e.Life)
	case rules.PassivityLifeLost:
		return l.PassivityLoss(n(e.Seat), e.Life)
	case rules.PassivityCounterGained:
		return l.CounterGained(n(e.Seat), e.Counters)
	case rules.CountersCleared:
		return l.CountersCleared(n(e.Seat), e.Counters)
	case rules.ITChanged:
		switch {
		case e.Seat == rules.NoSeat:
			return l.NoIT
		case e.PreviousHolder != rules.NoSeat:
			return l.ITInstead(n(e.Seat), n(e.PreviousHolder))
		}
		return l.ITNow(n(e.Seat))
	case rules.EndgameBegan:
		return l.Endgame
	case rules.Eliminated:
		if e.Cause == rules.CausePassivity {
			return l.OutByPassivity(n(e.Seat))
		}
		return l.Out(n(e.Seat), nameOrNone(names, e.Culprit), e.Culprit == e.Seat, e.Cause)
	case rules.PointsAwarded:
		return l.PointsAwarded(n(e.Seat), e.Points, e.PointSource, nameOrNone(names, e.Victim), e.Reason)
	case rules.Entered:
		return l.Entered(n(e.Seat), e.Life)
	case rules.NowWaiting:
		return l.NowWaiting(n(e.Seat))
	case rules.NewLord:
		return l.NewLord(n(e.Seat))
	case rules.NewPairs:
		return l.NewPairs(w.Pairs(names, e.Pairs))
	case rules.ProtectionStarted:
		return l.ProtectionStarted(n(e.Seat), e.Rounds)
	case rules.ProtectionCounted:
		return l.ProtectionCounted(n(e.Seat), e.Rounds)
	case rules.ProtectionEnded:
		return l.ProtectionEnded(n(e.Seat))
	case rules.ProtectionLost:
		return l.ProtectionLost(n(e.Seat))
	case rules.GameOver:
		return w.gameOverText(names, e.Winners)
	}
	return ""
}

func (w *Words) gameOverText(names []string, winners []int) string {
	switch len(winners) {
	case 0:
		return w.Log.NoWinner
	case 1:
		return w.Log.Wins(w.Name(names, winners[0]))
	}
	return w.Log.Share(w.SeatNames(names, winners))
}

// EntryLines says in words what an entry did: the event first, then each
// effect that adds something. Undo and redo name the event they took back
// or applied again; a redo given its event's effects by Resolve repeats
// them. An event undone since says so.
func (w *Words) EntryLines(names []string, en Entry) []string {
	switch en.Event.(type) {
	case rules.Undo, rules.Redo:
		if lines := w.undoRedoLines(names, en); lines != nil {
			return lines
		}
	}
	first := w.EventText(names, en.Event)
	switch e := en.Event.(type) {
	case rules.Pass:
		first = w.Log.Passed(w.Name(names, en.Active))
	case rules.LifeChange:
		first = w.lifeText(names, e, preventedSeats(en.Effects))
	}
	if en.Undone {
		first = w.Log.MarkUndone(first)
	}
	lines := []string{first}
	for _, ef := range en.Effects {
		if repeatsEvent(en.Event, ef) {
			continue // the event's own line says it
		}
		t := w.EffectText(names, ef)
		if en.Event == nil {
			t = w.drawnText(names, ef, t)
		}
		if ef.Kind == rules.GameOver && len(ef.Winners) == 0 {
			t = w.drawText(names, en)
		}
		if t != "" {
			lines = append(lines, t)
		}
	}
	return lines
}

// undoRedoLines are the lines of an undo or a redo: the event it took
// back or applied again and, for a redo, what that did again; nil when
// the entry names no such event.
func (w *Words) undoRedoLines(names []string, en Entry) []string {
	for i, ef := range en.Effects {
		text := w.EventText(names, ef.Event)
		if _, ok := ef.Event.(rules.Pass); ok {
			text = w.Log.Passed(w.Name(names, en.Active))
		}
		switch ef.Kind {
		case rules.Undone:
			return []string{w.Log.Undone(text)}
		case rules.Redone:
			lines := []string{w.Log.Redone(text)}
			for _, again := range en.Effects[i+1:] {
				if t := w.EffectText(names, again); t != "" && !repeatsEvent(ef.Event, again) {
					lines = append(lines, t)
				}
			}
			return lines
		}
	}
	return nil
}

// drawText says how a game with no winner ended: ended early (L-12), or
// a draw when the last players went out together (B-10).
func (w *Words) drawText(names []string, en Entry) string {
	if _, early := en.Event.(rules.End); early {
		return w.Log.EarlyNoWinner
	}
	var out []int
	for _, ef := range en.Effects {
		if ef.Kind == rules.Eliminated {
			out = append(out, ef.Seat)
		}
	}
	if len(out) > 1 {
		return w.Log.Draw(w.SeatNames(names, out))
	}
	return w.Log.NoWinner
}

// preventedSeats lists the seats whose gain of life was prevented (B-7).
func preventedSeats(effects []rules.Effect) []int {
	var seats []int
	for _, ef := range effects {
		if ef.Kind == rules.LifeGainPrevented {
			seats = append(seats, ef.Seat)
		}
	}
	return seats
}

// repeatsEvent reports whether an effect only repeats what its event
// says: the points given by hand, the players eliminated by an
// Eliminate, the roles and pairs set by hand.
func repeatsEvent(e rules.Event, ef rules.Effect) bool {
	switch e := e.(type) {
	case rules.LifeChange:
		return ef.Kind == rules.LifeGainPrevented
	case rules.Points:
		return ef.Kind == rules.PointsAwarded && ef.PointSource == rules.PointsManual
	case rules.Eliminate:
		return ef.Kind == rules.Eliminated && ef.Cause == e.Cause && ef.Culprit == e.Culprit && slices.Contains(e.Seats, ef.Seat)
	case rules.SetPairs:
		return ef.Kind == rules.NewPairs
	case rules.Roles:
		return ef.Kind == rules.NewPairs || ef.Kind == rules.NewLord || ef.Kind == rules.NowWaiting
	}
	return false
}

// drawnText says an effect of the game's start: the roles drawn at setup
// under L-1 (not L-6 and L-7, whose words are for re-entry); any other
// effect keeps its text.
func (w *Words) drawnText(names []string, ef rules.Effect, text string) string {
	switch ef.Kind {
	case rules.NewLord:
		return w.Log.DrawnLord(w.Name(names, ef.Seat))
	case rules.NowWaiting:
		return w.Log.DrawnWaiting(w.Name(names, ef.Seat))
	case rules.NewPairs:
		return w.Log.DrawnPairs(w.Pairs(names, ef.Pairs))
	}
	return text
}
