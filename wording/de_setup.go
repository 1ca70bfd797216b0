package wording

import (
	"strconv"
	"strings"
	"time"
)

func setupDE() Setup {
	return Setup{
		Title:       "rolekeeper · neues Spiel",
		Variant:     "Variante",
		VariantNote: "Buhmann 3–12 Spieler, Lord 5–12",
		Add:         "+ Spieler hinzufügen",
		AddNote: func(players, most int) string {
			return "Sitzreihenfolge im Uhrzeigersinn (" + strconv.Itoa(players) + " von höchstens " + strconv.Itoa(most) + ")"
		},
		Life:            "Lebenspunkte",
		LifeNote:        "zu Beginn, 1–999 (C-4)",
		Target:          "Zielpunktzahl",
		TargetNote:      "Siegpunkte zum Sieg, 1–99 (L-5)",
		First:           "Erster Spieler",
		Random:          "ausgelost",
		Seed:            "Startwert",
		SeedNote:        "für jede Auslosung (C-9)",
		HouseRule:       "Hausregel",
		HouseNote:       "fällt der Lord: +1 Siegpunkt für jeden anderen (L-4)",
		On:              "an",
		Off:             "aus",
		Start:           "▶ Spiel beginnen",
		StartNote:       "s oder Enter",
		NumberNote:      func(before string) string { return "Zahl eingeben · Enter: fertig · Esc: " + before + " behalten" },
		NamePlaceholder: "Name",
		TakesDigits:     func(row string) string { return row + ": nur Ziffern; eintippen oder ←/→." },
		TakesDigitsEditing: func(row, before string) string {
			return row + ": nur Ziffern; Enter: fertig · Esc: " + before + " behalten."
		},
		AtMost: func(most int) string { return "C-1: höchstens " + strconv.Itoa(most) + " Spieler" },
		NumberTooLarge: func(row, typed, most, before string) string {
			return row + ": höchstens " + most + ", nicht " + typed + "; Rücktaste korrigiert, Esc stellt " + before +
				" wieder her"
		},
		NumberRange: func(row, least, most string) string { return row + ": " + least + "–" + most + "." },
		Removed: func(name string, seat int) string {
			return name + " (Platz " + strconv.Itoa(seat) + ") entfernt · u holt " + name + " zurück."
		},
		PutBack: func(name string, seat int) string {
			return name + " ist wieder auf Platz " + strconv.Itoa(seat) + "."
		},
		PlayerRowOnly: func(key string) string {
			return key + " wirkt auf einen Spieler: zuerst mit ↑/↓ auf die Zeile eines Spielers gehen."
		},
		NumberRowOnly: func(string) string {
			return "Ziffern gehören zu Lebenspunkten, Zielpunktzahl oder Startwert (mit ↑/↓ dorthin)."
		},
		PastedLeftOut: func(most int, names []string) string {
			return "C-1: höchstens " + strconv.Itoa(most) + " Spieler; nicht hinzugefügt: " + listDE(names)
		},
		RefusedKept: func(message string) string {
			return message + " · Tippen ersetzt ihn; ←, → oder Rücktaste korrigieren ihn"
		},
		PastedWaiting: func(message string, waiting int) string {
			switch waiting {
			case 0:
				return message
			case 1:
				return message + " · 1 weiterer eingefügter Name folgt, sobald dieser gespeichert ist"
			}
			return message + " · " + strconv.Itoa(waiting) + " weitere eingefügte Namen folgen, sobald dieser gespeichert ist"
		},
		PastedNotAdded: func(names []string) string { return "Nicht hinzugefügt: " + listDE(names) + "." },
		Pasted: func(added int) string {
			if added == 0 {
				return ""
			}
			return plural(added, "Spieler", "Spieler") + " aus der Zwischenablage hinzugefügt."
		},
	}
}

