package wording

import "fmt"

// KeyHelp is the help of one key binding: the keys as the help line
// writes them ("←/↑", "enter") and what they do ("previous seat").
type KeyHelp struct {
	Key, Desc string
}

// Keys are the help texts of every key binding, by the binding's name in
// package keymap, and of the bindings whose help changes with the
// situation.
type Keys struct {
	Quit, Help, Back, PrevSeat, NextSeat          KeyHelp
	Seat, LifeDown, LifeUp, LifeDown5, LifeUp5    KeyHelp
	LifeTyped, Source, Commit, Cancel, Several    KeyHelp
	Attack, Target, Eliminate, Points, Pairs      KeyHelp
	Deck                                          KeyHelp
	Pass, EndGame, Undo, Redo, Log                KeyHelp
	Summary, NextField, PrevField, Change, Toggle KeyHelp
	Submit, SaveName, Dismiss, Yes, No            KeyHelp
	// YesLetter is the first letter of the language's yes ("y", "j"),
	// which every yes/no question takes beside y: a German player
	// answers "ja" with j.
	YesLetter string
	// ClearText empties a text being typed (the text input's own ctrl+u).
	ClearText                                               KeyHelp
	AllSame, Clear, Minus, Plus, Erase                      KeyHelp
	TakeBack, Rows, Move, Up, Down                          KeyHelp
	Left, Right, Adjust, NextChoice, Edit                   KeyHelp
	Add, Remove, MoveUp, MoveDown, Start                    KeyHelp
	Digits, NumberDone, NumberLeave, Redraw, ByHand         KeyHelp
	Begin, ScrollUp, ScrollDown, PageUp, PageDown           KeyHelp
	HalfPageUp, HalfPageDown, Top, Bottom, LogScroll        KeyHelp
	LogPage, LogHalfPage, LogEnds, NewGame, Export          KeyHelp
	ListUp, ListDown, ListPrevPage, ListNextPage, ListStart KeyHelp
	ListEnd, ListMore, ListLess, Resume, StartNew           KeyHelp
	SetAside, Stats, PastPrev, PastNext, PastPlayers        KeyHelp
	Reverse, NextView, PrevView                             KeyHelp
	PutBack, Suspend, Nobody, Initial                       KeyHelp
	// DrawFirst and ShuffleSeats draw the first player and the seats on
	// the setup screen; Undraw is u there after a draw.
	DrawFirst, ShuffleSeats, Undraw KeyHelp
	// ListMove is the list of games' ↑/↓ said once.
	ListMove KeyHelp
	// Poison gives poison counters (C-11); PoisonMode switches the
	// several-players prompt between life and poison counters.
	Poison, PoisonMode KeyHelp
	// Language switches a live viewer to the next language (issue 13).
	Language KeyHelp
	// Phones shows the QR code of the page for phones (issue 23).
	Phones KeyHelp
	// Seat at a table of more than ten seats.
	SeatMany KeyHelp
	// SeatUpTo is Seat at a table of fewer than ten seats.
	SeatUpTo func(seats int) KeyHelp
	// Add said short on the setup's help line.
	AddShort KeyHelp
	// Help on the help screen, where it goes back.
	HelpBack KeyHelp
	// Quit where q may be typed.
	QuitTyping KeyHelp
	// AllSame while an amount is typed for several players.
	AllSameTyped KeyHelp
	// SummaryPage turns the summary to life lost and dealt, and
	// SummaryBack back to the standings.
	SummaryPage, SummaryBack KeyHelp
	// Submit while an amount is typed for several players.
	SubmitTyped KeyHelp
	// Dismiss while an amount is typed for several players.
	DismissTyped KeyHelp
}

