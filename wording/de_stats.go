package wording

import (
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"

	"rolekeeper/rules"
)

func statsDE() Stats {
	return Stats{
		Rated: ratedDE(),
		Title: "Saisonstatistik",
		FirstPlayer: func(wins, games int, share string) string {
			return fmt.Sprintf("Wer begann, gewann %d von %d %s (%s).", wins, games, noun(games, "Spiel", "Spielen"), share)
		},
		Counted: func(games, unfinished int) string {
			s := fmt.Sprintf("%d %s", games, noun(games, "beendetes Spiel", "beendete Spiele"))
			if unfinished > 0 {
				s += fmt.Sprintf(" · ohne %d %s", unfinished, noun(unfinished, "nicht beendetes", "nicht beendete"))
			}
			return s
		},
		Filter:         filterDE,
		NoGames:        "Keine beendeten Spiele zum Zählen.",
		Standings:      "Rangliste",
		Buhmann:        "Buhmann",
		Lord:           "Lord is killing you",
		PointsBySource: "Siegpunkte nach Herkunft (L-4, L-11)",
		HowOut:         "Wie Spieler ausgeschieden sind",
		Matrix:         "Wer wen ausgeschaltet hat",
		Results:        "Ergebnisse Spiel für Spiel",
		VariantGames: func(variant string, games int) string {
			return fmt.Sprintf("%s · %d %s", variant, games, noun(games, "Spiel", "Spiele"))
		},
		Player: "Spieler", Games: "Spiele", Wins: "Siege", Draws: "Unent.", WinRate: "Siegquote",
		AveragePlace: "Ø Rang", Eliminations: "Ausg.", TimesOut: "Raus", Turns: "Züge",
		TurnsAsIT: "Buhmann-Züge", PassivityLost: "Passivität", Points: "Siegpunkte", PointsPerGame: "Je Spiel",
		TurnsAsLord: "Lord-Züge", Entries: "Einstiege", Protection: "Schutz",
		Source: statsSourceDE,
		Cause:  statsCauseDE,
		Legend: []string{
			"Ausg.: als Verursacher ausgeschaltete Spieler; Raus: wie oft selbst ausgeschieden (C-5).",
			"Unent.: Unentschieden. Ø Rang: Buhmann nach Reihenfolge des Ausscheidens (B-10), Lord nach Siegpunkten (L-5).",
			"Buhmann-Züge, Lord-Züge: alle Züge, auch die der anderen, die begannen, während der Spieler die Rolle hatte.",
			"Passivität: durch Passivitätsmarken verlorene Lebenspunkte (B-6).",
			"Einstiege: wie oft als Neuer eingestiegen (L-6); Schutz: erhaltene Schutzrunden (L-8).",
			"Siegpunkte: Als Lord +1 – als Lord ausgeschaltet · Gegner +2 – einen Gegner ausgeschaltet · Gegner gefallen +1 –",
			"eigener Gegner von anderen ausgeschaltet · Kein Gegner " + Minus + "1 – keinen Gegner ausgeschaltet (L-4) · Lord gefallen +1 – Hausregel.",
			"Ergebnisse, das älteste zuerst: █ ein Sieg, ░ ein Unentschieden, ▇ bis ▁ erster bis letzter Rang ohne Sieg.",
		},
		MatrixNote:  "So oft hat der Spieler der Zeile den der Spalte ausgeschaltet.",
		Nobody:      "niemand",
		Damaged:     "Beschädigte Spieldateien, nicht gezählt",
		DamagedTail: "Spieldateien mit beschädigter letzter Zeile, ohne diese Zeile gezählt",
		Percent:     func(share float64) string { return strconv.Itoa(int(math.Round(share*100))) + " %" },
		Decimal: func(x float64) string {
			return strings.Replace(strconv.FormatFloat(x, 'f', 1, 64), ".", ",", 1) // the German decimal comma
		},
		Progress: func(done, total int) string {
			return fmt.Sprintf("Gespeicherte Spiele werden in den Index gelesen: %d von %d", done, total)
		},
		BadVariant: func(got string) string {
			return fmt.Sprintf("unbekannter Wert für --variant: %q; möglich sind buhmann oder lord", got)
		},
		BadDate: func(flag, got string) string {
			return fmt.Sprintf("--%s %q ist kein Datum: als JJJJ-MM-TT schreiben", flag, got)
		},
		DecksNeedCSV:    "--decks gehört zu --format csv (die anderen Formate enthalten die Decks schon)",
		ResultsNeedJSON: "--results gehört zu --format json (die anderen Formate führen keine einzelnen Spiele auf)",
		Ratings:         func(variant string) string { return "Wertung " + variant },
		RatingNote:      "OpenSkill (Weng–Lin, Plackett–Luce): jedes beendete Spiel zählt als eine Partie, nach Rang; μ ist die Spielstärke, σ wie unsicher sie ist.",
		Rating:          "Wertung", Mu: "μ", Sigma: "σ", BuhmannRating: "Wertung B", LordRating: "Wertung L",
		TurnOrder:             "Siege nach Platz in der Zugreihenfolge",
		TurnOrderNote:         "1 ist der erste Spieler, dann im Uhrzeigersinn unter denen, die zu Beginn Züge hatten.",
		Position:              "Platz",
		TurnOrderByPlayer:     "Jeder Spieler nach Platz in der Zugreihenfolge",
		TurnOrderByPlayerNote: "Siege/Spiele von jedem Platz in der Zugreihenfolge aus.",
		WinsOf:                winsOf,
		Decks:                 "Decks",
		PlayerDecks:           "Die Decks jedes Spielers",
		Deck:                  "Deck",
		DecksNote: func(shrink int) string {
			return fmt.Sprintf("Ein Spiel zählt für jedes Deck, das darin gespielt wurde: das Ergebnis für das Deck, das am Ende gespielt wurde, die Siegpunkte für das Deck, mit dem sie erzielt wurden. "+
				"Sortiert nach der gezeigten Siegquote, ab %d Spielen (Decks mit weniger folgen danach); 95 %%: wo die Siegquote nach so vielen Spielen liegt (Wilson-Intervall).", shrink)
		},
		Screen: statsScreenDE(),
		Roster: Roster{
			Title: "Frühere Spieler:",
			More:  func(n int) string { return fmt.Sprintf("+%d weitere", n) },
		},
	}
}

