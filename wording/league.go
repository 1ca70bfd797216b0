package wording

import "fmt"

// League are the words of the club's league: `rolekeeper league` and its
// commands, what a push says of each file, the database's failures, the
// standings screen and the header's note while games wait to be pushed.
type League struct {
	// The commands' help: league, league push, league standings, league
	// status; Args are push's arguments ("DIR|FILE…").
	League, Push, Standings, Status Command
	Args                            string
	// FlagDB is the usage of --db; FlagFormat of standings' --format.
	FlagDB, FlagFormat string

	// What a push says of one file.
	Added     func(file string, records int) string
	Completed func(file string, records int) string
	Unchanged func(file string) string
	Behind    func(file string) string
	// Conflict is "FILE: differs from the league's copy at line N", the
	// file first in every language.
	Conflict func(file string, line int) string
	// Pushed sums a push up: games sent, already there, refused.
	Pushed func(sent, unchanged, refused int) string

	// Where names the database (never the password) for the messages
	// below: its name, and host:port or (socket) the socket's folder.
	Where func(database, addr string, socket bool) string
	// The database's failures; where is Where's, reason the driver's.
	BadURL         func(reason string) string
	Unreachable    func(where, reason string) string
	LoginRefused   func(where, reason string) string
	NewerSchema    func(where string, version, known int) string
	ConnectionLost func(where string) string
	Failed         func(where, reason string) string

	// The queue of games waiting to be pushed: the header's note, and
	// `league status`.
	Offline      func(waiting int) string
	NoLeague     string
	NothingWaits string
	Waits        func(file string) string
	Reachable    func(where string) string

	// The standings screen.
	Title       string
	Evening     string
	NoGames     string
	Playing     string
	Finished    string
	Updated     func(clock string) string
	LostContact string

	// Trust are the words of a league a club can trust (league_trust.go).
	Trust LeagueTrust
	// Players are the words of the club's players (league_players.go).
	Players LeaguePlayers
	// Fix are the words of corrections and verify (league_fix.go).
	Fix LeagueFix
	// Season are the words of a season's table (league_season.go).
	Season LeagueSeason
}

func leagueEN() League {
	return League{
		League: Command{
			Short: "The club's league: games of every table in one PostgreSQL database",
			Long: "A league gathers the games of many laptops in one PostgreSQL database: push sends a folder's " +
				"game files, standings adds them up as stats does, status says what waits to be sent. The database " +
				"is --db URL, else [league] db in config.toml, else the PG* environment variables and ~/.pgpass.",
			Example: "  rolekeeper league push\n  rolekeeper league standings",
		},
		Push: Command{
			Short: "Send game files to the league (default: the saved-games folder)",
			Long: "Sends every game file's records, as written, to the league, each game in one transaction. " +
				"Pushing again changes nothing; a game that grew is completed; a copy that differs from the " +
				"league's is refused and named, and the other games still go through; a damaged file is refused as " +
				"check refuses it. Unfinished games may be pushed.",
			Example: "  rolekeeper league push\n  rolekeeper league push --db postgres://club@db.example/league ~/games",
		},
		Standings: Command{
			Short: "The club's standings, from the league's database",
			Long: "Adds up the league's games by the same code as stats. On a terminal without --format it opens " +
				"a standings screen that updates itself when any table pushes a game: made for a screen on the wall.",
			Example: "  rolekeeper league standings\n  rolekeeper league standings --variant lord --since 2026-10-01 --format md",
		},
		Status: Command{
			Short:   "Say which games wait to be sent to the league",
			Long:    "Lists the games this laptop has not yet sent to the league, and whether the database can be reached.",
			Example: "  rolekeeper league status",
		},
		Args:       "DIR|FILE…",
		FlagDB:     "the league's database URL, as postgres://USER@HOST/DB?sslmode=require",
		FlagFormat: "text, md, csv or json (default: the standings screen on a terminal, else text)",
		Added: func(file string, records int) string {
			return fmt.Sprintf("%s: sent, %d %s (new to the league)", file, records, noun(records, "record", "records"))
		},
		Completed: func(file string, records int) string {
			return fmt.Sprintf("%s: %d new %s sent", file, records, noun(records, "record", "records"))
		},
		Unchanged: func(file string) string { return file + ": already in the league" },
		Behind:    func(file string) string { return file + ": the league holds more of this game" },
		Conflict: func(file string, line int) string {
			return fmt.Sprintf("%s: differs from the league's copy at line %d", file, line)
		},
		Pushed: func(sent, unchanged, refused int) string {
			s := fmt.Sprintf("%d %s sent, %d already there", sent, noun(sent, "game", "games"), unchanged)
			if refused > 0 {
				s += fmt.Sprintf(", %d refused", refused)
			}
			return s
		},
		Where: func(database, addr string, socket bool) string {
			if socket {
				return database + " (socket " + addr + ")"
			}
			return database + " on " + addr
		},
		BadURL: func(reason string) string { return "the league's database URL cannot be read: " + reason },
		Unreachable: func(where, reason string) string {
			return fmt.Sprintf("cannot reach the league's database %s: %s", where, reason)
		},
		LoginRefused: func(where, reason string) string {
			return fmt.Sprintf("the league's database %s refused the login: %s", where, reason)
		},
		NewerSchema: func(where string, version, known int) string {
			return fmt.Sprintf("the league's database %s was made by a newer rolekeeper (schema %d, this one knows %d): update rolekeeper",
				where, version, known)
		},
		ConnectionLost: func(where string) string {
			return fmt.Sprintf("the connection to the league's database %s was lost; nothing of that game was kept, push again", where)
		},
		Failed: func(where, reason string) string { return fmt.Sprintf("the league's database %s: %s", where, reason) },
		Offline: func(waiting int) string {
			return fmt.Sprintf("league: offline, %d %s waiting", waiting, noun(waiting, "game", "games"))
		},
		NoLeague:     "No league: set [league] db in config.toml to push by itself.",
		NothingWaits: "No game waits to be sent.",
		Waits:        func(file string) string { return file + ": waits to be sent" },
		Reachable:    func(where string) string { return "The league's database " + where + " can be reached." },
		Title:        "Club standings",
		Evening:      "Tonight's games",
		NoGames:      "No game in the league yet.",
		Playing:      "playing",
		Finished:     "finished",
		Updated:      func(clock string) string { return "updated " + clock },
		LostContact:  "the league's database cannot be reached; trying again",
		Trust:        leagueTrustEN(),
		Players:      leaguePlayersEN(),
		Fix:          leagueFixEN(),
		Season:       leagueSeasonEN(),
	}
}
