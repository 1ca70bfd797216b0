// Package keymap declares every key binding of rolekeeper once, with its
// help text, and says which bindings apply in which situation so that the
// help line never offers a key that does nothing.
package keymap

import (
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
	// Seats, Toggle, Number and Text say what the open prompt's focused
	// field takes: a seat, seats to toggle, a number, text.
	Seats, Toggle, Number, Text bool
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

	// Prompts.
	NextField, PrevField, Change, Toggle key.Binding
	Submit, Dismiss, Yes, No             key.Binding
	SaveName                             key.Binding
	AllSame                              key.Binding

	// Setup.
	Up, Down, Left, Right key.Binding
	// Rows and Move only show ↑/↓ and K/J in the setup's help line, as one
	// entry each.
	Rows, Move              key.Binding
	Adjust                  key.Binding
	Edit, Add, Remove       key.Binding
	MoveUp, MoveDown, Start key.Binding
	// Digits and NumberDone are the keys of a number typed on the setup.
	Digits, NumberDone key.Binding
	// Roles before the first turn (Lord).
	Redraw, ByHand, Begin key.Binding
	// Log.
	ScrollUp, ScrollDown, PageUp, PageDown key.Binding
	// Summary.
	NewGame, Export key.Binding
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

		PrevSeat:  b("←/↑", "previous seat", "left", "up"),
		NextSeat:  b("→/↓", "seat", "right", "down"),
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

		Rows:       b("↑/↓", "row", "up", "down"),
		Move:       b("K/J", "move a player", "K", "J", "shift+up", "shift+down"),
		Up:         b("↑", "up", "up"),
		Down:       b("↓", "down", "down"),
		Left:       b("←", "less", "left"),
		Right:      b("→", "more", "right"),
		Adjust:     b("←/→", "change", "left", "right"),
		Edit:       b("enter", "edit", "enter"),
		Add:        b("a", "add a player", "a"),
		Remove:     b("x", "remove", "x", "delete"),
		MoveUp:     b("K", "move up", "K", "shift+up"),
		MoveDown:   b("J", "move down", "J", "shift+down"),
		Start:      b("s", "start", "s"),
		Digits:     b("0–9", "type the number", "0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "backspace"),
		NumberDone: b("enter", "done", "enter"),

		Redraw: b("r", "draw the roles again", "r"),
		ByHand: b("m", "set the roles by hand", "m"),
		Begin:  b("enter", "begin the first turn", "enter"),

		ScrollUp:   b("↑", "up", "up", "k"),
		ScrollDown: b("↓", "down", "down", "j"),
		PageUp:     b("pgup", "page up", "pgup", "b"),
		PageDown:   b("pgdn", "page down", "pgdown", "space"),

		NewGame: b("n", "new game, same players", "n"),
		Export:  b("e", "export", "e"),
	}
}

// Context returns the situation the key map was narrowed to.
func (k KeyMap) Context() Context { return k.ctx }

// With returns the key map narrowed to a situation: bindings that do not
// apply are disabled, so they neither match nor show in the help.
func (k KeyMap) With(c Context) KeyMap {
	k.ctx = c
	table := c.Mode == ModeTable
	play := table && !c.ReadOnly && !c.Over
	set := func(b *key.Binding, on bool) { b.SetEnabled(on) }

	set(&k.PrevSeat, table)
	set(&k.NextSeat, table)
	set(&k.Seat, table || (c.Mode == ModePrompt && c.Seats))
	if c.ManySeats {
		k.Seat.SetHelp("1–9 0", "seat 1–10 (arrows reach 11, 12)")
	}
	for _, b := range []*key.Binding{&k.LifeDown, &k.LifeUp, &k.LifeDown5, &k.LifeUp5, &k.LifeTyped,
		&k.Several, &k.Attack, &k.Target, &k.Eliminate, &k.Pass, &k.EndGame} {
		set(b, play)
	}
	set(&k.Source, play && c.Pending)
	set(&k.Commit, play && c.Pending)
	set(&k.Cancel, play && c.Pending)
	set(&k.Points, play && c.Lord)
	set(&k.Pairs, play && c.Lord)
	set(&k.Undo, (table || c.Mode == ModeSummary) && (c.CanUndo || c.Pending) && !c.Watch)
	set(&k.Redo, (table || c.Mode == ModeSummary) && c.CanRedo && !c.Watch)
	set(&k.Log, table || c.Mode == ModeSummary || c.Mode == ModeLog)
	set(&k.Summary, table)

	prompt := c.Mode == ModePrompt
	set(&k.NextField, prompt && c.Fields)
	set(&k.PrevField, prompt && c.Fields)
	set(&k.Change, prompt && !c.Text)
	set(&k.Toggle, prompt && c.Toggle)
	set(&k.Submit, prompt)
	set(&k.SaveName, c.Mode == ModeSetupEdit)
	set(&k.Dismiss, prompt)
	set(&k.AllSame, prompt && c.Number && c.Seats)
	set(&k.Yes, c.Mode == ModeConfirm)
	set(&k.No, c.Mode == ModeConfirm)

	setup := c.Mode == ModeSetup
	for _, b := range []*key.Binding{&k.Up, &k.Down, &k.Left, &k.Right, &k.Adjust, &k.Edit, &k.Add, &k.Remove,
		&k.MoveUp, &k.MoveDown, &k.Start, &k.Rows, &k.Move} {
		set(b, setup)
	}
	set(&k.Add, setup && !c.NumberRow)
	number := c.Mode == ModeSetupNumber
	set(&k.Digits, number)
	set(&k.NumberDone, number)
	roles := c.Mode == ModeRoles
	set(&k.Redraw, roles)
	set(&k.ByHand, roles)
	set(&k.Begin, roles)

	logMode := c.Mode == ModeLog
	for _, b := range []*key.Binding{&k.ScrollUp, &k.ScrollDown, &k.PageUp, &k.PageDown} {
		set(b, logMode)
	}
	set(&k.NewGame, c.Mode == ModeSummary && c.Over && !c.ReadOnly)
	set(&k.Export, c.Mode == ModeSummary && c.Export)
	set(&k.Back, c.Mode == ModeLog || c.Mode == ModeHelp || c.Mode == ModeSetupEdit || number || roles ||
		(c.Mode == ModeSummary && (!c.Over || c.ReadOnly)) || (table && c.Fresh && !c.Pending && !c.ReadOnly))
	set(&k.Help, c.Mode != ModeSetupEdit && !number && c.Mode != ModeConfirm && !(prompt && c.Text))
	set(&k.Quit, c.Mode != ModeSetupEdit && !number && c.Mode != ModeConfirm && !prompt)
	return k
}

