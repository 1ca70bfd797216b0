package wording

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"rolekeeper/rules"
)

// Refusals say why the rules refuse an event or a setup (C-7). A refusal
// (*rules.RuleError) carries no words, only its rule id, a key and its
// arguments; its sentence is made here, one per key, without the rule id,
// which RefusalText puts first in every language.
type Refusals struct {
	// Reasons are the sentences, indexed by key; each gets what the
	// refusal names (seats by name, numbers, text) through Refused.
	Reasons [rules.RefusalKeyCount]func(r Refused) string
	// Part names the part of an event that names seats (C-6a):
	// "defenders", "culprit".
	Part func(p rules.EventPart) string
	// Quote quotes a name as the language does: “Ana”.
	Quote func(name string) string
	// Char names an invisible or control character: "a zero-width
	// joiner, U+200D".
	Char func(r rune) string
}

// Refused is what a refusal names, ready for a sentence of one language:
// its seats by name, its numbers and its text. A missing argument reads
// as nobody, 0 or "", never a panic.
type Refused struct {
	args  rules.RefusalArgs
	names []string
	w     *Words
}

// Seat is the name of the refusal's i-th seat.
func (r Refused) Seat(i int) string {
	if i >= len(r.args.Seats) || r.args.Seats[i] < 0 || r.args.Seats[i] >= len(r.names) {
		return r.w.Common.Nobody
	}
	return Excerpt(r.names[r.args.Seats[i]])
}

// N is the refusal's i-th number.
func (r Refused) N(i int) int {
	if i >= len(r.args.Numbers) {
		return 0
	}
	return r.args.Numbers[i]
}

// Number is N(i) as digits.
func (r Refused) Number(i int) string { return strconv.Itoa(r.N(i)) }

// Text is the text the refusal quotes from the event or setup, as it is.
func (r Refused) Text() string { return Excerpt(r.args.Text) }

// GoQuoted is Text in Go's double quotes, as a file holds it:
// "creature".
func (r Refused) GoQuoted() string { return strconv.Quote(Excerpt(r.args.Text)) }

// Quoted is Text as a name, quoted in the language's way and without
// invisible characters.
func (r Refused) Quoted() string { return r.w.Refusals.Quote(Excerpt(printable(r.args.Text))) }

// Part names the part of the event that names the seat (C-6a).
func (r Refused) Part() string { return r.w.Refusals.Part(r.args.Part) }

// Char names the character whose code point is the i-th number.
func (r Refused) Char(i int) string { return r.w.Refusals.Char(rune(r.N(i))) }

// Variant names the variant of the refused setup.
func (r Refused) Variant() string { return r.w.Common.Variant(r.args.Variant) }

// Name is the reason of the refused name of a setup, without its rule id.
func (r Refused) Name() string {
	if r.args.Name == nil {
		return ""
	}
	return r.w.Refusal(r.args.Name.Key, r.args.Name.Args, r.args.Name.Names)
}

// Refusal says why the rules refuse an event or a setup, without the rule
// id: key and args as a *rules.RuleError carries them, names the players'
// names by seat, for the seats of args.
func (w *Words) Refusal(key rules.RefusalKey, args rules.RefusalArgs, names []string) string {
	if key >= rules.RefusalKeyCount || w.Refusals.Reasons[key] == nil {
		return key.String()
	}
	return w.Refusals.Reasons[key](Refused{args: args, names: names, w: w})
}

// RefusalText says a refusal with its rule id first, as C-7 asks and in
// every language: "B-3: only the IT (Ana) may be attacked; Cem is not the
// IT".
func (w *Words) RefusalText(e *rules.RuleError) string {
	return e.Rule + ": " + w.Refusal(e.Key, e.Args, e.Names)
}

// printable is a name without the invisible and control characters that
// would garble the screen or show as escape codes.
func printable(name string) string {
	return strings.Map(func(r rune) rune {
		if r == utf8.RuneError || unicode.IsControl(r) || unicode.Is(unicode.Cf, r) || rules.IsBlank(r) {
			return -1
		}
		return r
	}, name)
}

// fixed is a reason that names nothing.
func fixed(text string) func(Refused) string { return func(Refused) string { return text } }

func refusalsEN() Refusals {
	return Refusals{Reasons: refusalReasonsEN(), Part: partEN, Char: charEN,
		Quote: func(name string) string { return "\u201c" + name + "\u201d" }}
}

