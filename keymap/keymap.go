// Package keymap declares every key binding of rolekeeper once, with its
// help text, and says which bindings apply in which situation so that the
// help line never offers a key that does nothing.
package keymap

import (
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
)

// Context is what decides which bindings apply right now.
type Context struct {
	Mode Mode
	// Lord is true in a Lord game (points and pairs apply).
	Lord bool
	// ReadOnly is a game that may only be browsed, undone and redone.
	ReadOnly bool
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
	// seatMany and addShort are help texts that With and ShortHelp put
	// in place of Seat's and Add's.
	seatMany, addShort wording.KeyHelp

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
		ctx:      Context{Mode: ModeTable},
		seatMany: h.SeatMany,
		addShort: h.AddShort,
		Quit:     b(h.Quit, "q", "ctrl+c"),
		Help:     b(h.Help, "?"),
		Back:     b(h.Back, "esc"),

		PrevSeat:  b(h.PrevSeat, "left", "up"),
		NextSeat:  b(h.NextSeat, "right", "down"),
		Seat:      b(h.Seat, "1", "2", "3", "4", "5", "6", "7", "8", "9", "0"),
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
		Points:    b(h.Points, "p"),
		Pairs:     b(h.Pairs, "R"),
		Pass:      b(h.Pass, "P"),
		EndGame:   b(h.EndGame, "E"),
		Undo:      b(h.Undo, "u"),
		Redo:      b(h.Redo, "r"),
		Log:       b(h.Log, "h"),
		Summary:   b(h.Summary, "S"),

		NextField: b(h.NextField, "tab", "down"),
		PrevField: b(h.PrevField, "shift+tab", "up"),
		Change:    b(h.Change, "left", "right"),
		Toggle:    b(h.Toggle, "space"),
		Submit:    b(h.Submit, "enter"),
		SaveName:  b(h.SaveName, "enter"),
		Dismiss:   b(h.Dismiss, "esc"),
		Yes:       b(h.Yes, "y", "Y"),
		No:        b(h.No, "n", "N", "esc"),
		AllSame:   b(h.AllSame, "*"),

		Rows:       b(h.Rows, "up", "down"),
		Move:       b(h.Move, "K", "J", "shift+up", "shift+down"),
		Up:         b(h.Up, "up"),
		Down:       b(h.Down, "down"),
		Left:       b(h.Left, "left"),
		Right:      b(h.Right, "right"),
		Adjust:     b(h.Adjust, "left", "right"),
		Edit:       b(h.Edit, "enter"),
		Add:        b(h.Add, "a"),
		Remove:     b(h.Remove, "x", "delete"),
		MoveUp:     b(h.MoveUp, "K", "shift+up"),
		MoveDown:   b(h.MoveDown, "J", "shift+down"),
		Start:      b(h.Start, "s"),
		Digits:     b(h.Digits, "0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "backspace"),
		NumberDone: b(h.NumberDone, "enter"),

		Redraw: b(h.Redraw, "r"),
		ByHand: b(h.ByHand, "m"),
		Begin:  b(h.Begin, "enter"),

		ScrollUp:   b(h.ScrollUp, "up", "k"),
		ScrollDown: b(h.ScrollDown, "down", "j"),
		PageUp:     b(h.PageUp, "pgup", "b"),
		PageDown:   b(h.PageDown, "pgdown", "space"),

		NewGame: b(h.NewGame, "n"),
		Export:  b(h.Export, "e"),
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
		k.Seat.SetHelp(k.seatMany.Key, k.seatMany.Desc)
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
	set(&k.Undo, (table || c.Mode == ModeSummary) && (c.CanUndo || c.Pending))
	set(&k.Redo, (table || c.Mode == ModeSummary) && c.CanRedo)
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
		add.SetHelp(k.addShort.Key, k.addShort.Desc) // short, so that ? and q fit at 80 cells
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
