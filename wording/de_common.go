package wording

import (
	"fmt"
	"strconv"
	"time"

	"rolekeeper/rules"
)

// The German catalogue uses the players' own words, taken from the two
// German rules documents (GLOSSARY-de.md): der Buhmann for the IT,
// Passivitätsmarken, in Warteposition, Siegpunkte and Zielpunktzahl,
// Schutzrunden, der Verursacher, Erdbeben. Where the glossary leaves a
// choice, it is made once here and kept everywhere: Rückgängig and
// Wiederholen, "Zug beenden" for passing the turn, Sieger and
// Unentschieden, Zusammenfassung. Victory points are Siegpunkte
// everywhere, also after a number ("2 Siegpunkte"), as the Lord document
// counts them ("4 Runden bei 3 Siegpunkten").
//
// German names take no genitive here ("der Zug von Ana", never "Anas
// Zug", which goes wrong for names ending in s, x or z), and no sentence
// needs a player's grammatical gender.

// German returns the German catalogue: every text of English(), in
// German.
func German() *Words {
	return &Words{
		Lang:     "de",
		Common:   commonDE(),
		Log:      logDE(),
		Notice:   noticeDE(),
		Table:    tableDE(),
		Seat:     seatDE(),
		Panel:    panelDE(),
		Help:     helpDE(),
		Prompt:   promptDE(),
		Setup:    setupDE(),
		Summary:  summaryDE(),
		Picker:   pickerDE(),
		Keys:     keysDE(),
		Export:   exportDE(),
		Refusals: refusalsDE(),
		Live:     liveDE(),
		Web:      webDE(),
		Report:   reportDE(),
		CLI:      cliDE(),
		Files:    filesDE(),
		Saving:   savingDE(),
		Limits:   limitsDE(),
		Stats:    statsDE(),
		League:   leagueDE(),
		Decks:    decksDE(),
		Poison:   poisonDE(),
		Seating:  seatingDE(),
		Night:    nightDE(),
		Reasons:  reasonsDE(),
		GameFile: gameFileDE(),
	}
}

// listDE joins names as German does: "Ana, Ben und Cem".
func listDE(names []string) string { return joinList(names, ", ", " und ") }

// listOrNobodyDE is listDE, or "niemand" for no names.
func listOrNobodyDE(names []string) string {
	if len(names) == 0 {
		return "niemand"
	}
	return listDE(names)
}

// lifeDE counts life points: "1 Lebenspunkt", "20 Lebenspunkte".
func lifeDE(n int) string { return plural(n, "Lebenspunkt", "Lebenspunkte") }

// lifeDativeDE counts life points after "mit": "mit 20 Lebenspunkten".
func lifeDativeDE(n int) string { return plural(n, "Lebenspunkt", "Lebenspunkten") }

// pointsDE counts victory points: "1 Siegpunkt", "−2 Siegpunkte".
func pointsDE(n int) string { return plural(n, "Siegpunkt", "Siegpunkte") }

// pointsDativeDE counts victory points after "mit": "mit 3 Siegpunkten".
func pointsDativeDE(n int) string { return plural(n, "Siegpunkt", "Siegpunkten") }

// signedPointsDE writes "+1 Siegpunkt", "−2 Siegpunkte".
func signedPointsDE(n int) string { return Signed(n) + " " + noun(n, "Siegpunkt", "Siegpunkte") }

// roundsDE counts rounds: "1 Runde", "3 Runden".
func roundsDE(n int) string { return plural(n, "Runde", "Runden") }

func commonDE() Common {
	return Common{
		Nobody:           "niemand",
		List:             listDE,
		Variant:          variantEN, // the names of the variants are the same in German
		Duration:         durationDE,
		Cause:            causeDE,
		TargetKind:       targetKindDE,
		PointSource:      sourceDE,
		PointSourceShort: sourceShortDE,
		HouseRule:        "Hausregel",
		Players:          func(n int) string { return plural(n, "Spieler", "Spieler") },
		Rounds:           roundsDE,
		Turns:            func(n int) string { return plural(n, "Zug", "Züge") },
		Points:           pointsDE,
		Events:           func(n int) string { return plural(n, "Ereignis", "Ereignisse") },
		Life:             lifeDE,
		WaitingLife:      "–",
		Winner:           "Sieger",
		Out:              "ausgeschieden",
	}
}

func durationDE(d time.Duration) string {
	m := minutes(d)
	if m < 1 {
		return "unter einer Minute"
	}
	if m < 60 {
		return strconv.Itoa(m) + " Min."
	}
	return fmt.Sprintf("%d Std. %02d Min.", m/60, m%60)
}

func causeDE(c rules.Cause) string {
	switch c {
	case rules.CausePoison:
		return "Gift"
	case rules.CauseLibrary:
		return "leere Bibliothek"
	case rules.CauseConcede:
		return "aufgegeben"
	case rules.CauseLife:
		return "0 Lebenspunkte oder weniger"
	case rules.CausePassivity:
		return "Passivitätsmarken"
	}
	return "sonstiger Grund"
}

func targetKindDE(k rules.TargetKind) string {
	switch k {
	case rules.TargetPlayer:
		return "Spieler"
	case rules.TargetPermanent:
		return "bleibende Karte"
	case rules.TargetSpell:
		return "Zauberspruch"
	case rules.TargetLibrary:
		return "Bibliothek"
	case rules.TargetGraveyard:
		return "Friedhof"
	}
	return string(k)
}

func sourceDE(p rules.PointSource) string {
	switch p {
	case rules.PointsLordElimination:
		return "als Lord einen Spieler ausgeschaltet"
	case rules.PointsOpponentElimination:
		return "einen Gegner ausgeschaltet"
	case rules.PointsPairedOpponentOut:
		return "eigener Gegner ausgeschieden"
	case rules.PointsWrongElimination:
		return "keinen Gegner ausgeschaltet"
	case rules.PointsLordDeathBonus:
		return "der Lord ist gefallen"
	case rules.PointsManual:
		return "von Hand"
	}
	return "Siegpunkte"
}

func sourceShortDE(p rules.PointSource) string {
	switch p {
	case rules.PointsLordElimination:
		return "als Lord"
	case rules.PointsOpponentElimination:
		return "Gegner"
	case rules.PointsPairedOpponentOut:
		return "Gegner gefallen"
	case rules.PointsWrongElimination:
		return "kein Gegner"
	case rules.PointsLordDeathBonus:
		return "Lord gefallen"
	case rules.PointsManual:
		return "von Hand"
	}
	return "Siegpunkte"
}
