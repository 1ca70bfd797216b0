// Package keymap declares every key binding of rolekeeper once, with its
// help text, and says which bindings apply in which situation so that the
// help line never offers a key that does nothing.
package keymap

import (
	"fmt"
	"slices"

	"charm.land/bubbles/v2/key"
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
	// Fields is true when the open prompt has more than one field.
	Fields bool
	// Fresh is true for a game set up but not started (nothing entered
	// yet): the table may still go back to the setup.
	Fresh bool
	// Export is true when the summary can be written to a file.
	Export bool
	// ManySeats is true at a table of more than ten seats, where the
	// digit keys reach seats 1–10 only and the arrows the others.
	ManySeats bool
	// NumberRow is true on the setup screen when the cursor is on a row
	// that takes digits (life, target, seed): letters there are not
	// hotkeys.
	NumberRow bool
	// PlayerRow is true on the setup screen when the cursor is on a
	// player: only there can a player be removed or moved.
	PlayerRow bool
	// SetAside is true on the list of games when a game can be set aside.
	SetAside bool
	// Overview is true for the help screen's list of a mode's keys: the
	// setup then shows the keys of every row, letters and digits.
	Overview bool
}

// KeyMap holds every binding. Build it with DefaultKeyMap and narrow it to
// a situation with With.
type KeyMap struct {
	ctx Context

	// Anywhere.
	Quit, Help, Back key.Binding

	// Table: seats and life.
	PrevSeat, NextSeat, Seat          key.Binding
	LifeDown, LifeUp                  key.Binding
	LifeDown5, LifeUp5                key.Binding
	LifeTyped, Source, Commit, Cancel key.Binding
	// Table: events.
	Several, Attack, Target, Eliminate key.Binding
	Points, Pairs, Pass, EndGame       key.Binding
	Undo, Redo, Log, Summary           key.Binding

	// Prompts. Change only shows ←/→ in the help; Left and Right act.
	NextField, PrevField, Change, Toggle key.Binding
	Submit, Dismiss, Yes, No             key.Binding
	SaveName                             key.Binding
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
	// Summary.
	NewGame, Export key.Binding
	// The list of unfinished games: the list's own keys (ListMore and
	// ListLess are its one "?" that shows and hides all its keys), then
	// resume, a new game, set aside.
	ListUp, ListDown, ListPrevPage, ListNextPage key.Binding
	ListStart, ListEnd, ListMore, ListLess       key.Binding
	Resume, StartNew, SetAside                   key.Binding
}

