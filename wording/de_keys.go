package wording

// The key names of the help line stay as the keyboard and the other
// programs of a terminal write them (enter, esc, tab, pgup); only space
// and backspace, which German keyboards call Leertaste and Rücktaste, are
// said in German.

func keysDE() Keys {
	return Keys{
		Quit: KeyHelp{"q", "beenden"},
		Help: KeyHelp{"?", "alle Tasten"},
		Back: KeyHelp{"esc", "zurück"},

		PrevSeat:  KeyHelp{"←/↑", "voriger Platz"},
		NextSeat:  KeyHelp{"→/↓", "Platz"},
		Seat:      KeyHelp{"1–9 0", "Platz 1–10"},
		SeatMany:  KeyHelp{"1–9 0", "Platz 1–10 (Pfeile für 11, 12)"},
		LifeDown:  KeyHelp{"-", "−1 Leben"},
		LifeUp:    KeyHelp{"+", "+1 Leben"},
		LifeDown5: KeyHelp{"<", "−5 Leben"},
		LifeUp5:   KeyHelp{">", "+5 Leben"},
		LifeTyped: KeyHelp{"l", "Lebenspunkte eintippen"},
		Source:    KeyHelp{"s", "Quelle"},
		Commit:    KeyHelp{"enter", "fertig"},
		Cancel:    KeyHelp{"esc", "Änderung verwerfen"},

		Several:   KeyHelp{"e", "Leben für mehrere (Erdbeben)"},
		Attack:    KeyHelp{"a", "angreifen"},
		Target:    KeyHelp{"t", "Ziel wählen"},
		Eliminate: KeyHelp{"x", "ausschalten"},
		Points:    KeyHelp{"p", "Siegpunkte von Hand"},
		Pairs:     KeyHelp{"R", "Paarungen von Hand"},
		Pass:      KeyHelp{"P", "Zug beenden (shift+p)"},
		EndGame:   KeyHelp{"E", "Spiel beenden"},
		Undo:      KeyHelp{"u", "Rückgängig"},
		Redo:      KeyHelp{"r", "Wiederholen"},
		Log:       KeyHelp{"h", "Protokoll"},
		Summary:   KeyHelp{"S", "Zusammenfassung"},

		NextField: KeyHelp{"tab/↓", "nächstes Feld"},
		PrevField: KeyHelp{"shift+tab/↑", "voriges Feld"},
		Change:    KeyHelp{"←/→", "ändern"},
		Toggle:    KeyHelp{"Leertaste", "wählen/abwählen"},
		Submit:    KeyHelp{"enter", "bestätigen"},
		SaveName:  KeyHelp{"enter", "Name speichern (leer: fertig)"},
		Dismiss:   KeyHelp{"esc", "abbrechen"},
		Yes:       KeyHelp{"y", "ja"},
		No:        KeyHelp{"n/esc", "nein"},
		AllSame:   KeyHelp{"*", "gleich für alle"},

		Rows:       KeyHelp{"↑/↓", "Zeile"},
		Move:       KeyHelp{"K/J", "Spieler verschieben"},
		Up:         KeyHelp{"↑", "hoch"},
		Down:       KeyHelp{"↓", "runter"},
		Left:       KeyHelp{"←", "weniger"},
		Right:      KeyHelp{"→", "mehr"},
		Adjust:     KeyHelp{"←/→", "ändern"},
		Edit:       KeyHelp{"enter", "bearbeiten"},
		Add:        KeyHelp{"a", "Spieler hinzufügen"},
		AddShort:   KeyHelp{"a", "hinzufügen"},
		Remove:     KeyHelp{"x", "entfernen"},
		MoveUp:     KeyHelp{"K", "nach oben"},
		MoveDown:   KeyHelp{"J", "nach unten"},
		Start:      KeyHelp{"s", "beginnen"},
		Digits:     KeyHelp{"0–9", "Zahl eintippen"},
		NumberDone: KeyHelp{"enter", "fertig"},

		Redraw: KeyHelp{"r", "Rollen neu auslosen"},
		ByHand: KeyHelp{"m", "Rollen von Hand"},
		Begin:  KeyHelp{"enter", "ersten Zug beginnen"},

		ScrollUp:   KeyHelp{"↑", "hoch"},
		ScrollDown: KeyHelp{"↓", "runter"},
		PageUp:     KeyHelp{"pgup", "Seite hoch"},
		PageDown:   KeyHelp{"pgdn", "Seite runter"},

		NewGame: KeyHelp{"n", "neues Spiel, gleiche Spieler"},
		Export:  KeyHelp{"e", "exportieren"},

		Resume:   KeyHelp{"enter", "fortsetzen"},
		PickNew:  KeyHelp{"n", "neues Spiel"},
		SetAside: KeyHelp{"d", "beiseitelegen"},
	}
}
