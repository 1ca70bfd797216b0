package wording

import (
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"

	"rolekeeper/rules"
)

// Stats are the words of the season statistics: `rolekeeper stats` in
// every format, and the stats screen.
type Stats struct {
	// Title heads the report and the screen.
	Title string
	// Counted says how many finished games were counted and how many
	// unfinished ones were left out.
	Counted func(games, unfinished int) string
	// FirstPlayer says how often the first player won: wins of games,
	// and the share written by Percent.
	FirstPlayer func(wins, games int, share string) string
	// Filter describes the chosen games: variant ("" for both), the first
	// and last day (zero for open), the player ("" for everyone).
	Filter func(variant string, since, until time.Time, player string) string
	// NoGames is said when no finished game passes the filter.
	NoGames string
	// The headings of the report's tables.
	Standings, Buhmann, Lord, PointsBySource, HowOut, Matrix, Results string
	// VariantGames heads a variant's table: "Buhmann · 7 games".
	VariantGames func(variant string, games int) string
	// The heads of the columns.
	Player, Games, Wins, Draws, WinRate, AveragePlace, Eliminations, TimesOut, Turns  string
	TurnsAsIT, PassivityLost, Points, PointsPerGame, TurnsAsLord, Entries, Protection string
	// Source heads the column of a point source; Cause the column of a
	// way to go out.
	Source func(p rules.PointSource) string
	Cause  func(c rules.Cause) string
	// Legend explains the columns whose heads are short, one line each.
	Legend []string
	// MatrixNote says how to read the matrix; Nobody is its row of
	// eliminations without a culprit.
	MatrixNote, Nobody string
	// Damaged heads the list of game files that could not be read;
	// DamagedTail the list of those counted without a torn last line.
	Damaged, DamagedTail string
	// Percent writes a share 0–1 as a percentage; Decimal a mean with one
	// decimal.
	Percent func(share float64) string
	Decimal func(x float64) string
	// Progress says how far the first reading of the saved games is.
	Progress func(done, total int) string
	// The refusals of the command line.
	BadVariant func(got string) string
	BadDate    func(flag, got string) string
	// DecksNeedCSV refuses --decks without --format csv.
	DecksNeedCSV string
	// ResultsNeedJSON refuses --results without --format json.
	ResultsNeedJSON string

	// Ratings heads a variant's table of ratings: "Buhmann ratings".
	Ratings func(variant string) string
	// RatingNote says how the ratings are made, under that heading.
	RatingNote string
	// The heads of the ratings' columns: the ordinal μ − 3σ, μ and σ;
	// BuhmannRating and LordRating head a variant's ordinal in the
	// standings.
	Rating, Mu, Sigma, BuhmannRating, LordRating string

	// TurnOrder heads the table of wins by place in the turn order, over
	// every game, and TurnOrderNote says how to read it; Position heads
	// its column of places. TurnOrderByPlayer heads the same per player,
	// whose cells WinsOf writes ("2/5": 2 wins of 5 games).
	TurnOrder, TurnOrderNote, Position       string
	TurnOrderByPlayer, TurnOrderByPlayerNote string
	WinsOf                                   func(wins, games int) string

	// Decks heads the table of decks, DecksNote says how it is ranked
	// (shrink: the games a deck needs before it is ranked);
	// PlayerDecks heads the table of each player's decks; Deck heads the
	// column of decks.
	Decks, PlayerDecks, Deck string
	DecksNote                func(shrink int) string

	// Screen holds the words of the stats screen.
	Screen StatsScreen
	// Rated are the words of the ratings wherever they are shown.
	Rated Rated
	// Roster holds the words of the past players offered at setup.
	Roster Roster
}

// Roster are the words of the roster: the names of past players that the
// setup screen offers while a name is typed.
type Roster struct {
	// Title leads the line of names.
	Title string
	// More says that n more names match than the line shows.
	More func(n int) string
}

