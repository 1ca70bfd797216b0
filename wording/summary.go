package wording

import (
	"fmt"
	"strconv"
	"strings"

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
	// Short are the shorter heads a narrow summary shows (explained by
	// its legends) when the long ones leave a column no room.
	Short SummaryHeads
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
	// ElimLine is one elimination: by is the culprit, "" for nobody.
	ElimLine func(round int, name, by string, cause rules.Cause) string
	ElimMore func(n int) string
	// Life lost and dealt: the title, the heads of the columns, and a
	// share of it, "Ben 12", whose source may be the player themselves,
	// no source, or passivity counters (B-6).
	LifeTitle string
	// LifePageTitle heads the summary's page of turn times and life.
	LifePageTitle                   string
	Lost, LostTo, Dealt, DealtTo    string
	LifeShare                       func(who string, life int) string
	Themselves, NoSource, Passivity string
	// NoLifeLost stands for a player who lost or dealt no life, and for a
	// turn time not known.
	NoLifeLost string
	// TurnTime heads the column of each player's total turn time, and
	// TurnTimeShort writes one: "12 min", "1 h 05", "< 1 min".
	TurnTime      string
	TurnTimeShort func(d time.Duration) string
	// HandPointsTitle heads the points given by hand with their reasons
	// (L-11); Reason heads the reasons' column; HandPointsLine says one.
	HandPointsTitle, Reason string
	HandPointsLine          func(round int, name string, delta int, reason string) string
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
		EarlyNoWinner:    "Game over: ended early, no winner (L-12, in both variants)",
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
		Short: SummaryHeads{TurnsTaken: "Turns", TurnsWhileIT: "IT turns", TurnsWhileLord: "Lord turns", PassivityLoss: "Passivity", BySource: "by source",
			PassivityLegend: "Passivity: life lost to passivity counters (B-6)."},
		PointsRules: [2]string{"Points (L-4): +1 a player eliminated as the Lord, +2 an opponent eliminated,",
			"+1 paired opponent eliminated by someone else, −1 eliminated no opponent."},
		Out:       "out",
		NoSources: "–",
		ElimTitle: "Who eliminated whom",
		NobodyOut: "Nobody was eliminated.",
		ElimLine: func(round int, name, by string, cause rules.Cause) string {
			if by == "" {
				by = "nobody"
			}
			return fmt.Sprintf("Round %d: %s by %s (%s)", round, name, by, causeEN(cause))
		},
		ElimMore:      func(n int) string { return fmt.Sprintf("… and %d more (see the log)", n) },
		LifeTitle:     "Life lost and dealt",
		LifePageTitle: "Turn time, life lost and dealt",
		Lost:          "Lost",
		LostTo:        "Lost to",
		Dealt:         "Dealt",
		DealtTo:       "Dealt to",
		LifeShare:     func(who string, life int) string { return who + " " + strconv.Itoa(life) },
		Themselves:    "themselves",
		NoSource:      "no source",
		Passivity:     "passivity",
		NoLifeLost:    "–",
		TurnTime:      "Turn time",
		TurnTimeShort: func(d time.Duration) string {
			m := minutes(d)
			switch {
			case m < 1:
				return "< 1 min"
			case m < 60:
				return strconv.Itoa(m) + " min"
			}
			return fmt.Sprintf("%d h %02d", m/60, m%60)
		},
		HandPointsTitle: "Points by hand (L-11)",
		Reason:          "Reason",
		HandPointsLine: func(round int, name string, delta int, reason string) string {
			return fmt.Sprintf("Round %d: %s %s: %s", round, name, Signed(delta), reason)
		},
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

// LifeShares lists shares of life lost or dealt by seat, most first:
// "Ben 12, passivity 3". names are the players' names as they are to be
// shown; a share of seat itself says "themselves". No shares give
// NoLifeLost.
func (w *Words) LifeShares(names []string, seat int, shares []rules.LifeShare) string {
	t := w.Summary
	if len(shares) == 0 {
		return t.NoLifeLost
	}
	parts := make([]string, len(shares))
	for i, sh := range shares {
		who := w.Name(names, sh.Seat)
		switch {
		case sh.Passivity:
			who = t.Passivity
		case sh.Seat == rules.NoSeat:
			who = t.NoSource
		case sh.Seat == seat:
			who = t.Themselves
		}
		parts[i] = t.LifeShare(who, sh.Life)
	}
	return strings.Join(parts, ", ")
}

// SummaryHeads are the shorter heads of the summary's columns and the
// legend of passivity that names its shorter head.
type SummaryHeads struct {
	TurnsTaken, TurnsWhileIT, TurnsWhileLord, PassivityLoss string
	BySource                                                string
	PassivityLegend                                         string
}
