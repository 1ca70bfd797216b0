package wording

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"rolekeeper/rules"
)

// ErrorText is the text of err for people. A refusal of the rules
// (*rules.RuleError), alone or at a line of a game file
// (*rules.LineError), is said in words with its rule id first: "B-3: only
// the IT (Ana) may be attacked; Cem is not the IT". Any other error is its
// own text.
func ErrorText(err error) string {
	switch e := err.(type) {
	case nil:
		return ""
	case *rules.RuleError:
		return RefusalText(e)
	case *rules.LineError:
		return strconv.Itoa(e.Line) + ": " + ErrorText(e.Err)
	}
	return err.Error()
}

// RefusalText says a refusal with its rule id first, as C-7 asks: "B-3:
// only the IT (Ana) may be attacked; Cem is not the IT".
func RefusalText(e *rules.RuleError) string {
	return e.Rule + ": " + Refusal(e.Key, e.Args, e.Names)
}

// Refusal says why the rules refuse an event or a setup, in English,
// without the rule id: key and args as a *rules.RuleError carries them,
// names the players' names by seat, for the seats of args.
func Refusal(key rules.RefusalKey, args rules.RefusalArgs, names []string) string {
	r := refusalArgs{args, names}
	switch key {
	case rules.RefuseNoEvent, rules.RefuseUnknownEvent, rules.RefuseGameOver,
		rules.RefuseNothingToUndo, rules.RefuseNothingToRedo:
		return r.history(key)
	case rules.RefuseEmptySeatList, rules.RefuseSeatNamedTwice, rules.RefuseNegativeSeat,
		rules.RefuseNoSuchSeat, rules.RefuseSeatOut, rules.RefuseSeatWaiting:
		return r.seatNamed(key)
	case rules.RefuseAttackerNotActive, rules.RefuseAttackSelf, rules.RefuseUnknownTargetKind,
		rules.RefuseLifeChangeTooLarge, rules.RefuseUnknownCause:
		return r.common(key)
	case rules.RefuseAttackNotIT, rules.RefuseTargetNotIT, rules.RefuseAttackLord,
		rules.RefuseTargetLord, rules.RefuseAttackProtected, rules.RefuseTargetProtected:
		return r.role(key)
	case rules.RefuseRolesNotLord, rules.RefuseRolesTooLate, rules.RefuseNoSeatForLord,
		rules.RefuseNobodyWaits, rules.RefuseSomeoneWaits, rules.RefuseLordWaiting:
		return r.roles(key)
	case rules.RefusePairsNotLord, rules.RefusePairNoSuchSeat, rules.RefusePairWithLord,
		rules.RefusePairWithWaiting, rules.RefusePairedTwice, rules.RefuseUnpaired:
		return r.pairs(key)
	case rules.RefusePointsNotLord, rules.RefusePointsChange, rules.RefusePointsNoReason,
		rules.RefuseReasonTooLong, rules.RefuseReasonControl:
		return r.points(key)
	case rules.RefuseUnknownVariant, rules.RefusePlayerCount, rules.RefuseSeatName,
		rules.RefuseSameName, rules.RefuseStartingLife, rules.RefuseTargetScore, rules.RefuseFirstSeat:
		return r.setup(key)
	}
	return r.name(key)
}

// refusalArgs reads the arguments of a refusal; a missing one reads as
// nobody, 0 or "", never a panic.
type refusalArgs struct {
	rules.RefusalArgs
	names []string
}

// seat is the name of the i-th seat of the arguments.
func (r refusalArgs) seat(i int) string {
	if i >= len(r.Seats) || r.Seats[i] < 0 || r.Seats[i] >= len(r.names) {
		return "nobody"
	}
	return r.names[r.Seats[i]]
}

// n is the i-th number of the arguments.
func (r refusalArgs) n(i int) int {
	if i >= len(r.Numbers) {
		return 0
	}
	return r.Numbers[i]
}

// part names the part of an event that names seats (C-6a).
func (r refusalArgs) part() string {
	words := [rules.EventPartCount]string{"", "attacker", "defenders", "actor", "owner", "life change",
		"source", "eliminated players", "culprit", "points"}
	if r.Part < rules.EventPartCount {
		return words[r.Part]
	}
	return ""
}

