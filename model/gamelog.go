package model

import (
	"slices"

	"rolekeeper/rules"
	"rolekeeper/wording"
)

// markEvery is how many log entries apart the log keeps the game as it
// stood (a mark). The effects of an entry are not kept: they are worked
// out again, when a screen shows the entry, by applying the events from
// the mark before it, at most markEvery−1 of them plus those shown.
const markEvery = 128

// gameLog is everything entered in a game, in order, as the log and the
// recent events show it: entry 0 is the start of the game, entry i the
// i-th event, undo and redo included. It keeps the events, a mark every
// markEvery entries and the last recentEntries entries in words, so its
// size grows by a few dozen bytes an event and showing a few entries
// costs the same after a thousand events as after a million. A gameLog
// is a value: add returns a new one and never changes what an older one
// shows (while only the newest is added to, as the model does).
type gameLog struct {
	setup rules.Setup
	// ev holds entry i's event (logevents.go): read from the game file
	// or entered since.
	ev logEvents
	// marks[k] is the log after entry k×markEvery.
	marks []logMark
	// done holds the entries that can be undone now, undone those that
	// can be redone, the last on top (C-8).
	done, undone entryStack
	// recent are the last recentEntries entries, resolved.
	recent []wording.Entry
}

// logMark is the game and the undo and redo stacks after an entry.
type logMark struct {
	game         rules.Game
	done, undone entryStack
}

// newGameLog is the log of a game just set up: g and effects are what
// rules.NewGame returned.
func newGameLog(g rules.Game, effects []rules.Effect) gameLog {
	start := wording.Entry{Turn: g.Turn, Round: g.Round, Active: g.Active, Effects: effects}
	return gameLog{setup: g.Setup, marks: []logMark{{game: g}}, recent: []wording.Entry{start}}
}

// replayLog rebuilds the log of a game from its setup and events; an
// event the rules refuse ends the log there.
func replayLog(setup rules.Setup, events []rules.Event) gameLog {
	g, effects, err := rules.NewGame(setup)
	if err != nil {
		return gameLog{}
	}
	l := newGameLog(g, effects)
	// Room for an evening more, so that the next events entered do not
	// copy the whole list.
	l.ev.tail = make([]rules.Event, 0, len(events)+len(events)/8+256)
	for _, e := range events {
		next, _, err := rules.Apply(g, e)
		if err != nil {
			break
		}
		l = l.step(e, next)
		g = next
	}
	l.recent = l.entries(l.len()-recentEntries, l.len())
	return l
}

// len is the number of entries, the start of the game included; 0 for
// the log of no game.
func (l gameLog) len() int {
	if l.marks == nil {
		return 0
	}
	return l.ev.len() + 1
}

// add is the log after the rules accepted e: before is the game e was
// applied to, after the game it gave, effects what it caused.
func (l gameLog) add(before, after rules.Game, e rules.Event, effects []rules.Effect) gameLog {
	en := entryOf(before, after, e, effects)
	if _, redo := e.(rules.Redo); redo && !l.undone.empty() {
		en.Effects = append(slices.Clone(effects), l.effectsOf(l.undone.top())...)
	}
	l = l.step(e, after)
	recent := make([]wording.Entry, 0, recentEntries)
	recent = append(recent, l.recent[max(len(l.recent)+1-recentEntries, 0):]...)
	l.recent = append(recent, en)
	l.markUndone(l.recent, l.len()-len(l.recent))
	return l
}

// step appends e, entered as the next entry, with the game after it: the
// undo and redo stacks follow it, and every markEvery-th entry leaves a
// mark.
func (l gameLog) step(e rules.Event, after rules.Game) gameLog {
	l.ev = l.ev.push(e)
	return l.advance(e, after)
}

// advance is step for an event already in l.ev, its last.
func (l gameLog) advance(e rules.Event, after rules.Game) gameLog {
	i := l.ev.len()
	l.done, l.undone = follow(l.done, l.undone, i, e)
	if i%markEvery == 0 {
		// A resume replays in place (journal.Observer): the mark keeps a
		// copy of its own.
		l.marks = append(l.marks, logMark{game: after.Detached(), done: l.done, undone: l.undone})
	}
	return l
}

// follow is the done and undone stacks after entry i, whose event is e.
func follow(done, undone entryStack, i int, e rules.Event) (entryStack, entryStack) {
	switch e.(type) {
	case nil:
	case rules.Undo:
		if !done.empty() {
			return done.pop(), undone.push(done.top())
		}
	case rules.Redo:
		if !undone.empty() {
			return done.push(undone.top()), undone.pop()
		}
	default:
		return done.push(i), entryStack{}
	}
	return done, undone
}

// entryOf is the log entry of e, applied to before, which gave after.
func entryOf(before, after rules.Game, e rules.Event, effects []rules.Effect) wording.Entry {
	en := wording.Entry{Turn: before.Turn, Round: before.Round, Active: before.Active, Event: e, Effects: effects}
	if _, undo := e.(rules.Undo); undo {
		en.Active = after.Active // the state the undone event was entered in
	}
	return en
}

// entries returns the entries from, from+1, … to−1 (clipped to the log),
// resolved as they stand now: an event undone now is marked Undone, and a
// redo carries the effects of the event it applied again after its own
// (C-8). Their effects are worked out again from the mark before from.
func (l gameLog) entries(from, to int) []wording.Entry {
	from, to = max(from, 0), min(to, l.len())
	if from >= to {
		return nil
	}
	out := make([]wording.Entry, 0, to-from)
	first := from
	if from == 0 {
		g, effects, _ := rules.NewGame(l.setup)
		out = append(out, wording.Entry{Turn: g.Turn, Round: g.Round, Active: g.Active, Effects: effects})
		from = 1
	}
	k := (from - 1) / markEvery
	mk := l.marks[k]
	g, done, undone := mk.game, mk.done, mk.undone
	events, _ := l.ev.span(k*markEvery+1, to) // a file that changed ends them: the log screen says so
	for n, e := range events {
		i := k*markEvery + 1 + n
		next, effects, err := rules.Apply(g, e)
		if err != nil {
			break // not reached: the rules accepted e from this very game
		}
		if i >= from {
			en := entryOf(g, next, e, effects)
			if _, redo := e.(rules.Redo); redo && !undone.empty() {
				j := undone.top()
				own := slices.Clone(effects)
				if j >= first {
					en.Effects = append(own, out[j-first].Effects...)
				} else {
					en.Effects = append(own, l.effectsOf(j)...)
				}
			}
			out = append(out, en)
		}
		done, undone = follow(done, undone, i, e)
		g = next
	}
	l.markUndone(out, first)
	return out
}

// effectsOf returns the effects of entry j, an event other than undo and
// redo.
func (l gameLog) effectsOf(j int) []rules.Effect {
	if n := l.len() - len(l.recent); j >= n {
		return l.recent[j-n].Effects
	}
	if en := l.entries(j, j+1); len(en) == 1 {
		return en[0].Effects
	}
	return nil
}

// markUndone sets Undone on the entries of out, which start at entry
// first: an event other than undo and redo is undone now when it is not
// on the done stack. Only the part of the stack from the last entry of
// out down to first is read, and found by its jumps.
func (l gameLog) markUndone(out []wording.Entry, first int) {
	var done []int
	for s := l.done.below(first + len(out)); !s.empty() && s.top() >= first; s = s.pop() {
		done = append(done, s.top())
	}
	for i := range out {
		switch out[i].Event.(type) {
		case nil, rules.Undo, rules.Redo:
			out[i].Undone = false
		default:
			out[i].Undone = !slices.Contains(done, first+i)
		}
	}
}
