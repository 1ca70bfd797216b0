// Package keymap declares every key binding of rolekeeper once, with its
// help text, and says which bindings apply in which situation so that the
// help line never offers a key that does nothing.
package keymap

import (
	"fmt"
	"slices"
	"strings"

	"charm.land/bubbles/v2/key"

	"rolekeeper/wording"
)

// Mode is the screen or prompt that has the keyboard.
type Mode uint8

// The modes, each with its own bindings in the help.
const (
	ModeSetup       Mode = iota // the setup screen
	ModeSetupEdit               // typing a player's name on the setup screen
	ModeSetupNumber             // typing a number (life, target, seed) on the setup screen
	ModeRoles                   // the Lord game's roles before the first turn
	ModeTable                   // the table screen
	ModePrompt                  // a prompt over the table (attack, target …)
	ModeConfirm                 // a yes/no question
	ModeLog                     // the log screen
	ModeHelp                    // the help screen
	ModeSummary                 // the summary screen
	ModePicker                  // the list of unfinished games
	ModeTooSmall                // a terminal too small to show anything
	ModeStats                   // the stats screen
	modeCount                   // the number of modes, for tests
)

// Field is what the focused field of an open prompt takes.
type Field uint8

// The fields of the prompts, each with its own keys.
const (
	FieldSeat    Field = iota // one seat: a digit, or ←/→
	FieldSeats                // seats to pick or drop: a digit, ←/→ and space
	FieldChoice               // one of a few words: ←/→
	FieldNumber               // a signed number: digits, − and +, backspace, ←/→ one less or more
	FieldText                 // free text: every key types
	FieldChanges              // the changes of a life change for several: a seat, − + < >, *, backspace, l
	FieldAmount               // an amount typed after l in a life change for several
	FieldPairs                // the pairs by hand: a seat, ←/→ and space, backspace takes back
	fieldCount                // the number of fields, for tests
)

// Context is what decides which bindings apply right now.
type Context struct {
	Mode Mode
	// Lord is true in a Lord game (points and pairs apply).
	Lord bool
	// ReadOnly is a game that may only be browsed, undone and redone.
	ReadOnly bool
	// Watch is a live viewer: keys only choose what it shows (seats,
	// log, summary, help, quit); not even undo and redo apply.
	Watch bool
	// Over is true once the game has ended (C-10).
	Over bool
	// CanUndo and CanRedo say whether undo and redo have anything to do.
	CanUndo, CanRedo bool
	// Pending is true while a life change is entered but not committed.
	Pending bool
	// Field is what the open prompt's focused field takes (ModePrompt).
	Field Field
	// Nobody is true when the focused seat field may be answered with
	// nobody (n).
	Nobody bool
	// Fields is true when the open prompt has more than one field.
	Fields bool
	// Fresh is true for a game set up but not started (nothing entered
	// yet): the table may still go back to the setup.
	Fresh bool
	// Export is true when the summary can be written to a file.
	Export bool
	// Seats is the number of seats at the table, which the help names
	// ("1–4  seat 1–4"); 0 where no table is known, said as ten. At more
	// than ten seats ! and @ reach seats 11 and 12.
	Seats int
	// Phones is true while `rolekeeper serve` shows a page for phones of
	// the game (the playing screen's c shows its QR code).
	Phones bool
	// NumberRow is true on the setup screen when the cursor is on a row
	// that takes digits (life, target, seed): letters there are not
	// hotkeys.
	NumberRow bool
	// PlayerRow is true on the setup screen when the cursor is on a
	// player: only there can a player be removed or moved.
	PlayerRow bool
	// PutBack is true on the setup screen while a removed player can be
	// put back; Undraw while a draw can be taken back (u does).
	PutBack, Undraw bool
	// SetAside is true on the list of games when a game can be set aside.
	SetAside bool
	// LifePage is true on the summary's page of life lost and dealt.
	LifePage bool
	// Overview is true for the help screen's list of a mode's keys: the
	// setup then shows the keys of every row, letters and digits.
	Overview bool
	// Roster is true while a name is typed on the setup screen and past
	// players' names are on offer: ↑/↓ choose one.
	Roster bool
	// TextFilled is true while a text is typed (ModeSetupEdit, or a
	// prompt's text field) and holds something: ctrl+u clears it.
	TextFilled bool
	// FromList is true on the stats screen opened from the list of
	// games, to which esc goes back.
	FromList bool
}

