package wording

import (
	"fmt"
	"strconv"
	"time"

	"rolekeeper/rules"
)

func summaryDE() Summary {
	return Summary{
		SoFar: "Zusammenfassung bis jetzt",
		Draw: func(names []string) string {
			return "Spielende: Unentschieden – " + listDE(names) + " sind gleichzeitig ausgeschieden (B-10)"
		},
		EarlyNoWinner:    "Spielende: vorzeitig beendet, kein Sieger (L-12, in beiden Varianten)",
		NoWinner:         "Spielende: kein Sieger",
		Wins:             func(name string) string { return "★ " + name + " gewinnt" },
		Share:            func(names []string) string { return "★ " + listDE(names) + " teilen sich den Sieg" },
		Player:           "Spieler",
		Points:           "Siegpunkte",
		Life:             "Leben",
		BySource:         "Siegpunkte nach Herkunft",
		PassivityLoss:    "Passivität",
		Eliminated:       "Ausgeschaltet",
		TurnsTaken:       "Züge",
		TurnsWhileIT:     "Züge als Buhmann",
		TurnsWhileLord:   "Züge als Lord",
		TurnsWhileLegend: "alle Züge, auch die der anderen, die begannen, während der Spieler die Rolle hatte",
		PassivityLegend:  "Passivität: durch Passivitätsmarken verlorene Lebenspunkte (B-6).",
		Short: SummaryHeads{TurnsTaken: "Züge", TurnsWhileIT: "Buhmann-Züge", TurnsWhileLord: "Lord-Züge", PassivityLoss: "Passivität", BySource: "nach Herkunft",
			PassivityLegend: "Passivität: durch Passivitätsmarken verlorene Lebenspunkte (B-6)."},
		PointsRules: [2]string{"Siegpunkte (L-4): +1 Spieler als Lord ausgeschaltet, +2 Gegner ausgeschaltet,",
			"+1 eigener Gegner von anderen ausgeschaltet, −1 keinen Gegner ausgeschaltet."},
		Out:       "aus",
		NoSources: "–",
		ElimTitle: "Wer wen ausgeschaltet hat",
		NobodyOut: "Niemand ist ausgeschieden.",
		ElimLine: func(round int, name, by string, cause rules.Cause) string {
			if by == "" {
				return fmt.Sprintf("Runde %d: %s (%s)", round, name, causeDE(cause))
			}
			return fmt.Sprintf("Runde %d: %s von %s (%s)", round, name, by, causeDE(cause))
		},
		ElimMore:      func(n int) string { return fmt.Sprintf("… und %d weitere (siehe Protokoll)", n) },
		LifeTitle:     "Verlorene und zugefügte Lebenspunkte",
		LifePageTitle: "Zugzeit, verlorene und zugefügte Lebenspunkte",
		Lost:          "Verloren",
		LostTo:        "Verloren durch",
		Dealt:         "Zugefügt",
		DealtTo:       "Wem zugefügt",
		LifeShare:     func(who string, life int) string { return who + " " + strconv.Itoa(life) },
		Themselves:    "sich selbst",
		NoSource:      "ohne Quelle",
		Passivity:     "Passivität",
		NoLifeLost:    "–",
		TurnTime:      "Zugzeit",
		TurnTimeShort: func(d time.Duration) string {
			m := minutes(d)
			switch {
			case m < 1:
				return "< 1 Min."
			case m < 60:
				return strconv.Itoa(m) + " Min."
			}
			return fmt.Sprintf("%d Std. %02d", m/60, m%60)
		},
		HandPointsTitle: "Siegpunkte von Hand (L-11)",
		Reason:          "Grund",
		HandPointsLine: func(round int, name string, delta int, reason string) string {
			return fmt.Sprintf("Runde %d: %s %s: %s", round, name, Signed(delta), reason)
		},
	}
}

func exportDE() Export {
	return Export{
		Title: func(variant, game string) string {
			if game == "" {
				return variant
			}
			return variant + " – " + game
		},
		InProgress: func(active string) string { return "**Spiel läuft:** " + active + " ist am Zug." },
		Winner:     func(name string) string { return "**Sieger: " + name + "**" },
		Winners:    func(names []string) string { return "**Sieger: " + listDE(names) + "** (geteilter Sieg)" },
		TargetNote: func(points, target int) string {
			return " mit " + plural(points, "Siegpunkt", "Siegpunkten") + " (Zielpunktzahl " + strconv.Itoa(target) + ")."
		},
		Draw: func(names []string) string {
			return "**Kein Sieger:** Unentschieden – " + listDE(names) + " sind gleichzeitig ausgeschieden (B-10)."
		},
		DrawnOut:   "**Kein Sieger:** das Spiel endete unentschieden.",
		EndedEarly: "**Kein Sieger:** das Spiel wurde vorzeitig beendet.",
		Period: func(start, end time.Time) string {
			return dayDE(start) + " " + strconv.Itoa(start.Year()) + ", " + start.Format("15:04") + " bis " +
				end.Format("15:04 MST")
		},
		Standings:         "Rangliste",
		Place:             "Rang",
		PlayersEliminated: "Ausgeschaltete Spieler",
		Eliminations:      "Ausgeschieden",
		Round:             "Runde",
		Turn:              "Zug",
		EliminatedBy:      "Ausgeschaltet von",
		How:               "Wie",
		NobodyOut:         "Niemand ist ausgeschieden.",
		Themselves:        "sich selbst",
		PointsBySource:    "Siegpunkte nach Herkunft",
		Total:             "Gesamt",
		ITAndPassivity:    "Der Buhmann und die Passivität",
		LostLife:          "Durch Passivität verlorene Lebenspunkte",
		SourceHeading: func(p rules.PointSource) string {
			heading := Capitalise(sourceDE(p))
			if p == rules.PointsLordDeathBonus {
				heading += " (Hausregel)"
			}
			return heading
		},
	}
}
