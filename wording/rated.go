package wording

import "fmt"

// Rated are the words of the players' ratings wherever they are shown:
// the one number, its explanation in one line, the provisional mark, the
// change after a game, the chances before one, the intervals of the win
// rates, the tables by table size and the calibration.
type Rated struct {
	// Explain says in one line what the rating is, for a player; Mark is
	// the mark of a provisional rating and Provisional says what it
	// means, from how many games a rating counts.
	Explain     string
	Mark        string
	Provisional func(games int) string
	// Detail gives the chosen player's μ and σ, which the rating is made
	// of, under their chart.
	Detail func(mu, sigma string) string
	// Course heads a rating's course, a mark per game, and the results
	// game by game; Corner heads the column of culprits of who
	// eliminated whom (the other columns are the victims).
	Course, Corner string
	// Record heads a player's wins, draws and losses.
	Record string
	// Change heads the change of the rating a game made; Up and Down
	// mark its direction.
	Change, Up, Down string
	// ChangeNote says under the summary what the change is.
	ChangeNote string
	// Chance heads each player's chance to win; ChanceNote says where it
	// comes from.
	Chance, ChanceNote string
	// ChanceLine gives every player's chance, "Ana 31 % · Ben? 22 %",
	// with what it is, on one line.
	ChanceLine func(chances string) string
	// Interval heads the 95 % interval of a win rate; IntervalNote
	// explains it and the minimum of games before a line is ranked.
	Interval     string
	IntervalNote func(games int) string
	// IntervalText writes an interval of shares 0–1: "12–65 %".
	IntervalText func(lo, hi float64) string
	// BySize heads the table by the number of players; Size names one
	// size (6 and more: "6+ players").
	BySize string
	Size   func(players int, more bool) string
	// Calibration heads the table of predicted and actual wins;
	// Predicted, Expected and Actual head its columns; CalibrationNote
	// explains it.
	// Chances heads the number of chances in a bin.
	Calibration, Predicted, Chances, Expected, Actual, CalibrationNote string
	// History heads a player's rating game by game; Game, Date and Place
	// head its columns.
	History                  func(name, variant string) string
	Game, Date, Place, Delta string
}

func ratedEN() Rated {
	return Rated{
		Explain:     "Rating: starts at 0 and grows towards a player's skill as they play (μ − 3σ).",
		Mark:        "?",
		Provisional: func(games int) string { return fmt.Sprintf("? provisional: fewer than %d games", games) },
		Course:      "Game by game", Corner: "Who ↓ whom →", Record: "Record",
		Detail: func(mu, sigma string) string { return "now μ " + mu + ", σ " + sigma },
		Change: "±", Up: "▲", Down: "▼",
		ChangeNote: "±: the change of each player's rating this game made, from the season before it.",
		Chance:     "Chance", ChanceNote: "Chance: each player's chance to win, from the ratings before this game.",
		ChanceLine: func(chances string) string { return "Chance to win (ratings, ? provisional): " + chances },
		Interval:   "95 %",
		IntervalNote: func(games int) string {
			return fmt.Sprintf("95 %%: where the true win rate lies (Wilson); under %d games it says little.", games)
		},
		IntervalText: func(lo, hi float64) string { return fmt.Sprintf("%.0f–%.0f %%", lo*100, hi*100) },
		BySize:       "By table size",
		Size: func(players int, more bool) string {
			if more {
				return fmt.Sprintf("%d+ players", players)
			}
			return fmt.Sprintf("%d players", players)
		},
		Calibration: "Calibration", Predicted: "Predicted", Chances: "Chances", Expected: "Expected wins", Actual: "Actual wins",
		CalibrationNote: "Each player's chance to win before a game, from the ratings then, in bins; a good model wins about as often as it expects.",
		History: func(name, variant string) string {
			return fmt.Sprintf("%s's %s rating, game by game", name, variant)
		},
		Game: "Game", Date: "Date", Place: "Place", Delta: "Change",
	}
}

func ratedDE() Rated {
	return Rated{
		Explain:     "Wertung: beginnt bei 0, wächst mit jedem Spiel zur Spielstärke hin (μ − 3σ).",
		Mark:        "?",
		Provisional: func(games int) string { return fmt.Sprintf("? vorläufig: weniger als %d Spiele", games) },
		Course:      "Spiel für Spiel", Corner: "Wer ↓ wen →", Record: "Bilanz",
		Detail: func(mu, sigma string) string { return "jetzt μ " + mu + ", σ " + sigma },
		Change: "±", Up: "▲", Down: "▼",
		ChangeNote: "±: wie sich die Wertung jedes Spielers durch dieses Spiel geändert hat, gegenüber der Saison davor.",
		Chance:     "Chance", ChanceNote: "Chance: die Siegchance jedes Spielers, aus der Wertung vor diesem Spiel.",
		ChanceLine: func(chances string) string { return "Siegchance (Wertung, ? vorläufig): " + chances },
		Interval:   "95 %",
		IntervalNote: func(games int) string {
			return fmt.Sprintf("95 %%: Bereich der wahren Siegquote (Wilson); unter %d Spielen sagt sie wenig.", games)
		},
		IntervalText: func(lo, hi float64) string { return fmt.Sprintf("%.0f–%.0f %%", lo*100, hi*100) },
		BySize:       "Nach Tischgröße",
		Size: func(players int, more bool) string {
			if more {
				return fmt.Sprintf("%d+ Spieler", players)
			}
			return fmt.Sprintf("%d Spieler", players)
		},
		Calibration: "Kalibrierung", Predicted: "Vorhergesagt", Chances: "Chancen", Expected: "Erwartete Siege", Actual: "Tatsächliche Siege",
		CalibrationNote: "Siegchance jedes Spielers vor einem Spiel, aus der Wertung von damals, in Stufen; ein gutes Modell gewinnt etwa so oft, wie es erwartet.",
		History: func(name, variant string) string {
			return fmt.Sprintf("Wertung %s von %s, Spiel für Spiel", variant, name)
		},
		Game: "Spiel", Date: "Datum", Place: "Rang", Delta: "Änderung",
	}
}
