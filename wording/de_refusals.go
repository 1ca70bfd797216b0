package wording

import (
	"strconv"

	"rolekeeper/rules"
)

func refusalsDE() Refusals {
	return Refusals{Reasons: refusalReasonsDE(), Part: partDE, Char: charDE,
		Quote: func(name string) string { return "\u201e" + name + "\u201c" }}
}

func refusalReasonsDE() [rules.RefusalKeyCount]func(Refused) string {
	r := [rules.RefusalKeyCount]func(Refused) string{
		rules.RefuseNoEvent:       fixed("kein Ereignis"),
		rules.RefuseUnknownEvent:  func(r Refused) string { return "unbekanntes Ereignis " + r.Text() },
		rules.RefuseGameOver:      fixed("das Spiel ist vorbei; nur Rückgängig und Wiederholen sind noch möglich"),
		rules.RefuseNothingToUndo: fixed("es gibt nichts rückgängig zu machen"),
		rules.RefuseNothingToRedo: fixed("es gibt nichts zu wiederholen"),

		rules.RefuseEmptySeatList:  func(r Refused) string { return "die Liste „" + r.Part() + "“ ist leer" },
		rules.RefuseSeatNamedTwice: func(r Refused) string { return r.Seat(0) + " ist zweimal genannt" },
		rules.RefuseNegativeSeat: func(r Refused) string {
			return r.Part() + ": ein negativer Platz nennt niemanden (für niemanden null schreiben)"
		},
		rules.RefuseNoSuchSeat:  func(r Refused) string { return r.Part() + ": es gibt keinen Platz " + r.Number(0) },
		rules.RefuseSeatOut:     func(r Refused) string { return r.Part() + ": " + r.Seat(0) + " ist ausgeschieden" },
		rules.RefuseSeatWaiting: func(r Refused) string { return r.Part() + ": " + r.Seat(0) + " ist in Warteposition" },

		rules.RefuseAttackerNotActive: func(r Refused) string {
			return "nur der Spieler am Zug (" + r.Seat(0) + ") kann angreifen, nicht " + r.Seat(1)
		},
		rules.RefuseAttackSelf:        func(r Refused) string { return r.Seat(0) + " kann sich nicht selbst angreifen" },
		rules.RefuseUnknownTargetKind: func(r Refused) string { return "unbekannte Art von Ziel " + r.GoQuoted() },
		rules.RefuseLifeChangeTooLarge: func(r Refused) string {
			return "eine Änderung der Lebenspunkte darf höchstens " + r.Number(0) + " betragen, nicht " + r.Number(1)
		},
		rules.RefusePoisonNoChange: func(Refused) string { return "0 Giftmarken ändern nichts" },
		rules.RefusePoisonChangeTooLarge: func(r Refused) string {
			return "Giftmarken ändern sich um höchstens " + r.Number(0) + ", nicht " + r.Number(1)
		},
		rules.RefuseNameLoneModifier: func(r Refused) string {
			return r.Quoted() + " enthält ein Zeichen an falscher Stelle (" + r.Char(0) + "): ein Verbinder steht nur " +
				"zwischen zwei Emoji, ein Variantenwähler oder Hautton nur direkt nach dem Zeichen, das er verändert"
		},
		rules.RefusePoisonBelowZero: func(r Refused) string {
			return r.Seat(0) + " hat " + r.Number(0) + " Giftmarken und kann nicht " + strconv.Itoa(-r.N(1)) + " verlieren"
		},
		rules.RefuseUnknownCause: func(r Refused) string {
			return "unbekannte Ursache " + r.GoQuoted() + " (poison, library, concede oder other)"
		},
	}
	roleRefusalsDE(&r)
	setupRefusalsDE(&r)
	nameRefusalsDE(&r)
	return r
}

