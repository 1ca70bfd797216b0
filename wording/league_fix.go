package wording

import (
	"fmt"
	"strings"
)

// LeagueFix are the words of corrections (`rolekeeper league fix`) and
// of `rolekeeper league verify`.
type LeagueFix struct {
	Fix, Verify                             Command
	GameArg                                 string
	FlagVoid, FlagName, FlagWinner, FlagWhy string
	// RenameForm and OneKind refuse a command line.
	RenameForm, OneKind string
	// Made says the correction n of game was recorded.
	Made func(n int, game string) string
	None string
	// Line is one correction of the list; kind is "void", "name" or
	// "winners".
	Line func(n int, at, by, game, kind, old, repl string, winners []string, why string) string
	// Refused says why a correction is refused; why is a
	// league.FixRefusal (1 no such game, 2 no such player in it, 3 no
	// reason, 4 a name C-1 refuses).
	Refused func(why int, game, name string) string
	// Difference is one thing verify found: what is the row's column (or
	// "seq", "record", "digest"), row what the row says, records what
	// the records say; line the record's line (1 the setup), 0 if none.
	Difference func(game, what, row, records string, line int) string
	// Verified sums verify up.
	Verified func(games, records, differences int) string
}

func leagueFixEN() LeagueFix {
	return LeagueFix{
		Fix: Command{
			Short: "Correct a game of the league, never editing it (without GAME: every correction)",
			Long: "Appends a correction of the game GAME (its id, as the standings name it): --void (it does not count), " +
				"--name OLD=NEW (a name entered wrong) or --winner NAME (the winners, once each); --why says why. " +
				"The standings apply the corrections in order; the records stay as the laptops sent them. Who made it " +
				"is --by, else the table's name, else the database login.",
			Example: "  rolekeeper league fix 3f2a…9c --void --why \"a test game\"\n" +
				"  rolekeeper league fix 3f2a…9c --name Jlia=Julia --why \"typo\"\n  rolekeeper league fix",
		},
		Verify: Command{
			Short: "Replay every game of the league from its records and report any difference",
			Long: "Replays every stored game from its raw records and compares what it derives (the number of records " +
				"and their digest, variant, players, whether it is over, its times) with the game's row; a record missing, " +
				"out of order or refused is named. Changes nothing; exit status 1 when something differs.",
			Example: "  rolekeeper league verify",
		},
		GameArg:    "GAME",
		FlagVoid:   "the game does not count",
		FlagName:   "OLD=NEW: a player's name in this game was entered wrong",
		FlagWinner: "a winner of the game (again for each winner); the others lost",
		FlagWhy:    "why the correction is made (required)",
		RenameForm: "--name takes OLD=NEW",
		OneKind:    "say one of --void, --name OLD=NEW or --winner NAME",
		Made:       func(n int, game string) string { return fmt.Sprintf("correction %d of game %s recorded", n, game) },
		None:       "No correction in the league.",
		Line: func(n int, at, by, game, kind, old, repl string, winners []string, why string) string {
			what := "void"
			switch kind {
			case "name":
				what = old + " is " + repl
			case "winners":
				what = "won by " + strings.Join(winners, ", ")
			}
			return fmt.Sprintf("%d  %s  %s  %s: %s (%s)", n, at, by, game, what, why)
		},
		Refused: func(why int, game, name string) string {
			switch why {
			case 1:
				return "the league holds no game " + game
			case 2:
				return fmt.Sprintf("%s is no player of game %s", name, game)
			case 3:
				return "say why with --why (at most 500 bytes)"
			}
			return "not a name: " + name
		},
		Difference: func(game, what, row, records string, line int) string {
			switch what {
			case "seq":
				return fmt.Sprintf("%s: record %s is missing or out of order (found %s)", game, row, records)
			case "record":
				return fmt.Sprintf("%s: the records do not replay: %s", game, records)
			}
			row, records = verifyValue(what, row, "yes", "no"), verifyValue(what, records, "yes", "no")
			return fmt.Sprintf("%s: %s: %s in the row, %s in the records", game, verifyColumnEN(what), row, records)
		},
		Verified: func(games, records, differences int) string {
			return fmt.Sprintf("%d %s, %d %s replayed: %d %s", games, noun(games, "game", "games"), records,
				noun(records, "record", "records"), differences, noun(differences, "difference", "differences"))
		},
	}
}