// StatsScreen are the words of the stats screen: its views, the heads it
// adds, the chart of the chosen player, and its keys.
type StatsScreen struct {
	// Views name the screen's views, in order: the standings, who
	// eliminated whom, the results game by game, the ratings, the decks.
	Views [5]string
	// Rank heads the column of the place in the standings.
	Rank string
	// OutBy heads the column of the times out for one cause.
	OutBy func(c rules.Cause) string
	// SortedBy says which column orders the standings, and which way;
	// SortedByRank and SortedByName say it for the place (whose head is
	// "#") and the name.
	SortedBy                   func(column string, descending bool) string
	SortedByRank, SortedByName func(descending bool) string
	// Record is a player's wins, draws and losses: "3 W · 1 D · 4 L".
	Record func(wins, draws, losses int) string
	// ChartTitle heads the chart of one player's games.
	ChartTitle func(name string, games int) string
	// ChartLegend explains the chart's bars.
	ChartLegend string
	// Empty is shown when no finished game was counted.
	Empty string
	// Unrated stands for a rating not shown yet; RatedFrom says from how
	// many games of a variant a rating is shown.
	Unrated   string
	RatedFrom func(games int) string
	// RatingChartTitle heads the chart of one player's rating in a
	// variant; RatingChartLegend explains it. NoRatings is said when no
	// game of the variant was counted.
	RatingChartTitle  func(name, variant string, games int) string
	RatingChartLegend string
	NoRatings         string
	// NoDecks is said when no game counted names a deck; PlayerDecksOf
	// heads the chosen player's decks.
	NoDecks       string
	PlayerDecksOf func(name string) string
	// DecksRanked says how the decks are ranked (from how many games),
	// beside their heading.
	DecksRanked func(shrink int) string
	// DamagedNote says that n game files are damaged and where to read
	// which.
	DamagedNote func(n int) string
	// Keys are the help texts of the screen's keys.
	Keys StatsKeys
}

// StatsKeys are the help texts of the stats screen's keys where they say
// something else than elsewhere (Keys has the others). Rows stands for Up
// and Down in the help line, Sort or Scroll for Left and Right (Sort in
// the standings and results, Scroll in the matrix).
type StatsKeys struct {
	Rows, Up, Down, First, Last KeyHelp
	Sort, Scroll, Left, Right   KeyHelp
	// Variant stands for Left and Right in the ratings, which change the
	// variant shown.
	Variant KeyHelp
}