// roleRefusalsDE are the refusals of the roles: the Buhmann, the Lord,
// protection, the pairs and the points.
func roleRefusalsDE(r *[rules.RefusalKeyCount]func(Refused) string) {
	r[rules.RefuseAttackNotIT] = func(r Refused) string {
		return "nur der Buhmann (" + r.Seat(0) + ") darf angegriffen werden; " + r.Seat(1) + " ist nicht der Buhmann"
	}
	r[rules.RefuseTargetNotIT] = func(r Refused) string {
		return "nur der Buhmann (" + r.Seat(0) + "), seine Sachen oder die eigenen dürfen Ziel sein; " +
			r.Seat(1) + " ist nicht der Buhmann"
	}
	r[rules.RefuseAttackLord] = func(r Refused) string { return "der Lord (" + r.Seat(0) + ") darf nicht angegriffen werden" }
	r[rules.RefuseTargetLord] = func(r Refused) string {
		return "der Lord (" + r.Seat(0) + ") darf nicht als Spieler Ziel sein"
	}
	r[rules.RefuseAttackProtected] = func(r Refused) string {
		return r.Seat(0) + " hat Schutz und darf nicht angegriffen werden"
	}
	r[rules.RefuseTargetProtected] = func(r Refused) string {
		return r.Seat(0) + " hat Schutz: weder der Spieler noch seine Sachen dürfen Ziel sein"
	}

	r[rules.RefuseRolesNotLord] = fixed("Rollen gibt es nur bei Lord is killing you")
	r[rules.RefuseRolesTooLate] = fixed("Rollen können nur festgelegt werden, bevor im Spiel etwas anderes geschieht")
	r[rules.RefuseNoSeatForLord] = func(r Refused) string { return "es gibt keinen Platz " + r.Number(0) + " für den Lord" }
	r[rules.RefuseNobodyWaits] = func(r Refused) string {
		return "bei " + r.Number(0) + " Spielern ist niemand in Warteposition"
	}
	r[rules.RefuseSomeoneWaits] = func(r Refused) string {
		return "bei " + r.Number(0) + " Spielern muss ein Spieler in Warteposition sein"
	}
	r[rules.RefuseLordWaiting] = fixed("der Lord kann nicht in Warteposition sein")

	r[rules.RefusePairsNotLord] = fixed("Paarungen gibt es nur bei Lord is killing you")
	r[rules.RefusePairNoSuchSeat] = func(r Refused) string { return "es gibt keinen Platz " + r.Number(0) }
	r[rules.RefusePairWithLord] = fixed("der Lord kann in keiner Paarung sein")
	r[rules.RefusePairWithWaiting] = fixed("der Spieler in Warteposition kann in keiner Paarung sein")
	r[rules.RefusePairedTwice] = func(r Refused) string {
		return "Platz " + r.Number(0) + " ist in mehr als einer Paarung oder ausgeschieden"
	}
	r[rules.RefuseUnpaired] = func(r Refused) string {
		return "Platz " + r.Number(0) + " ist in keiner Paarung; jeder mitspielende Spieler außer dem Lord braucht eine"
	}

	r[rules.RefusePointsNotLord] = fixed("Siegpunkte gibt es nur bei Lord is killing you")
	r[rules.RefusePointsChange] = func(r Refused) string {
		return "eine Änderung der Siegpunkte muss 1 bis " + r.Number(0) + " betragen, nach oben oder unten, nicht " + r.Number(1)
	}
	r[rules.RefusePointsNoReason] = fixed("eine Änderung der Siegpunkte braucht einen Grund")
	r[rules.RefuseReasonTooLong] = func(r Refused) string {
		return "der Grund darf höchstens " + r.Number(0) + " Zeichen lang sein"
	}
	r[rules.RefuseReasonControl] = func(r Refused) string {
		return "der Grund enthält ein Steuerzeichen (" + codePoint(rune(r.N(0))) + ")"
	}
}

// setupRefusalsDE are the refusals of a setup.
func setupRefusalsDE(r *[rules.RefusalKeyCount]func(Refused) string) {
	r[rules.RefuseUnknownVariant] = func(r Refused) string { return "unbekannte Variante " + r.Number(0) }
	r[rules.RefusePlayerCount] = func(r Refused) string {
		return r.Variant() + " braucht " + r.Number(0) + " bis " + r.Number(1) + " Spieler, nicht " + r.Number(2)
	}
	r[rules.RefuseSeatName] = func(r Refused) string { return "Platz " + r.Number(0) + ": " + r.Name() }
	r[rules.RefuseSeatDeck] = func(r Refused) string { return "das Deck von Platz " + r.Number(0) + ": " + r.Name() }
	r[rules.RefuseTimeCalledTwice] = func(r Refused) string { return "die Zeit ist schon um, seit Zug " + r.Number(0) }
	r[rules.RefuseTimeTurns] = func(r Refused) string {
		return "noch zu spielende Züge sind 0 bis " + r.Number(0) + ", nicht " + r.Number(1)
	}
	r[rules.RefuseDeckCount] = func(r Refused) string {
		return "Decks für " + r.Number(1) + " Plätze; für jeden der " + r.Number(0) + " Plätze ein Deck oder null"
	}
	r[rules.RefuseSameName] = func(r Refused) string {
		return "Platz " + r.Number(0) + " und " + r.Number(1) + " haben denselben Namen " + r.GoQuoted()
	}
	r[rules.RefuseStartingLife] = func(r Refused) string {
		return "die Lebenspunkte zu Beginn müssen " + r.Number(0) + " bis " + r.Number(1) + " sein, nicht " + r.Number(2)
	}
	r[rules.RefuseTargetScore] = func(r Refused) string {
		return "die Zielpunktzahl muss " + r.Number(0) + " bis " + r.Number(1) + " sein, nicht " + r.Number(2)
	}
	r[rules.RefuseFirstSeat] = func(r Refused) string {
		return "der erste Platz muss 0 bis " + r.Number(0) + " sein (Plätze zählen ab 0), nicht " + r.Number(1)
	}
}