func (r refusalArgs) history(key rules.RefusalKey) string {
	switch key {
	case rules.RefuseUnknownEvent:
		return "unknown event " + r.Text
	case rules.RefuseGameOver:
		return "the game is over; only undo and redo are accepted"
	case rules.RefuseNothingToUndo:
		return "there is nothing to undo"
	case rules.RefuseNothingToRedo:
		return "there is nothing to redo"
	}
	return "no event"
}

func (r refusalArgs) seatNamed(key rules.RefusalKey) string {
	switch key {
	case rules.RefuseEmptySeatList:
		return "the " + r.part() + " list is empty"
	case rules.RefuseSeatNamedTwice:
		return r.seat(0) + " is named twice"
	case rules.RefuseNegativeSeat:
		return r.part() + ": a negative seat names nobody (write null for nobody)"
	case rules.RefuseNoSuchSeat:
		return fmt.Sprintf("%s: there is no seat %d", r.part(), r.n(0))
	case rules.RefuseSeatWaiting:
		return r.part() + ": " + r.seat(0) + " is waiting"
	}
	return r.part() + ": " + r.seat(0) + " is out of the game"
}

func (r refusalArgs) common(key rules.RefusalKey) string {
	switch key {
	case rules.RefuseAttackerNotActive:
		return fmt.Sprintf("only the active player (%s) can attack, not %s", r.seat(0), r.seat(1))
	case rules.RefuseAttackSelf:
		return r.seat(0) + " cannot attack themselves"
	case rules.RefuseUnknownTargetKind:
		return fmt.Sprintf("unknown target kind %q", r.Text)
	case rules.RefuseLifeChangeTooLarge:
		return fmt.Sprintf("a life change is at most %d, not %d", r.n(0), r.n(1))
	}
	return fmt.Sprintf("unknown cause %q (poison, library, concede or other)", r.Text)
}

func (r refusalArgs) role(key rules.RefusalKey) string {
	switch key {
	case rules.RefuseAttackNotIT:
		return fmt.Sprintf("only the IT (%s) may be attacked; %s is not the IT", r.seat(0), r.seat(1))
	case rules.RefuseTargetNotIT:
		return fmt.Sprintf("only the IT (%s), the IT's things or your own may be targeted; %s is not the IT", r.seat(0), r.seat(1))
	case rules.RefuseAttackLord:
		return "the Lord (" + r.seat(0) + ") may not be attacked"
	case rules.RefuseTargetLord:
		return "the Lord (" + r.seat(0) + ") may not be targeted as a player"
	case rules.RefuseAttackProtected:
		return r.seat(0) + " is protected and may not be attacked"
	}
	return r.seat(0) + " is protected: neither they nor their things may be targeted"
}

func (r refusalArgs) roles(key rules.RefusalKey) string {
	switch key {
	case rules.RefuseRolesTooLate:
		return "roles can be set only before anything else happens in the game"
	case rules.RefuseNoSeatForLord:
		return fmt.Sprintf("there is no seat %d for the Lord", r.n(0))
	case rules.RefuseNobodyWaits:
		return fmt.Sprintf("with %d players nobody waits", r.n(0))
	case rules.RefuseSomeoneWaits:
		return fmt.Sprintf("with %d players one player must wait", r.n(0))
	case rules.RefuseLordWaiting:
		return "the Lord cannot be the waiting player"
	}
	return "roles exist only in Lord is killing you"
}

func (r refusalArgs) pairs(key rules.RefusalKey) string {
	switch key {
	case rules.RefusePairNoSuchSeat:
		return fmt.Sprintf("there is no seat %d", r.n(0))
	case rules.RefusePairWithLord:
		return "the Lord cannot be in a pair"
	case rules.RefusePairWithWaiting:
		return "the waiting player cannot be in a pair"
	case rules.RefusePairedTwice:
		return fmt.Sprintf("seat %d is in more than one pair or out of the game", r.n(0))
	case rules.RefuseUnpaired:
		return fmt.Sprintf("seat %d is in no pair; every playing player but the Lord needs one", r.n(0))
	}
	return "pairs exist only in Lord is killing you"
}

func (r refusalArgs) points(key rules.RefusalKey) string {
	switch key {
	case rules.RefusePointsChange:
		return fmt.Sprintf("a points change must be 1 to %d points up or down, not %d", r.n(0), r.n(1))
	case rules.RefusePointsNoReason:
		return "a points change needs a reason"
	case rules.RefuseReasonTooLong:
		return fmt.Sprintf("the reason must be text of at most %d characters", r.n(0))
	case rules.RefuseReasonControl:
		return fmt.Sprintf("the reason holds a control character (U+%04X)", r.n(0))
	}
	return "points exist only in Lord is killing you"
}

