package keymap

import "charm.land/bubbles/v2/key"

// ShortHelp implements help.KeyMap: the few bindings that matter most in
// the current mode.
func (k KeyMap) ShortHelp() []key.Binding {
	switch k.ctx.Mode {
	case ModeSetup:
		// Help and quit come early: a narrow line cuts the end.
		add := k.Add
		say(&add, k.texts.AddShort) // short, so that ? and q fit at 80 cells
		// The draws (f, r) are said on the first player's row.
		return []key.Binding{k.Rows, k.Adjust, k.Edit, add, k.Start, k.Help, k.Quit, k.PutBack, k.Remove, k.Move}
	case ModeSetupEdit:
		return []key.Binding{k.PastPlayers, k.SaveName, k.Back, k.ClearText}
	case ModeSetupNumber:
		return []key.Binding{k.Digits, k.Erase, k.NumberDone, k.Back}
	case ModeRoles:
		return []key.Binding{k.Redraw, k.ByHand, k.Begin, k.Undo, k.Back, k.Help, k.Quit}
	case ModePrompt:
		return []key.Binding{k.Seat, k.Nobody, k.Initial, k.Digits, k.Minus, k.Plus, k.NextField, k.Change,
			k.Toggle, k.AllSame, k.LifeTyped, k.Poison, k.Submit, k.ClearText, k.Dismiss, k.Erase, k.Clear, k.TakeBack}
	case ModeConfirm:
		return []key.Binding{k.Yes, k.No}
	case ModeLog:
		return []key.Binding{k.LogScroll, k.LogPage, k.LogHalfPage, k.LogEnds, k.Back, k.Quit}
	case ModeHelp:
		return []key.Binding{k.Back, k.Help, k.Quit}
	case ModeSummary:
		// Back and quit before the log: a narrow line cuts the end.
		return []key.Binding{k.Undo, k.Redo, k.NewGame, k.Export, k.SummaryPage, k.Back, k.Quit, k.Log, k.Language}
	case ModePicker:
		return []key.Binding{k.ListUp, k.ListDown, k.Resume, k.StartNew, k.SetAside, k.Stats, k.Quit, k.ListMore}
	case ModeStats:
		// Help, back and quit before the views: a narrow line cuts the end.
		return []key.Binding{k.Rows, k.Adjust, k.Help, k.Back, k.Quit, k.Reverse, k.NextView}
	case ModeTooSmall:
		return []key.Binding{k.Quit}
	}
	if k.ctx.Pending {
		return []key.Binding{k.LifeDown, k.LifeUp, k.Commit, k.Source, k.Cancel, k.Help, k.Pass}
	}
	if k.ctx.ReadOnly {
		// Help and quit before the summary: a narrow line cuts the end.
		return []key.Binding{k.NextSeat, k.Undo, k.Redo, k.Log, k.Help, k.Quit, k.Summary, k.Language}
	}
	return []key.Binding{k.NextSeat, k.LifeDown, k.LifeUp, k.Pass, k.Undo, k.Help, k.Attack, k.Target,
		k.Eliminate, k.Back, k.Quit}
}

// FullHelp implements help.KeyMap: every binding of the current mode, in
// columns. Every key the mode takes is in it; ctrl+z (suspend), which
// every mode takes, ends the shortest column, so that it costs no line.
func (k KeyMap) FullHelp() [][]key.Binding {
	cols := k.fullHelp()
	short := 0
	for i, col := range cols {
		if len(col) < len(cols[short]) {
			short = i
		}
	}
	cols[short] = append(cols[short][:len(cols[short]):len(cols[short])], k.Suspend)
	return cols
}

// fullHelp is FullHelp without Suspend.
func (k KeyMap) fullHelp() [][]key.Binding {
	switch k.ctx.Mode {
	case ModeTable:
		return [][]key.Binding{
			{k.PrevSeat, k.NextSeat, k.Seat, k.LifeDown, k.LifeUp, k.LifeDown5, k.LifeUp5},
			{k.LifeTyped, k.Commit, k.Source, k.Cancel, k.Several, k.Pass},
			{k.Poison, k.Attack, k.Target, k.Eliminate, k.Points, k.Pairs, k.Deck},
			{k.EndGame, k.Undo, k.Redo, k.Log, k.Summary, k.Back, k.Help, k.Quit, k.Language, k.Phones},
		}
	case ModeSetup:
		return [][]key.Binding{{k.Up, k.Down, k.Left, k.Right, k.NextChoice},
			{k.Edit, k.Add, k.Remove, k.PutBack, k.MoveUp, k.MoveDown, k.Deck}, {k.DrawFirst, k.ShuffleSeats, k.Digits, k.Erase},
			{k.Start, k.Help, k.Quit}}
	case ModeSetupEdit:
		return [][]key.Binding{{k.PastPrev, k.PastNext, k.SaveName, k.ClearText, k.Back, k.Quit}}
	case ModeSetupNumber:
		return [][]key.Binding{{k.Digits, k.Erase, k.NumberDone, k.NumberLeave}, {k.Up, k.Down, k.Left, k.Right},
			{k.Back, k.Quit}}
	case ModePrompt:
		return [][]key.Binding{
			{k.Seat, k.Nobody, k.Initial, k.Change, k.Toggle, k.TakeBack, k.NextField, k.PrevField},
			{k.Digits, k.Minus, k.Plus, k.Erase},
			{k.LifeDown, k.LifeUp, k.LifeDown5, k.LifeUp5, k.LifeTyped, k.AllSame, k.Clear, k.Poison},
			{k.Submit, k.ClearText, k.Dismiss, k.Quit},
		}
	case ModeConfirm:
		return [][]key.Binding{{k.Yes, k.No, k.Quit}}
	case ModeLog:
		return [][]key.Binding{{k.ScrollUp, k.ScrollDown, k.PageUp, k.PageDown},
			{k.HalfPageUp, k.HalfPageDown, k.Top, k.Bottom}, {k.Log, k.Back, k.Quit}}
	case ModePicker:
		return [][]key.Binding{{k.ListUp, k.ListDown, k.ListNextPage, k.ListPrevPage, k.ListStart, k.ListEnd},
			{k.Resume, k.StartNew, k.SetAside, k.Stats}, {k.Quit, k.ListLess}}
	case ModeStats:
		return [][]key.Binding{{k.Up, k.Down, k.Top, k.Bottom}, {k.Left, k.Right, k.Reverse},
			{k.NextView, k.PrevView}, {k.Help, k.Back, k.Quit}}
	}
	return [][]key.Binding{k.ShortHelp()}
}
