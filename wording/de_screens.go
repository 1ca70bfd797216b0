package wording

import (
	"fmt"
	"strconv"
	"time"
)

func tableDE() Table {
	return Table{
		NoGame:    "rolekeeper",
		Turn:      func(name string) string { return "▶ " + name + " ist am Zug" },
		GameOver:  "Spielende",
		RoundTurn: func(round, turn int) string { return "Runde " + strconv.Itoa(round) + " · Zug " + strconv.Itoa(turn) },
		Target:    func(points int) string { return "Ziel " + pointsDE(points) },
		Clock: func(game, turn time.Duration) string {
			return "Spiel " + clockEN(game) + " · Zug " + clockEN(turn)
		},
		GameClock: func(game time.Duration) string { return "Spiel " + clockEN(game) },
		TurnClock: func(turn time.Duration) string { return "Zug " + clockEN(turn) },
		ReadOnly:  "Lesemodus",
		Saved:     "✓ gespeichert",
		NotSaved:  "NICHT GESPEICHERT",
		Saving: func(waiting int) string {
			if waiting == 0 {
				return "speichert…"
			}
			return "speichert… " + plural(waiting, "Ereignis", "Ereignisse")
		},
		NotSavedLine: "✗ NICHT GESPEICHERT · ",
		Refused:      "Abgelehnt",
		Pending: func(name string, delta, life int, source string) string {
			if source != "" {
				return name + " " + Signed(delta) + " Leben (Quelle " + source + ") → " + Number(life)
			}
			return name + " " + Signed(delta) + " Leben → " + Number(life)
		},
		PendingPrevented: func(name string, delta, life int, source string) string {
			if source != "" {
				return name + " " + Signed(delta) + " verfällt (B-7, Quelle " + source + ") → " + Number(life)
			}
			return name + " " + Signed(delta) + " verfällt (B-7) → " + Number(life)
		},
		PendingHints: [3]string{"  noch offen · Enter: eintragen · s: Quelle · Esc: verwerfen",
			"  Enter: eintragen · s: Quelle · Esc: verwerfen", "  Enter · s · Esc"},
		MoreLines: func(n int) string {
			return "… " + noun(n, "1 weitere Zeile", strconv.Itoa(n)+" weitere Zeilen") + " im Protokoll (h)"
		},
		Duel:     "Endspiel",
		DuelNote: " ohne Buhmann",
		NoIT:     "Kein Buhmann",
		LogTitle: "Protokoll: alles Eingetragene, das Älteste zuerst",
		LogHead:  "Zug   Ereignis und was es bewirkt hat",
		TooSmall: "Terminal zu klein",
		Need: func(needW, needH, w, h int) string {
			return fmt.Sprintf("nötig %dx%d, vorhanden %dx%d", needW, needH, w, h)
		},
		Enlarge: "Fenster vergrößern oder die Schrift verkleinern.",
	}
}

func seatDE() Seat {
	return Seat{
		Out: "AUS", Waiting: "WARTET", IT: "BUHMANN", Lord: "LORD", Winner: "★ SIEGER",
		NoLifeGain:     "kein Lebensgewinn",
		NoGain:         "kein Gewinn",
		WaitsToEnter:   "wartet auf Einstieg",
		Prevented:      func(delta int) string { return Signed(delta) + " verfällt (B-7)" },
		PreventedShort: func(delta int) string { return Signed(delta) + " verfällt" },
		Pending:        func(delta int) string { return Signed(delta) + " vorgemerkt" },
		PointsOf: func(points, target int) string {
			return Number(points) + "/" + strconv.Itoa(target) + " Siegpunkte"
		},
		PointsOfShort: func(points, target int) string { return Number(points) + "/" + strconv.Itoa(target) },
		Versus:        func(name string) string { return "gegen " + name },
	}
}

func panelDE() Panel {
	return Panel{
		ITTitle:        "Der Buhmann",
		PassivityTitle: "Passivitätsmarken (B-6)",
		LockedLabel:    "Kein Lebensgewinn (B-7):",
		Over:           "Das Spiel ist vorbei.",
		DuelLabel:      "Endspiel",
		DuelText:       ": zwei Spieler sind übrig; es gibt keinen Buhmann und keine Passivitätsmarken (B-9).",
		ITRules: func(it, itBold string) string {
			return itBold + " darf jeden angreifen und jeden als Ziel wählen. Die anderen dürfen nur " + it +
				" angreifen und nur sich selbst oder " + it + " als Ziel wählen (B-3)."
		},
		NoIT: "Kein Buhmann. Wer angreift oder im eigenen Zug einen anderen Spieler als Ziel wählt, " +
			"wird zum Buhmann (B-2).",
		Player:   "Name",
		Life:     "Leben",
		NextTurn: "Nächster Zugbeginn",
		Pair:     "Paar",
		Points:   "Siegpunkte",
		NextOut:  "ausgeschieden",
		NextDuel: "nichts (Endspiel)",
		NextIT:   "nichts (Buhmann)",
		Loss:     func(life int) string { return Number(-life) + " Leben" },
		LossEliminated: func(life int) string {
			return Number(-life) + " Leben, scheidet aus"
		},
		GainsCounter: "+1 Marke",
		RolesTitle:   "Rollen",
		LordNote:     ": darf nicht angegriffen und nicht als Spieler Ziel werden (L-3).",
		WaitingNote:  ": steigt beim nächsten Ausscheiden ein (L-6).",
		PointsTitle:  func(target int) string { return "Siegpunkte (Zielpunktzahl " + strconv.Itoa(target) + ")" },
		PointsLegend: "★ führt · ◆ Schutzrunden (L-8)",
		WaitShort:    "wartet",
	}
}

func helpDE() Help {
	return Help{
		Title:      func(variant string) string { return "Hilfe · " + variant },
		Heading:    "Auf den Plätzen",
		Seats:      "▶ und doppelter Rahmen: der Spieler am Zug · dicker Rahmen: der gewählte Platz",
		SeatNumber: "oben links: die Nummer des Platzes (zugleich seine Taste; 0 ist 10, ! ist 11, @ ist 12)",
		Lord:       "der Lord (L-3)",
		Waiting:    "in Warteposition, steigt später ein (L-6)",
		Pair:       "Paarungsbuchstabe: Gegner einer Paarung haben denselben (L-2)",
		Protection: "Schutz für noch 3 Runden (L-8, L-9)",
		Leader:     "die meisten Siegpunkte (L-5)",
		IT:         "der Buhmann (B-2, B-3)",
		Out:        "ausgeschieden",
		Counters: "Passivitätsmarken: wer nicht Buhmann ist, verliert zu Beginn seines Zuges 1 Lebenspunkt je Marke" +
			" und bekommt eine Marke dazu, bis 2 (B-6); wer 2 hat, kann keine Lebenspunkte dazu erhalten (B-7)",
		Life: "Lebenspunkte: Platz wählen, dann − und + (schnell hintereinander gedrückt zählt als eine Änderung; " +
			"Enter oder die nächste Aktion trägt sie ein, Esc verwirft sie). u macht jedes Ereignis rückgängig, " +
			"r wiederholt es.",
		Mouse: "Maus: ein Klick wählt einen Platz; in einer Frage wählt er den angeklickten Platz oder die Zeile, " +
			"und ◀ ▶ blättern weiter; das Mausrad blättert im Protokoll. Ein Klick trägt nie etwas ein: das tun die Tasten.",
		More: "↓ mehr: Fenster höher machen, um den Rest zu sehen",
	}
}