func (r refusalArgs) setup(key rules.RefusalKey) string {
	switch key {
	case rules.RefuseUnknownVariant:
		return fmt.Sprintf("unknown variant %d", r.n(0))
	case rules.RefusePlayerCount:
		return fmt.Sprintf("%s needs %d to %d players, not %d", r.Variant.Title(), r.n(0), r.n(1), r.n(2))
	case rules.RefuseSeatName:
		return fmt.Sprintf("seat %d: %s", r.n(0), r.inner())
	case rules.RefuseSameName:
		return fmt.Sprintf("seats %d and %d have the same name %q", r.n(0), r.n(1), r.Text)
	case rules.RefuseStartingLife:
		return fmt.Sprintf("starting life must be %d to %d, not %d", r.n(0), r.n(1), r.n(2))
	case rules.RefuseTargetScore:
		return fmt.Sprintf("the target score must be %d to %d, not %d", r.n(0), r.n(1), r.n(2))
	}
	return fmt.Sprintf("the first seat must be 0 to %d (seats count from 0), not %d", r.n(0), r.n(1))
}

// inner is the reason of the refused name of a setup, without its rule id.
func (r refusalArgs) inner() string {
	if r.Name == nil {
		return ""
	}
	return Refusal(r.Name.Key, r.Name.Args, r.Name.Names)
}

// name says why a name is refused: in a setup ("the name …") or as typed
// on the setup screen and checked by package names.
func (r refusalArgs) name(key rules.RefusalKey) string {
	quoted := Quoted(r.Text)
	var what string
	switch key {
	case rules.RefuseNameNotText:
		return "the name is not valid text"
	case rules.RefuseNameEmpty:
		return "the name is empty"
	case rules.RefuseTypedNameEmpty:
		return "a name cannot be empty"
	case rules.RefuseTypedSeatName:
		return fmt.Sprintf("seat %d: %s", r.n(0)+1, r.inner())
	case rules.RefuseTypedSameName:
		return fmt.Sprintf("seats %d and %d are both called %s", r.n(0)+1, r.n(1)+1, quoted)
	case rules.RefuseNameTaken:
		return fmt.Sprintf("seat %d is already called %s", r.n(0)+1, r.Text)
	case rules.RefuseNameSpaces, rules.RefuseTypedNameSpaces:
		what = quoted + " starts or ends with a space"
	case rules.RefuseNameInvisible, rules.RefuseTypedNameInvisible:
		what = fmt.Sprintf("%s holds an invisible or control character (%s)", quoted, CharName(rune(r.n(0))))
	case rules.RefuseNameTooLong, rules.RefuseTypedNameTooLong:
		what = fmt.Sprintf("%s is %d characters long; at most %d", quoted, r.n(0), r.n(1))
	case rules.RefuseNameNotVisible:
		what = quoted + " has no visible character"
	default:
		return key.String()
	}
	switch key {
	case rules.RefuseTypedNameSpaces, rules.RefuseTypedNameInvisible, rules.RefuseTypedNameTooLong:
		return what
	}
	return "the name " + what
}

// Quoted quotes a name for a message without its invisible and control
// characters, which would garble the screen or show as escape codes.
func Quoted(name string) string {
	clean := strings.Map(func(r rune) rune {
		if r == utf8.RuneError || unicode.IsControl(r) || unicode.Is(unicode.Cf, r) || rules.IsBlank(r) {
			return -1
		}
		return r
	}, name)
	return "\u201c" + clean + "\u201d"
}

// CharName names an invisible or control character for a message: "a
// zero-width joiner, U+200D".
func CharName(r rune) string {
	names := map[rune]string{
		'\u200b': "a zero-width space", '\u200c': "a zero-width non-joiner", '\u200d': "a zero-width joiner",
		'\u2060': "a word joiner", '\ufeff': "a byte order mark", '\t': "a tab", '\n': "a line break",
		'\u034f': "a combining grapheme joiner", '\u2800': "a blank Braille pattern",
	}
	if n, ok := names[r]; ok {
		return fmt.Sprintf("%s, U+%04X", n, r)
	}
	return fmt.Sprintf("U+%04X", r)
}
