package wording

import (
	"fmt"
	"strconv"
)

func promptDE() Prompt {
	p := Prompt{
		ReadOnlyKeys:    "Dieses Spiel ist nur zum Lesen: u und r blättern durch das Spiel, h zeigt das Protokoll.",
		ReadOnlyEvent:   "Dieses Spiel ist nur zum Lesen: nur Rückgängig, Wiederholen und Blättern sind möglich.",
		CapsLock:        func(key string) string { return "Die Taste " + key + " tut hier nichts. Ist die Feststelltaste an?" },
		PassNeedsShift:  "p tut nichts: P (shift+p) beendet den Zug; v gibt Siegpunkte von Hand.",
		CapsLockPass:    "Die Feststelltaste ist an: der Zug wurde nicht beendet. Feststelltaste aus; shift+p beendet den Zug.",
		ChangeCancelled: "Änderung der Lebenspunkte verworfen; nichts wurde eingetragen.",
		NotEnteredYet:   "Noch nicht eingetragen: − und + ändern, s nennt die Quelle, Esc verwirft.",
		NotEntered:      func(question string) string { return "Nicht eingetragen: " + question + "." },
		NotEnteredBack:  "Nicht eingetragen (kein Verursacher gewählt): korrigieren oder Quelle nennen · Esc verwirft",
		NotEnteredPairs: "Nicht eingetragen (noch keine Paarungen): Lord neu wählen · Esc behält die ausgelosten Rollen",
		NotEnded:        "Nicht eingetragen: das Spiel geht weiter.",
		NotWritten:      "Es wurde nichts geschrieben.",
		GameOverKeys:    "Das Spiel ist vorbei (C-10): u macht das letzte Ereignis rückgängig, S zeigt die Zusammenfassung.",
		PointsLordOnly:  "v: Siegpunkte von Hand gibt es nur bei Lord is killing you (L-11).",
		PairsLordOnly:   "R: Paarungen gibt es nur bei Lord is killing you (L-7).",
		NoSourceToName:  "Keine Änderung offen: erst − oder + drücken, dann s für die Quelle.",
		NothingToEnter:  "Keine Änderung offen: erst − oder + drücken, dann Enter.",
		NothingToCancel: "Keine Änderung offen: Esc verwirft nur eine, die mit − oder + begonnen wurde.",
		Unbound:         func(key string) string { return "Die Taste " + key + " tut hier nichts; ? zeigt alle Tasten." },
		UnboundInQuestion: func(key string) string {
			return "Die Taste " + key + " tut in dieser Frage nichts."
		},
		NotANumber: func(typed string) string {
			return typed + " ist keine Zahl: nur Ziffern, − oder +; Rücktaste korrigiert."
		},
		AmountTooLarge: func(typed string, most int) string {
			return typed + " ist mehr, als ein Ereignis ändern darf (" + strconv.Itoa(most) + "); Rücktaste korrigiert."
		},
		NotChosen: "noch nicht gewählt",
		ChooseSeat: func(label, seatKeys string) string {
			return label + ": erst wählen (" + seatKeys + " oder n für niemand), dann Enter."
		},
		ChooseChoice: func(label string, initials []string) string {
			return label + ": erst wählen (" + joinList(initials, ", ", " oder ") + " oder ←/→), dann Enter."
		},
		NoChoiceInitial: func(label, letter string, initials []string) string {
			return label + ": nichts beginnt mit " + letter + " (" + joinList(initials, ", ", " oder ") + ")."
		},
		NoSuchSeat:  func(number int) string { return "Es gibt keinen Platz " + strconv.Itoa(number) + "." },
		SelectFirst: "Zuerst einen Platz wählen: Pfeiltasten, oder 1–9 und 0 für Platz 10.",
		CannotChange: func(name string, waiting bool) string {
			state := "ausgeschieden"
			if waiting {
				state = "in Warteposition"
			}
			return "C-6a: " + name + " ist " + state + "; die Lebenspunkte lassen sich nicht ändern."
		},
		NothingToUndo:   "Nichts rückgängig zu machen.",
		NothingToRedo:   "Nichts zu wiederholen.",
		GameOverBrowse:  "Das Spiel ist vorbei: S zeigt die Zusammenfassung, u geht im Spiel zurück.",
		WritingSummary:  "Zusammenfassung wird geschrieben…",
		Exported:        func(path string) string { return "Zusammenfassung geschrieben: " + path },
		NotExported:     func(reason string) string { return "Die Zusammenfassung wurde nicht geschrieben: " + reason },
		UnknownError:    "unbekannter Fehler",
		OnlyQuit:        "Hier beendet nur q; andere Tasten tun nichts.",
		TooSmallConfirm: func(question string) string { return question + " j: ja · n: nein" },
		ConfirmKeys:     "j: ja · n oder Esc: nein",
		EndTitle:        "Das Spiel jetzt beenden?",
		EndLord:         "Die Spieler mit den meisten Siegpunkten gewinnen (L-12). Mit u lässt es sich rückgängig machen.",
		EndBuhmann:      "Ein vorzeitiges Ende hat bei Buhmann keinen Sieger (L-12, vorzeitiges Ende, in beiden Varianten). Mit u lässt es sich rückgängig machen.",
		QuitGame:        "rolekeeper mitten im Spiel beenden?",
		QuitSetup:       "rolekeeper beenden?",
		NotSavedLost:    "Das Spiel ist nicht gespeichert: es geht verloren.",
		SavedResume:     "Jedes Ereignis ist gespeichert: rolekeeper neu starten, um weiterzuspielen.",
		SaveFailed: func(reason string) []string {
			return []string{"Die letzten Ereignisse sind NICHT GESPEICHERT: " + reason,
				"rolekeeper versucht es beim Beenden noch einmal und sagt, was nicht gespeichert werden konnte."}
		},
		PlayersLost: "Die eingegebenen Spieler gehen verloren.",

		RolesTitle: "Rollen für dieses Spiel (L-1)",
		RolesHint:  "r: neu auslosen · m: von Hand · Enter: erster Zug · Esc: zurück zum Spielaufbau",
		RolesLines: func(lord string, pairs []PairNames, waiting string) []string {
			first := "Lord: " + lord
			if waiting != "" {
				first += " · in Warteposition: " + waiting
			}
			return []string{first, "Paarungen: " + pairsDE(pairs)}
		},

		Change: "Änderung", Source: "Quelle", Defenders: "Verteidiger", Owner: "Besitzer", What: "Was",
		Actor: "Wer wählt", Players: "Spieler", Culprit: "Verursacher", Cause: "Ursache", Player: "Spieler",
		Points: "Siegpunkte", Reason: "Grund", Lord: "Lord", Waiting: "Warteposition", Pairs: "Paarungen",
		Next: "Nächster", Changes: "Änderungen", Format: "Format",
		MarkSource: "Quelle", MarkDefender: "Verteidiger", MarkOwner: "Besitzer", MarkActor: "Handelnder",
		MarkEliminated: "ausgeschaltet", MarkCulprit: "Verursacher", MarkPoints: "Siegpunkte", MarkLord: "Lord",
		MarkWaiting:    "wartet",
		MarkPair:       func(letter string) string { return "Paar " + letter },
		MarkLife:       func(delta int) string { return Signed(delta) + " Leben" },
		MarkLifeSource: func(delta int) string { return Signed(delta) + ", Quelle" },
	}
	promptTitlesDE(&p)
	promptValuesDE(&p)
	promptHintsDE(&p)
	return p
}

