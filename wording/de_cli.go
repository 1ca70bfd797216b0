package wording

import (
	"strconv"
)

func cliDE() CLI {
	c := CLI{
		Root: Command{
			Short: "Punkte und Rollen bei Buhmann und Lord is killing you am Tisch führen",
			Long: "rolekeeper führt am Tisch Buch über zwei Multiplayer-Varianten von Magic:\n" +
				"The Gathering mit Rollen: Buhmann (der Buhmann, Passivitätsmarken) und\n" +
				"Lord is killing you (der Lord, Paarungen, Siegpunkte, Schutzrunden).",
			Example: "  rolekeeper\n  rolekeeper --file freitag.jsonl\n  rolekeeper resume\n  rolekeeper demo lord\n" +
				"  rolekeeper --lang en",
		},
		Resume: Command{
			Short: "Das neueste nicht beendete Spiel fortsetzen, oder das Spiel in DATEI",
			Long: "Ein gespeichertes Spiel genau so fortsetzen, wie es war, mit allem, was sich\n" +
				"rückgängig machen und wiederholen lässt: das neueste nicht beendete Spiel des\n" +
				"Standardordners oder das Spiel in DATEI. Eine abgerissene letzte Zeile (ein\n" +
				"Absturz mitten im Schreiben) wird in DATEI.damaged beiseitegelegt und gemeldet;\n" +
				"jeder andere Schaden wird mit DATEI:ZEILE abgelehnt.",
			Example: "  rolekeeper resume\n  rolekeeper resume freitag.jsonl",
		},
		Demo: Command{
			Short: "Ein mitgeliefertes Beispielspiel ansehen, nur zum Lesen",
			Long: "Ein mitgeliefertes Beispielspiel beim letzten Ereignis öffnen, nur zum Lesen:\n" +
				"u und r blättern durch das Spiel, h zeigt das Protokoll. Es wird nie etwas geschrieben.",
			Example: "  rolekeeper demo\n  rolekeeper demo lord",
		},
		Replay: Command{
			Short: "Eine Spieldatei nachspielen und den Stand nach dem letzten Eintrag ausgeben",
			Long: "Eine Spieldatei nachspielen und den Stand nach dem letzten Eintrag ausgeben.\n" +
				"Ein unzulässiger oder unlesbarer Eintrag bricht mit Exit-Status 1 und\n" +
				"DATEI:ZEILE: <Regel>: <Grund> auf stderr ab.",
			Example: "  rolekeeper replay freitag.jsonl\n  rolekeeper replay freitag.jsonl --format json",
		},
		Check: Command{
			Short: "Prüfen, ob eine Spieldatei lesbar und regelgerecht ist, ohne sie auszugeben",
			Long: "Prüfen, ob eine Spieldatei lesbar und jeder Eintrag regelgerecht ist, ohne sie\n" +
				"auszugeben. Das erste Problem bricht mit Exit-Status 1 und\n" +
				"DATEI:ZEILE: <Regel>: <Grund> auf stderr ab, in der Sprache von --lang.",
			Example: "  rolekeeper check freitag.jsonl\n  rolekeeper --lang en check freitag.jsonl",
		},
		Export: Command{
			Short: "Die Zusammenfassung eines Spiels als Markdown, CSV oder JSON schreiben",
			Long: "Die Zusammenfassung einer Spieldatei schreiben: Sieger, Rangliste, wer wen\n" +
				"ausgeschaltet hat, Siegpunkte nach Herkunft und die Gründe der Siegpunkte von\n" +
				"Hand (Lord), Züge als Buhmann und durch Passivität verlorene Lebenspunkte\n" +
				"(Buhmann), die Zugzeit jedes Spielers und verlorene und zugefügte Lebenspunkte\n" +
				"nach Quelle, Runden und Dauer. CSV hat eine Zeile je Spieler. Die Datei wird nur\n" +
				"gelesen: auch ein laufendes Spiel lässt sich exportieren. Markdown ist in der\n" +
				"Sprache von --lang; CSV und JSON sind in jeder Sprache gleich (englische\n" +
				"Schlüssel und Werte, für Programme).",
			Example: "  rolekeeper export spiel.jsonl\n" +
				"  rolekeeper export spiel.jsonl --format csv --output rangliste.csv",
		},
		Watch: Command{
			Short: "Ein laufendes Spiel in einem zweiten Fenster mitverfolgen, nur zum Lesen",
			Long: "Ein Spiel nur zum Lesen öffnen und ihm folgen, während der rolekeeper, mit dem\n" +
				"gespielt wird, seine Ereignisse speichert: Tisch, Seitenleisten und letzte\n" +
				"Ereignisse, spätestens eine halbe Sekunde nach jedem Ereignis neu gezeichnet,\n" +
				"auch Rückgängig. Die Spieldatei wird nie geschrieben und nie gesperrt. Ohne\n" +
				"DATEI das neueste nicht beendete Spiel. Tasten ändern nur die Ansicht:\n" +
				"Plätze, h (Protokoll), S (Zusammenfassung), L (Sprache), ? und q.",
			Example: "  rolekeeper watch\n  rolekeeper watch freitag.jsonl",
		},
		Serve: Command{
			Short: "Das laufende Spiel Zuschauern über SSH zeigen, nur zum Lesen",
			Long: "Eine Live-Ansicht des Spiels, das auf diesem Laptop läuft (das neueste nicht\n" +
				"beendete Spiel oder --file), über SSH anbieten, nur zum Lesen: jeder Zuschauer\n" +
				"sieht den Tisch in der Größe seines Terminals und in der Sprache seines\n" +
				"Systems. Ein Zuschauer gibt den Tischcode ein, den der Spielbildschirm zeigt,\n" +
				"oder hat einen Schlüssel aus --authorized-keys. Neben SSH bietet es eine\n" +
				"Seite für Handys an (--web) und zeigt ihre Adresse und ihren QR-Code. Nur auf\n" +
				"diesem Laptop erreichbar, außer mit --lan (die Adresse dieses Laptops im\n" +
				"lokalen Netz) oder wenn --listen und --web eine andere nennen. Höchstens 16\n" +
				"Zuschauer und 64 Seiten gleichzeitig; niemand kann das Spiel ändern.",
			Example: "  rolekeeper serve --lan                 # dann den QR-Code mit dem Handy scannen\n" +
				"  rolekeeper serve                       # dann: ssh -p 2323 localhost\n" +
				"  rolekeeper serve --listen 192.168.1.20:2323 --web off",
		},
		Help: Command{
			Short:   "Hilfe zu einem Befehl",
			Long:    "Zeigt die Hilfe zu einem Befehl.\nrolekeeper help BEFEHL zeigt alles zu BEFEHL.",
			Example: "  rolekeeper help export\n  rolekeeper --lang en help",
		},
		Completion: Command{
			Short: "Das Skript zur Autovervollständigung für eine Shell erzeugen",
			Long: "Das Skript zur Autovervollständigung von rolekeeper für eine Shell erzeugen.\n" +
				"Wie es verwendet wird, steht in der Hilfe des jeweiligen Unterbefehls.",
			Example: "  rolekeeper completion bash > ~/.local/share/bash-completion/completions/rolekeeper",
		},
		Shell: func(shell string) Command {
			return Command{Short: "Das Skript zur Autovervollständigung für " + shell + " erzeugen",
				Long: "Das Skript zur Autovervollständigung für die Shell " + shell + " erzeugen.\n" +
					"In die Startdatei der Shell laden, um Befehle und Optionen von rolekeeper zu ergänzen.",
				Example: "  rolekeeper completion " + shell}
		},
		Commands: "Befehle",
		Man: Command{Short: "Die Handbuchseite (roff) auf stdout schreiben",
			Long:    "Die Handbuchseite von rolekeeper im Format roff auf stdout schreiben: alle Befehle und Optionen.",
			Example: "  rolekeeper man > rolekeeper.1 && man ./rolekeeper.1"},
		HelpPage: HelpPage{Usage: "Aufruf", Examples: "Beispiele", Flags: "Optionen",
			CommandArg: "[Befehl]", FlagsArg: "[--Optionen]",
			Default: func(value string) string { return "(Standard: " + value + ")" },
			ManWord: manWordDE},
		File:      "DATEI",
		StatsArgs: "ORDNER|DATEI…",
		Stats: Command{
			Short: "Statistik über gespeicherte Spiele: Rangliste, wer wen ausgeschaltet hat, Siegpunkte, Rollen",
			Long: "Die beendeten Spiele des Ordners der gespeicherten Spiele (oder der genannten\n" +
				"Ordner und Dateien) zusammenzählen: Spiele, Siege, Unentschieden, Ränge,\n" +
				"ausgeschaltete Spieler und eigenes Ausscheiden, Züge als Buhmann oder Lord,\n" +
				"durch Passivität verlorene Lebenspunkte, Siegpunkte nach Herkunft, Einstiege und\n" +
				"Schutz, und wer wen ausgeschaltet hat. Nicht beendete Spiele werden getrennt\n" +
				"gezählt; beschädigte Dateien werden aufgelistet, nie stillschweigend weggelassen.\n" +
				"Auf einem Terminal ohne --format öffnet sich der Statistik-Bildschirm. Spieler\n" +
				"sind dieselbe Person, wenn ihre Namen ohne Groß- und Kleinschreibung und\n" +
				"Unicode-Formen gleich sind (C-1) oder die Konfigurationsdatei einen Alias nennt.\n" +
				"CSV und JSON sind in jeder Sprache gleich.",
			Example: "  rolekeeper stats\n" +
				"  rolekeeper stats --variant lord --since 2026-09-01 --format md\n" +
				"  rolekeeper stats ~/spiele/saison-2026 --player Ana --format json",
		},
		FlagStatsVariant: "nur Spiele dieser Variante: buhmann oder lord",
		FlagStatsSince:   "nur Spiele, die an oder nach diesem Tag begonnen haben (JJJJ-MM-TT)",
		FlagStatsUntil:   "nur Spiele, die an oder vor diesem Tag begonnen haben (JJJJ-MM-TT)",
		FlagStatsPlayer:  "nur Spiele, bei denen dieser Spieler dabei war",
		FlagStatsFormat: func(formats []string) string {
			return "Ausgabeformat: " + joinList(formats, ", ", " oder ") + " (sonst der Statistik-Bildschirm auf einem Terminal, sonst text)"
		},
		FlagStatsDecks: "mit --format csv: eine Zeile je Deck und je Spieler und Deck statt einer je Spieler",
		FlagStatsResults: "mit --format json: auch die Spiele jedes Spielers einzeln (results und der Verlauf jeder Wertung, history); " +
			"ohne nur die Summen",

		FlagFile:           "das neue Spiel in dieser Datei speichern (nur eine neue Datei; eine vorhandene: resume)",
		FlagLang:           "Sprache: de oder en (sonst lang aus der Konfigurationsdatei, sonst die Sprache des Systems)",
		FlagReplayFormat:   "Ausgabeformat: text oder json",
		FlagExportFormat:   func(formats []string) string { return "Ausgabeformat: " + joinList(formats, ", ", " oder ") },
		FlagOutput:         "in diese Datei schreiben statt auf stdout",
		FlagServeFile:      "die Spieldatei, die angeboten wird (sonst das neueste nicht beendete Spiel)",
		FlagListen:         "Adresse, unter der die Zuschauer rolekeeper erreichen, host:port",
		FlagAuthorizedKeys: "öffentliche Schlüssel, die ohne Code eingelassen werden, einer je Zeile wie in authorized_keys von OpenSSH",
		FlagNoDescriptions: "keine Beschreibungen bei der Vervollständigung",
		FlagVersion:        "Version von rolekeeper",
		FlagTheme:          "Farben: auto (das Terminal fragen), dark (dunkel) oder light (hell)",
		FlagHelp:           func(command string) string { return "Hilfe zu " + command },
	}
	cliMessagesDE(&c)
	c.Folders = helpFoldersDE()
	return c
}