// KeyMap holds every binding. Build it with DefaultKeyMap and narrow it to
// a situation with With.
type KeyMap struct {
	ctx Context
	// texts are the help texts of the language, for the bindings whose
	// help changes with the situation (With, ShortHelp).
	texts *wording.Keys

	// Anywhere. Suspend (ctrl+z) stops rolekeeper and gives the shell
	// back, as any terminal program does; fg brings it back.
	Quit, Help, Back, Suspend key.Binding

	// Table: seats and life.
	PrevSeat, NextSeat, Seat          key.Binding
	LifeDown, LifeUp                  key.Binding
	LifeDown5, LifeUp5                key.Binding
	LifeTyped, Source, Commit, Cancel key.Binding
	// Table: events.
	Several, Attack, Target, Eliminate key.Binding
	Points, Pairs, Pass, EndGame       key.Binding
	// Deck names the deck a player plays from now on.
	Deck key.Binding
	// Poison gives poison counters (C-11) on the table; in the
	// several-players prompt it switches between life and poison.
	Poison                   key.Binding
	Undo, Redo, Log, Summary key.Binding

	// Prompts. Change only shows ←/→ in the help; Left and Right act.
	NextField, PrevField, Change, Toggle key.Binding
	Submit, Dismiss, Yes, No             key.Binding
	SaveName                             key.Binding
	// ClearText is the text input's own ctrl+u (delete before the
	// cursor), said in the help where a text already typed or filled in
	// (a deck at re-entry, a name renamed) would otherwise have to be
	// erased letter by letter.
	ClearText key.Binding
	// Nobody answers a seat question that allows nobody (the culprit,
	// the source); Initial picks a choice by its first letter (the cause
	// of an elimination).
	Nobody, Initial key.Binding
	// AllSame and Clear act on the changes of a life change for several;
	// Minus and Plus set the sign of a typed number and Erase takes its
	// last digit away; TakeBack takes back the last pick of the pairs.
	AllSame, Clear     key.Binding
	Minus, Plus, Erase key.Binding
	TakeBack           key.Binding

	// Setup. Up and Down move between rows; Left and Right change a
	// value, there and in prompts.
	Up, Down, Left, Right key.Binding
	// Rows, Move and Adjust only show ↑/↓, K/J and ←/→ in the setup's
	// help line, as one entry each.
	Rows, Move              key.Binding
	Adjust                  key.Binding
	NextChoice              key.Binding
	Edit, Add, Remove       key.Binding
	MoveUp, MoveDown, Start key.Binding
	// PutBack puts back the player removed last, in their seat (or takes
	// back the last draw, Context.Undraw).
	PutBack key.Binding
	// DrawFirst draws the first player, ShuffleSeats the seats, from the
	// seed (C-9).
	DrawFirst, ShuffleSeats key.Binding
	// Digits type a number (on the setup and in prompts); NumberDone and
	// NumberLeave end a number typed on the setup.
	Digits, NumberDone, NumberLeave key.Binding
	// Roles before the first turn (Lord).
	Redraw, ByHand, Begin key.Binding
	// Log.
	ScrollUp, ScrollDown, PageUp, PageDown key.Binding
	HalfPageUp, HalfPageDown, Top, Bottom  key.Binding
	// LogScroll, LogPage, LogHalfPage and LogEnds only show the log's
	// keys in pairs in its help line.
	LogScroll, LogPage, LogHalfPage, LogEnds key.Binding
	// Summary. SummaryPage turns between the standings and life lost and
	// dealt.
	NewGame, Export, SummaryPage key.Binding
	// The list of unfinished games: the list's own keys (ListMore and
	// ListLess are its one "?" that shows and hides all its keys), then
	// resume, a new game, set aside.
	ListUp, ListDown, ListPrevPage, ListNextPage key.Binding
	ListStart, ListEnd, ListMore, ListLess       key.Binding
	// ListMove only shows ↑/↓ in the list's help line, as one entry.
	ListMove                          key.Binding
	Resume, StartNew, SetAside, Stats key.Binding
	// The roster while a name is typed: PastPrev and PastNext choose a
	// past player's name; PastPlayers only shows ↑/↓ in the help line.
	PastPrev, PastNext, PastPlayers key.Binding
	// The stats screen, besides Up, Down, Left, Right, Top and Bottom
	// (Rows and Adjust show them in its help line): Reverse turns the
	// order round; NextView and PrevView go through its views.
	Reverse, NextView, PrevView key.Binding
	// Language switches a live viewer to the next language (table and
	// summary of a viewer only).
	Language key.Binding
	// Phones shows the QR code and address of the page for phones
	// (the playing screen's table only).
	Phones key.Binding
}

