package wording

import "fmt"

// LeagueSeason are the words of a season's table (`stats --season`,
// `league standings --season`).
type LeagueSeason struct {
	FlagSeason string
	// Title heads the table: the season's name and days ("" when open).
	Title func(name, first, last string) string
	Head  string
	Row   func(rank int, name string, points, counted, played, wins int, winRate float64, opponents int, decidedBy string) string
	// Tiebreak names a tiebreak of stats.Tiebreaks in the table.
	Tiebreak func(key string) string
	NoGames  string
	// Unknown: no season of that name; known lists those there are.
	Unknown func(name, known string) string
	// BadValue: the season's key has a value that cannot be used;
	// tiebreaks lists the tiebreaks there are.
	BadValue func(name, key, value, tiebreaks string) string
}

func seasonRow(rank int, name string, points, counted, played, wins int, winRate float64, opponents int, decidedBy string) string {
	r := "-"
	if rank > 0 {
		r = fmt.Sprint(rank)
	}
	return fmt.Sprintf("%-4s %s %6d %4d/%-4d %5d %6.1f%% %9d  %s", r, padCells(name, 20), points, counted, played, wins, 100*winRate, opponents, decidedBy)
}

func leagueSeasonEN() LeagueSeason {
	return LeagueSeason{
		FlagSeason: "the season NAME of [league.season] in config.toml, counted by its own rules",
		Title: func(name, first, last string) string {
			if first == "" && last == "" {
				return "Season " + name
			}
			return fmt.Sprintf("Season %s (%s – %s)", name, first, last)
		},
		Head: "rank player               points  games  wins  win rate opponents  decided by",
		Row:  seasonRow,
		Tiebreak: func(key string) string {
			return map[string]string{"wins": "wins", "win_rate": "win rate", "opponents_points": "opponents' points",
				"opponents_win_rate": "opponents' win rate", "head_to_head": "head to head", "draw": "drawn lot"}[key]
		},
		NoGames: "No game of the season yet.",
		Unknown: func(name, known string) string {
			if known == "" {
				return "no season " + name + ": add a [league.season] table to config.toml"
			}
			return "no season " + name + " (there are: " + known + ")"
		},
		BadValue: func(name, key, value, tiebreaks string) string {
			if key == "tiebreaks" {
				return fmt.Sprintf("season %s: no tiebreak %q (there are: %s)", name, value, tiebreaks)
			}
			return fmt.Sprintf("season %s: %s = %q cannot be used", name, key, value)
		},
	}
}

func leagueSeasonDE() LeagueSeason {
	return LeagueSeason{
		FlagSeason: "die Saison NAME aus [league.season] in config.toml, nach ihren eigenen Regeln gezählt",
		Title: func(name, first, last string) string {
			if first == "" && last == "" {
				return "Saison " + name
			}
			return fmt.Sprintf("Saison %s (%s – %s)", name, first, last)
		},
		Head: "Platz Spieler             Punkte Spiele Siege Quote   Gegner    entschieden durch",
		Row:  seasonRow,
		Tiebreak: func(key string) string {
			return map[string]string{"wins": "Siege", "win_rate": "Siegquote", "opponents_points": "Punkte der Gegner",
				"opponents_win_rate": "Siegquote der Gegner", "head_to_head": "direkter Vergleich", "draw": "Los"}[key]
		},
		NoGames: "Noch kein Spiel in dieser Saison.",
		Unknown: func(name, known string) string {
			if known == "" {
				return "keine Saison " + name + ": eine Tabelle [league.season] in config.toml eintragen"
			}
			return "keine Saison " + name + " (es gibt: " + known + ")"
		},
		BadValue: func(name, key, value, tiebreaks string) string {
			if key == "tiebreaks" {
				return fmt.Sprintf("Saison %s: keine Wertung %q (es gibt: %s)", name, value, tiebreaks)
			}
			return fmt.Sprintf("Saison %s: %s = %q ist nicht brauchbar", name, key, value)
		},
	}
}