func statsEN() Stats {
	return Stats{
		Rated: ratedEN(),
		Title: "Season statistics",
		Counted: func(games, unfinished int) string {
			s := fmt.Sprintf("%d finished %s", games, noun(games, "game", "games"))
			if unfinished > 0 {
				s += fmt.Sprintf(" · %d unfinished not counted", unfinished)
			}
			return s
		},
		FirstPlayer: func(wins, games int, share string) string {
			return fmt.Sprintf("The first player won %d of %d %s (%s).", wins, games, noun(games, "game", "games"), share)
		},
		Filter:         filterEN,
		NoGames:        "No finished games to count.",
		Standings:      "Standings",
		Buhmann:        "Buhmann",
		Lord:           "Lord is killing you",
		PointsBySource: "Points by source (L-4, L-11)",
		HowOut:         "How players went out",
		Matrix:         "Who eliminated whom",
		Results:        "Results game by game",
		VariantGames: func(variant string, games int) string {
			return fmt.Sprintf("%s · %d %s", variant, games, noun(games, "game", "games"))
		},
		Player: "Player", Games: "Games", Wins: "Wins", Draws: "Draws", WinRate: "Win rate",
		AveragePlace: "Avg place", Eliminations: "Elim", TimesOut: "Out", Turns: "Turns",
		TurnsAsIT: "IT turns", PassivityLost: "Passivity", Points: "Points", PointsPerGame: "Per game",
		TurnsAsLord: "Lord turns", Entries: "Entries", Protection: "Protection",
		Source: statsSourceEN,
		Cause:  statsCauseEN,
		Legend: []string{
			"Elim: players eliminated as culprit; Out: times eliminated (C-5).",
			"Avg place: Buhmann by order of going out (B-10), Lord by points (L-5).",
			"IT turns, Lord turns: turns of the game, anyone's, that began while they held the role.",
			"Passivity: life lost to passivity counters (B-6).",
			"Entries: times they entered as an entrant (L-6); Protection: rounds of protection given (L-8).",
			"Points: As Lord +1 eliminated as the Lord, Opponent +2 eliminated an opponent, Pair out +1",
			"their paired opponent went out, No opp. " + Minus + "1 eliminated no opponent (L-4), Lord fell +1 house rule.",
			"Results, oldest first: █ a win, ░ a draw, ▇ to ▁ first to last place without a win.",
		},
		MatrixNote:  "Each row eliminated the players of the columns that many times.",
		Nobody:      "nobody",
		Damaged:     "Damaged game files, not counted",
		DamagedTail: "Game files with a damaged last line, counted without it",
		Percent:     func(share float64) string { return strconv.Itoa(int(math.Round(share*100))) + " %" },
		Decimal:     func(x float64) string { return strconv.FormatFloat(x, 'f', 1, 64) },
		Progress: func(done, total int) string {
			return fmt.Sprintf("Reading saved games into the index: %d of %d", done, total)
		},
		BadVariant: func(got string) string { return fmt.Sprintf("unknown --variant %q: use buhmann or lord", got) },
		BadDate: func(flag, got string) string {
			return fmt.Sprintf("--%s %q is not a date: write it as YYYY-MM-DD", flag, got)
		},
		DecksNeedCSV:    "--decks goes with --format csv (the other formats hold the decks already)",
		ResultsNeedJSON: "--results goes with --format json (the other formats list no game one by one)",
		Ratings:         func(variant string) string { return variant + " ratings" },
		RatingNote:      "OpenSkill (Weng–Lin, Plackett–Luce): every finished game one match, ranked by place; μ is the skill, σ how unsure it is.",
		Rating:          "Rating", Mu: "μ", Sigma: "σ", BuhmannRating: "B rating", LordRating: "L rating",
		TurnOrder:             "Wins by place in the turn order",
		TurnOrderNote:         "1 is the first player; then clockwise among those who took turns at the start.",
		Position:              "Place",
		TurnOrderByPlayer:     "Each player by place in the turn order",
		TurnOrderByPlayerNote: "Wins/games from each place in the turn order.",
		WinsOf:                winsOf,
		Decks:                 "Decks",
		PlayerDecks:           "Each player's decks",
		Deck:                  "Deck",
		DecksNote: func(shrink int) string {
			return fmt.Sprintf("A game counts for every deck played in it, its result for the deck at the end, points for the deck they were scored with. "+
				"Ranked by the win rate shown, from %d games (decks with fewer follow); 95 %%: where the win rate lies, given the games (Wilson interval).", shrink)
		},
		Screen: statsScreenEN(),
		Roster: Roster{
			Title: "Past players:",
			More:  func(n int) string { return fmt.Sprintf("+%d more", n) },
		},
	}
}

