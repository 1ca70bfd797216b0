package rules

// Kind names an event type as it is written in the game file.
type Kind string

// The event kinds of the game file (the project's DESIGN.md (shared),
// "Game file"; README's "Game file").
const (
	KindPass      Kind = "pass"
	KindLife      Kind = "life"
	KindPoison    Kind = "poison"
	KindAttack    Kind = "attack"
	KindTarget    Kind = "target"
	KindEliminate Kind = "eliminate"
	KindPoints    Kind = "points"
	KindRoles     Kind = "roles"
	KindPairs     Kind = "pairs"
	KindEnd       Kind = "end"
	KindDeck      Kind = "deck"
	KindTime      Kind = "time"
	KindUndo      Kind = "undo"
	KindRedo      Kind = "redo"
)

// Event is one record of the game after the setup. The concrete types are
// Pass, LifeChange, Poison, Attack, Target, Eliminate, Points, Roles,
// SetPairs, End, Deck, Undo and Redo.
type Event interface {
	Type() Kind
}

// Pass ends the active player's turn (C-2).
type Pass struct{}

// Change is one player's signed life change.
type Change struct {
	Seat  int
	Delta int
}

// LifeChange changes the life of one or more players at once, optionally
// naming the source player (C-4, C-5, B-7). Deltas are limited to ±MaxDelta.
type LifeChange struct {
	Changes []Change
	Source  int // NoSeat if none
}

// MaxDelta is the largest life change or points change one event may make.
const MaxDelta = 9999

// Attack records that the active player attacks the defenders (C-6).
type Attack struct {
	Attacker  int
	Defenders []int
}

// TargetKind says what of the owner's is targeted (C-6).
type TargetKind string

// The kinds of target (C-6).
const (
	TargetPlayer    TargetKind = "player"
	TargetPermanent TargetKind = "permanent"
	TargetSpell     TargetKind = "spell"
	TargetLibrary   TargetKind = "library"
	TargetGraveyard TargetKind = "graveyard"
)

// TargetKinds lists every kind of target in the order a menu shows them.
var TargetKinds = [...]TargetKind{TargetPlayer, TargetPermanent, TargetSpell, TargetLibrary, TargetGraveyard}

// Target records a spell or ability of actor that targets the player owner
// (kind player) or something owner controls or owns (C-6).
type Target struct {
	Actor int
	Owner int
	Kind  TargetKind
}

// Cause says why an Eliminate event removes players (C-5).
type Cause string

// The causes of an Eliminate event (C-5); CauseLife is used by the rules for
// players whose life reached 0, CausePassivity for B-6 losses and
// CausePoison also for players with 10 or more poison counters (C-11).
const (
	CausePoison    Cause = "poison"
	CauseLibrary   Cause = "library"
	CauseConcede   Cause = "concede"
	CauseOther     Cause = "other"
	CauseLife      Cause = "life"
	CausePassivity Cause = "passivity"
)

// Causes lists the causes an Eliminate event may name, in menu order.
var Causes = [...]Cause{CausePoison, CauseLibrary, CauseConcede, CauseOther}

// Eliminate removes players for a reason other than life (C-5).
type Eliminate struct {
	Seats   []int
	Culprit int // NoSeat if nobody
	Cause   Cause
}

// Points adds (or with a negative Delta removes) points by hand (L-11).
type Points struct {
	Seat   int
	Delta  int
	Reason string
}

// Roles sets the Lord, the pairs and the waiting player by hand before the
// game has started (L-1, L-7a).
type Roles struct {
	Lord    int
	Pairs   []Pair
	Waiting int // NoSeat if nobody waits (odd player count)
}

// SetPairs sets the pairs by hand (L-7). It is the game file's "pairs".
type SetPairs struct {
	Pairs []Pair
}

// End ends the game early (L-12).
type End struct{}

// Undo takes back the last event that was not undone (C-8).
type Undo struct{}

// Redo applies the last undone event again (C-8).
type Redo struct{}

// Type implements Event.
func (Pass) Type() Kind { return KindPass }

// Type implements Event.
func (LifeChange) Type() Kind { return KindLife }

// Type implements Event.
func (Attack) Type() Kind { return KindAttack }

// Type implements Event.
func (Target) Type() Kind { return KindTarget }

// Type implements Event.
func (Eliminate) Type() Kind { return KindEliminate }

// Type implements Event.
func (Points) Type() Kind { return KindPoints }

// Type implements Event.
func (Roles) Type() Kind { return KindRoles }

// Type implements Event.
func (SetPairs) Type() Kind { return KindPairs }

// Type implements Event.
func (End) Type() Kind { return KindEnd }

// Type implements Event.
func (Undo) Type() Kind { return KindUndo }

// Type implements Event.
func (Redo) Type() Kind { return KindRedo }
