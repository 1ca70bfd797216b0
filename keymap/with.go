package keymap

import (
	"reflect"

	"charm.land/bubbles/v2/key"

	"rolekeeper/wording"
)

// With returns the key map narrowed to a situation: bindings that do not
// apply are disabled, so they neither match nor show in the help. Some
// modes also narrow a binding's keys or help text (Quit is ctrl+c alone
// where q is typed), so call With on a fresh New or DefaultKeyMap, not on
// a key map already narrowed.
func (k KeyMap) With(c Context) KeyMap {
	k.ctx = c
	for _, b := range k.bindings() {
		b.SetEnabled(false)
	}
	switch c.Mode {
	case ModeTable:
		k.withTable(c)
	case ModePrompt:
		k.withPrompt(c.Field, c.Fields)
		k.Nobody.SetEnabled(c.Field == FieldSeat && c.Nobody)
		k.ClearText.SetEnabled(c.Field == FieldText && c.TextFilled)
	case ModeSetup, ModeSetupEdit, ModeSetupNumber:
		k.withSetup(c)
	case ModeRoles:
		enable(&k.Redraw, &k.ByHand, &k.Begin, &k.Back, &k.Help, &k.Quit)
		k.Undo.SetEnabled(c.CanUndo) // roles drawn again or set by hand are taken back
	case ModeConfirm:
		enable(&k.Yes, &k.No, &k.Quit)
	case ModeLog:
		enable(&k.ScrollUp, &k.ScrollDown, &k.PageUp, &k.PageDown, &k.HalfPageUp, &k.HalfPageDown,
			&k.Top, &k.Bottom, &k.LogScroll, &k.LogPage, &k.LogHalfPage, &k.LogEnds, &k.Log, &k.Back, &k.Quit)
	case ModeHelp:
		enable(&k.Back, &k.Help, &k.Quit)
		say(&k.Help, k.texts.HelpBack)
	case ModeSummary:
		k.withSummary(c)
	case ModePicker:
		enable(&k.ListUp, &k.ListDown, &k.ListPrevPage, &k.ListNextPage, &k.ListStart, &k.ListEnd,
			&k.ListMore, &k.ListLess, &k.ListMove, &k.Resume, &k.StartNew, &k.Stats, &k.Quit)
		k.SetAside.SetEnabled(c.SetAside)
	case ModeStats:
		enable(&k.Up, &k.Down, &k.Left, &k.Right, &k.Top, &k.Bottom, &k.Rows, &k.Adjust,
			&k.Reverse, &k.NextView, &k.PrevView, &k.Help, &k.Quit)
		k.Back.SetEnabled(c.FromList)
	case ModeTooSmall:
		enable(&k.Quit)
	}
	k.narrowQuit(c.Mode)
	k.Suspend.SetEnabled(canSuspend) // in every mode, as in any terminal program (not on Windows)
	if c.Seats > 10 {
		say(&k.Seat, k.texts.SeatMany)
	} else {
		k.Seat.SetKeys(k.Seat.Keys()[:10]...) // ! and @ are seats 11 and 12 only where they exist
	}
	if c.Seats > 0 && c.Seats < 10 {
		say(&k.Seat, k.texts.SeatUpTo(c.Seats))
	}
	return k
}

// bindings lists every binding of the key map, to start each situation
// from none.
func (k *KeyMap) bindings() []*key.Binding {
	var out []*key.Binding
	v := reflect.ValueOf(k).Elem()
	for i := range v.NumField() {
		if !v.Type().Field(i).IsExported() {
			continue
		}
		if b, ok := v.Field(i).Addr().Interface().(*key.Binding); ok {
			out = append(out, b)
		}
	}
	return out
}

// enable turns bindings on.
func enable(bs ...*key.Binding) {
	for _, b := range bs {
		b.SetEnabled(true)
	}
}

// narrowQuit gives Quit the keys of the mode: only ctrl+c where q may be
// typed or answers a question, and esc as well on the list of games.
func (k *KeyMap) narrowQuit(m Mode) {
	switch m {
	case ModeSetupEdit, ModeSetupNumber, ModePrompt, ModeConfirm:
		k.Quit.SetKeys("ctrl+c")
		say(&k.Quit, k.texts.QuitTyping)
	case ModePicker:
		k.Quit.SetKeys("q", "esc", "ctrl+c")
	}
}