// nameRefusalsDE are the refusals of a player's name, in a file and as
// typed on the setup screen (where seats count from 1).
func nameRefusalsDE(r *[rules.RefusalKeyCount]func(Refused) string) {
	r[rules.RefuseNameNotText] = fixed("der Name ist kein gültiger Text")
	r[rules.RefuseNameEmpty] = fixed("der Name ist leer")
	r[rules.RefuseNameSpaces] = func(r Refused) string { return "der Name " + nameSpacesDE(r) }
	r[rules.RefuseNameInvisible] = func(r Refused) string { return "der Name " + nameInvisibleDE(r) }
	r[rules.RefuseNameNotVisible] = func(r Refused) string {
		return "der Name " + r.Quoted() + " hat kein sichtbares Zeichen"
	}
	r[rules.RefuseNameTooLong] = func(r Refused) string { return "der Name " + nameTooLongDE(r) }

	r[rules.RefuseTypedNameEmpty] = fixed("ein Name darf nicht leer sein")
	r[rules.RefuseTypedNameSpaces] = nameSpacesDE
	r[rules.RefuseTypedNameInvisible] = nameInvisibleDE
	r[rules.RefuseTypedNameTooLong] = nameTooLongDE
	r[rules.RefuseTypedSeatName] = func(r Refused) string { return "Platz " + strconv.Itoa(r.N(0)+1) + ": " + r.Name() }
	r[rules.RefuseTypedSameName] = func(r Refused) string {
		return "Platz " + strconv.Itoa(r.N(0)+1) + " und " + strconv.Itoa(r.N(1)+1) + " heißen beide " + r.Quoted()
	}
	r[rules.RefuseNameTaken] = func(r Refused) string {
		return "Platz " + strconv.Itoa(r.N(0)+1) + " heißt schon " + r.Text()
	}
}

func nameSpacesDE(r Refused) string { return r.Quoted() + " beginnt oder endet mit einem Leerzeichen" }

func nameInvisibleDE(r Refused) string {
	return r.Quoted() + " enthält ein unsichtbares oder ein Steuerzeichen (" + r.Char(0) + ")"
}

func nameTooLongDE(r Refused) string {
	return r.Quoted() + " ist " + r.Number(0) + " Zeichen lang; höchstens " + r.Number(1)
}

func partDE(p rules.EventPart) string {
	words := [rules.EventPartCount]string{"Ereignis", "Angreifer", "Verteidiger", "Handelnder", "Besitzer",
		"Änderung der Lebenspunkte", "Quelle", "Ausgeschaltete", "Verursacher", "Siegpunkte", "Giftmarken", "Deck"}
	if p < rules.EventPartCount {
		return words[p]
	}
	return "Ereignis"
}

func charDE(r rune) string {
	names := map[rune]string{
		'\u200b': "ein Leerzeichen ohne Breite", '\u200c': "ein Bindungsverhinderer", '\u200d': "ein Verbinder ohne Breite",
		'\u2060': "ein Wortverbinder", '\ufeff': "eine Byte-Order-Mark (BOM)", '\t': "ein Tabulator",
		'\n': "ein Zeilenumbruch", '\u034f': "ein verbindendes Graphem-Zeichen", '\u2800': "ein leeres Braille-Muster",
		'\ufe0f': "ein Emoji-Variantenwähler", '\ufe0e': "ein Text-Variantenwähler",
	}
	if n, ok := names[r]; ok {
		return n + ", " + codePoint(r)
	}
	return codePoint(r)
}
