package wording

import (
	"fmt"

	"time"

	"rolekeeper/rules"
)

// Summary are the words of the summary screen. The labels of the role
// turns are the Markdown export's too: they count the game's turns,
// anyone's, that began while the player held the role, not the player's
// own turns.
type Summary struct {
	SoFar string
	// Draw, EarlyNoWinner, NoWinner, Wins and Share are the title at the
	// end of a game.
	Draw          func(names []string) string
	EarlyNoWinner string
	NoWinner      string
	Wins          func(name string) string
	Share         func(names []string) string
	// The heads of the standings' columns.
	Player, Points, Life, BySource, PassivityLoss, Eliminated string
	TurnsTaken, TurnsWhileIT, TurnsWhileLord                  string
	// TurnsWhileLegend explains the role turns' labels.
	TurnsWhileLegend string
	// PassivityLegend explains the column of life lost to passivity.
	PassivityLegend string
	// PointsRules explains Lord's points (L-4), in two lines.
	PointsRules [2]string
	// Out stands for an eliminated player's life; NoSources for a player
	// who scored from no source.
	Out, NoSources string
	// Who eliminated whom.
	ElimTitle, NobodyOut string
	ElimLine             func(round int, name, by string, cause rules.Cause) string
	ElimMore             func(n int) string
}

// Export are the words of the Markdown export that the summary screen does
// not have. Names come escaped for Markdown; the texts may hold Markdown.
type Export struct {
	// Title heads the document: the variant and the game's name ("" for
	// none).
	Title      func(variant, game string) string
	InProgress func(active string) string
	Winner     func(name string) string
	Winners    func(names []string) string
	// TargetNote follows the winners of a Lord game.
	TargetNote func(points, target int) string
	Draw       func(names []string) string
	// DrawnOut is a game with no winner and nobody left; EndedEarly one
	// ended early.
	DrawnOut, EndedEarly string
	// Period says when the game was played, in the times' own location.
	Period func(start, end time.Time) string
	// The headings and the heads of the columns.
	Standings, Place, PlayersEliminated             string
	Eliminations, Round, Turn, EliminatedBy, How    string
	NobodyOut, Themselves                           string
	PointsBySource, Total, ITAndPassivity, LostLife string
	// SourceHeading heads the column of a point source.
	SourceHeading func(p rules.PointSource) string
}

func summaryEN() Summary {
	return Summary{
		SoFar: "Summary so far",
		Draw: func(names []string) string {
			return "Game over: a draw — " + listEN(names) + " went out together (B-10)"
		},
		EarlyNoWinner:    "Game over: ended early, no winner (L-12)",
		NoWinner:         "Game over: no winner",
		Wins:             func(name string) string { return "★ " + name + " wins" },
		Share:            func(names []string) string { return "★ " + listEN(names) + " share the victory" },
		Player:           "Player",
		Points:           "Points",
		Life:             "Life",
		BySource:         "Points by source",
		PassivityLoss:    "Passivity loss",
		Eliminated:       "Eliminated",
		TurnsTaken:       "Turns taken",
		TurnsWhileIT:     "Turns while IT",
		TurnsWhileLord:   "Turns while Lord",
		TurnsWhileLegend: "turns of the game, anyone's, that began while they held the role",
		PassivityLegend:  "Passivity loss: life lost to passivity counters (B-6).",
		PointsRules: [2]string{"Points (L-4): +1 a player eliminated as the Lord, +2 an opponent eliminated,",
			"+1 paired opponent eliminated by someone else, −1 eliminated no opponent."},
		Out:       "out",
		NoSources: "–",
		ElimTitle: "Who eliminated whom",
		NobodyOut: "Nobody was eliminated.",
		ElimLine: func(round int, name, by string, cause rules.Cause) string {
			return fmt.Sprintf("Round %d: %s by %s (%s)", round, name, by, causeEN(cause))
		},
		ElimMore: func(n int) string { return fmt.Sprintf("… and %d more (see the log)", n) },
	}
}

func exportEN() Export {
	return Export{
		Title: func(variant, game string) string {
			if game == "" {
				return variant
			}
			return variant + " — " + game
		},
		InProgress: func(active string) string { return "**Game in progress:** " + active + " to play." },
		Winner:     func(name string) string { return "**Winner: " + name + "**" },
		Winners:    func(names []string) string { return "**Winners: " + listEN(names) + "** (shared victory)" },
		TargetNote: func(points, target int) string {
			return fmt.Sprintf(" with %s (target %d).", plural(points, "point", "points"), target)
		},
		Draw: func(names []string) string {
			return "**No winner:** a draw — " + listEN(names) + " went out together (B-10)."
		},
		DrawnOut:   "**No winner:** the game ended in a draw.",
		EndedEarly: "**No winner:** the game was ended early.",
		Period: func(start, end time.Time) string {
			return start.Format("Mon 2 Jan 2006 15:04") + " to " + end.Format("15:04 MST")
		},
		Standings:         "Standings",
		Place:             "Place",
		PlayersEliminated: "Players eliminated",
		Eliminations:      "Eliminations",
		Round:             "Round",
		Turn:              "Turn",
		EliminatedBy:      "Eliminated by",
		How:               "How",
		NobodyOut:         "Nobody was eliminated.",
		Themselves:        "themselves",
		PointsBySource:    "Points by source",
		Total:             "Total",
		ITAndPassivity:    "The IT and passivity",
		LostLife:          "Life lost to passivity",
		SourceHeading: func(p rules.PointSource) string {
			heading := Capitalise(sourceEN(p))
			if p == rules.PointsLordDeathBonus {
				heading += " (house rule)"
			}
			return heading
		},
	}
}
