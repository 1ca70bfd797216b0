package rules

import "strconv"

// RefusalKey says what a RuleError refuses, one key per reason. The
// comment of each key says the rule and the arguments it uses; package
// wording holds the words for each. Seat numbers in Numbers count from 0,
// as seats do everywhere in rules; the words say how they are shown.
type RefusalKey uint8

// The reasons for refusing an event (Apply, NewGame).
const (
	// RefuseNoEvent: there is no event (C-7).
	RefuseNoEvent RefusalKey = iota
	// RefuseUnknownEvent: Text is the Go type of an event rules does not
	// know (C-7).
	RefuseUnknownEvent
	// RefuseGameOver: the game is over; only undo and redo are accepted
	// (C-10).
	RefuseGameOver
	// RefuseNothingToUndo: there is nothing to undo (C-8).
	RefuseNothingToUndo
	// RefuseNothingToRedo: there is nothing to redo (C-8).
	RefuseNothingToRedo
	// RefuseEmptySeatList: the list of seats of Part is empty (C-6a).
	RefuseEmptySeatList
	// RefuseSeatNamedTwice: Seats[0] is named twice in one list (C-6a).
	RefuseSeatNamedTwice
	// RefuseNegativeSeat: Part names a negative seat, which is not "nobody"
	// (C-6a).
	RefuseNegativeSeat
	// RefuseNoSuchSeat: Part names seat Numbers[0], which does not exist
	// (C-6a).
	RefuseNoSuchSeat
	// RefuseSeatOut: Part names Seats[0], who is out of the game (C-6a).
	RefuseSeatOut
	// RefuseSeatWaiting: Part names Seats[0], who is waiting (C-6a).
	RefuseSeatWaiting
	// RefuseAttackerNotActive: only the active player Seats[0] can attack,
	// not Seats[1] (C-6).
	RefuseAttackerNotActive
	// RefuseAttackSelf: Seats[0] attacks themselves (C-6).
	RefuseAttackSelf
	// RefuseUnknownTargetKind: Text is not a kind of target (C-6).
	RefuseUnknownTargetKind
	// RefuseLifeChangeTooLarge: a life change is at most Numbers[0], not
	// Numbers[1] (C-4).
	RefuseLifeChangeTooLarge
	// RefuseUnknownCause: Text is not a cause of elimination (C-5).
	RefuseUnknownCause
	// RefuseAttackNotIT: only the IT Seats[0] may be attacked; Seats[1] is
	// not the IT (B-3).
	RefuseAttackNotIT
	// RefuseTargetNotIT: only the IT Seats[0], the IT's things or one's
	// own may be targeted; Seats[1] is not the IT (B-3).
	RefuseTargetNotIT
	// RefuseAttackLord: the Lord Seats[0] may not be attacked (L-3).
	RefuseAttackLord
	// RefuseTargetLord: the Lord Seats[0] may not be targeted as a player
	// (L-3).
	RefuseTargetLord
	// RefuseAttackProtected: Seats[0] is protected and may not be attacked
	// (L-8).
	RefuseAttackProtected
	// RefuseTargetProtected: Seats[0] is protected: neither they nor their
	// things may be targeted (L-8).
	RefuseTargetProtected
	// RefuseRolesNotLord: roles exist only in Lord is killing you (L-1).
	RefuseRolesNotLord
	// RefuseRolesTooLate: roles can be set only before anything else
	// happens in the game (L-1).
	RefuseRolesTooLate
	// RefuseNoSeatForLord: there is no seat Numbers[0] for the Lord (L-1).
	RefuseNoSeatForLord
	// RefuseNobodyWaits: with Numbers[0] players (odd) nobody waits (L-1).
	RefuseNobodyWaits
	// RefuseSomeoneWaits: with Numbers[0] players (even) one player must
	// wait (L-1).
	RefuseSomeoneWaits
	// RefuseLordWaiting: the Lord cannot be the waiting player (L-1).
	RefuseLordWaiting
	// RefusePairsNotLord: pairs exist only in Lord is killing you (L-7).
	RefusePairsNotLord
	// RefusePairNoSuchSeat: a pair names seat Numbers[0], which does not
	// exist (L-1, L-7).
	RefusePairNoSuchSeat
	// RefusePairWithLord: the Lord cannot be in a pair (L-1, L-7).
	RefusePairWithLord
	// RefusePairWithWaiting: the waiting player cannot be in a pair (L-1,
	// L-7).
	RefusePairWithWaiting
	// RefusePairedTwice: seat Numbers[0] is in more than one pair or out of
	// the game (L-1, L-7).
	RefusePairedTwice
	// RefuseUnpaired: seat Numbers[0] is in no pair (L-1, L-7).
	RefuseUnpaired
	// RefusePointsNotLord: points exist only in Lord is killing you (L-11).
	RefusePointsNotLord
	// RefusePointsChange: a points change must be 1 to Numbers[0] points up
	// or down, not Numbers[1] (L-11).
	RefusePointsChange
	// RefusePointsNoReason: a points change needs a reason (L-11).
	RefusePointsNoReason
	// RefuseReasonTooLong: the reason must be text of at most Numbers[0]
	// characters (L-11).
	RefuseReasonTooLong
	// RefuseReasonControl: the reason holds the control character whose
	// code point is Numbers[0] (L-11).
	RefuseReasonControl

	// The reasons for refusing a setup (Setup.Validate, CheckName).

	// RefuseUnknownVariant: Numbers[0] is not a variant (C-1).
	RefuseUnknownVariant
	// RefusePlayerCount: Variant needs Numbers[0] to Numbers[1] players,
	// not Numbers[2] (C-1).
	RefusePlayerCount
	// RefuseSeatName: the name at seat Numbers[0] is refused by Name; the
	// seat is shown counted from 0, as in the game file (C-1).
	RefuseSeatName
	// RefuseSameName: seats Numbers[0] and Numbers[1] have the same name
	// Text; the seats are shown counted from 0, as in the game file (C-1).
	RefuseSameName
	// RefuseStartingLife: starting life must be Numbers[0] to Numbers[1],
	// not Numbers[2] (C-4).
	RefuseStartingLife
	// RefuseTargetScore: the target score must be Numbers[0] to Numbers[1],
	// not Numbers[2] (L-1).
	RefuseTargetScore
	// RefuseFirstSeat: the first seat must be 0 to Numbers[0], not
	// Numbers[1] (C-3).
	RefuseFirstSeat
	// RefuseNameNotText: the name is not valid UTF-8 (C-1).
	RefuseNameNotText
	// RefuseNameEmpty: the name is empty (C-1).
	RefuseNameEmpty
	// RefuseNameSpaces: the name Text starts or ends with a space (C-1).
	RefuseNameSpaces
	// RefuseNameInvisible: the name Text holds the invisible or control
	// character whose code point is Numbers[0] (C-1).
	RefuseNameInvisible
	// RefuseNameNotVisible: the name Text has no visible character (C-1).
	RefuseNameNotVisible
	// RefuseNameTooLong: the name Text is Numbers[0] characters long; at
	// most Numbers[1] (C-1).
	RefuseNameTooLong

	// The reasons package names and the setup screen give for a name as
	// typed (C-1): the setup screen's own wording of the checks above.

	// RefuseTypedNameEmpty: a name cannot be empty.
	RefuseTypedNameEmpty
	// RefuseTypedNameSpaces: the name Text starts or ends with a space.
	RefuseTypedNameSpaces
	// RefuseTypedNameInvisible: the name Text holds the invisible or
	// control character whose code point is Numbers[0].
	RefuseTypedNameInvisible
	// RefuseTypedNameTooLong: the name Text is Numbers[0] characters long;
	// at most Numbers[1].
	RefuseTypedNameTooLong
	// RefuseTypedSeatName: the name at seat Numbers[0] is refused by Name;
	// the seat is shown counted from 1.
	RefuseTypedSeatName
	// RefuseTypedSameName: seats Numbers[0] and Numbers[1] are both called
	// Text; the seats are shown counted from 1.
	RefuseTypedSameName
	// RefuseNameTaken: seat Numbers[0] is already called Text; the seat is
	// shown counted from 1.
	RefuseNameTaken
	// RefusePoisonNoChange: a change of 0 poison counters (C-11).
	RefusePoisonNoChange
	// RefusePoisonChangeTooLarge: a change of poison counters is at most
	// Numbers[0] either way, not Numbers[1] (C-11).
	RefusePoisonChangeTooLarge
	// RefusePoisonBelowZero: Seats[0] has Numbers[0] poison counters and
	// cannot change by Numbers[1] (C-11).
	RefusePoisonBelowZero
	// RefuseDeckCount: the setup names decks for Numbers[1] seats, not
	// one for each of its Numbers[0] seats.
	RefuseDeckCount
	// RefuseSeatDeck: the deck of seat Numbers[0] is refused by Name
	// (C-1's character rules); the seat is shown counted from 1.
	RefuseSeatDeck
	// RefuseNameLoneModifier: the name Text holds the zero-width joiner,
	// variation selector or skin tone Numbers[0] where it modifies
	// nothing: a joiner stands between two emoji, the others right after
	// the character they change (C-1's Decision).
	RefuseNameLoneModifier
	// RefuseTimeCalledTwice: time is called already, at turn Numbers[0]
	// (N-1).
	RefuseTimeCalledTwice
	// RefuseTimeTurns: the turns still to play are 0 to Numbers[0], not
	// Numbers[1] (N-1).
	RefuseTimeTurns

	// RefusalKeyCount is the number of refusal keys.
	RefusalKeyCount
)