// ShortHelp implements help.KeyMap: the few bindings that matter most in
// the current mode.
func (k KeyMap) ShortHelp() []key.Binding {
	switch k.ctx.Mode {
	case ModeSetup:
		// Help and quit come early: a narrow line cuts the end.
		add := k.Add
		add.SetHelp("a", "add") // short, so that ? and q fit at 80 cells
		return []key.Binding{k.Rows, k.Adjust, k.Edit, add, k.Start, k.Help, k.Quit, k.Remove, k.Move}
	case ModeSetupEdit:
		return []key.Binding{k.SaveName, k.Back}
	case ModeSetupNumber:
		return []key.Binding{k.Digits, k.NumberDone, k.Back}
	case ModeRoles:
		return []key.Binding{k.Redraw, k.ByHand, k.Begin, k.Back, k.Help, k.Quit}
	case ModePrompt:
		return []key.Binding{k.Seat, k.NextField, k.Change, k.Toggle, k.AllSame, k.Submit, k.Dismiss}
	case ModeConfirm:
		return []key.Binding{k.Yes, k.No}
	case ModeLog:
		return []key.Binding{k.ScrollUp, k.ScrollDown, k.PageUp, k.PageDown, k.Back, k.Quit}
	case ModeHelp:
		return []key.Binding{k.Back, k.Quit}
	case ModeSummary:
		return []key.Binding{k.Undo, k.Redo, k.NewGame, k.Export, k.Log, k.Back, k.Quit}
	}
	if k.ctx.Pending {
		return []key.Binding{k.LifeDown, k.LifeUp, k.Commit, k.Source, k.Cancel, k.Help, k.Pass}
	}
	if k.ctx.ReadOnly {
		return []key.Binding{k.NextSeat, k.Undo, k.Redo, k.Log, k.Summary, k.Help, k.Quit}
	}
	return []key.Binding{k.NextSeat, k.LifeDown, k.LifeUp, k.Pass, k.Undo, k.Help, k.Attack, k.Target,
		k.Eliminate, k.Back, k.Quit}
}

// FullHelp implements help.KeyMap: every binding of the current mode, in
// columns.
func (k KeyMap) FullHelp() [][]key.Binding {
	switch k.ctx.Mode {
	case ModeTable:
		return [][]key.Binding{
			{k.PrevSeat, k.NextSeat, k.Seat, k.LifeDown, k.LifeUp, k.LifeDown5, k.LifeUp5},
			{k.LifeTyped, k.Commit, k.Source, k.Cancel, k.Several, k.Pass},
			{k.Attack, k.Target, k.Eliminate, k.Points, k.Pairs, k.EndGame},
			{k.Undo, k.Redo, k.Log, k.Summary, k.Back, k.Help, k.Quit},
		}
	case ModeSetup:
		return [][]key.Binding{{k.Up, k.Down, k.Left, k.Right}, {k.Edit, k.Add, k.Remove, k.MoveUp, k.MoveDown},
			{k.Start, k.Help, k.Quit}}
	}
	return [][]key.Binding{k.ShortHelp()}
}