// promptTitlesDE fills in the prompts' titles, texts and complaints.
func promptTitlesDE(p *Prompt) {
	p.LifeTitle = func(name string, life int) string {
		return "Lebenspunkte von " + name + " ändern (hat " + Number(life) + ")"
	}
	p.Loses = func(name string, life int) string { return "(" + name + " verliert " + strconv.Itoa(life) + ")" }
	p.Gains = func(name string, life int) string { return "(" + name + " erhält " + strconv.Itoa(life) + ")" }
	p.NoAmount = "zuerst einen Betrag eingeben"
	p.SourceTitle = func(name string, delta int) string {
		return "Quelle für " + name + ": " + Signed(delta) + " Leben"
	}
	p.AttackTitle = func(attacker string) string { return attacker + " greift an" }
	p.AttackText = "Nur der Spieler am Zug kann angreifen (C-6). Alle Verteidiger wählen."
	p.NoDefender = "mindestens einen Verteidiger wählen (Leertaste oder die Nummer des Platzes)"
	p.TargetTitle = "Ziel wählen"
	p.EliminateTitle = "Ausschalten"
	p.NoVictim = "mindestens einen Spieler zum Ausschalten wählen"
	p.PointsTitle = "Siegpunkte von Hand (L-11)"
	p.ReasonPlaceholder = "nötig: warum, fürs Protokoll"
	p.NoPoints = "die Zahl der Siegpunkte eingeben (− zum Abziehen)"
	p.NoReason = "L-11: eine Änderung der Siegpunkte braucht einen Grund: hier eingeben, dann Enter"
	p.RolesByHand = "Rollen von Hand (L-1)"
	p.LordWaits = "der Lord kann nicht in Warteposition sein"
	p.CulpritTitle = func(names []string) string { return "Wer hat " + listDE(names) + " ausgeschaltet?" }
	p.CulpritText = func(names []string) []string {
		verb := "hat"
		if len(names) > 1 {
			verb = "haben"
		}
		return []string{"Nach dieser Änderung " + verb + " " + listDE(names) + " 0 Lebenspunkte oder weniger.",
			"Vom Verursacher hängen die Siegpunkte ab (L-4); er ist noch nicht gewählt."}
	}
	p.SeveralTitle = "Lebenspunkte für mehrere Spieler (Erdbeben)"
	p.NoChange = "mindestens für einen Spieler mit − oder + etwas ändern"
	p.ExportTitle = "Zusammenfassung exportieren"
	p.ExportText = "Markdown liest sich überall; CSV hat eine Zeile je Spieler für die Tabellenkalkulation."
	p.PairsTitle = "Paarungen von Hand (L-7)"
	p.RolesPairsTitle = "Rollen von Hand: die Paarungen (L-1)"
	p.PairsLine = func(lord, waiting string) string {
		line := "Lord " + lord
		if waiting != "" {
			line += " · in Warteposition " + waiting
		}
		return line
	}
	p.AllPaired = "alle haben eine Paarung: Enter bestätigt"
	p.Unpaired = func(names []string) string {
		need := "braucht"
		if len(names) > 1 {
			need = "brauchen"
		}
		return "Noch nicht alle haben eine Paarung: " + listDE(names) + " " + need +
			" noch eine (Leertaste oder die Nummer wählt den Nächsten; L-7)."
	}
}

