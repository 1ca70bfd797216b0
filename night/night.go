package night

import (
	"slices"
	"time"

	"rolekeeper/names"
	"rolekeeper/rules"
	"rolekeeper/seating"
)

// Limits of a night.
const (
	// MaxRounds is the most rounds a night has.
	MaxRounds = 12
	// MaxVariants is the most variants a night's rounds cycle through.
	MaxVariants = MaxRounds
	// Algorithm is the seating's version: a round drawn by another
	// version is kept as recorded, not drawn again.
	Algorithm = 1
	// MaxExtraTurns is the most turns each player still in gets once
	// time is called; DefaultExtraTurns is the club's end of round when
	// it chose none: the active player finishes the turn, then every
	// player still in gets one more.
	MaxExtraTurns     = 3
	DefaultExtraTurns = 1
)

// Night is one club night.
type Night struct {
	// ID is the night's id (32 lowercase hex digits), which the games
	// started from its seating carry.
	ID string
	// Started is when the night was started.
	Started time.Time
	// Players are the players present, as they are shown.
	Players []string
	// Variants are the rounds' variants: round n plays
	// Variants[(n-1) % len(Variants)].
	Variants []rules.Variant
	// Rounds is the number of rounds planned.
	Rounds int
	// Sizes are the club's preferred table sizes per variant.
	Sizes map[rules.Variant]seating.Sizes
	// Seated are the rounds seated so far, round 1 first.
	Seated []Round
	// ExtraTurns is the club's end of round: once time is called, the
	// active player finishes the turn, then every player still in gets
	// ExtraTurns more turns (0 to MaxExtraTurns).
	ExtraTurns int
	// Clock is the room's round clock (Round 0: none started).
	Clock Clock
	// Change and After are the night's lineage (Head): its changes
	// counted, and the marks of the files it was changed from.
	Change int64
	After  []string
}

// Round is one round's seating as it was drawn.
type Round struct {
	// Number counts rounds from 1.
	Number int
	// At is when it was drawn.
	At time.Time
	// Inputs are the figures it was drawn from.
	Inputs Inputs
	// Seating is the round (players by their index in Night.Players).
	Seating seating.Round
	// Split is how the players were split into tables.
	Split seating.Split
	// Score is the seating measured on the criteria.
	Score seating.Score
}

// Inputs are what a round is drawn from besides the rounds before it:
// every player's rating and first seats in the season, by their index
// in Night.Players.
type Inputs struct {
	Ratings      []float64
	SeasonFirsts []int
	Seed         uint64
}

// New starts a night: the names are checked by C-1 (and told apart after
// normalisation), the variants and the rounds by their limits.
func New(id string, started time.Time, players []string, variants []rules.Variant, rounds int, sizes map[rules.Variant]seating.Sizes) (*Night, error) {
	n := &Night{ID: id, Started: started, Variants: variants, Rounds: rounds, Sizes: map[rules.Variant]seating.Sizes{},
		ExtraTurns: DefaultExtraTurns, Change: 1}
	for _, p := range players {
		n.Players = append(n.Players, names.Normalize(p))
	}
	for _, v := range variants {
		n.Sizes[v] = seating.DefaultSizes(seatingVariant(v))
		if s, ok := sizes[v]; ok {
			n.Sizes[v] = s
		}
	}
	return n, n.check()
}

// Check refuses a night outside the limits (New checks the night it
// makes; Check is for a night changed since, as its ExtraTurns).
func (n *Night) Check() error { return n.check() }

// check refuses a night outside the limits.
func (n *Night) check() error {
	if err := names.Check(n.Players); err != nil {
		return err
	}
	if len(n.Players) > seating.MaxPlayers {
		return problem(ReasonTooManyPlayers, len(n.Players), seating.MaxPlayers)
	}
	if len(n.Variants) == 0 || len(n.Variants) > MaxVariants {
		return problem(ReasonVariants, len(n.Variants), MaxVariants)
	}
	if n.Rounds < 1 || n.Rounds > MaxRounds {
		return problem(ReasonRounds, n.Rounds, MaxRounds)
	}
	if n.ExtraTurns < 0 || n.ExtraTurns > MaxExtraTurns {
		return problem(ReasonExtraTurns, n.ExtraTurns, MaxExtraTurns)
	}
	for _, v := range n.Variants {
		if err := n.Sizes[v].Check(seatingVariant(v)); err != nil {
			return err
		}
		if _, err := seating.SplitPlayers(seatingVariant(v), len(n.Players), n.Sizes[v]); err != nil {
			return err
		}
	}
	return nil
}

// VariantOf is the variant of round number r (from 1).
func (n *Night) VariantOf(r int) rules.Variant { return n.Variants[(r-1)%len(n.Variants)] }

// Index is the index of the player called name (compared as C-1
// compares names), or -1.
func (n *Night) Index(name string) int {
	key := names.Key(name)
	return slices.IndexFunc(n.Players, func(p string) bool { return names.Key(p) == key })
}

// seatingNight is what the seating knows of the night before round r
// (from 1), with that round's inputs.
func (n *Night) seatingNight(r int, in Inputs) seating.Night {
	sn := seating.Night{Players: len(n.Players), Ratings: in.Ratings, SeasonFirsts: in.SeasonFirsts}
	for _, s := range n.Seated[:r-1] {
		sn.Rounds = append(sn.Rounds, s.Seating)
	}
	return sn
}

// Seat draws the next round from the inputs and keeps it in the night.
func (n *Night) Seat(at time.Time, in Inputs) (Round, error) {
	r := len(n.Seated) + 1
	if r > n.Rounds {
		return Round{}, problem(ReasonAllSeated, n.Rounds)
	}
	v := n.VariantOf(r)
	sr, split, score, err := seating.Seat(n.seatingNight(r, in), seatingVariant(v), n.Sizes[v], in.Seed)
	if err != nil {
		return Round{}, err
	}
	round := Round{Number: r, At: at, Inputs: in, Seating: sr, Split: split, Score: score}
	n.Seated = append(n.Seated, round)
	return round, nil
}

// seatingVariant is the seating's variant of a game's.
func seatingVariant(v rules.Variant) seating.Variant {
	if v == rules.Lord {
		return seating.Lord
	}
	return seating.Buhmann
}

// TableOf is the table (from 1) and seat (from 1) of player p in round r,
// or 0, 0.
func (r Round) TableOf(p int) (table, seat int) {
	for t, tb := range r.Seating.Tables {
		if i := slices.Index(tb.Players, p); i >= 0 {
			return t + 1, i + 1
		}
	}
	return 0, 0
}
