package rules

import "slices"

// LifeLoss is life a player lost, for the summary: to a life change (C-4)
// with its source, or to passivity counters (B-6). No rule reads it.
type LifeLoss struct {
	// Seat lost Life life (Life > 0).
	Seat, Life int
	// Source is the life change's source, NoSeat for none (and for
	// passivity).
	Source int
	// Passivity is true for life lost to passivity counters (B-6).
	Passivity bool
	// Round and Turn are when it happened (C-3).
	Round, Turn int
}

// HandPoints is a manual points change (L-11), for the summary.
type HandPoints struct {
	Seat, Delta int
	Reason      string
	// Round and Turn are when it was entered (C-3).
	Round, Turn int
}

// chain is an immutable list shared between states, the last item on top:
// adding an item never copies the earlier ones, so a State keeps its
// whole history of losses for the cost of a pointer.
type chain[T any] struct {
	item T
	len  int
	prev *chain[T]
	// jump is an item further down, so that the item at any position is
	// found in steps that grow with the logarithm of the length (Myers'
	// jump pointers): the first items of a long list are read without
	// walking it (first).
	jump *chain[T]
}

// add returns the list with v on top.
func (c *chain[T]) add(v T) *chain[T] {
	if c == nil {
		return &chain[T]{item: v, len: 1}
	}
	top := &chain[T]{item: v, len: c.len + 1, prev: c, jump: c}
	if j := c.jump; j != nil && c.len-j.len == j.len-chainLen(j.jump) {
		top.jump = j.jump
	}
	return top
}

// chainLen is the length of c, 0 for none.
func chainLen[T any](c *chain[T]) int {
	if c == nil {
		return 0
	}
	return c.len
}

// first returns the first k items (all of them when there are fewer),
// the first first, reading only those and the jumps to them.
func (c *chain[T]) first(k int) []T {
	for c != nil && c.len > k {
		if j := c.jump; j != nil && j.len >= k {
			c = j
		} else {
			c = c.prev
		}
	}
	if c == nil {
		return nil
	}
	out := make([]T, 0, c.len)
	for n := c; n != nil; n = n.prev {
		out = append(out, n.item)
	}
	slices.Reverse(out)
	return out
}

// above returns the items after the first k, the first first (nil for
// none), reading only those.
func (c *chain[T]) above(k int) []T {
	if chainLen(c) <= k {
		return nil
	}
	out := make([]T, 0, c.len-k)
	for n := c; n != nil && n.len > k; n = n.prev {
		out = append(out, n.item)
	}
	slices.Reverse(out)
	return out
}

// cut returns the list that keeps only its top item (and its length),
// sharing nothing with c: the items below are let go.
func (c *chain[T]) cut() *chain[T] {
	if c == nil || c.prev == nil {
		return c
	}
	return &chain[T]{item: c.item, len: c.len}
}

// all returns the items, the first first.
func (c *chain[T]) all() []T {
	var out []T
	for n := c; n != nil; n = n.prev {
		out = append(out, n.item)
	}
	slices.Reverse(out)
	return out
}

// LifeLosses returns every loss of life of the game so far, in order.
func (s State) LifeLosses() []LifeLoss { return s.losses.all() }

// HandPointsChanges returns every manual points change of the game so far,
// in order (L-11).
func (s State) HandPointsChanges() []HandPoints { return s.handPoints.all() }

// WithoutLedger returns the game that, from now on, keeps no whole list
// of the life lost: only the totals (what the summary adds up) and the
// last few losses (LifeLosses). Its eliminations and manual points
// changes (L-11) are kept until TakeLedger takes them; then only the last
// of each, and in Buhmann every elimination (a player is out for good:
// at most one a seat, which the summary ranks by). For a replay of a long
// file (a check, a replay report, an export that writes the lists as it
// reads them), whose memory then does not grow with the length of the
// game. No rule reads more of those lists; the summary of such a game
// counts every loss, elimination and manual change, and lists only the
// ones kept.
func (g Game) WithoutLedger() Game {
	g.State.noLedger = true
	return g
}

// ledgerTaken counts the eliminations and manual points changes that
// TakeLedger took.
type ledgerTaken struct{ eliminations, handPoints int }

// TakeLedger returns the eliminations and manual points changes recorded
// since they were last taken, in the order they happened, and the game
// that keeps of them only what WithoutLedger keeps. It takes nothing from
// a game with its ledger (not WithoutLedger), nor from a game that can
// undo or redo (C-8), where an undo may take them back: the caller takes
// them once no later event can (a replay without history, or after
// ForgetHistory).
func (g Game) TakeLedger() (Game, []Elimination, []HandPoints) {
	if !g.noLedger || g.CanUndo() > 0 || g.CanRedo() > 0 {
		return g, nil, nil
	}
	s := &g.State
	if chainLen(s.eliminated) == s.taken.eliminations && chainLen(s.handPoints) == s.taken.handPoints {
		return g, nil, nil // nothing new: the usual case, at no cost
	}
	elims := s.eliminated.above(s.taken.eliminations)
	hand := s.handPoints.above(s.taken.handPoints)
	s.taken = ledgerTaken{eliminations: chainLen(s.eliminated), handPoints: chainLen(s.handPoints)}
	if s.Setup.Variant != Buhmann {
		s.eliminated = s.eliminated.cut()
	}
	s.handPoints = s.handPoints.cut()
	return g, elims, hand
}

// loseLife records that seat lost life (life > 0) to source or to
// passivity. The list is the one record of it: the summary adds it up, so
// that a Player (copied on every event) grows by nothing.
func (s *State) loseLife(seat, life, source int, passivity bool) {
	s.losses = s.losses.add(LifeLoss{Seat: seat, Life: life, Source: source, Passivity: passivity,
		Round: s.Round, Turn: s.Turn})
	s.markLosses()
}

// recordHandPoints records a manual points change.
func (s *State) recordHandPoints(e Points) {
	s.handPoints = s.handPoints.add(HandPoints{Seat: e.Seat, Delta: e.Delta, Reason: e.Reason, Round: s.Round, Turn: s.Turn})
}