func leagueFixDE() LeagueFix {
	return LeagueFix{
		Fix: Command{
			Short: "Ein Spiel der Liga berichtigen, ohne es zu ändern (ohne SPIEL: alle Berichtigungen)",
			Long: "Hängt eine Berichtigung des Spiels SPIEL an (seine Kennung, wie die Rangliste sie nennt): --void (es zählt " +
				"nicht), --name ALT=NEU (ein falsch eingegebener Name) oder --winner NAME (die Sieger, je einmal); --why " +
				"sagt den Grund. Die Rangliste wendet die Berichtigungen der Reihe nach an; die Einträge bleiben, wie die " +
				"Laptops sie gesendet haben. Wer berichtigt, sagt --by, sonst der Tischname, sonst die Anmeldung der Datenbank.",
			Example: "  rolekeeper league fix 3f2a…9c --void --why \"ein Testspiel\"\n" +
				"  rolekeeper league fix 3f2a…9c --name Jlia=Julia --why \"Tippfehler\"\n  rolekeeper league fix",
		},
		Verify: Command{
			Short: "Jedes Spiel der Liga aus seinen Einträgen nachspielen und jede Abweichung melden",
			Long: "Spielt jedes gespeicherte Spiel aus seinen rohen Einträgen nach und vergleicht, was daraus folgt (Zahl " +
				"und Prüfsumme der Einträge, Variante, Spieler, ob es beendet ist, seine Zeiten), mit der Zeile des Spiels; " +
				"ein fehlender, vertauschter oder abgelehnter Eintrag wird genannt. Ändert nichts; Rückgabewert 1, wenn " +
				"etwas abweicht.",
			Example: "  rolekeeper league verify",
		},
		GameArg:    "SPIEL",
		FlagVoid:   "das Spiel zählt nicht",
		FlagName:   "ALT=NEU: ein Name in diesem Spiel wurde falsch eingegeben",
		FlagWinner: "ein Sieger des Spiels (für jeden Sieger noch einmal); die anderen haben verloren",
		FlagWhy:    "warum berichtigt wird (Pflicht)",
		RenameForm: "--name braucht ALT=NEU",
		OneKind:    "genau eins von --void, --name ALT=NEU oder --winner NAME angeben",
		Made: func(n int, game string) string {
			return fmt.Sprintf("Berichtigung %d des Spiels %s festgehalten", n, game)
		},
		None: "Keine Berichtigung in der Liga.",
		Line: func(n int, at, by, game, kind, old, repl string, winners []string, why string) string {
			what := "zählt nicht"
			switch kind {
			case "name":
				what = old + " heißt " + repl
			case "winners":
				what = "gewonnen von " + strings.Join(winners, ", ")
			}
			return fmt.Sprintf("%d  %s  %s  %s: %s (%s)", n, at, by, game, what, why)
		},
		Refused: func(why int, game, name string) string {
			switch why {
			case 1:
				return "die Liga hat kein Spiel " + game
			case 2:
				return fmt.Sprintf("%s hat nicht im Spiel %s gespielt", name, game)
			case 3:
				return "den Grund mit --why angeben (höchstens 500 Bytes)"
			}
			return "kein gültiger Name: " + name
		},
		Difference: func(game, what, row, records string, line int) string {
			switch what {
			case "seq":
				return fmt.Sprintf("%s: Eintrag %s fehlt oder steht nicht an seinem Platz (gefunden: %s)", game, row, records)
			case "record":
				return fmt.Sprintf("%s: die Einträge lassen sich nicht nachspielen: %s", game, records)
			}
			row, records = verifyValue(what, row, "ja", "nein"), verifyValue(what, records, "ja", "nein")
			return fmt.Sprintf("%s: %s: in der Zeile %s, in den Einträgen %s", game, verifyColumnDE(what), row, records)
		},
		Verified: func(games, records, differences int) string {
			return fmt.Sprintf("%d %s, %d %s nachgespielt: %d %s", games, noun(games, "Spiel", "Spiele"), records,
				noun(records, "Eintrag", "Einträge"), differences, noun(differences, "Abweichung", "Abweichungen"))
		},
	}
}
