package wording

import (
	"testing"

	"rolekeeper/rules"
)

// TestRefusalTexts says every refusal of the rules in English words, as
// the rules said it before they held no words: one case per key, and a
// test fails when a key has no case.
func TestRefusalTexts(t *testing.T) {
	names := []string{"Ana", "Ben", "Cem"}
	seats := func(s ...int) rules.RefusalArgs { return rules.RefusalArgs{Seats: s} }
	nums := func(n ...int) rules.RefusalArgs { return rules.RefusalArgs{Numbers: n} }
	text := func(s string, n ...int) rules.RefusalArgs { return rules.RefusalArgs{Text: s, Numbers: n} }
	part := func(p rules.EventPart, n ...int) rules.RefusalArgs { return rules.RefusalArgs{Part: p, Numbers: n} }
	inner := &rules.RuleError{Rule: "C-1", Key: rules.RefuseNameEmpty}
	cases := []struct {
		key  rules.RefusalKey
		args rules.RefusalArgs
		want string
	}{
		{rules.RefuseNoEvent, rules.RefusalArgs{}, "no event"},
		{rules.RefuseUnknownEvent, text("main.odd"), "unknown event main.odd"},
		{rules.RefuseGameOver, rules.RefusalArgs{}, "the game is over; only undo and redo are accepted"},
		{rules.RefuseNothingToUndo, rules.RefusalArgs{}, "there is nothing to undo"},
		{rules.RefuseNothingToRedo, rules.RefusalArgs{}, "there is nothing to redo"},
		{rules.RefuseEmptySeatList, part(rules.PartEliminated), "the eliminated players list is empty"},
		{rules.RefuseSeatNamedTwice, seats(1), "Ben is named twice"},
		{rules.RefuseNegativeSeat, part(rules.PartCulprit), "culprit: a negative seat names nobody (write null for nobody)"},
		{rules.RefuseNoSuchSeat, part(rules.PartPoints, 6), "points: there is no seat 6"},
		{rules.RefuseSeatOut, rules.RefusalArgs{Part: rules.PartSource, Seats: []int{2}}, "source: Cem is out of the game"},
		{rules.RefuseSeatWaiting, rules.RefusalArgs{Part: rules.PartLifeChange, Seats: []int{2}}, "life change: Cem is waiting"},
		{rules.RefuseAttackerNotActive, seats(0, 1), "only the active player (Ana) can attack, not Ben"},
		{rules.RefuseAttackSelf, seats(1), "Ben cannot attack themselves"},
		{rules.RefuseUnknownTargetKind, text("creature"), `unknown target kind "creature"`},
		{rules.RefuseLifeChangeTooLarge, nums(9999, 10000), "a life change is at most 9999, not 10000"},
		{rules.RefusePoisonNoChange, rules.RefusalArgs{}, "a change of 0 poison counters changes nothing"},
		{rules.RefusePoisonChangeTooLarge, nums(99, -100), "a change of poison counters is at most 99, not -100"},
		{rules.RefusePoisonBelowZero, rules.RefusalArgs{Seats: []int{1}, Numbers: []int{2, -3}}, "Ben has 2 poison counters and cannot lose 3"},
		{rules.RefuseUnknownCause, text("magic"), `unknown cause "magic" (poison, library, concede or other)`},
		{rules.RefuseAttackNotIT, seats(0, 2), "only the IT (Ana) may be attacked; Cem is not the IT"},
		{rules.RefuseTargetNotIT, seats(0, 2), "only the IT (Ana), the IT's things or your own may be targeted; Cem is not the IT"},
		{rules.RefuseAttackLord, seats(0), "the Lord (Ana) may not be attacked"},
		{rules.RefuseTargetLord, seats(0), "the Lord (Ana) may not be targeted as a player"},
		{rules.RefuseAttackProtected, seats(1), "Ben is protected and may not be attacked"},
		{rules.RefuseTargetProtected, seats(1), "Ben is protected: neither they nor their things may be targeted"},
		{rules.RefuseRolesNotLord, rules.RefusalArgs{}, "roles exist only in Lord is killing you"},
		{rules.RefuseRolesTooLate, rules.RefusalArgs{}, "roles can be set only before anything else happens in the game"},
		{rules.RefuseNoSeatForLord, nums(9), "there is no seat 9 for the Lord"},
		{rules.RefuseNobodyWaits, nums(5), "with 5 players nobody waits"},
		{rules.RefuseSomeoneWaits, nums(6), "with 6 players one player must wait"},
		{rules.RefuseLordWaiting, rules.RefusalArgs{}, "the Lord cannot be the waiting player"},
		{rules.RefusePairsNotLord, rules.RefusalArgs{}, "pairs exist only in Lord is killing you"},
		{rules.RefusePairNoSuchSeat, nums(-1), "there is no seat -1"},
		{rules.RefusePairWithLord, rules.RefusalArgs{}, "the Lord cannot be in a pair"},
		{rules.RefusePairWithWaiting, rules.RefusalArgs{}, "the waiting player cannot be in a pair"},
		{rules.RefusePairedTwice, nums(3), "seat 3 is in more than one pair or out of the game"},
		{rules.RefuseUnpaired, nums(4), "seat 4 is in no pair; every playing player but the Lord needs one"},
		{rules.RefusePointsNotLord, rules.RefusalArgs{}, "points exist only in Lord is killing you"},
		{rules.RefusePointsChange, nums(9999, 0), "a points change must be 1 to 9999 points up or down, not 0"},
		{rules.RefusePointsNoReason, rules.RefusalArgs{}, "a points change needs a reason"},
		{rules.RefuseReasonTooLong, nums(200), "the reason must be text of at most 200 characters"},
		{rules.RefuseReasonControl, nums(7), "the reason holds a control character (U+0007)"},
		{rules.RefuseUnknownVariant, nums(7), "unknown variant 7"},
		{rules.RefusePlayerCount, rules.RefusalArgs{Variant: rules.Lord, Numbers: []int{5, 12, 4}}, "Lord is killing you needs 5 to 12 players, not 4"},
		{rules.RefuseSeatName, rules.RefusalArgs{Numbers: []int{1}, Name: inner}, "seat 1: the name is empty"},
		{rules.RefuseSeatDeck, rules.RefusalArgs{Numbers: []int{2}, Name: inner}, "the deck of seat 2: the name is empty"},
		{rules.RefuseDeckCount, nums(5, 3), "decks name 3 seats; one deck or null for each of the 5 seats"},
		{rules.RefuseSameName, text("Ana", 0, 2), `seats 0 and 2 have the same name "Ana"`},
		{rules.RefuseStartingLife, nums(1, 999, 0), "starting life must be 1 to 999, not 0"},
		{rules.RefuseTargetScore, nums(1, 99, 100), "the target score must be 1 to 99, not 100"},
		{rules.RefuseFirstSeat, nums(2, 3), "the first seat must be 0 to 2 (seats count from 0), not 3"},
		{rules.RefuseNameNotText, rules.RefusalArgs{}, "the name is not valid text"},
		{rules.RefuseNameEmpty, rules.RefusalArgs{}, "the name is empty"},
		{rules.RefuseNameSpaces, text(" Ana"), "the name “ Ana” starts or ends with a space"},
		{rules.RefuseNameInvisible, text("A\u200dna", 0x200d), "the name “Ana” holds an invisible or control character (a zero-width joiner, U+200D)"},
		{rules.RefuseNameLoneModifier, text("A\u200dna", 0x200d), "“Ana” holds a character out of place (a zero-width joiner, U+200D): " +
			"a joiner stands only between two emoji, a variation selector or skin tone only right after the character it changes"},
		{rules.RefuseNameNotVisible, text("\u0301"), "the name “\u0301” has no visible character"},
		{rules.RefuseNameTooLong, text("Ana", 25, 24), "the name “Ana” is 25 characters long; at most 24"},
		{rules.RefuseTypedNameEmpty, rules.RefusalArgs{}, "a name cannot be empty"},
		{rules.RefuseTypedNameSpaces, text("Ana "), "“Ana ” starts or ends with a space"},
		{rules.RefuseTypedNameInvisible, text("A\tna", '\t'), "“Ana” holds an invisible or control character (a tab, U+0009)"},
		{rules.RefuseTypedNameTooLong, text("Ana", 25, 24), "“Ana” is 25 characters long; at most 24"},
		{rules.RefuseTypedSeatName, rules.RefusalArgs{Numbers: []int{1}, Name: inner}, "seat 2: the name is empty"},
		{rules.RefuseTypedSameName, text("ana", 0, 2), "seats 1 and 3 are both called “ana”"},
		{rules.RefuseNameTaken, text("Zoë", 0), "seat 1 is already called Zoë"},
		{rules.RefuseTimeCalledTwice, nums(7), "time is called already, in turn 7"},
		{rules.RefuseTimeTurns, nums(12, 13), "the turns still to play are 0 to 12, not 13"},
	}
	w := English()
	tested := map[rules.RefusalKey]bool{}
	for _, c := range cases {
		tested[c.key] = true
		if got := w.Refusal(c.key, c.args, names); got != c.want {
			t.Errorf("%s: got %q, want %q", c.key, got, c.want)
		}
	}
	for k := range rules.RefusalKeyCount {
		if !tested[k] {
			t.Errorf("refusal %s has no test of its words", k)
		}
	}
}

// TestRefusalTextStartsWithTheRule: a refusal reads "B-3: reason", alone
// and at a line of a game file (C-7), and arguments that are missing
// read as nobody or 0 rather than a panic.
func TestRefusalTextStartsWithTheRule(t *testing.T) {
	w := English()
	re := &rules.RuleError{Rule: "B-3", Key: rules.RefuseAttackNotIT, Args: rules.RefusalArgs{Seats: []int{0}},
		Names: []string{"Ana"}}
	if got := w.ErrorText(re); got != "B-3: only the IT (Ana) may be attacked; nobody is not the IT" {
		t.Errorf("got %q", got)
	}
	if got := w.ErrorText(lineError{4, re}); got != "4: B-3: only the IT (Ana) may be attacked; nobody is not the IT" {
		t.Errorf("got %q", got)
	}
	if got := w.Refusal(rules.RefusalKeyCount, rules.RefusalArgs{}, nil); got == "" {
		t.Error("an unknown key says nothing")
	}
}

// lineError is a LineError like the journal's.
type lineError struct {
	line int
	err  error
}

func (e lineError) Error() string   { return "line" }
func (e lineError) LineNumber() int { return e.line }
func (e lineError) Unwrap() error   { return e.err }