// DefaultKeyMap returns every binding with its keys and help text, all
// enabled, in the table mode.
func DefaultKeyMap() KeyMap {
	b := func(help, desc string, keys ...string) key.Binding {
		return key.NewBinding(key.WithKeys(keys...), key.WithHelp(help, desc))
	}
	return KeyMap{
		ctx:  Context{Mode: ModeTable},
		Quit: b("q", "quit", "q", "ctrl+c"),
		Help: b("?", "all keys", "?"),
		Back: b("esc", "back", "esc"),

		PrevSeat: b("←/↑", "previous seat", "left", "up"),
		NextSeat: b("→/↓", "seat", "right", "down"),
		// Seat lists "1" to "9", then "0" for seat 10: SeatOf relies on it.
		Seat:      b("1–9 0", "seat 1–10", "1", "2", "3", "4", "5", "6", "7", "8", "9", "0"),
		LifeDown:  b("-", "−1 life", "-"),
		LifeUp:    b("+", "+1 life", "+", "="),
		LifeDown5: b("<", "−5 life", "<", "["),
		LifeUp5:   b(">", "+5 life", ">", "]"),
		LifeTyped: b("l", "type a life change", "l"),
		Source:    b("s", "source", "s"),
		Commit:    b("enter", "done", "enter"),
		Cancel:    b("esc", "cancel the change", "esc"),

		Several:   b("e", "life change for several (Earthquake)", "e"),
		Attack:    b("a", "attack", "a"),
		Target:    b("t", "target", "t"),
		Eliminate: b("x", "eliminate", "x"),
		Points:    b("p", "points by hand", "p"),
		Pairs:     b("R", "set pairs by hand", "R"),
		Pass:      b("P", "pass (shift+p)", "P"),
		EndGame:   b("E", "end the game", "E"),
		Undo:      b("u", "undo", "u"),
		Redo:      b("r", "redo", "r"),
		Log:       b("h", "log", "h"),
		Summary:   b("S", "summary", "S"),

		NextField: b("tab/↓", "next field", "tab", "down"),
		PrevField: b("shift+tab/↑", "previous field", "shift+tab", "up"),
		Change:    b("←/→", "change", "left", "right"),
		Toggle:    b("space", "pick or drop", "space"),
		Submit:    b("enter", "confirm", "enter"),
		SaveName:  b("enter", "save the name (empty: done)", "enter"),
		Dismiss:   b("esc", "cancel", "esc"),
		Yes:       b("y", "yes", "y", "Y"),
		No:        b("n/esc", "no", "n", "N", "esc"),
		AllSame:   b("*", "same for all", "*"),
		Clear:     b("backspace", "no change", "backspace"),
		Minus:     b("-", "loss", "-"),
		Plus:      b("+", "gain", "+", "="),
		Erase:     b("backspace", "erase a digit", "backspace"),
		TakeBack:  b("backspace", "take back", "backspace"),

		Rows:       b("↑/↓", "row", "up", "down"),
		Move:       b("K/J", "move a player", "K", "J", "shift+up", "shift+down"),
		Up:         b("↑", "up", "up"),
		Down:       b("↓", "down", "down"),
		Left:       b("←", "less", "left"),
		Right:      b("→", "more", "right"),
		Adjust:     b("←/→", "change", "left", "right"),
		NextChoice: b("space", "next choice", "space"),
		Edit:       b("enter", "edit", "enter"),
		Add:        b("a", "add a player", "a"),
		Remove:     b("x", "remove", "x", "delete"),
		MoveUp:     b("K", "move up", "K", "shift+up"),
		MoveDown:   b("J", "move down", "J", "shift+down"),
		Start:      b("s", "start", "s"),
		// Digits lists "0" to "9" in order: DigitOf relies on it.
		Digits:      b("0–9", "type the number", "0", "1", "2", "3", "4", "5", "6", "7", "8", "9"),
		NumberDone:  b("enter", "done", "enter"),
		NumberLeave: b("tab", "done, stay on the row", "tab", "shift+tab"),

		Redraw: b("r", "draw the roles again", "r"),
		ByHand: b("m", "set the roles by hand", "m"),
		Begin:  b("enter", "begin the first turn", "enter"),

		ScrollUp:     b("↑", "up", "up", "k"),
		ScrollDown:   b("↓", "down", "down", "j"),
		PageUp:       b("pgup", "page up", "pgup", "b"),
		PageDown:     b("pgdn", "page down", "pgdown", "space", "f"),
		HalfPageUp:   b("u", "½ page up", "u", "ctrl+u"),
		HalfPageDown: b("d", "½ page down", "d", "ctrl+d"),
		Top:          b("g", "first", "g", "home"),
		Bottom:       b("G", "last", "G", "end"),
		LogScroll:    b("↑/↓", "scroll", "up", "down"),
		LogPage:      b("pgup/pgdn", "page", "pgup", "pgdown"),
		LogHalfPage:  b("u/d", "½ page", "u", "d"),
		LogEnds:      b("g/G", "first/last", "g", "G"),

		NewGame: b("n", "new game, same players", "n"),
		Export:  b("e", "export", "e"),

		ListUp:       b("↑/k", "up", "up", "k"),
		ListDown:     b("↓/j", "down", "down", "j"),
		ListPrevPage: b("←/h/pgup", "prev page", "left", "h", "pgup", "b", "u"),
		ListNextPage: b("→/l/pgdn", "next page", "right", "l", "pgdown", "f"), // d sets a game aside
		ListStart:    b("g/home", "go to start", "home", "g"),
		ListEnd:      b("G/end", "go to end", "end", "G"),
		ListMore:     b("?", "more", "?"),
		ListLess:     b("?", "close help", "?"),
		Resume:       b("enter", "resume", "enter"),
		StartNew:     b("n", "new game", "n"),
		SetAside:     b("d", "set aside", "d"),
	}
}

// DigitOf returns the digit that a key of Digits types, whether or not
// Digits is enabled; ok is false for any other key.
func (k KeyMap) DigitOf(msg fmt.Stringer) (digit int, ok bool) {
	digit = slices.Index(k.Digits.Keys(), msg.String())
	return digit, digit >= 0
}

// SeatOf returns the seat (counted from 0) that a key of Seat selects:
// "1" is seat 0, "9" seat 8 and "0" seat 9. Any other key gives -1, which
// is rules.NoSeat.
func (k KeyMap) SeatOf(msg fmt.Stringer) int {
	return slices.Index(k.Seat.Keys(), msg.String())
}

// Context returns the situation the key map was narrowed to.
func (k KeyMap) Context() Context { return k.ctx }
