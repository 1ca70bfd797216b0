package wording

// KeyHelp is the help of one key binding: the keys as the help line
// writes them ("←/↑", "enter") and what they do ("previous seat").
type KeyHelp struct {
	Key, Desc string
}

// Keys are the help texts of every key binding, by the binding's name in
// package keymap.
type Keys struct {
	Quit, Help, Back                           KeyHelp
	PrevSeat, NextSeat, Seat, SeatMany         KeyHelp
	LifeDown, LifeUp, LifeDown5, LifeUp5       KeyHelp
	LifeTyped, Source, Commit, Cancel          KeyHelp
	Several, Attack, Target, Eliminate, Points KeyHelp
	Pairs, Pass, EndGame, Undo, Redo           KeyHelp
	Log, Summary                               KeyHelp
	NextField, PrevField, Change, Toggle       KeyHelp
	Submit, SaveName, Dismiss, Yes, No         KeyHelp
	AllSame                                    KeyHelp
	Rows, Move, Up, Down, Left, Right, Adjust  KeyHelp
	Edit, Add, AddShort, Remove                KeyHelp
	MoveUp, MoveDown, Start                    KeyHelp
	Digits, NumberDone                         KeyHelp
	Redraw, ByHand, Begin                      KeyHelp
	ScrollUp, ScrollDown, PageUp, PageDown     KeyHelp
	NewGame, Export                            KeyHelp
	// The list of unfinished games.
	Resume, PickNew, SetAside, PickStats KeyHelp
}

func keysEN() Keys {
	return Keys{
		Quit: KeyHelp{"q", "quit"},
		Help: KeyHelp{"?", "all keys"},
		Back: KeyHelp{"esc", "back"},

		PrevSeat:  KeyHelp{"←/↑", "previous seat"},
		NextSeat:  KeyHelp{"→/↓", "seat"},
		Seat:      KeyHelp{"1–9 0", "seat 1–10"},
		SeatMany:  KeyHelp{"1–9 0", "seat 1–10 (arrows reach 11, 12)"},
		LifeDown:  KeyHelp{"-", "−1 life"},
		LifeUp:    KeyHelp{"+", "+1 life"},
		LifeDown5: KeyHelp{"<", "−5 life"},
		LifeUp5:   KeyHelp{">", "+5 life"},
		LifeTyped: KeyHelp{"l", "type a life change"},
		Source:    KeyHelp{"s", "source"},
		Commit:    KeyHelp{"enter", "done"},
		Cancel:    KeyHelp{"esc", "cancel the change"},

		Several:   KeyHelp{"e", "life change for several (Earthquake)"},
		Attack:    KeyHelp{"a", "attack"},
		Target:    KeyHelp{"t", "target"},
		Eliminate: KeyHelp{"x", "eliminate"},
		Points:    KeyHelp{"p", "points by hand"},
		Pairs:     KeyHelp{"R", "set pairs by hand"},
		Pass:      KeyHelp{"P", "pass (shift+p)"},
		EndGame:   KeyHelp{"E", "end the game"},
		Undo:      KeyHelp{"u", "undo"},
		Redo:      KeyHelp{"r", "redo"},
		Log:       KeyHelp{"h", "log"},
		Summary:   KeyHelp{"S", "summary"},

		NextField: KeyHelp{"tab/↓", "next field"},
		PrevField: KeyHelp{"shift+tab/↑", "previous field"},
		Change:    KeyHelp{"←/→", "change"},
		Toggle:    KeyHelp{"space", "pick or drop"},
		Submit:    KeyHelp{"enter", "confirm"},
		SaveName:  KeyHelp{"enter", "save the name (empty: done)"},
		Dismiss:   KeyHelp{"esc", "cancel"},
		Yes:       KeyHelp{"y", "yes"},
		No:        KeyHelp{"n/esc", "no"},
		AllSame:   KeyHelp{"*", "same for all"},

		Rows:       KeyHelp{"↑/↓", "row"},
		Move:       KeyHelp{"K/J", "move a player"},
		Up:         KeyHelp{"↑", "up"},
		Down:       KeyHelp{"↓", "down"},
		Left:       KeyHelp{"←", "less"},
		Right:      KeyHelp{"→", "more"},
		Adjust:     KeyHelp{"←/→", "change"},
		Edit:       KeyHelp{"enter", "edit"},
		Add:        KeyHelp{"a", "add a player"},
		AddShort:   KeyHelp{"a", "add"},
		Remove:     KeyHelp{"x", "remove"},
		MoveUp:     KeyHelp{"K", "move up"},
		MoveDown:   KeyHelp{"J", "move down"},
		Start:      KeyHelp{"s", "start"},
		Digits:     KeyHelp{"0–9", "type the number"},
		NumberDone: KeyHelp{"enter", "done"},

		Redraw: KeyHelp{"r", "draw the roles again"},
		ByHand: KeyHelp{"m", "set the roles by hand"},
		Begin:  KeyHelp{"enter", "begin the first turn"},

		ScrollUp:   KeyHelp{"↑", "up"},
		ScrollDown: KeyHelp{"↓", "down"},
		PageUp:     KeyHelp{"pgup", "page up"},
		PageDown:   KeyHelp{"pgdn", "page down"},

		NewGame: KeyHelp{"n", "new game, same players"},
		Export:  KeyHelp{"e", "export"},

		Resume:    KeyHelp{"enter", "resume"},
		PickNew:   KeyHelp{"n", "new game"},
		SetAside:  KeyHelp{"d", "set aside"},
		PickStats: KeyHelp{"s", "stats"},
	}
}