func refusalReasonsEN() [rules.RefusalKeyCount]func(Refused) string {
	return [rules.RefusalKeyCount]func(Refused) string{
		rules.RefuseNoEvent:       fixed("no event"),
		rules.RefuseUnknownEvent:  func(r Refused) string { return "unknown event " + r.Text() },
		rules.RefuseGameOver:      fixed("the game is over; only undo and redo are accepted"),
		rules.RefuseNothingToUndo: fixed("there is nothing to undo"),
		rules.RefuseNothingToRedo: fixed("there is nothing to redo"),

		rules.RefuseEmptySeatList:  func(r Refused) string { return "the " + r.Part() + " list is empty" },
		rules.RefuseSeatNamedTwice: func(r Refused) string { return r.Seat(0) + " is named twice" },
		rules.RefuseNegativeSeat: func(r Refused) string {
			return r.Part() + ": a negative seat names nobody (write null for nobody)"
		},
		rules.RefuseNoSuchSeat:  func(r Refused) string { return r.Part() + ": there is no seat " + r.Number(0) },
		rules.RefuseSeatOut:     func(r Refused) string { return r.Part() + ": " + r.Seat(0) + " is out of the game" },
		rules.RefuseSeatWaiting: func(r Refused) string { return r.Part() + ": " + r.Seat(0) + " is waiting" },

		rules.RefuseAttackerNotActive: func(r Refused) string {
			return "only the active player (" + r.Seat(0) + ") can attack, not " + r.Seat(1)
		},
		rules.RefuseAttackSelf:        func(r Refused) string { return r.Seat(0) + " cannot attack themselves" },
		rules.RefuseUnknownTargetKind: func(r Refused) string { return "unknown target kind " + r.GoQuoted() },
		rules.RefuseLifeChangeTooLarge: func(r Refused) string {
			return "a life change is at most " + r.Number(0) + ", not " + r.Number(1)
		},
		rules.RefusePoisonNoChange: func(Refused) string { return "a change of 0 poison counters changes nothing" },
		rules.RefusePoisonChangeTooLarge: func(r Refused) string {
			return "a change of poison counters is at most " + r.Number(0) + ", not " + r.Number(1)
		},
		rules.RefuseNameLoneModifier: func(r Refused) string {
			return r.Quoted() + " holds a character out of place (" + r.Char(0) + "): a joiner stands only between two " +
				"emoji, a variation selector or skin tone only right after the character it changes"
		},
		rules.RefusePoisonBelowZero: func(r Refused) string {
			return r.Seat(0) + " has " + r.Number(0) + " poison counters and cannot lose " + strconv.Itoa(-r.N(1))
		},
		rules.RefuseUnknownCause: func(r Refused) string {
			return "unknown cause " + r.GoQuoted() + " (poison, library, concede or other)"
		},

		rules.RefuseAttackNotIT: func(r Refused) string {
			return "only the IT (" + r.Seat(0) + ") may be attacked; " + r.Seat(1) + " is not the IT"
		},
		rules.RefuseTargetNotIT: func(r Refused) string {
			return "only the IT (" + r.Seat(0) + "), the IT's things or your own may be targeted; " + r.Seat(1) + " is not the IT"
		},
		rules.RefuseAttackLord:      func(r Refused) string { return "the Lord (" + r.Seat(0) + ") may not be attacked" },
		rules.RefuseTargetLord:      func(r Refused) string { return "the Lord (" + r.Seat(0) + ") may not be targeted as a player" },
		rules.RefuseAttackProtected: func(r Refused) string { return r.Seat(0) + " is protected and may not be attacked" },
		rules.RefuseTargetProtected: func(r Refused) string {
			return r.Seat(0) + " is protected: neither they nor their things may be targeted"
		},

		rules.RefuseRolesNotLord:  fixed("roles exist only in Lord is killing you"),
		rules.RefuseRolesTooLate:  fixed("roles can be set only before anything else happens in the game"),
		rules.RefuseNoSeatForLord: func(r Refused) string { return "there is no seat " + r.Number(0) + " for the Lord" },
		rules.RefuseNobodyWaits:   func(r Refused) string { return "with " + r.Number(0) + " players nobody waits" },
		rules.RefuseSomeoneWaits:  func(r Refused) string { return "with " + r.Number(0) + " players one player must wait" },
		rules.RefuseLordWaiting:   fixed("the Lord cannot be the waiting player"),

		rules.RefusePairsNotLord:    fixed("pairs exist only in Lord is killing you"),
		rules.RefusePairNoSuchSeat:  func(r Refused) string { return "there is no seat " + r.Number(0) },
		rules.RefusePairWithLord:    fixed("the Lord cannot be in a pair"),
		rules.RefusePairWithWaiting: fixed("the waiting player cannot be in a pair"),
		rules.RefusePairedTwice: func(r Refused) string {
			return "seat " + r.Number(0) + " is in more than one pair or out of the game"
		},
		rules.RefuseUnpaired: func(r Refused) string {
			return "seat " + r.Number(0) + " is in no pair; every playing player but the Lord needs one"
		},

		rules.RefusePointsNotLord: fixed("points exist only in Lord is killing you"),
		rules.RefusePointsChange: func(r Refused) string {
			return "a points change must be 1 to " + r.Number(0) + " points up or down, not " + r.Number(1)
		},
		rules.RefusePointsNoReason: fixed("a points change needs a reason"),
		rules.RefuseReasonTooLong: func(r Refused) string {
			return "the reason must be text of at most " + r.Number(0) + " characters"
		},
		rules.RefuseReasonControl: func(r Refused) string {
			return "the reason holds a control character (" + codePoint(rune(r.N(0))) + ")"
		},

		rules.RefuseUnknownVariant: func(r Refused) string { return "unknown variant " + r.Number(0) },
		rules.RefusePlayerCount: func(r Refused) string {
			return r.Variant() + " needs " + r.Number(0) + " to " + r.Number(1) + " players, not " + r.Number(2)
		},
		rules.RefuseSeatName:        func(r Refused) string { return "seat " + r.Number(0) + ": " + r.Name() },
		rules.RefuseSeatDeck:        func(r Refused) string { return "the deck of seat " + r.Number(0) + ": " + r.Name() },
		rules.RefuseTimeCalledTwice: func(r Refused) string { return "time is called already, in turn " + r.Number(0) },
		rules.RefuseTimeTurns: func(r Refused) string {
			return "the turns still to play are 0 to " + r.Number(0) + ", not " + r.Number(1)
		},
		rules.RefuseDeckCount: func(r Refused) string {
			return "decks name " + r.Number(1) + " seats; one deck or null for each of the " + r.Number(0) + " seats"
		},
		rules.RefuseSameName: func(r Refused) string {
			return "seats " + r.Number(0) + " and " + r.Number(1) + " have the same name " + r.GoQuoted()
		},
		rules.RefuseStartingLife: func(r Refused) string {
			return "starting life must be " + r.Number(0) + " to " + r.Number(1) + ", not " + r.Number(2)
		},
		rules.RefuseTargetScore: func(r Refused) string {
			return "the target score must be " + r.Number(0) + " to " + r.Number(1) + ", not " + r.Number(2)
		},
		rules.RefuseFirstSeat: func(r Refused) string {
			return "the first seat must be 0 to " + r.Number(0) + " (seats count from 0), not " + r.Number(1)
		},

		rules.RefuseNameNotText:    fixed("the name is not valid text"),
		rules.RefuseNameEmpty:      fixed("the name is empty"),
		rules.RefuseNameSpaces:     func(r Refused) string { return "the name " + nameSpacesEN(r) },
		rules.RefuseNameInvisible:  func(r Refused) string { return "the name " + nameInvisibleEN(r) },
		rules.RefuseNameNotVisible: func(r Refused) string { return "the name " + r.Quoted() + " has no visible character" },
		rules.RefuseNameTooLong:    func(r Refused) string { return "the name " + nameTooLongEN(r) },

		rules.RefuseTypedNameEmpty:     fixed("a name cannot be empty"),
		rules.RefuseTypedNameSpaces:    nameSpacesEN,
		rules.RefuseTypedNameInvisible: nameInvisibleEN,
		rules.RefuseTypedNameTooLong:   nameTooLongEN,
		rules.RefuseTypedSeatName:      func(r Refused) string { return "seat " + strconv.Itoa(r.N(0)+1) + ": " + r.Name() },
		rules.RefuseTypedSameName: func(r Refused) string {
			return "seats " + strconv.Itoa(r.N(0)+1) + " and " + strconv.Itoa(r.N(1)+1) + " are both called " + r.Quoted()
		},
		rules.RefuseNameTaken: func(r Refused) string {
			return "seat " + strconv.Itoa(r.N(0)+1) + " is already called " + r.Text()
		},
	}
}