// promptValuesDE fills in the values of fields and why a seat cannot be
// picked.
func promptValuesDE(p *Prompt) {
	who := func(name string, number int) string { return name + " (Platz " + strconv.Itoa(number) + ")" }
	p.NoneYet = "noch keine"
	p.CursorOn = func(name string) string { return "(Auswahl auf " + name + ")" }
	p.CursorOnDelta = func(name string, delta int) string {
		return "(Auswahl auf " + name + ": " + Signed(delta) + ")"
	}
	p.TypeTheAmount = "(Betrag eingeben)"
	p.AmountTyped = func(amount string) string { return "Betrag " + amount }

	p.NotPickable = func(name string, number int) string { return who(name, number) + " kann hier nicht gewählt werden." }
	p.NotPickableOut = func(name string, number int) string {
		return who(name, number) + " ist ausgeschieden: nur Spieler im Spiel können gewählt werden."
	}
	p.NotPickableWaiting = func(name string, number int) string {
		return who(name, number) + " ist in Warteposition und hat keine Züge (L-6): nicht wählbar."
	}
	p.NotPairable = func(name string, number int) string {
		return who(name, number) + " kann jetzt keine Paarung bekommen."
	}
	p.PairLord = func(name string, number int) string {
		return who(name, number) + " ist der Lord und hat keine Paarung: der Lord ist Gegner von allen (L-2)."
	}
	p.PairWaiting = func(name string, number int) string {
		return who(name, number) + " ist in Warteposition, hat keine Züge und daher keine Paarung (L-6)."
	}
	p.PairOut = func(name string, number int) string { return who(name, number) + " ist ausgeschieden." }
	p.PairTaken = func(name string, number int, letter string) string {
		return who(name, number) + " ist schon in Paarung " + letter + " (Rücktaste: letzte Wahl zurück)."
	}
}

// promptHintsDE fills in which keys a prompt takes.
func promptHintsDE(p *Prompt) {
	p.DigitKeys = seatDigits
	p.SeatKeys = func(seats int) string { return "←/→ oder " + seatDigits(seats) }
	p.HintChoose = func(keys string) string { return keys + ": wählen" }
	p.HintPick = func(digits string) string {
		return "←/→, Leertaste oder " + digits + ": (ab)wählen"
	}
	p.HintChoice = "←/→ oder Buchstabe: wählen"
	p.HintNobody = "n: niemand"
	p.HintAmount = "Betrag tippen (− oder +)"
	p.HintText = func(limit int) string { return fmt.Sprintf("bis %d Zeichen", limit) }
	p.HintNextField = "tab: weiter"
	p.HintConfirm = "Enter: bestätigen"
	p.HintCancel = "Esc: abbrechen"
	p.PairsHint = func(digits string) string {
		return "←/→ und Leertaste oder " + digits + ": zuordnen · Rücktaste: zurück · Enter: bestätigen · Esc: abbrechen"
	}
	p.SeveralHint = func(seats string) string {
		return "l: Betrag eingeben · i: Leben ↔ Gift · " + seats + ": Platz · − + < >: ändern · *: gleich für alle · " +
			"tab: Quelle · Enter: bestätigen · Esc: abbrechen"
	}
	p.SeveralSourceHint = func(seats string) string {
		return seats + ": Quelle wählen · tab: zurück zu den Änderungen · Enter: bestätigen · Esc: abbrechen"
	}
	p.SeveralTypingHint = func(name string) string {
		return "Betrag eingeben, − oder + fürs Vorzeichen · *: für alle · Enter: für " + name + " · Esc: nicht mehr tippen"
	}
}
