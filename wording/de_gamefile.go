package wording

func gameFileDE() GameFile {
	kinds := map[string]string{"list": "eine Liste", "object": "ein Objekt", "text": "Text", "bool": "true oder false",
		"number": "eine Zahl", "null": "null", "nothing": "nichts", "whole number": "eine ganze Zahl"}
	return GameFile{
		Kind:          func(k string) string { return orWord(kinds[k], k) },
		KindNumber:    func(n string) string { return "die Zahl " + n },
		Checksum:      "die Prüfsumme stimmt nicht: die Zeile wurde verändert oder ist beschädigt",
		ChecksumPlace: `die Prüfsumme ist unlesbar: "crc" muss als Letztes im Eintrag stehen, geschrieben als ,"crc":"8 Hexadezimalziffern"`,
		KeyCase: func(key, want string) string {
			return "unbekanntes Feld " + key + ": Groß- und Kleinschreibung zählt, richtig ist " + want
		},
		KeyDamaged: func(key, want string) string {
			return "die Prüfsumme stimmt nicht: das unbekannte Feld " + key + " sieht aus wie ein beschädigtes " + want
		},
		KeyTwice:  func(key string) string { return "kein gültiger Eintrag: das Feld " + key + " steht zweimal darin" },
		NotObject: func(kind string) string { return "ein Eintrag muss ein JSON-Objekt sein, hier steht aber " + kind },
		NotUTF8: func(at string) string {
			return "kein gültiger Eintrag: ab Byte " + at + " steht Text, der kein gültiges UTF-8 ist"
		},
		// The JSON reader's detail is English: left out.
		BrokenJSON: func(at, _ string) string { return "kein gültiger Eintrag: fehlerhaftes JSON ab Byte " + at },
		CutShort:   "die Zeile endet mitten im Eintrag",
		FieldKind: func(field, want, found string) string {
			return "das Feld " + field + " muss " + want + " sein, hier steht aber " + found
		},
		UnknownHouseRule: func(rule, known string) string {
			return "Spielaufbau: unbekannte Hausregel " + rule + " (dieser rolekeeper kennt nur " + known + ")"
		},
		HouseRuleKind: func(rule, found string) string {
			return "die Hausregel " + rule + " muss true oder false sein, hier steht aber " + found
		},
		ChangeIncomplete: func(kind, n string) string {
			return `Eintrag "` + kind + `": Änderung ` + n + ` braucht einen Platz ("seat") und einen Betrag ("delta")`
		},
		PairSize:  func(n, seats string) string { return "Paarung " + n + " hat " + seats + " Plätze statt 2" },
		NoVersion: `die Formatversion ("v") fehlt`,
		Version: func(v, known string) string {
			return "unbekannte Formatversion " + v + " (dieser rolekeeper liest Version " + known + ")"
		},
		NoType:      `die Art des Eintrags ("type") fehlt`,
		UnknownType: func(kind string) string { return "unbekannte Art von Eintrag: " + kind },
		SeqZero:     func(seq string) string { return `"seq" ` + seq + ": die Nummerierung beginnt bei 1" },
		SeqOrder: func(seq, want string) string {
			return "Eintrag Nummer " + seq + ", erwartet war " + want + ": eine Zeile fehlt, steht doppelt oder an falscher Stelle"
		},
		BadTime: func(text string) string {
			return "ungültige Zeitangabe " + text + ": erwartet ist RFC 3339, etwa 2026-11-29T20:15:02Z"
		},
		NoVariant:      `Spielaufbau: die Variante ("variant") fehlt`,
		UnknownVariant: func(text string) string { return "Spielaufbau: unbekannte Variante " + text + " (buhmann oder lord)" },
		BadSeed:        func(text string) string { return "Spielaufbau: der Startwert " + text + " ist keine 64-Bit-Ganzzahl" },
		NumberRange: func(field, number, least, most string) string {
			return "die Zahl " + number + " im Feld " + field + " liegt außerhalb des Bereichs: erlaubt ist eine ganze Zahl von " + least + " bis " + most
		},
		SeedRange: func(seed, least, most string) string {
			return "Spielaufbau: der Startwert " + seed + " liegt außerhalb des Bereichs: erlaubt ist eine ganze Zahl von " + least + " bis " + most
		},
		BadID: func(id string) string {
			return "Spielaufbau: die Kennung " + id + " muss aus 32 Hexadezimalziffern in Kleinbuchstaben bestehen"
		},
		Missing: func(kind string, fields []string) string {
			return `Eintrag "` + kind + `": ` + joinList(fields, ", ", " und ") + " " + noun(len(fields), "fehlt", "fehlen")
		},
		Unprotected:   `ein Eintrag ohne "seq" und "crc" nach dem Setup oder einem Eintrag mit Prüfsumme: jeder Eintrag danach muss beides haben`,
		NoSetup:       "die Datei enthält keinen Spielaufbau",
		SecondSetup:   "ein zweiter Spielaufbau",
		FirstNotSetup: "der erste Eintrag muss der Spielaufbau sein",
		LockReplaced:  "das Spiel lässt sich nicht sperren: die Datei wird immer wieder ersetzt",
		CannotLock:    "das Spiel lässt sich nicht sperren",
		NoGamesFolder: "kein Ordner für gespeicherte Spiele zu finden: XDG_STATE_HOME oder HOME setzen",
		DamagedNotKept: func(line string) string {
			return "Zeile " + line + " ist beschädigt, und eine Kopie der Datei ließ sich nicht anlegen"
		},
		CannotRepair:   "die Datei lässt sich nicht reparieren",
		RepairReplaced: "die Datei lässt sich nicht reparieren: beim Lesen hat eine andere Datei ihren Namen übernommen",
		TooManyGames:   "zu viele Spiele in derselben Minute begonnen",
		GameFileThere:  "hier liegt schon eine Spieldatei",
		Closed:         "die Spieldatei ist geschlossen",
		LogChanged:     "die Spieldatei wurde hinter dem Rücken dieses Spiels geändert (ersetzt oder gekürzt): das Protokoll lässt sich nicht mehr aus ihr lesen; der Tisch stimmt weiter",
	}
}