func cliMessagesDE(c *CLI) {
	c.NoTerminal = "der Tisch braucht ein Terminal auf stdin und stdout; ohne eines " +
		"`rolekeeper replay DATEI`, `rolekeeper check DATEI` oder `rolekeeper export DATEI` verwenden"
	c.FileThere = func(file string) string {
		return file + ": hier liegt schon eine Datei; mit `rolekeeper resume " + file +
			"` fortsetzen oder eine andere --file wählen"
	}
	c.SavedResume = func(path string) string {
		return "Das Spiel ist gespeichert. Fortsetzen mit:\n  rolekeeper resume " + path
	}
	c.NoUnfinished = func(dir string) string {
		return "kein nicht beendetes Spiel in " + dir + ": mit `rolekeeper` eines beginnen"
	}
	c.NoGameToFollow = func(dir string) string {
		return "kein nicht beendetes Spiel in " + dir + ": mit `rolekeeper` eines beginnen oder die Datei nennen"
	}
	c.UnknownValue = func(what, value string, choices []string) string {
		return "unbekannter Wert für " + what + ": " + strconv.Quote(value) + "; möglich sind " + joinList(choices, ", ", " oder ")
	}
	c.Warning = func(message string) string { return "Warnung: " + message }
	c.Version = func(version, commit string, modified bool) string {
		switch {
		case commit != "" && modified:
			return "rolekeeper Version " + version + " (Commit " + commit + ", mit nicht eingecheckten Änderungen)"
		case commit != "":
			return "rolekeeper Version " + version + " (Commit " + commit + ")"
		}
		return "rolekeeper Version " + version
	}
	c.CannotListen = func(addr, reason string) string {
		return "die Adresse " + addr + " lässt sich nicht nutzen: " + reason
	}
	c.SeeHelp = func(message, command string) string { return message + " (siehe `" + command + " --help`)" }
	c.UnknownFlag = func(flag string) string { return "unbekannte Option: " + flag }
	c.FlagNeedsValue = func(flag string) string { return "die Option braucht einen Wert: " + flag }
	c.BadFlagValue = func(value, flag string) string {
		return "ungültiger Wert " + strconv.Quote(value) + " für " + flag
	}
	c.UnknownCommand = func(name, command string) string {
		return "unbekannter Befehl " + strconv.Quote(name) + " für " + strconv.Quote(command)
	}
	c.Args = argsDE
	c.UnknownHelpTopic = func(topic string) string { return "keine Hilfe zu " + topic }
}

// argsDE refuses a count of arguments.
func argsDE(least, most, got int) string {
	arg := func(n int) string { return plural(n, "Argument", "Argumente") }
	given := " erwartet, " + strconv.Itoa(got) + " angegeben"
	switch {
	case most == 0:
		return "keine Argumente" + given
	case least == most:
		return arg(least) + given
	case most < 0:
		return "mindestens " + arg(least) + given
	case least == 0:
		return "höchstens " + arg(most) + given
	}
	return strconv.Itoa(least) + " bis " + strconv.Itoa(most) + " Argumente" + given
}

// manWordDE is mango's word on the manual page as German manual pages
// say it (BEZEICHNUNG, ÜBERSICHT, BESCHREIBUNG, as man-pages-de does).
func manWordDE(word string) string {
	words := map[string]string{
		"Name": "Bezeichnung", "Synopsis": "Übersicht", "Description": "Beschreibung",
		"Options": "Optionen", "Commands": "Befehle", "Examples": "Beispiele",
		"OPTIONS": "OPTIONEN", "COMMANDS": "BEFEHLE", "EXAMPLES": "BEISPIELE",
		"options...": "Optionen…", "argument...": "Argumente…",
	}
	return orWord(words[word], word)
}