// DefaultKeyMap returns every binding with its keys and English help
// text, all enabled, in the table mode.
func DefaultKeyMap() KeyMap { return New(wording.English().Keys) }

// New returns every binding with its keys and the help texts h (from a
// language's catalogue), all enabled, in the table mode.
func New(h wording.Keys) KeyMap {
	b := func(help wording.KeyHelp, keys ...string) key.Binding {
		return key.NewBinding(key.WithKeys(keys...), key.WithHelp(help.Key, help.Desc))
	}
	return KeyMap{
		ctx:     Context{Mode: ModeTable},
		texts:   &h,
		Quit:    b(h.Quit, "q", "ctrl+c"),
		Help:    b(h.Help, "?"),
		Back:    b(h.Back, "esc"),
		Suspend: b(h.Suspend, "ctrl+z"),

		PrevSeat: b(h.PrevSeat, "left", "up"),
		NextSeat: b(h.NextSeat, "right", "down"),
		// Seat lists "1" to "9", "0" for seat 10, then "!" (shift+1) for
		// seat 11 and "@" for seat 12 ('"' too, shift+2 on German
		// keyboards); With keeps the first ten at tables of ten seats or
		// fewer. SeatOf relies on the order.
		Seat:      b(h.Seat, "1", "2", "3", "4", "5", "6", "7", "8", "9", "0", "!", "@", `"`),
		LifeDown:  b(h.LifeDown, "-"),
		LifeUp:    b(h.LifeUp, "+", "="),
		LifeDown5: b(h.LifeDown5, "<", "["),
		LifeUp5:   b(h.LifeUp5, ">", "]"),
		LifeTyped: b(h.LifeTyped, "l"),
		Source:    b(h.Source, "s"),
		Commit:    b(h.Commit, "enter"),
		Cancel:    b(h.Cancel, "esc"),

		Several:   b(h.Several, "e"),
		Attack:    b(h.Attack, "a"),
		Target:    b(h.Target, "t"),
		Eliminate: b(h.Eliminate, "x"),
		// Points is not p: p is P (pass) without shift, the likeliest
		// mis-key, and must never open a scoring prompt (MissedShift).
		Points:   b(h.Points, "v"),
		Poison:   b(h.Poison, "i"),
		Deck:     b(h.Deck, "d"),
		Pairs:    b(h.Pairs, "R"),
		Pass:     b(h.Pass, "P"),
		EndGame:  b(h.EndGame, "E"),
		Undo:     b(h.Undo, "u"),
		Redo:     b(h.Redo, "r"),
		Log:      b(h.Log, "h"),
		Summary:  b(h.Summary, "S"),
		Language: b(h.Language, "L"),
		Phones:   b(h.Phones, "c"),

		NextField: b(h.NextField, "tab", "down"),
		PrevField: b(h.PrevField, "shift+tab", "up"),
		Change:    b(h.Change, "left", "right"),
		Toggle:    b(h.Toggle, "space"),
		Nobody:    b(h.Nobody, "n"),
		// Initial lists "a" to "z" in order: LetterOf relies on it.
		Initial: b(h.Initial, "a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l", "m", "n", "o", "p", "q",
			"r", "s", "t", "u", "v", "w", "x", "y", "z"),
		Submit:    b(h.Submit, "enter"),
		SaveName:  b(h.SaveName, "enter"),
		ClearText: b(h.ClearText, "ctrl+u"),
		Dismiss:   b(h.Dismiss, "esc"),
		Yes:       b(h.Yes, yesKeys(h)...),
		No:        b(h.No, "n", "N", "esc"),
		AllSame:   b(h.AllSame, "*"),
		Clear:     b(h.Clear, "backspace"),
		Minus:     b(h.Minus, "-"),
		Plus:      b(h.Plus, "+", "="),
		Erase:     b(h.Erase, "backspace"),
		TakeBack:  b(h.TakeBack, "backspace"),

		Rows:       b(h.Rows, "up", "down"),
		Move:       b(h.Move, "K", "J", "shift+up", "shift+down"),
		Up:         b(h.Up, "up"),
		Down:       b(h.Down, "down"),
		Left:       b(h.Left, "left"),
		Right:      b(h.Right, "right"),
		Adjust:     b(h.Adjust, "left", "right"),
		NextChoice: b(h.NextChoice, "space"),
		Edit:       b(h.Edit, "enter"),
		Add:        b(h.Add, "a"),
		Remove:     b(h.Remove, "x", "delete"),
		PutBack:    b(h.PutBack, "u"),
		DrawFirst:  b(h.DrawFirst, "f"),
		// r on the setup as on the roles: draw again.
		ShuffleSeats: b(h.ShuffleSeats, "r"),
		MoveUp:       b(h.MoveUp, "K", "shift+up"),
		MoveDown:     b(h.MoveDown, "J", "shift+down"),
		Start:        b(h.Start, "s"),
		// Digits lists "0" to "9" in order: DigitOf relies on it.
		Digits:      b(h.Digits, "0", "1", "2", "3", "4", "5", "6", "7", "8", "9"),
		NumberDone:  b(h.NumberDone, "enter"),
		NumberLeave: b(h.NumberLeave, "tab", "shift+tab"),

		Redraw: b(h.Redraw, "r"),
		ByHand: b(h.ByHand, "m"),
		Begin:  b(h.Begin, "enter"),

		ScrollUp:     b(h.ScrollUp, "up", "k"),
		ScrollDown:   b(h.ScrollDown, "down", "j"),
		PageUp:       b(h.PageUp, "pgup", "b"),
		PageDown:     b(h.PageDown, "pgdown", "space", "f"),
		HalfPageUp:   b(h.HalfPageUp, "u", "ctrl+u"),
		HalfPageDown: b(h.HalfPageDown, "d", "ctrl+d"),
		Top:          b(h.Top, "g", "home"),
		Bottom:       b(h.Bottom, "G", "end"),
		LogScroll:    b(h.LogScroll, "up", "down"),
		LogPage:      b(h.LogPage, "pgup", "pgdown"),
		LogHalfPage:  b(h.LogHalfPage, "u", "d"),
		LogEnds:      b(h.LogEnds, "g", "G"),

		NewGame:     b(h.NewGame, "n"),
		SummaryPage: b(h.SummaryPage, "tab"),
		Export:      b(h.Export, "e"),

		ListUp:       b(h.ListUp, "up", "k"),
		ListDown:     b(h.ListDown, "down", "j"),
		ListPrevPage: b(h.ListPrevPage, "left", "h", "pgup", "b", "u"),
		ListNextPage: b(h.ListNextPage, "right", "l", "pgdown", "f"), // d sets a game aside
		ListStart:    b(h.ListStart, "home", "g"),
		ListEnd:      b(h.ListEnd, "end", "G"),
		ListMore:     b(h.ListMore, "?"),
		ListMove:     b(h.ListMove, "up", "down"),
		ListLess:     b(h.ListLess, "?"),
		Resume:       b(h.Resume, "enter"),
		StartNew:     b(h.StartNew, "n"),
		SetAside:     b(h.SetAside, "d"),
		Stats:        b(h.Stats, "s"),

		PastPrev:    b(h.PastPrev, "up"),
		PastNext:    b(h.PastNext, "down"),
		PastPlayers: b(h.PastPlayers, "up", "down"),

		Reverse:  b(h.Reverse, "r"),
		NextView: b(h.NextView, "tab"),
		PrevView: b(h.PrevView, "shift+tab"),
	}
}