// withTable enables the table's bindings: browsing always, the rest while
// the game may be played.
func (k *KeyMap) withTable(c Context) {
	enable(&k.PrevSeat, &k.NextSeat, &k.Seat, &k.Log, &k.Summary, &k.Help, &k.Quit)
	if !c.ReadOnly && !c.Over {
		enable(&k.LifeDown, &k.LifeUp, &k.LifeDown5, &k.LifeUp5, &k.LifeTyped,
			&k.Several, &k.Poison, &k.Attack, &k.Target, &k.Eliminate, &k.Pass, &k.EndGame, &k.Deck)
		k.Points.SetEnabled(c.Lord)
		k.Pairs.SetEnabled(c.Lord)
		if c.Pending {
			enable(&k.Source, &k.Commit, &k.Cancel)
		}
	}
	k.Undo.SetEnabled((c.CanUndo || c.Pending) && !c.Watch)
	k.Redo.SetEnabled(c.CanRedo && !c.Watch)
	k.Back.SetEnabled(c.Fresh && !c.Pending && !c.ReadOnly)
	k.Language.SetEnabled(c.Watch)
	k.Phones.SetEnabled(!c.ReadOnly && c.Phones)
}

// withPrompt enables the keys of a prompt whose focused field is f; more
// says that it has more than one field.
func (k *KeyMap) withPrompt(f Field, more bool) {
	enable(&k.Submit, &k.Dismiss, &k.Quit)
	if more {
		enable(&k.NextField, &k.PrevField)
	}
	arrows := []*key.Binding{&k.Change, &k.Left, &k.Right}
	number := []*key.Binding{&k.Digits, &k.Erase, &k.Minus, &k.Plus}
	switch f {
	case FieldSeat:
		enable(append(arrows, &k.Seat)...)
	case FieldSeats:
		enable(append(arrows, &k.Seat, &k.Toggle)...)
	case FieldChoice:
		enable(append(arrows, &k.Initial)...)
	case FieldNumber:
		enable(append(arrows, number...)...)
	case FieldChanges:
		enable(append(arrows, &k.Seat, &k.LifeDown, &k.LifeUp, &k.LifeDown5, &k.LifeUp5,
			&k.AllSame, &k.Clear, &k.LifeTyped, &k.Poison)...)
		say(&k.Poison, k.texts.PoisonMode)
	case FieldAmount:
		enable(append(number, &k.AllSame)...)
		say(&k.AllSame, k.texts.AllSameTyped)
		say(&k.Submit, k.texts.SubmitTyped)
		say(&k.Dismiss, k.texts.DismissTyped)
	case FieldPairs:
		enable(append(arrows, &k.Seat, &k.Toggle, &k.TakeBack)...)
	}
}

// withSetup enables the keys of the setup screen, of a name typed there
// and of a number typed there.
func (k *KeyMap) withSetup(c Context) {
	switch c.Mode {
	case ModeSetupEdit:
		enable(&k.SaveName, &k.Back, &k.Quit)
		k.ClearText.SetEnabled(c.TextFilled)
		for _, b := range []*key.Binding{&k.PastPrev, &k.PastNext, &k.PastPlayers} {
			b.SetEnabled(c.Roster)
		}
	case ModeSetupNumber:
		enable(&k.Digits, &k.Erase, &k.NumberDone, &k.NumberLeave, &k.Back, &k.Up, &k.Down,
			&k.Left, &k.Right, &k.Quit)
	default:
		enable(&k.Rows, &k.Up, &k.Down, &k.Left, &k.Right, &k.Adjust, &k.NextChoice, &k.Edit,
			&k.Start, &k.Help, &k.Quit)
		for _, b := range []*key.Binding{&k.Remove, &k.MoveUp, &k.MoveDown, &k.Move, &k.Deck} {
			b.SetEnabled(c.PlayerRow || c.Overview)
		}
		// The draws and putting back act whichever row is focused, a number
		// row too (u takes a draw back); adding a player does not there,
		// as it would swallow the letters typed after it ("abc" on
		// Starting life added a player "bc").
		k.Add.SetEnabled(!c.NumberRow || c.Overview)
		k.PutBack.SetEnabled(c.PutBack || c.Undraw || c.Overview)
		if c.Undraw {
			say(&k.PutBack, k.texts.Undraw)
		}
		enable(&k.DrawFirst, &k.ShuffleSeats)
		k.Digits.SetEnabled(c.NumberRow || c.Overview)
		k.Erase.SetEnabled(c.NumberRow || c.Overview)
	}
}

// withSummary enables the summary's keys: undo and redo, the log, a new
// game once the game is over, export, and back to the table while it goes
// on.
func (k *KeyMap) withSummary(c Context) {
	enable(&k.Log, &k.Quit)
	k.Undo.SetEnabled((c.CanUndo || c.Pending) && !c.Watch)
	k.Redo.SetEnabled(c.CanRedo && !c.Watch)
	k.NewGame.SetEnabled(c.Over && !c.ReadOnly)
	k.Export.SetEnabled(c.Export)
	k.Back.SetEnabled(!c.Over || c.ReadOnly)
	enable(&k.SummaryPage)
	if c.LifePage {
		say(&k.SummaryPage, k.texts.SummaryBack)
	}
	k.Language.SetEnabled(c.Watch)
}

// say gives a binding the help text h.
func say(b *key.Binding, h wording.KeyHelp) { b.SetHelp(h.Key, h.Desc) }
