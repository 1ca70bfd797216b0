package wording

import "fmt"

func leagueDE() League {
	return League{
		League: Command{
			Short: "Die Liga des Vereins: die Spiele aller Tische in einer PostgreSQL-Datenbank",
			Long: "Eine Liga sammelt die Spiele vieler Laptops in einer PostgreSQL-Datenbank: push sendet die " +
				"Spieldateien eines Ordners, standings zählt sie zusammen wie stats, status sagt, was noch auf das " +
				"Senden wartet. Die Datenbank ist --db URL, sonst [league] db in config.toml, sonst die " +
				"PG*-Umgebungsvariablen und ~/.pgpass.",
			Example: "  rolekeeper league push\n  rolekeeper league standings",
		},
		Push: Command{
			Short: "Spieldateien an die Liga senden (ohne Angabe: der Ordner der gespeicherten Spiele)",
			Long: "Sendet die Einträge jeder Spieldatei so, wie sie geschrieben sind, an die Liga, jedes Spiel in " +
				"einer Transaktion. Noch einmal senden ändert nichts; ein Spiel, das weiterging, wird ergänzt; eine " +
				"Kopie, die von der der Liga abweicht, wird abgelehnt und genannt, die anderen Spiele gehen trotzdem " +
				"durch; eine beschädigte Datei wird abgelehnt wie bei check. Auch nicht beendete Spiele können " +
				"gesendet werden.",
			Example: "  rolekeeper league push\n  rolekeeper league push --db postgres://verein@db.example/liga ~/spiele",
		},
		Standings: Command{
			Short: "Die Rangliste des Vereins, aus der Datenbank der Liga",
			Long: "Zählt die Spiele der Liga mit demselben Code zusammen wie stats. Im Terminal ohne --format " +
				"öffnet sich eine Ranglistenansicht, die sich von selbst aktualisiert, sobald ein Tisch ein Spiel sendet: " +
				"gemacht für einen Bildschirm an der Wand.",
			Example: "  rolekeeper league standings\n  rolekeeper league standings --variant lord --since 2026-10-01 --format md",
		},
		Status: Command{
			Short:   "Zeigen, welche Spiele noch an die Liga gesendet werden müssen",
			Long:    "Listet die Spiele, die dieser Laptop noch nicht an die Liga gesendet hat, und ob die Datenbank erreichbar ist.",
			Example: "  rolekeeper league status",
		},
		Args:       "ORDNER|DATEI…",
		FlagDB:     "die Datenbank der Liga als URL, etwa postgres://NUTZER@HOST/DB?sslmode=require",
		FlagFormat: "Ausgabeformat: text, md, csv oder json (ohne Angabe: die Ranglistenansicht im Terminal, sonst text)",
		Added: func(file string, records int) string {
			return fmt.Sprintf("%s: gesendet, %d %s (neu in der Liga)", file, records, noun(records, "Eintrag", "Einträge"))
		},
		Completed: func(file string, records int) string {
			return fmt.Sprintf("%s: %d %s gesendet", file, records, noun(records, "neuer Eintrag", "neue Einträge"))
		},
		Unchanged: func(file string) string { return file + ": schon in der Liga" },
		Behind:    func(file string) string { return file + ": die Liga hat mehr von diesem Spiel" },
		Conflict: func(file string, line int) string {
			return fmt.Sprintf("%s: weicht ab Zeile %d von der Kopie der Liga ab", file, line)
		},
		Pushed: func(sent, unchanged, refused int) string {
			s := fmt.Sprintf("%d %s gesendet, %d schon da", sent, noun(sent, "Spiel", "Spiele"), unchanged)
			if refused > 0 {
				s += fmt.Sprintf(", %d abgelehnt", refused)
			}
			return s
		},
		Where: func(database, addr string, socket bool) string {
			if socket {
				return database + " (Socket " + addr + ")"
			}
			return database + " auf " + addr
		},
		BadURL: func(reason string) string { return "die URL der Datenbank der Liga ist nicht lesbar: " + reason },
		Unreachable: func(where, reason string) string {
			return fmt.Sprintf("die Datenbank der Liga %s ist nicht erreichbar: %s", where, reason)
		},
		LoginRefused: func(where, reason string) string {
			return fmt.Sprintf("die Datenbank der Liga %s lehnt die Anmeldung ab: %s", where, reason)
		},
		NewerSchema: func(where string, version, known int) string {
			return fmt.Sprintf("die Datenbank der Liga %s stammt von einem neueren rolekeeper (Schema %d, dieser kennt %d): rolekeeper aktualisieren",
				where, version, known)
		},
		ConnectionLost: func(where string) string {
			return fmt.Sprintf("die Verbindung zur Datenbank der Liga %s ist abgerissen; von diesem Spiel wurde nichts behalten, noch einmal senden", where)
		},
		Failed: func(where, reason string) string { return fmt.Sprintf("die Datenbank der Liga %s: %s", where, reason) },
		Offline: func(waiting int) string {
			return fmt.Sprintf("Liga: offline, %d %s", waiting, noun(waiting, "Spiel wartet", "Spiele warten"))
		},
		NoLeague:     "Keine Liga: [league] db in config.toml eintragen, um von selbst zu senden.",
		NothingWaits: "Kein Spiel wartet auf das Senden.",
		Waits:        func(file string) string { return file + ": wartet auf das Senden" },
		Reachable:    func(where string) string { return "Die Datenbank der Liga " + where + " ist erreichbar." },
		Title:        "Rangliste des Vereins",
		Evening:      "Die Spiele des Abends",
		NoGames:      "Noch kein Spiel in der Liga.",
		Playing:      "läuft",
		Finished:     "beendet",
		Updated:      func(clock string) string { return "aktualisiert " + clock },
		LostContact:  "die Datenbank der Liga ist nicht erreichbar; neuer Versuch läuft",
		Trust:        leagueTrustDE(),
		Players:      leaguePlayersDE(),
		Fix:          leagueFixDE(),
		Season:       leagueSeasonDE(),
	}
}