func nameSpacesEN(r Refused) string { return r.Quoted() + " starts or ends with a space" }

func nameInvisibleEN(r Refused) string {
	return r.Quoted() + " holds an invisible or control character (" + r.Char(0) + ")"
}

func nameTooLongEN(r Refused) string {
	return r.Quoted() + " is " + r.Number(0) + " characters long; at most " + r.Number(1)
}

func partEN(p rules.EventPart) string {
	words := [rules.EventPartCount]string{"event", "attacker", "defenders", "actor", "owner", "life change",
		"source", "eliminated players", "culprit", "points", "poison counters", "deck"}
	if p < rules.EventPartCount {
		return words[p]
	}
	return "event"
}

func charEN(r rune) string {
	names := map[rune]string{
		'\u200b': "a zero-width space", '\u200c': "a zero-width non-joiner", '\u200d': "a zero-width joiner",
		'\u2060': "a word joiner", '\ufeff': "a byte order mark", '\t': "a tab", '\n': "a line break",
		'\u034f': "a combining grapheme joiner", '\u2800': "a blank Braille pattern",
		'\ufe0f': "an emoji variation selector", '\ufe0e': "a text variation selector",
	}
	if n, ok := names[r]; ok {
		return n + ", " + codePoint(r)
	}
	return codePoint(r)
}

// codePoint writes a character's code point as Unicode does: U+200D.
func codePoint(r rune) string {
	hex := strings.ToUpper(strconv.FormatInt(int64(r), 16))
	return "U+" + strings.Repeat("0", max(0, 4-len(hex))) + hex
}
