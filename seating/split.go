package seating

import "strconv"

// Variant is the game the tables play: its legal table sizes differ.
type Variant uint8

const (
	// Buhmann tables have 3 to 12 players.
	Buhmann Variant = iota
	// Lord tables have 5 to 12 players.
	Lord
)

// MaxPlayers is the most players a night seats.
const MaxPlayers = 200

// MaxTable is the largest legal table of either variant (C-1).
const MaxTable = 12

// Limits are the smallest and the largest table the rules allow (C-1).
func (v Variant) Limits() (lo, hi int) {
	if v == Lord {
		return 5, MaxTable
	}
	return 3, MaxTable
}

// Sizes are the table sizes a club prefers, both ends included.
type Sizes struct{ Min, Max int }

// DefaultSizes are the preferred sizes when the club sets none: Buhmann
// 4–5, Lord 5–6.
func DefaultSizes(v Variant) Sizes {
	if v == Lord {
		return Sizes{5, 6}
	}
	return Sizes{4, 5}
}

// Error is a night the seating refuses: its key (one of the Refuse…
// constants, worded in wording) and the numbers it names.
type Error struct {
	Key  string
	Args []int
}

// The keys of Error.
const (
	// RefuseTooFew: Args are the players and the smallest table.
	RefuseTooFew = "seating.too-few"
	// RefuseTooMany: Args are the players and MaxPlayers.
	RefuseTooMany = "seating.too-many"
	// RefuseSizes: Args are the preferred sizes and the legal ones.
	RefuseSizes = "seating.sizes"
	// RefuseRound: the round does not fit the night (Args: the round).
	RefuseRound = "seating.round"
)

func (e *Error) Error() string {
	text := e.Key
	for _, a := range e.Args {
		text += " " + strconv.Itoa(a)
	}
	return text
}

// ReasonKey names the refusal in the catalogue (wording.Keyed).
func (e *Error) ReasonKey() string { return e.Key }

// ReasonArgs are the numbers the refusal names, as text.
func (e *Error) ReasonArgs() []string {
	out := make([]string, len(e.Args))
	for i, a := range e.Args {
		out[i] = strconv.Itoa(a)
	}
	return out
}

// Check refuses preferred sizes outside the variant's limits or the wrong
// way round.
func (s Sizes) Check(v Variant) error {
	lo, hi := v.Limits()
	if s.Min < lo || s.Max > hi || s.Min > s.Max {
		return &Error{Key: RefuseSizes, Args: []int{s.Min, s.Max, lo, hi}}
	}
	return nil
}

// Split is how n players are split into tables.
type Split struct {
	// Tables are the tables' sizes, largest first.
	Tables []int
	// Outside counts the tables whose size is not a preferred one: 0 when
	// the count splits into the club's sizes.
	Outside int
}

// SplitPlayers splits n players into tables as even as possible, every
// one legal, as few as possible outside the preferred sizes (then as
// close to them as possible, then as many tables as possible: smaller
// tables finish sooner).
func SplitPlayers(v Variant, n int, pref Sizes) (Split, error) {
	lo, hi := v.Limits()
	if err := pref.Check(v); err != nil {
		return Split{}, err
	}
	if n < lo {
		return Split{}, &Error{Key: RefuseTooFew, Args: []int{n, lo}}
	}
	if n > MaxPlayers {
		return Split{}, &Error{Key: RefuseTooMany, Args: []int{n, MaxPlayers}}
	}
	var best Split
	bestDist := -1
	for k := (n + hi - 1) / hi; k <= n/lo; k++ {
		s, dist := even(n, k, pref)
		if bestDist < 0 || s.Outside < best.Outside || s.Outside == best.Outside && dist <= bestDist {
			best, bestDist = s, dist
		}
	}
	return best, nil
}

// even splits n into k tables differing by at most one, and says how far
// they are from the preferred sizes.
func even(n, k int, pref Sizes) (Split, int) {
	s := Split{Tables: make([]int, k)}
	dist := 0
	for i := range k {
		size := n / k
		if i < n%k {
			size++
		}
		s.Tables[i] = size
		switch {
		case size < pref.Min:
			s.Outside++
			dist += pref.Min - size
		case size > pref.Max:
			s.Outside++
			dist += size - pref.Max
		}
	}
	return s, dist
}