// The short names of weekdays and months in German.
var (
	weekdaysDE = [7]string{"So.", "Mo.", "Di.", "Mi.", "Do.", "Fr.", "Sa."}
	monthsDE   = [12]string{"Jan.", "Feb.", "März", "Apr.", "Mai", "Juni", "Juli", "Aug.", "Sep.", "Okt.", "Nov.", "Dez."}
)

// dayDE writes a day as German does: "Mo. 30. Nov.".
func dayDE(t time.Time) string {
	return weekdaysDE[t.Weekday()] + " " + strconv.Itoa(t.Day()) + ". " + monthsDE[t.Month()-1]
}

func pickerDE() Picker {
	return Picker{
		Title:        "rolekeeper · nicht beendete Spiele",
		NewGame:      "Neues Spiel",
		NewGameNote:  "ein neues Spiel aufbauen; die Spiele oben bleiben gespeichert",
		CannotResume: func(file string) string { return "Nicht fortsetzbar: " + file },
		GameTitle: func(variant string, players []string) string {
			return variant + " · " + strings.Join(players, ", ")
		},
		InUse: "in einem anderen rolekeeper offen",
		DamagedLine: func(line int) string {
			return "Zeile " + strconv.Itoa(line) + " ist unlesbar und wird beim Fortsetzen weggelassen"
		},
		When: func(t, now time.Time) string {
			t = t.In(now.Location())
			switch daysAgo(t, now) {
			case unknownDay:
				return "Zeit unbekannt"
			case 0:
				return "heute " + t.Format("15:04")
			case 1:
				return "gestern " + t.Format("15:04")
			case withinYear:
				return dayDE(t) + " " + t.Format("15:04")
			}
			return monthsDE[t.Month()-1] + " " + strconv.Itoa(t.Year())
		},
		Glance: func(round int, active string, leaders []string, lead int, byPoints bool) string {
			text := "Runde " + strconv.Itoa(round) + " · " + active + " ist am Zug · "
			amount := lifeDativeDE(lead) // after "mit"
			if byPoints {
				amount = pointsDativeDE(lead)
			}
			switch len(leaders) {
			case 0:
				return text + "noch führt niemand"
			case 1:
				return text + leaders[0] + " führt mit " + amount
			}
			return text + listDE(leaders) + " führen mit " + amount
		},
		ChooseToSetAside: "Ein Spiel zum Beiseitelegen wählen (d).",
		OpenElse:         "Dieses Spiel ist in einem anderen rolekeeper offen: es kann jetzt nicht beiseitegelegt werden.",
		AskSetAside: func(file string) string {
			return file + " beiseitelegen? Es wird in " + file + ".discarded umbenannt, nicht gelöscht. j: ja · n: nein"
		},
		SettingAside: "Das Spiel wird beiseitegelegt…",
		NotSetAside:  func(reason string) string { return "Das Spiel wurde nicht beiseitegelegt: " + reason },
		SetAside: func(path string) string {
			return "Beiseitegelegt als " + path + "; zum Fortsetzen wieder in .jsonl umbenennen."
		},
		NotResumable: func(reason string) string {
			return "Dieses Spiel lässt sich nicht fortsetzen: " + reason + " (d legt es beiseite)"
		},
		SavedIn: func(dir string) string { return "Gespeichert in " + dir },
		Resumed: func(file string, events int, last time.Time) string {
			title := file + " fortgesetzt · " + plural(events, "Ereignis", "Ereignisse")
			if !last.IsZero() {
				title += ", das letzte um " + last.Format("15:04")
			}
			return title
		},
		Damaged: func(line int, reason, kept string) []string {
			return []string{"Zeile " + strconv.Itoa(line) + " war unlesbar (" + reason + ") und wurde weggelassen; die alte Fassung der Datei liegt in", kept,
				"Das Spiel geht ab der letzten guten Zeile weiter; davor ist nichts verloren."}
		},
		SavedEvery: func(path string) string { return "Jedes Ereignis wird in " + path + " gespeichert." },
	}
}