// MissedShift reports whether msg is a key of b typed without shift:
// "p" for "P". Such a key is bound to nothing, so that a missed shift
// says what it missed instead of doing something else.
func MissedShift(b key.Binding, msg fmt.Stringer) bool {
	for _, k := range b.Keys() {
		if lower := strings.ToLower(k); len(k) == 1 && lower != k && lower == msg.String() {
			return true
		}
	}
	return false
}

// DigitOf returns the digit that a key of Digits types, whether or not
// Digits is enabled; ok is false for any other key.
func (k KeyMap) DigitOf(msg fmt.Stringer) (digit int, ok bool) {
	digit = slices.Index(k.Digits.Keys(), msg.String())
	return digit, digit >= 0
}

// SeatOf returns the seat (counted from 0) that a key of Seat selects:
// "1" is seat 0, "9" seat 8, "0" seat 9, "!" seat 10 and "@" (or '"')
// seat 11. Any other key gives -1, which is rules.NoSeat.
func (k KeyMap) SeatOf(msg fmt.Stringer) int {
	return min(slices.Index(k.Seat.Keys(), msg.String()), 11)
}

// LetterOf returns the letter (lower case) that a key of Initial types,
// whether or not Initial is enabled; ok is false for any other key.
func (k KeyMap) LetterOf(msg fmt.Stringer) (letter rune, ok bool) {
	if slices.Contains(k.Initial.Keys(), msg.String()) {
		return []rune(msg.String())[0], true
	}
	return 0, false
}

// Context returns the situation the key map was narrowed to.
func (k KeyMap) Context() Context { return k.ctx }
