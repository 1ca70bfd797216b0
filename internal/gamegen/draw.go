package gamegen

import "rolekeeper/rules"

// Kind is a kind of event the generator draws.
type Kind int

const (
	Pass      Kind = iota
	Life           // one seat's life by −6..+2, from the active player
	Poison         // 1 or 2 poison counters on one seat, from the active player (C-11)
	Attack         // the active player attacks one seat
	Target         // the active player targets one seat or a thing of theirs
	Eliminate      // one seat leaves, by any cause, with a culprit or none
	Damage         // two seats lose 1..4 life from no one (a board wipe)
	Points         // one seat's points by −1..+1 by hand (L-11)
	Deck           // one seat names the deck they play
	Roles          // the Lord's roles or pairs drawn again (L-1)
	Undo
	Redo
	End
)

// Mix weighs the kinds of events: a kind of weight 2 is drawn twice as
// often as one of weight 1, a kind not in the mix never. The order counts
// where the draws are not uniform: rapid draws small numbers, the first
// kinds, more often.
type Mix []Weight

// Weight is how often a kind is drawn.
type Weight struct {
	Kind Kind
	N    int
}

// Weight is the weight of a kind in a mix, for a Mix of another package
// (whose composite literals name their fields).
func (k Kind) Weight(n int) Weight { return Weight{k, n} }

func (m Mix) total() int {
	t := 0
	for _, w := range m {
		t += w.N
	}
	return t
}

// has reports whether the mix draws a kind.
func (m Mix) has(k Kind) bool {
	for _, w := range m {
		if w.Kind == k && w.N > 0 {
			return true
		}
	}
	return false
}

// PlainMix is a game at the table: passes and life changes mostly, every
// other kind now and then, undo and redo among them, End rarely.
var PlainMix = Mix{{Pass, 330}, {Life, 200}, {Poison, 40}, {Attack, 80}, {Target, 100}, {Eliminate, 30},
	{Damage, 50}, {Points, 30}, {Deck, 20}, {Undo, 60}, {Redo, 59}, {End, 1}}

// WildMix is every kind of event of the reducer, drawn with Wild for the
// rules' property tests.
var WildMix = Mix{{Pass, 60}, {Life, 40}, {Attack, 30}, {Target, 20}, {Eliminate, 10}, {Points, 10},
	{Roles, 10}, {Undo, 8}, {End, 2}, {Poison, 10}, {Redo, 10}}

// LongMix is the mix of the long games of a variant: no undo, redo or
// End, and in Buhmann no elimination (being out is for good there).
func LongMix(v rules.Variant) Mix {
	if v == rules.Buhmann {
		return Mix{{Pass, 40}, {Life, 26}, {Poison, 4}, {Attack, 10}, {Target, 10}, {Damage, 10}}
	}
	return Mix{{Pass, 40}, {Life, 26}, {Poison, 4}, {Attack, 10}, {Target, 10}, {Eliminate, 5}, {Damage, 5}}
}

// Long is the generator of the long games: LongMix, Endless.
func Long(v rules.Variant) Gen { return Gen{Mix: LongMix(v), Ending: Endless} }

// Decks are the decks players name (the same deck in two spellings
// among them).
var Decks = []string{"Elfen", "Zombies", "Goblins", "Drachen", "elfen", "Vampire", "Engel"}

// Draw returns a random event for s, of a kind drawn by the mix, which
// the rules may refuse.
func (o Gen) Draw(src Source, s rules.State) rules.Event {
	total := o.Mix.total()
	if total == 0 {
		return rules.Pass{}
	}
	k, kind := src.IntN(total), Pass
	for _, w := range o.Mix {
		if k -= w.N; k < 0 {
			kind = w.Kind
			break
		}
	}
	if o.Wild {
		return wild(src, s, kind)
	}
	return plain(src, s, kind)
}

// plain draws an event of a kind with the seats of the table and the
// active player acting.
func plain(src Source, s rules.State, kind Kind) rules.Event {
	n := len(s.Players)
	switch kind {
	case Life:
		return rules.LifeChange{Changes: []rules.Change{{Seat: src.IntN(n), Delta: src.IntN(9) - 6}}, Source: s.Active}
	case Poison:
		return rules.Poison{Changes: []rules.Change{{Seat: src.IntN(n), Delta: 1 + src.IntN(2)}}, Source: s.Active}
	case Attack:
		return rules.Attack{Attacker: s.Active, Defenders: []int{src.IntN(n)}}
	case Target:
		return rules.Target{Actor: s.Active, Owner: src.IntN(n), Kind: rules.TargetKinds[src.IntN(len(rules.TargetKinds))]}
	case Eliminate:
		return rules.Eliminate{Seats: []int{src.IntN(n)}, Culprit: src.IntN(n+1) - 1,
			Cause: rules.Causes[src.IntN(len(rules.Causes))]}
	case Damage:
		seats := perm(src, n)[:2]
		return rules.LifeChange{Changes: []rules.Change{{Seat: seats[0], Delta: -src.IntN(4) - 1},
			{Seat: seats[1], Delta: -src.IntN(4) - 1}}, Source: rules.NoSeat}
	case Points:
		return rules.Points{Seat: src.IntN(n), Delta: src.IntN(3) - 1, Reason: "table vote"}
	case Deck:
		return rules.Deck{Seat: src.IntN(n), Deck: Decks[src.IntN(len(Decks))]}
	}
	return other(src, n, kind)
}