// refusalIDs are the keys' identifiers, for developers and message
// catalogues.
var refusalIDs = [RefusalKeyCount]string{
	"no-event", "unknown-event", "game-over", "nothing-to-undo", "nothing-to-redo",
	"empty-seat-list", "seat-named-twice", "negative-seat", "no-such-seat", "seat-out", "seat-waiting",
	"attacker-not-active", "attack-self", "unknown-target-kind", "life-change-too-large", "unknown-cause",
	"attack-not-it", "target-not-it", "attack-lord", "target-lord", "attack-protected", "target-protected",
	"roles-not-lord", "roles-too-late", "no-seat-for-lord", "nobody-waits", "someone-waits", "lord-waiting",
	"pairs-not-lord", "pair-no-such-seat", "pair-with-lord", "pair-with-waiting", "paired-twice", "unpaired",
	"points-not-lord", "points-change", "points-no-reason", "reason-too-long", "reason-control",
	"unknown-variant", "player-count", "seat-name", "same-name", "starting-life", "target-score", "first-seat",
	"name-not-text", "name-empty", "name-spaces", "name-invisible", "name-not-visible", "name-too-long",
	"typed-name-empty", "typed-name-spaces", "typed-name-invisible", "typed-name-too-long",
	"typed-seat-name", "typed-same-name", "name-taken",
	"poison-no-change", "poison-change-too-large", "poison-below-zero",
	"deck-count", "seat-deck", "name-lone-modifier", "time-called-twice", "time-turns",
}

// String returns the key's identifier, "attack-not-it", for developers and
// message catalogues.
func (k RefusalKey) String() string {
	if k < RefusalKeyCount {
		return refusalIDs[k]
	}
	return "refusal-" + strconv.Itoa(int(k))
}
