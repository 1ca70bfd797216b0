package wording

import (
	"fmt"
	"strconv"
)

// Prompt are the words of the table screen's questions and answers: the
// prompts over the table, their fields and hints, the short messages
// after a key, and the refusals the model makes itself. Seat numbers are
// as players count them, from 1.
type Prompt struct {
	// Messages after a key.
	ReadOnlyKeys, ReadOnlyEvent string
	CapsLock                    func(key string) string
	CapsLockPass                string
	// PassNeedsShift answers p, P (pass) typed without shift.
	PassNeedsShift  string
	ChangeCancelled string
	NotEnteredYet   string
	// Esc in a prompt: what was not entered. NotEntered names the
	// question left (its title); NotEnteredBack is said back in the life
	// change whose culprit was asked, NotEnteredPairs back at the Lord
	// chosen by hand; NotEnded and NotWritten answer no to ending the
	// game and Esc in the export.
	NotEntered                      func(question string) string
	NotEnteredBack, NotEnteredPairs string
	NotEnded, NotWritten            string
	NoSuchSeat                      func(number int) string
	SelectFirst                     string
	CannotChange                    func(name string, waiting bool) string
	NothingToUndo, NothingToRedo    string
	// Why a key does nothing where it was pressed: the game is over, a
	// key of the Lord game in Buhmann, s, Enter and Esc with no life
	// change waiting, a key bound to nothing here (on a screen, in a
	// question).
	GameOverKeys                   string
	PointsLordOnly, PairsLordOnly  string
	NoSourceToName, NothingToEnter string
	NothingToCancel                string
	Unbound, UnboundInQuestion     func(key string) string
	// A question that changes the score starts unanswered: NotChosen
	// stands in its field; ChooseSeat and ChooseChoice say what to choose
	// before Enter; NoChoiceInitial refuses a letter no choice begins with.
	NotChosen       string
	ChooseSeat      func(label, seatKeys string) string
	ChooseChoice    func(label string, initials []string) string
	NoChoiceInitial func(label, letter string, initials []string) string
	// A number typed that is refused, shown as typed: a character that is
	// not part of a number, a number beyond the most an event may change.
	NotANumber            func(typed string) string
	AmountTooLarge        func(typed string, most int) string
	GameOverBrowse        string
	WritingSummary        string
	Exported, NotExported func(s string) string
	UnknownError          string
	// OnlyQuit and TooSmallConfirm stand on the screen of a terminal too
	// small.
	OnlyQuit        string
	TooSmallConfirm func(question string) string
	ConfirmKeys     string
	// Ending and quitting.
	EndTitle, EndLord, EndBuhmann string
	QuitGame, QuitSetup           string
	NotSavedLost, SavedResume     string
	SaveFailed                    func(reason string) []string
	PlayersLost                   string

	// The roles drawn before the first turn (L-1); waiting is "" for
	// none.
	RolesTitle, RolesHint string
	RolesLines            func(lord string, pairs []PairNames, waiting string) []string

	// The fields' labels.
	Change, Source, Defenders, Owner, What, Actor, Players string
	Culprit, Cause, Player, Points, Reason, Lord, Waiting  string
	Pairs, Next, Changes, Format                           string
	// The marks a field puts on the seats it picked.
	MarkSource, MarkDefender, MarkOwner, MarkActor string
	MarkEliminated, MarkCulprit, MarkPoints        string
	MarkLord, MarkWaiting                          string
	MarkPair                                       func(letter string) string
	MarkLife, MarkLifeSource                       func(delta int) string

	// The prompts: titles, texts, complaints.
	LifeTitle          func(name string, life int) string
	Loses, Gains       func(name string, life int) string
	NoAmount           string
	SourceTitle        func(name string, delta int) string
	AttackTitle        func(attacker string) string
	AttackText         string
	NoDefender         string
	TargetTitle        string
	EliminateTitle     string
	NoVictim           string
	PointsTitle        string
	ReasonPlaceholder  string
	NoPoints, NoReason string
	RolesByHand        string
	LordWaits          string
	CulpritTitle       func(names []string) string
	CulpritText        func(names []string) []string
	SeveralTitle       string
	NoChange           string
	ExportTitle        string
	ExportText         string
	PairsTitle         string
	RolesPairsTitle    string
	PairsLine          func(lord, waiting string) string
	AllPaired          string
	Unpaired           func(names []string) string

	// The values of fields.
	NoneYet       string
	CursorOn      func(name string) string
	CursorOnDelta func(name string, delta int) string
	TypeTheAmount string
	AmountTyped   func(amount string) string

	// Why a seat typed cannot be picked or paired.
	NotPickable, NotPickableOut, NotPickableWaiting func(name string, number int) string
	NotPairable, PairLord, PairWaiting, PairOut     func(name string, number int) string
	PairTaken                                       func(name string, number int, letter string) string

	// The hints: which keys a prompt takes at a table of seats seats
	// (the digits of those seats; ! @ for 11 and 12).
	DigitKeys, SeatKeys func(seats int) string
	HintChoose          func(keys string) string
	HintPick            func(digits string) string
	HintChoice          string
	HintNobody          string
	HintAmount          string
	HintText            func(limit int) string
	HintNextField       string
	HintConfirm         string
	HintCancel          string
	PairsHint           func(digits string) string
	SeveralHint         func(seats string) string
	SeveralSourceHint   func(seats string) string
	SeveralTypingHint   func(name string) string
}