// wild draws an event of a kind with seats from one before the table to
// one past it, actors other than the active player one time in five,
// one to three seats changed at once, and large amounts.
func wild(src Source, s rules.State, kind Kind) rules.Event {
	n := len(s.Players)
	seat := func() int { return between(src, -1, n) }
	active := func() int {
		if src.IntN(10) < 8 {
			return s.Active
		}
		return seat()
	}
	changes := func(lo, hi int) []rules.Change {
		var cs []rules.Change
		for _, s := range distinct(src, n, 1+src.IntN(3)) {
			cs = append(cs, rules.Change{Seat: s, Delta: between(src, lo, hi)})
		}
		return cs
	}
	switch kind {
	case Life:
		return rules.LifeChange{Source: seat(), Changes: changes(-12, 6)}
	case Poison:
		return rules.Poison{Source: seat(), Changes: changes(-3, 6)}
	case Damage:
		return rules.LifeChange{Source: rules.NoSeat, Changes: changes(-4, -1)}
	case Attack:
		return rules.Attack{Attacker: active(), Defenders: distinct(src, n, 1+src.IntN(3))}
	case Target:
		return rules.Target{Actor: active(), Owner: seat(), Kind: rules.TargetKinds[src.IntN(len(rules.TargetKinds))]}
	case Eliminate:
		return rules.Eliminate{Seats: distinct(src, n, 1+src.IntN(3)), Culprit: seat(),
			Cause: rules.Causes[src.IntN(len(rules.Causes))]}
	case Points:
		return rules.Points{Seat: seat(), Delta: between(src, -2, 3), Reason: "test"}
	case Deck:
		return rules.Deck{Seat: seat(), Deck: Decks[src.IntN(len(Decks))]}
	}
	return other(src, n, kind)
}

// other draws the kinds that name no seat: the same plain or wild.
func other(src Source, n int, kind Kind) rules.Event {
	switch kind {
	case Roles:
		if src.IntN(2) == 0 {
			return rules.DrawRoles(n, src.Uint64())
		}
		return rules.SetPairs{Pairs: rules.DrawRoles(n, src.Uint64()).Pairs}
	case Undo:
		return rules.Undo{}
	case Redo:
		return rules.Redo{}
	case End:
		return rules.End{}
	}
	return rules.Pass{}
}

// between returns a number in [lo, hi]: from the source's IntRange if
// it has one (rapid's, which draws numbers near zero, of either sign, more
// often, as a property test should), else uniformly.
func between(src Source, lo, hi int) int {
	if r, ok := src.(interface{ IntRange(lo, hi int) int }); ok {
		return r.IntRange(lo, hi)
	}
	return lo + src.IntN(hi-lo+1)
}

// perm is a random order of 0..n-1, drawn as math/rand's Perm draws it
// (so that the long games stay the same files).
func perm(src Source, n int) []int {
	p := make([]int, n)
	for i := range p {
		p[i] = i
	}
	for i := n - 1; i > 0; i-- {
		j := src.IntN(i + 1)
		p[i], p[j] = p[j], p[i]
	}
	return p
}

// distinct returns k distinct seats of 0..n-1 (at most n), one draw each.
func distinct(src Source, n, k int) []int {
	p := make([]int, n)
	for i := range p {
		p[i] = i
	}
	k = min(k, n)
	for i := range k {
		j := i + src.IntN(n-i)
		p[i], p[j] = p[j], p[i]
	}
	return p[:k]
}

// relief is an event that keeps a long game from ending, if one is due:
// an attack that makes a Buhmann player with counters the IT (which
// clears them, B-5), poison counters taken off before they kill, life
// for a Buhmann player running low, points taken back from a Lord player
// nearing the target.
func relief(src Source, s rules.State) (rules.Event, bool) {
	if a := s.Players[s.Active]; s.Setup.Variant == rules.Buhmann && s.IT != s.Active && a.Passivity > 0 {
		defender := s.IT
		if defender == rules.NoSeat {
			defender = s.NextPlaying(s.Active)
		}
		return rules.Attack{Attacker: s.Active, Defenders: []int{defender}}, true
	}
	for seat, p := range s.Players {
		switch {
		case p.Poison >= rules.LethalPoison-3 && s.Playing(seat):
			return rules.Poison{Changes: []rules.Change{{Seat: seat, Delta: -p.Poison}}, Source: rules.NoSeat}, true
		case s.Setup.Variant == rules.Buhmann && p.Life < 10 && s.Playing(seat) && !s.LifeGainLocked(seat):
			return rules.LifeChange{Changes: []rules.Change{{Seat: seat, Delta: 5 + src.IntN(10)}},
				Source: rules.NoSeat}, true
		case s.Setup.Variant == rules.Lord && p.Points > s.Setup.Target-10:
			return rules.Points{Seat: seat, Delta: -10, Reason: "house cap"}, true
		}
	}
	return nil, false
}
