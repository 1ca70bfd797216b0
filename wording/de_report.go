package wording

import (
	"fmt"
	"strings"
)

func reportDE() Report {
	return Report{
		Head: func(variant string, round, turn int) string {
			return fmt.Sprintf("%s, Runde %d, Zug %d", variant, round, turn)
		},
		ToPlay:   func(name string) string { return ", " + name + " ist am Zug" },
		Won:      func(names []string) string { return ", Spielende: " + listDE(names) + " " + wonDE(names) },
		NoWinner: ", Spielende: kein Sieger",
		Player: func(number int, name string, life int) string {
			return fmt.Sprintf("%2d %s Leben %4d", number, padCells(name, 24), life)
		},
		Out: "ausgeschieden", Waiting: "in Warteposition", IT: "Buhmann", Lord: "Lord",
		Passivity: func(n int) string { return plural(n, "Passivitätsmarke", "Passivitätsmarken") },
		Points:    pointsDE,
		Poison:    func(n int) string { return plural(n, "Giftmarke", "Giftmarken") },
		Protected: func(rounds int, started bool) string {
			state := "wartet auf den eigenen Zug"
			if started {
				state = "läuft"
			}
			return fmt.Sprintf("Schutz %s (%s)", roundsDE(rounds), state)
		},
		Pairs: func(pairs []PairNames) string {
			parts := make([]string, len(pairs))
			for i, p := range pairs {
				parts[i] = listDE(p[:])
			}
			return "Paarungen: " + strings.Join(parts, "; ")
		},
	}
}

// wonDE is "hat gewonnen" for one winner, "haben gewonnen" for several.
func wonDE(names []string) string {
	if len(names) == 1 {
		return "hat gewonnen"
	}
	return "haben gewonnen"
}
