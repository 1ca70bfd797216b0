package rules

// EffectKind names an automatic consequence of an event.
type EffectKind uint8

// The kinds of Effect. The comment of each says which fields it uses; the
// fields it does not use are zero, and its seat fields NoSeat.
const (
	// TurnBegan: Seat's turn began; it is turn Turn of round Round (C-2,
	// C-3).
	TurnBegan EffectKind = iota
	// LifeChanged: Seat's life changed by Life; SourceSeat is the event's
	// source player or NoSeat (C-4).
	LifeChanged
	// LifeGainPrevented: Life life that Seat would have gained was
	// prevented (B-7).
	LifeGainPrevented
	// PassivityLifeLost: Seat lost Life life to passivity counters (B-6).
	PassivityLifeLost
	// PassivityCounterGained: Seat got a counter and now has Counters
	// (B-6).
	PassivityCounterGained
	// CountersCleared: Seat's passivity counters dropped from Counters to 0
	// (B-5, B-9).
	CountersCleared
	// ITChanged: Seat became the IT (NoSeat: there is no IT);
	// PreviousHolder is the previous IT or NoSeat (B-2, B-4, B-8, B-9).
	ITChanged
	// EndgameBegan: two Buhmann players remain; a duel follows (B-9).
	EndgameBegan
	// Eliminated: Seat is eliminated; Culprit is the culprit or NoSeat;
	// Cause says how (C-5).
	Eliminated
	// PointsAwarded: Seat got Points points (may be negative) from
	// PointSource; Victim is the eliminated player they are for, or NoSeat;
	// Reason is the reason of points given by hand (L-4, L-11).
	PointsAwarded
	// Entered: Seat enters the game with Life life (L-6).
	Entered
	// NowWaiting: Seat is the waiting player (L-1, L-6).
	NowWaiting
	// NewLord: Seat is the Lord; PreviousHolder is the previous Lord or
	// NoSeat (L-7).
	NewLord
	// NewPairs: the pairs are now Pairs (L-7).
	NewPairs
	// ProtectionStarted: Seat is protected for Rounds rounds (L-8).
	ProtectionStarted
	// ProtectionCounted: Seat's protection shows Rounds rounds at the start
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
	// PoisonChanged: Seat's poison counters changed by Counters;
	// SourceSeat is the event's source player or NoSeat (C-11).
	PoisonChanged
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

// Rule returns the rule id that awards points from this source.
func (p PointSource) Rule() string {
	if p == PointsManual {
		return "L-11"
	}
	return "L-4"
}

// Effect is one automatic consequence of an event, in the order it
// happened. Each field has one meaning; which fields a kind uses is said
// at the EffectKind constants. Unused seats are NoSeat, other unused fields
// zero.
type Effect struct {
	Kind EffectKind
	// PointSource says why points were awarded (L-4, L-11). It is beside
	// Kind, both a byte, so that an Effect takes 192 bytes, not 200.
	PointSource PointSource
	// Seat is the player the effect happens to, or NoSeat.
	Seat int

	// SourceSeat is the source player of a life change (C-4).
	SourceSeat int
	// Culprit is who eliminated Seat (C-5).
	Culprit int
	// PreviousHolder is who held the role Seat now holds: the previous IT
	// or the previous Lord (B-4, L-7).
	PreviousHolder int
	// Victim is the eliminated player that points are awarded for (L-4).
	Victim int

	// Turn and Round count the game's turns and rounds (C-3).
	Turn, Round int
	// Life is an amount of life: the change, the gain prevented, the loss
	// to passivity, or the life on entry (C-4, B-6, B-7, L-6).
	Life int
	// Counters is a number of passivity counters (B-6), or the change of
	// poison counters (C-11).
	Counters int
	// Points is the points awarded, negative for a loss (L-4, L-11).
	Points int
	// Rounds is the rounds of protection (L-8, L-9).
	Rounds int

	// Cause says how Seat was eliminated (C-5).
	Cause Cause
	// Reason is the reason of points given by hand (L-11).
	Reason string
	// Pairs are the new pairs (L-7).
	Pairs []Pair
	// Winners are the winners (B-10, L-5, L-12).
	Winners []int
	// Event is the event undone or redone (C-8).
	Event Event
}

// effect is an Effect of kind about seat, with every other seat NoSeat.
func effect(kind EffectKind, seat int) Effect {
	return Effect{Kind: kind, Seat: seat, SourceSeat: NoSeat, Culprit: NoSeat, PreviousHolder: NoSeat, Victim: NoSeat}
}

// roleChanged is an ITChanged or NewLord effect: seat now holds the role
// that previous held.
func roleChanged(kind EffectKind, seat, previous int) Effect {
	e := effect(kind, seat)
	e.PreviousHolder = previous
	return e
}

// turnBegan is the TurnBegan effect of seat's turn, turn turn of round
// round (C-3).
func turnBegan(seat, turn, round int) Effect {
	e := effect(TurnBegan, seat)
	e.Turn, e.Round = turn, round
	return e
}

// countersCleared is the CountersCleared effect of seat, who had counters
// (B-5, B-9).
func countersCleared(seat, counters int) Effect {
	e := effect(CountersCleared, seat)
	e.Counters = counters
	return e
}

// protection is a ProtectionStarted or ProtectionCounted effect of seat
// with rounds rounds (L-8, L-9).
func protection(kind EffectKind, seat, rounds int) Effect {
	e := effect(kind, seat)
	e.Rounds = rounds
	return e
}

// newPairs is the NewPairs effect (L-7).
func newPairs(pairs []Pair) Effect {
	e := effect(NewPairs, NoSeat)
	e.Pairs = pairs
	return e
}

// pointsAwarded is the PointsAwarded effect: seat gets points from source
// for victim (NoSeat: for no one) with reason, the reason of points given
// by hand (L-4, L-11).
func pointsAwarded(seat, points int, source PointSource, victim int, reason string) Effect {
	e := effect(PointsAwarded, seat)
	e.Points, e.PointSource, e.Victim, e.Reason = points, source, victim, reason
	return e
}