func promptEN() Prompt {
	who := func(name string, number int) string { return name + " (seat " + strconv.Itoa(number) + ")" }
	return Prompt{
		ReadOnlyKeys:    "This game is read only: u and r walk through it, h shows the log.",
		ReadOnlyEvent:   "This game is read only: only undo, redo and browsing are possible.",
		CapsLock:        func(key string) string { return "Nothing is bound to " + key + " here. Is Caps Lock on?" },
		CapsLockPass:    "Caps Lock is on: the turn was not passed. Turn Caps Lock off; shift+p passes.",
		ChangeCancelled: "Life change cancelled; nothing was entered.",
		PassNeedsShift:  "p does nothing: P (shift+p) passes the turn; v gives points by hand.",
		NotEnteredYet:   "Not entered yet: − and + change it, s names the source, Esc cancels it.",
		NotEntered:      func(question string) string { return "Not entered: " + question + "." },
		NotEnteredBack:  "Not entered (no culprit chosen): correct it or name a source · Esc cancels",
		NotEnteredPairs: "Not entered (no pairs yet): choose the Lord again · Esc keeps the roles drawn",
		NotEnded:        "Not entered: the game goes on.",
		NotWritten:      "Nothing was written.",
		NoSuchSeat:      func(number int) string { return "There is no seat " + strconv.Itoa(number) + "." },
		SelectFirst:     "Select a seat first: arrows, or 1–9 and 0 for seat 10.",
		CannotChange: func(name string, waiting bool) string {
			state := "out of the game"
			if waiting {
				state = "waiting"
			}
			return "C-6a: " + name + " is " + state + "; their life cannot change."
		},
		NothingToUndo:   "Nothing to undo.",
		GameOverKeys:    "The game is over (C-10): u undoes its last event, S shows the summary.",
		PointsLordOnly:  "v: points by hand are kept in Lord games only (L-11).",
		PairsLordOnly:   "R: pairs are set in Lord games only (L-7).",
		NoSourceToName:  "No life change to name the source of: press − or + first, then s for who caused it.",
		NothingToEnter:  "No life change to enter: press − or + first, then Enter.",
		NothingToCancel: "No life change to cancel: Esc drops one begun with − or +.",
		Unbound:         func(key string) string { return "Nothing is bound to " + key + " here; ? shows every key." },
		NotANumber: func(typed string) string {
			return typed + " is not a number: digits, − or + only; backspace corrects it."
		},
		AmountTooLarge: func(typed string, most int) string {
			return typed + " is more than one event may change (" + strconv.Itoa(most) + "); backspace corrects it."
		},
		NotChosen: "not chosen yet",
		ChooseSeat: func(label, seatKeys string) string {
			return label + ": choose first (" + seatKeys + ", or n for nobody), then Enter."
		},
		ChooseChoice: func(label string, initials []string) string {
			return label + ": choose first (" + joinList(initials, ", ", " or ") + ", or ←/→), then Enter."
		},
		NoChoiceInitial: func(label, letter string, initials []string) string {
			return label + ": nothing begins with " + letter + " (" + joinList(initials, ", ", " or ") + ")."
		},
		UnboundInQuestion: func(key string) string {
			return "Nothing is bound to " + key + " in this question."
		},
		NothingToRedo:   "Nothing to redo.",
		GameOverBrowse:  "The game is over: S shows the summary, u walks back through it.",
		WritingSummary:  "Writing the summary…",
		Exported:        func(path string) string { return "Summary written to " + path },
		NotExported:     func(reason string) string { return "The summary was not written: " + reason },
		UnknownError:    "unknown error",
		OnlyQuit:        "Only q quits here; other keys wait.",
		TooSmallConfirm: func(question string) string { return question + " y: yes · n: no" },
		ConfirmKeys:     "y: yes · n or Esc: no",
		EndTitle:        "End the game now?",
		EndLord:         "The players with the most points win (L-12). You can undo it with u.",
		EndBuhmann:      "An early end of a Buhmann game has no winner (L-12, ending early, in both variants). You can undo it with u.",
		QuitGame:        "Quit rolekeeper in the middle of the game?",
		QuitSetup:       "Quit rolekeeper?",
		NotSavedLost:    "The game is not saved: it will be lost.",
		SavedResume:     "The game is saved after every event: run rolekeeper again to resume it.",
		SaveFailed: func(reason string) []string {
			return []string{"The last events are NOT SAVED: " + reason,
				"rolekeeper tries once more as it quits and says what could not be saved."}
		},
		PlayersLost: "The players entered will be lost.",

		RolesTitle: "Roles for this game (L-1)",
		RolesHint:  "r: draw again · m: set by hand · Enter: begin turn 1 · Esc: back to the setup",
		RolesLines: func(lord string, pairs []PairNames, waiting string) []string {
			first := "Lord: " + lord
			if waiting != "" {
				first += " · waiting: " + waiting
			}
			return []string{first, "Pairs: " + pairsEN(pairs)}
		},

		Change: "Change", Source: "Source", Defenders: "Defenders", Owner: "Owner", What: "What", Actor: "Actor",
		Players: "Players", Culprit: "Culprit", Cause: "Cause", Player: "Player", Points: "Points", Reason: "Reason",
		Lord: "Lord", Waiting: "Waiting", Pairs: "Pairs", Next: "Next", Changes: "Changes", Format: "Format",
		MarkSource: "source", MarkDefender: "defender", MarkOwner: "owner", MarkActor: "actor",
		MarkEliminated: "eliminated", MarkCulprit: "culprit", MarkPoints: "points", MarkLord: "Lord",
		MarkWaiting:    "waiting",
		MarkPair:       func(letter string) string { return "pair " + letter },
		MarkLife:       func(delta int) string { return Signed(delta) + " life" },
		MarkLifeSource: func(delta int) string { return Signed(delta) + ", source" },

		LifeTitle: func(name string, life int) string {
			return "Life change for " + name + " (" + Number(life) + " life)"
		},
		Loses:             func(name string, life int) string { return "(" + name + " loses " + strconv.Itoa(life) + ")" },
		Gains:             func(name string, life int) string { return "(" + name + " gains " + strconv.Itoa(life) + ")" },
		NoAmount:          "type an amount first",
		SourceTitle:       func(name string, delta int) string { return "Source of " + name + "'s " + Signed(delta) + " life" },
		AttackTitle:       func(attacker string) string { return attacker + " attacks" },
		AttackText:        "Only the active player can attack (C-6). Pick every defender.",
		NoDefender:        "pick at least one defender (space or the seat's number)",
		TargetTitle:       "Target",
		EliminateTitle:    "Eliminate",
		NoVictim:          "pick at least one player to eliminate",
		PointsTitle:       "Points by hand (L-11)",
		ReasonPlaceholder: "required: why, for the log",
		NoPoints:          "type how many points (− to remove)",
		NoReason:          "L-11: a points change needs a reason: type it here, then Enter",
		RolesByHand:       "Roles by hand (L-1)",
		LordWaits:         "the Lord cannot be the waiting player",
		CulpritTitle:      func(names []string) string { return "Who eliminated " + andEN(names) + "?" },
		CulpritText: func(names []string) []string {
			return []string{"This life change leaves " + andEN(names) + " at 0 life or less.",
				"The culprit decides the points (L-4) and is not chosen yet."}
		},
		SeveralTitle:    "Life change for several players (Earthquake)",
		NoChange:        "give at least one player a change with − or +",
		ExportTitle:     "Export the summary",
		ExportText:      "Markdown reads well in any viewer; CSV has one row per player for a spreadsheet.",
		PairsTitle:      "Pairs by hand (L-7)",
		RolesPairsTitle: "Roles by hand: the pairs (L-1)",
		PairsLine: func(lord, waiting string) string {
			line := "Lord " + lord
			if waiting != "" {
				line += " · waiting " + waiting
			}
			return line
		},
		AllPaired: "everyone is paired: Enter to confirm",
		Unpaired: func(names []string) string {
			return "Not everyone is paired yet: " + andEN(names) +
				" still need a pair (space or their number picks the next; L-7)."
		},

		NoneYet:  "none yet",
		CursorOn: func(name string) string { return "(cursor on " + name + ")" },
		CursorOnDelta: func(name string, delta int) string {
			return "(cursor on " + name + ": " + Signed(delta) + ")"
		},
		TypeTheAmount: "(type the amount)",
		AmountTyped:   func(amount string) string { return "amount " + amount },

		NotPickable: func(name string, number int) string { return who(name, number) + " cannot be picked here." },
		NotPickableOut: func(name string, number int) string {
			return who(name, number) + " is out of the game: only players still in can be picked."
		},
		NotPickableWaiting: func(name string, number int) string {
			return who(name, number) + " is waiting and takes no turns (L-6): they cannot be picked."
		},
		NotPairable: func(name string, number int) string { return who(name, number) + " cannot be paired now." },
		PairLord: func(name string, number int) string {
			return who(name, number) + " is the Lord, who has no pair: the Lord is everyone's opponent (L-2)."
		},
		PairWaiting: func(name string, number int) string {
			return who(name, number) + " is waiting and takes no turns, so has no pair (L-6)."
		},
		PairOut: func(name string, number int) string { return who(name, number) + " is out of the game." },
		PairTaken: func(name string, number int, letter string) string {
			return who(name, number) + " is already in pair " + letter + " (backspace takes the last pick back)."
		},

		DigitKeys:     seatDigits,
		SeatKeys:      func(seats int) string { return "←/→ or " + seatDigits(seats) },
		HintChoose:    func(keys string) string { return keys + ": choose" },
		HintPick:      func(digits string) string { return "←/→ move, space or " + digits + ": pick or drop" },
		HintChoice:    "←/→ or a first letter: choose",
		HintNobody:    "n: nobody",
		HintAmount:    "type the amount, − or + for the sign",
		HintText:      func(limit int) string { return fmt.Sprintf("type (at most %d characters)", limit) },
		HintNextField: "tab: next field",
		HintConfirm:   "Enter: confirm",
		HintCancel:    "Esc: cancel",
		PairsHint: func(digits string) string {
			return "←/→ and space, or " + digits + ": pair the next player · backspace: take back · Enter: confirm · Esc: cancel"
		},
		SeveralHint: func(seats string) string {
			return "l: type an amount · i: life ↔ poison · " + seats + ": seat · − + < >: change · *: same for all · " +
				"tab: source · Enter: confirm · Esc: cancel"
		},
		SeveralSourceHint: func(seats string) string {
			return seats + ": choose the source · tab: back to the changes · Enter: confirm · Esc: cancel"
		},
		SeveralTypingHint: func(name string) string {
			return "type the amount, − or + for the sign · *: to everyone · Enter: to " + name + " · Esc: stop typing"
		},
	}
}