func keysEN() Keys {
	return Keys{
		Quit:         KeyHelp{"q", "quit"},
		Help:         KeyHelp{"?", "all keys"},
		Nobody:       KeyHelp{"n", "nobody"},
		Initial:      KeyHelp{"a–z", "first letter"},
		Suspend:      KeyHelp{"ctrl+z", "suspend (fg: back)"},
		Back:         KeyHelp{"esc", "back"},
		PrevSeat:     KeyHelp{"←/↑", "previous seat"},
		NextSeat:     KeyHelp{"→/↓", "seat"},
		Seat:         KeyHelp{"1–9 0", "seat 1–10"},
		LifeDown:     KeyHelp{"-", "−1 life"},
		LifeUp:       KeyHelp{"+", "+1 life"},
		LifeDown5:    KeyHelp{"<", "−5 life"},
		LifeUp5:      KeyHelp{">", "+5 life"},
		LifeTyped:    KeyHelp{"l", "type a life change"},
		Source:       KeyHelp{"s", "source"},
		Commit:       KeyHelp{"enter", "done"},
		Cancel:       KeyHelp{"esc", "cancel the change"},
		Several:      KeyHelp{"e", "life change for several (Earthquake)"},
		Attack:       KeyHelp{"a", "attack"},
		Target:       KeyHelp{"t", "target"},
		Eliminate:    KeyHelp{"x", "eliminate"},
		Points:       KeyHelp{"v", "points by hand"},
		Deck:         KeyHelp{"d", "deck"},
		Poison:       KeyHelp{"i", "poison counters"},
		PoisonMode:   KeyHelp{"i", "life ↔ poison"},
		Pairs:        KeyHelp{"R", "set pairs by hand"},
		Pass:         KeyHelp{"P", "pass (shift+p)"},
		EndGame:      KeyHelp{"E", "end the game"},
		Undo:         KeyHelp{"u", "undo"},
		Redo:         KeyHelp{"r", "redo"},
		Log:          KeyHelp{"h", "log"},
		Summary:      KeyHelp{"S", "summary"},
		NextField:    KeyHelp{"tab/↓", "next field"},
		PrevField:    KeyHelp{"shift+tab/↑", "previous field"},
		Change:       KeyHelp{"←/→", "change"},
		Toggle:       KeyHelp{"space", "pick or drop"},
		Submit:       KeyHelp{"enter", "confirm"},
		SaveName:     KeyHelp{"enter", "save the name (empty: done)"},
		ClearText:    KeyHelp{"ctrl+u", "clear"},
		Dismiss:      KeyHelp{"esc", "cancel"},
		Yes:          KeyHelp{"y", "yes"},
		YesLetter:    "y",
		No:           KeyHelp{"n/esc", "no"},
		AllSame:      KeyHelp{"*", "same for all"},
		Clear:        KeyHelp{"backspace", "no change"},
		Minus:        KeyHelp{"-", "loss"},
		Plus:         KeyHelp{"+", "gain"},
		Erase:        KeyHelp{"backspace", "erase a digit"},
		TakeBack:     KeyHelp{"backspace", "take back"},
		Rows:         KeyHelp{"↑/↓", "row"},
		Move:         KeyHelp{"K/J", "move a player"},
		Up:           KeyHelp{"↑", "up"},
		Down:         KeyHelp{"↓", "down"},
		Left:         KeyHelp{"←", "less"},
		Right:        KeyHelp{"→", "more"},
		Adjust:       KeyHelp{"←/→", "change"},
		NextChoice:   KeyHelp{"space", "next choice"},
		Edit:         KeyHelp{"enter", "edit"},
		Add:          KeyHelp{"a", "add a player"},
		Remove:       KeyHelp{"x", "remove"},
		PutBack:      KeyHelp{"u", "put back the player removed"},
		MoveUp:       KeyHelp{"K", "move up"},
		MoveDown:     KeyHelp{"J", "move down"},
		Start:        KeyHelp{"s", "start"},
		Digits:       KeyHelp{"0–9", "type the number"},
		NumberDone:   KeyHelp{"enter", "done"},
		NumberLeave:  KeyHelp{"tab", "done, stay on the row"},
		Redraw:       KeyHelp{"r", "draw the roles again"},
		ByHand:       KeyHelp{"m", "set the roles by hand"},
		Begin:        KeyHelp{"enter", "begin the first turn"},
		ScrollUp:     KeyHelp{"↑", "up"},
		ScrollDown:   KeyHelp{"↓", "down"},
		PageUp:       KeyHelp{"pgup", "page up"},
		PageDown:     KeyHelp{"pgdn", "page down"},
		HalfPageUp:   KeyHelp{"u", "½ page up"},
		HalfPageDown: KeyHelp{"d", "½ page down"},
		Top:          KeyHelp{"g", "first"},
		Bottom:       KeyHelp{"G", "last"},
		LogScroll:    KeyHelp{"↑/↓", "scroll"},
		LogPage:      KeyHelp{"pgup/pgdn", "page"},
		LogHalfPage:  KeyHelp{"u/d", "½ page"},
		LogEnds:      KeyHelp{"g/G", "first/last"},
		NewGame:      KeyHelp{"n", "new game, same players"},
		Export:       KeyHelp{"e", "export"},
		ListUp:       KeyHelp{"↑/k", "up"},
		ListDown:     KeyHelp{"↓/j", "down"},
		ListPrevPage: KeyHelp{"←/h/pgup", "prev page"},
		ListNextPage: KeyHelp{"→/l/pgdn", "next page"},
		ListStart:    KeyHelp{"g/home", "go to start"},
		ListEnd:      KeyHelp{"G/end", "go to end"},
		ListMore:     KeyHelp{"?", "more"},
		ListMove:     KeyHelp{"↑↓", "move"},
		DrawFirst:    KeyHelp{"f", "draw the first player"},
		ShuffleSeats: KeyHelp{"r", "draw the seats"},
		Undraw:       KeyHelp{"u", "take the draw back"},
		ListLess:     KeyHelp{"?", "close help"},
		Resume:       KeyHelp{"enter", "resume"},
		StartNew:     KeyHelp{"n", "new game"},
		SetAside:     KeyHelp{"d", "set aside"},
		Stats:        KeyHelp{"s", "stats"},
		PastPrev:     KeyHelp{"↑", "previous past player"},
		PastNext:     KeyHelp{"↓", "next past player"},
		PastPlayers:  KeyHelp{"↑/↓", "past players"},
		Reverse:      KeyHelp{"r", "reverse"},
		NextView:     KeyHelp{"tab", "view"},
		PrevView:     KeyHelp{"shift+tab", "previous view"},
		Language:     KeyHelp{"L", "language"},
		Phones:       KeyHelp{"c", "QR code for phones"},
		SeatMany:     KeyHelp{"1–9 0 ! @", "seat 1–12 (! is 11, @ is 12)"},
		SeatUpTo:     func(n int) KeyHelp { return seatsUpTo(n, "seat") },
		AddShort:     KeyHelp{"a", "add"},
		HelpBack:     KeyHelp{"?", "back"},
		QuitTyping:   KeyHelp{"ctrl+c", "quit"},
		AllSameTyped: KeyHelp{"*", "to everyone"},
		SummaryPage:  KeyHelp{"tab", "turn time and life"},
		SummaryBack:  KeyHelp{"tab", "standings"},
		SubmitTyped:  KeyHelp{"enter", "to the seat"},
		DismissTyped: KeyHelp{"esc", "stop typing"},
	}
}

// seatsUpTo is the help of the seat keys at a table of n seats, fewer
// than ten: "1–4", and seat the word for a seat ("seat 1–4").
func seatsUpTo(n int, seat string) KeyHelp {
	if n < 2 {
		return KeyHelp{"1", seat + " 1"}
	}
	return KeyHelp{fmt.Sprintf("1–%d", n), fmt.Sprintf("%s 1–%d", seat, n)}
}

// seatDigits are the keys of the seats at a table of n seats, as a
// prompt's hint says them: "1–4", "1–9, 0", "1–9, 0, ! @ (11, 12)".
func seatDigits(n int) string {
	switch {
	case n > 10:
		return "1–9, 0, ! @ (11, 12)"
	case n == 10:
		return "1–9, 0"
	case n < 2:
		return "1"
	}
	return fmt.Sprintf("1–%d", n)
}
