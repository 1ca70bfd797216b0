package wording

import (
	"fmt"
	"strings"
)

// LeaguePlayers are the words of the club's players: `rolekeeper league
// player` and its commands, and their refusals.
type LeaguePlayers struct {
	Player                              Command
	NameArg, AliasArgs, MergeArgs       string
	Add, Alias, Merge, Unmerge, History string
	FlagShort, FlagBy                   string
	None                                string
	// Line is one player of the list: name, short id ("" for none),
	// aliases.
	Line func(name, short string, aliases []string) string
	// Change is one line of the history; kind is "add", "join" or
	// "split".
	Change func(at, by, kind, name, into, short string) string
	// Refused says why a change is refused; why is a
	// league.PlayerRefusal (1 exists, 2 unknown, 3 same, 4 not joined, 5
	// short id taken, 6 a name C-1 refuses).
	Refused func(why int, name, into string) string
}

func leaguePlayersEN() LeaguePlayers {
	return LeaguePlayers{
		Player: Command{
			Short: "The club's players: one name per person across every laptop",
			Long: "Lists the club's players, each with its aliases and short id. add, alias, merge and unmerge change " +
				"them for every laptop: each change is recorded (who, when) and can be undone; no game file or record " +
				"is ever rewritten. Names are compared as C-1 compares them (case and Unicode forms ignored).",
			Example: "  rolekeeper league player add Julia --short JB\n  rolekeeper league player alias Jule Julia\n" +
				"  rolekeeper league player unmerge Jule",
		},
		NameArg:   "NAME",
		AliasArgs: "ALIAS PLAYER",
		MergeArgs: "PLAYER INTO",
		Add:       "Add a player (the canonical name)",
		Alias:     "Make ALIAS another name of PLAYER",
		Merge:     "Merge PLAYER into INTO, with its aliases (undone by unmerge)",
		Unmerge:   "Undo the latest alias or merge of NAME",
		History:   "Every change of the players, who made it and when",
		FlagShort: "a short id, unique in the club (at most 16 characters)",
		FlagBy:    "who makes the change, for the record (default: the table's name, else the database login)",
		None:      "No player in the league yet: rolekeeper league player add NAME",
		Line: func(name, short string, aliases []string) string {
			s := name
			if short != "" {
				s += " [" + short + "]"
			}
			if len(aliases) > 0 {
				s += " · also " + strings.Join(aliases, ", ")
			}
			return s
		},
		Change: func(at, by, kind, name, into, short string) string {
			switch kind {
			case "add":
				if short != "" {
					return fmt.Sprintf("%s  %s: added %s [%s]", at, by, name, short)
				}
				return fmt.Sprintf("%s  %s: added %s", at, by, name)
			case "join":
				return fmt.Sprintf("%s  %s: %s joined to %s", at, by, name, into)
			}
			return fmt.Sprintf("%s  %s: %s split from %s", at, by, name, into)
		},
		Refused: func(why int, name, into string) string {
			switch why {
			case 1:
				if into != "" {
					return fmt.Sprintf("%s is already another name of %s: unmerge it first", name, into)
				}
				return name + " is already a player or an alias"
			case 2:
				return "no player " + into + ": rolekeeper league player add " + into
			case 3:
				return fmt.Sprintf("%s and %s are one player already", name, into)
			case 4:
				return name + " was never joined to another player: nothing to unmerge"
			case 5:
				return "the short id " + name + " is another player's"
			}
			return "not a name: " + name
		},
	}
}

func leaguePlayersDE() LeaguePlayers {
	return LeaguePlayers{
		Player: Command{
			Short: "Die Spieler des Vereins: ein Name pro Person auf allen Laptops",
			Long: "Listet die Spieler des Vereins, jeden mit seinen anderen Namen und seinem Kürzel. add, alias, merge " +
				"und unmerge ändern sie für alle Laptops: jede Änderung wird festgehalten (wer, wann) und lässt sich " +
				"rückgängig machen; keine Spieldatei und kein Eintrag wird je umgeschrieben. Namen werden wie in C-1 " +
				"verglichen (Groß-/Kleinschreibung und Unicode-Formen egal).",
			Example: "  rolekeeper league player add Julia --short JB\n  rolekeeper league player alias Jule Julia\n" +
				"  rolekeeper league player unmerge Jule",
		},
		NameArg:   "NAME",
		AliasArgs: "ANDERER-NAME SPIELER",
		MergeArgs: "SPIELER IN",
		Add:       "Einen Spieler eintragen (der maßgebliche Name)",
		Alias:     "ANDERER-NAME zu einem weiteren Namen von SPIELER machen",
		Merge:     "SPIELER mit seinen Namen in IN zusammenführen (unmerge macht es rückgängig)",
		Unmerge:   "Die letzte Zusammenführung von NAME rückgängig machen",
		History:   "Jede Änderung der Spieler, wer sie wann gemacht hat",
		FlagShort: "ein Kürzel, im Verein eindeutig (höchstens 16 Zeichen)",
		FlagBy:    "wer die Änderung macht, fürs Protokoll (voreingestellt: der Tischname, sonst die Anmeldung der Datenbank)",
		None:      "Noch kein Spieler in der Liga: rolekeeper league player add NAME",
		Line: func(name, short string, aliases []string) string {
			s := name
			if short != "" {
				s += " [" + short + "]"
			}
			if len(aliases) > 0 {
				s += " · auch " + strings.Join(aliases, ", ")
			}
			return s
		},
		Change: func(at, by, kind, name, into, short string) string {
			switch kind {
			case "add":
				if short != "" {
					return fmt.Sprintf("%s  %s: %s [%s] eingetragen", at, by, name, short)
				}
				return fmt.Sprintf("%s  %s: %s eingetragen", at, by, name)
			case "join":
				return fmt.Sprintf("%s  %s: %s zu %s zusammengeführt", at, by, name, into)
			}
			return fmt.Sprintf("%s  %s: %s von %s getrennt", at, by, name, into)
		},
		Refused: func(why int, name, into string) string {
			switch why {
			case 1:
				if into != "" {
					return fmt.Sprintf("%s ist schon ein anderer Name von %s: zuerst unmerge", name, into)
				}
				return name + " ist schon ein Spieler oder ein anderer Name"
			case 2:
				return "kein Spieler " + into + ": rolekeeper league player add " + into
			case 3:
				return fmt.Sprintf("%s und %s sind schon ein Spieler", name, into)
			case 4:
				return name + " wurde nie mit einem anderen Spieler zusammengeführt: nichts rückgängig zu machen"
			case 5:
				return "das Kürzel " + name + " gehört einem anderen Spieler"
			}
			return "kein gültiger Name: " + name
		},
	}
}