func statsScreenEN() StatsScreen {
	return StatsScreen{
		Views: [5]string{"Standings", "Who eliminated whom", "Results", "Ratings", "Decks"},
		Rank:  "#",
		OutBy: func(c rules.Cause) string { return "Out: " + strings.ToLower(statsCauseEN(c)) },
		SortedBy: func(column string, descending bool) string {
			if descending {
				return "sorted by " + column + ", highest first"
			}
			return "sorted by " + column + ", lowest first"
		},
		SortedByRank: func(descending bool) string {
			if descending {
				return "in the order of the standings, last first"
			}
			return "in the order of the standings"
		},
		SortedByName: func(descending bool) string {
			if descending {
				return "by name, Z to A"
			}
			return "by name, A to Z"
		},
		Record: func(wins, draws, losses int) string {
			return fmt.Sprintf("%d W · %d D · %d L", wins, draws, losses)
		},
		ChartTitle: func(name string, games int) string {
			return fmt.Sprintf("%s · %d %s, oldest first", name, games, noun(games, "game", "games"))
		},
		ChartLegend: "█ a win · ░ a draw · bars: the higher, the better the place",
		Empty:       "No finished games to count yet.",
		Unrated:     "–",
		RatedFrom: func(games int) string {
			return fmt.Sprintf("rating μ − 3σ, shown from %d games", games)
		},
		RatingChartTitle: func(name, variant string, games int) string {
			return fmt.Sprintf("%s · %s rating over %d %s, oldest first", name, variant, games, noun(games, "game", "games"))
		},
		RatingChartLegend: "the higher the bar, the higher the rating μ − 3σ",
		NoRatings:         "No finished games of this variant.",
		NoDecks:           "No deck was said in these games: d names one, at setup and at the table.",
		PlayerDecksOf:     func(name string) string { return name + "'s decks" },
		DecksRanked: func(shrink int) string {
			return fmt.Sprintf("by win rate, ranked from %d games · 95 %%: Wilson interval", shrink)
		},
		DamagedNote: func(n int) string {
			return fmt.Sprintf("⚠ %d damaged game %s: `rolekeeper stats --format text` lists them", n, noun(n, "file", "files"))
		},
		Keys: StatsKeys{
			Rows:    KeyHelp{"↑/↓", "player"},
			Up:      KeyHelp{"↑", "up"},
			Down:    KeyHelp{"↓", "down"},
			First:   KeyHelp{"g/home", "first"},
			Last:    KeyHelp{"G/end", "last"},
			Sort:    KeyHelp{"←/→", "sort"},
			Scroll:  KeyHelp{"←/→", "scroll"},
			Left:    KeyHelp{"←", "column before"},
			Right:   KeyHelp{"→", "next column"},
			Variant: KeyHelp{"←/→", "variant"},
		},
	}
}

// winsOf writes wins of games as "2/5", "·" without games.
func winsOf(wins, games int) string {
	if games == 0 {
		return "·"
	}
	return strconv.Itoa(wins) + "/" + strconv.Itoa(games)
}

// filterEN describes the chosen games in English.
func filterEN(variant string, since, until time.Time, player string) string {
	s := "Games"
	if variant != "" {
		s = variant + " games"
	}
	const day = "2006-01-02"
	switch {
	case !since.IsZero() && !until.IsZero():
		s += " from " + since.Format(day) + " to " + until.Format(day)
	case !since.IsZero():
		s += " from " + since.Format(day) + " on"
	case !until.IsZero():
		s += " up to " + until.Format(day)
	}
	if player != "" {
		s += " with " + player
	}
	return s
}

// statsSourceEN heads the column of a point source, with its points.
func statsSourceEN(p rules.PointSource) string {
	switch p {
	case rules.PointsLordElimination:
		return "As Lord +1"
	case rules.PointsOpponentElimination:
		return "Opponent +2"
	case rules.PointsPairedOpponentOut:
		return "Pair out +1"
	case rules.PointsWrongElimination:
		return "No opp. " + Minus + "1"
	case rules.PointsLordDeathBonus:
		return "Lord fell +1"
	}
	return "By hand"
}

// statsCauseEN heads the column of a way to go out.
func statsCauseEN(c rules.Cause) string {
	switch c {
	case rules.CauseLife:
		return "Life"
	case rules.CausePassivity:
		return "Passivity"
	case rules.CausePoison:
		return "Poison"
	case rules.CauseLibrary:
		return "Library"
	case rules.CauseConcede:
		return "Conceded"
	}
	return "Other"
}