func statsScreenDE() StatsScreen {
	return StatsScreen{
		Views: [5]string{"Rangliste", "Wer wen ausgeschaltet hat", "Ergebnisse", "Wertung", "Decks"},
		Rank:  "#",
		OutBy: func(c rules.Cause) string { return "Raus: " + statsCauseDE(c) },
		SortedBy: func(column string, descending bool) string {
			if descending {
				return "sortiert nach " + column + ", höchste zuerst"
			}
			return "sortiert nach " + column + ", niedrigste zuerst"
		},
		SortedByRank: func(descending bool) string {
			if descending {
				return "in der Reihenfolge der Rangliste, Letzte zuerst"
			}
			return "in der Reihenfolge der Rangliste"
		},
		SortedByName: func(descending bool) string {
			if descending {
				return "nach Namen, Z bis A"
			}
			return "nach Namen, A bis Z"
		},
		Record: func(wins, draws, losses int) string {
			return fmt.Sprintf("%d S · %d U · %d N", wins, draws, losses)
		},
		ChartTitle: func(name string, games int) string {
			return fmt.Sprintf("%s · %d %s, das älteste zuerst", name, games, noun(games, "Spiel", "Spiele"))
		},
		ChartLegend: "█ ein Sieg · ░ ein Unentschieden · Balken: je höher, desto besser der Rang",
		Empty:       "Noch keine beendeten Spiele zum Zählen.",
		Unrated:     "–",
		RatedFrom: func(games int) string {
			return fmt.Sprintf("Wertung μ − 3σ, erst ab %d Spielen gezeigt", games)
		},
		RatingChartTitle: func(name, variant string, games int) string {
			return fmt.Sprintf("%s · Wertung %s über %d %s, das älteste zuerst", name, variant, games, noun(games, "Spiel", "Spiele"))
		},
		RatingChartLegend: "je höher der Balken, desto höher die Wertung μ − 3σ",
		NoRatings:         "Keine beendeten Spiele dieser Variante.",
		NoDecks:           "Noch kein Deck genannt: mit d beim Spielaufbau oder am Tisch eins nennen.",
		PlayerDecksOf:     func(name string) string { return "Decks von " + name },
		DecksRanked: func(shrink int) string {
			return fmt.Sprintf("nach Siegquote, gewertet ab %d Spielen · 95 %%: Wilson-Intervall", shrink)
		},
		DamagedNote: func(n int) string {
			return fmt.Sprintf("⚠ %d beschädigte %s: `rolekeeper stats --format text` listet sie auf", n,
				noun(n, "Spieldatei", "Spieldateien"))
		},
		Keys: StatsKeys{
			Rows:    KeyHelp{"↑/↓", "Spieler"},
			Up:      KeyHelp{"↑", "hoch"},
			Down:    KeyHelp{"↓", "runter"},
			First:   KeyHelp{"g/home", "Anfang"},
			Last:    KeyHelp{"G/end", "Ende"},
			Sort:    KeyHelp{"←/→", "sortieren"},
			Scroll:  KeyHelp{"←/→", "blättern"},
			Left:    KeyHelp{"←", "Spalte davor"},
			Right:   KeyHelp{"→", "nächste Spalte"},
			Variant: KeyHelp{"←/→", "Variante"},
		},
	}
}

// filterDE describes the chosen games in German.
func filterDE(variant string, since, until time.Time, player string) string {
	s := "Spiele"
	if variant != "" {
		s = "Spiele " + variant
	}
	const day = "02.01.2006"
	switch {
	case !since.IsZero() && !until.IsZero():
		s += " vom " + since.Format(day) + " bis " + until.Format(day)
	case !since.IsZero():
		s += " ab " + since.Format(day)
	case !until.IsZero():
		s += " bis " + until.Format(day)
	}
	if player != "" {
		s += " mit " + player
	}
	return s
}

// statsSourceDE heads the column of a point source, with its points.
func statsSourceDE(p rules.PointSource) string {
	switch p {
	case rules.PointsLordElimination:
		return "Als Lord +1"
	case rules.PointsOpponentElimination:
		return "Gegner +2"
	case rules.PointsPairedOpponentOut:
		return "Gegner gefallen +1"
	case rules.PointsWrongElimination:
		return "Kein Gegner " + Minus + "1"
	case rules.PointsLordDeathBonus:
		return "Lord gefallen +1"
	}
	return "Von Hand"
}

// statsCauseDE heads the column of a way to go out.
func statsCauseDE(c rules.Cause) string {
	switch c {
	case rules.CauseLife:
		return "Leben"
	case rules.CausePassivity:
		return "Passivität"
	case rules.CausePoison:
		return "Gift"
	case rules.CauseLibrary:
		return "Bibliothek"
	case rules.CauseConcede:
		return "Aufgegeben"
	}
	return "Sonstiges"
}
