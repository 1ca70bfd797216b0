package rules

// EffectKind names an automatic consequence of an event.
type EffectKind uint8

// The kinds of Effect. The comment of each says which fields it uses.
const (
	// TurnBegan: Seat's turn began; Amount is the turn number, Other the
	// round (C-2, C-3).
	TurnBegan EffectKind = iota
	// LifeChanged: Seat's life changed by Amount; Other is the source or
	// NoSeat (C-4).
	LifeChanged
	// LifeGainPrevented: Amount life that Seat would have gained was
	// prevented (B-7).
	LifeGainPrevented
	// PassivityLifeLost: Seat lost Amount life to passivity counters (B-6).
	PassivityLifeLost
	// PassivityCounterGained: Seat got a counter and now has Amount (B-6).
	PassivityCounterGained
	// CountersCleared: Seat's passivity counters dropped from Amount to 0
	// (B-5, B-9).
	CountersCleared
	// ITChanged: Seat became the IT (NoSeat: there is no IT); Other is the
	// previous IT or NoSeat (B-2, B-4, B-8, B-9).
	ITChanged
	// EndgameBegan: two Buhmann players remain; a duel follows (B-9).
	EndgameBegan
	// Eliminated: Seat is eliminated; Other is the culprit or NoSeat;
	// Cause says how (C-5).
	Eliminated
	// PointsAwarded: Seat got Amount points (may be negative) for Source;
	// Other is the eliminated player they are for, or NoSeat (L-4, L-11).
	PointsAwarded
	// Entered: Seat enters the game with Amount life (L-6).
	Entered
	// NowWaiting: Seat is the waiting player (L-1, L-6).
	NowWaiting
	// NewLord: Seat is the Lord; Other is the previous Lord or NoSeat (L-7).
	NewLord
	// NewPairs: the pairs are now Pairs (L-7).
	NewPairs
	// ProtectionStarted: Seat is protected for Amount rounds (L-8).
	ProtectionStarted
	// ProtectionCounted: Seat's protection shows Amount rounds at the start
	// of their turn (L-9).
	ProtectionCounted
	// ProtectionEnded: Seat's protection ran out (L-9).
	ProtectionEnded
	// ProtectionLost: Seat lost protection by a hostile act (L-10).
	ProtectionLost
	// GameOver: the game ended; Winners holds the winners (none: a draw)
	// (B-10, L-5, L-12).
	GameOver
	// Undone: Event was undone (C-8).
	Undone
	// Redone: Event was applied again (C-8).
	Redone
	// RolesSet: the roles were set by hand or drawn (L-1).
	RolesSet
)

// PointSource says why points were awarded (L-4, L-11).
type PointSource uint8

// The sources of points.
const (
	// PointsLordElimination: the Lord eliminated a player (+1, L-4).
	PointsLordElimination PointSource = iota
	// PointsOpponentElimination: a player eliminated their paired opponent
	// or the Lord (+2, L-4).
	PointsOpponentElimination
	// PointsPairedOpponentOut: the player's paired opponent was eliminated
	// by someone else (+1, L-4).
	PointsPairedOpponentOut
	// PointsWrongElimination: the player eliminated others but none of
	// their opponents (−1, L-4).
	PointsWrongElimination
	// PointsLordDeathBonus: house rule lord_death_rewards_all (+1, L-4).
	PointsLordDeathBonus
	// PointsManual: points added or removed by hand (L-11).
	PointsManual
	// PointSourceCount is the number of point sources.
	PointSourceCount
)

// String describes the source in words.
func (p PointSource) String() string {
	switch p {
	case PointsLordElimination:
		return "eliminated as the Lord"
	case PointsOpponentElimination:
		return "eliminated an opponent"
	case PointsPairedOpponentOut:
		return "paired opponent eliminated"
	case PointsWrongElimination:
		return "eliminated no opponent"
	case PointsLordDeathBonus:
		return "the Lord fell (house rule)"
	case PointsManual:
		return "by hand"
	}
	return "points"
}

// Rule returns the rule id that awards points from this source.
func (p PointSource) Rule() string {
	if p == PointsManual {
		return "L-11"
	}
	return "L-4"
}

// Effect is one automatic consequence of an event, in the order it
// happened. Which fields are used depends on Kind (see the EffectKind
// constants); unused seats are NoSeat.
type Effect struct {
	Kind    EffectKind
	Seat    int
	Other   int
	Amount  int
	Cause   Cause
	Source  PointSource
	Reason  string // a manual points reason (L-11)
	Pairs   []Pair
	Winners []int
	Event   Event // the event undone or redone
}
