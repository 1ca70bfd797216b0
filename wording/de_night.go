package wording

import (
	"strconv"
	"strings"
)

func nightDE() Night {
	return Night{
		Night: Command{
			Short: "Ein Spieleabend im Verein: die Spieler Runde für Runde an Tische setzen",
			Long: "Ein Spieleabend setzt die anwesenden Spieler Runde für Runde an Tische, nach festen Regeln: niemand sitzt " +
				"mit jemandem am Tisch, mit dem er heute schon gespielt hat, solange sich das vermeiden lässt; dann beginnt " +
				"niemand zweimal (und wer beginnt, verteilt sich über die Saison), niemand sitzt zweimal auf demselben Platz, " +
				"niemand ist in Lord zweimal in Warteposition, und zuletzt sind die Tische gleich stark. Der Abend steht in " +
				"einer Datei im Zustandsordner; jede Runde wird aus einem festgehaltenen Startwert gezogen und lässt sich so " +
				"wieder ziehen.",
			Example: "  rolekeeper night start Ana Ben Cem Dora Eli Finn Gus Hanna --variant buhmann --rounds 3\n" +
				"  rolekeeper night seat\n  rolekeeper night status --format md > heute.md",
		},
		Start: Command{
			Short:   "Einen Spieleabend mit den anwesenden Spielern beginnen",
			Long:    "Die Namen werden wie beim Aufbau geprüft (C-1) und mit der Spielerliste abgeglichen: wer bekannt ist, behält seine Schreibweise, neue Namen sind willkommen. --variant nimmt eine Variante oder eine Liste, die die Runden der Reihe nach spielen.",
			Example: "  rolekeeper night start Ana Ben Cem Dora Eli --variant lord --rounds 2\n  rolekeeper night start Ana Ben Cem Dora Eli Finn Gus --variant buhmann,lord",
		},
		Seat: Command{
			Short:   "Die Tische der nächsten Abendrunde ziehen",
			Long:    "Zieht die nächste Abendrunde aus einem Startwert (zufällig, außer mit --seed), zeigt sie mit ihrer Bewertung je Regel und hält sie in der Datei des Abends fest.",
			Example: "  rolekeeper night seat\n  rolekeeper night seat --seed 8812 --format json",
		},
		Status: Command{
			Short:   "Den Abend zeigen: seine Spieler und jede gezogene Runde",
			Long:    "Zeigt die Runden des Abends mit Tischen und Bewertung, als Text, JSON oder als Markdown- oder CSV-Blatt zum Ausdrucken.",
			Example: "  rolekeeper night status\n  rolekeeper night status --format csv > heute.csv",
		},
		Standings: Command{
			Short:   "Die Tabelle des Abends: die Statistik über die Spiele dieses Abends",
			Long:    "Zählt die Spiele zusammen, die aus der Sitzordnung dieses Abends begonnen wurden, wie rolekeeper stats.",
			Example: "  rolekeeper night standings",
		},
		Play: Command{
			Short:   "Das Spiel eines Tisches aus der Sitzordnung beginnen",
			Long:    "Öffnet den Aufbau eines neuen Spiels, gefüllt aus der Sitzordnung: die Spieler des Tisches in Platzreihenfolge, die Variante der Runde, Platz 1 beginnt, jedes Spielers letztes Deck, und in Lord der Spieler in Warteposition wie gezogen. Das Spiel hält Abend, Runde und Tisch fest.",
			Example: "  rolekeeper night play 2\n  rolekeeper night play 3 --round 1",
		},
		PlayArgs: "TISCH",
		Round: Command{
			Short:   "Die Rundenuhr des Raums: starten, anhalten, weiterlaufen lassen, Minuten dazugeben, Zeit ausrufen",
			Long:    "Eine Uhr für den ganzen Raum, in der Datei des Abends: jedes aus der Sitzordnung begonnene Spiel zeigt sie binnen zwei Sekunden in seiner Kopfzeile. Ist die Zeit um, beendet der Spieler am Zug seinen Zug, dann hat jeder Spieler, der noch dabei ist, einen weiteren Zug (oder so viele, wie night start --extra-turns gewählt hat).",
			Example: "  rolekeeper night clock start 100m\n  rolekeeper night clock pause\n  rolekeeper night clock resume\n  rolekeeper night clock +5m\n  rolekeeper night clock time",
		},
		RoundArgs:    "start DAUER | pause | resume | +DAUER | time",
		ClockRunning: func(round int, left string) string { return "Abendrunde " + strconv.Itoa(round) + ": noch " + left },
		ClockPaused: func(round int, left string) string {
			return "Abendrunde " + strconv.Itoa(round) + ": angehalten, noch " + left
		},
		ClockCalled: func(round, turns int) string {
			if turns < 0 {
				return "Abendrunde " + strconv.Itoa(round) + ": ZEIT IST UM"
			}
			return "Abendrunde " + strconv.Itoa(round) + ": ZEIT IST UM · dieser Zug, dann noch " + plural(turns, "Zug", "Züge")
		},
		ClockCalledShort: func(round, turns int) string {
			if turns == 0 {
				return "Abendrunde " + strconv.Itoa(round) + ": ZEIT IST UM · letzter Zug"
			}
			return "Abendrunde " + strconv.Itoa(round) + ": ZEIT IST UM · Zug + " + strconv.Itoa(turns)
		},
		ClockStale:      func(text, clock string) string { return "Stand " + clock + " · " + text + " (vielleicht veraltet)" },
		ClockStaleShort: func(text, clock string) string { return "Stand " + clock + " · " + text },
		ClockNone:       "Keine Rundenuhr: rolekeeper night clock start 100m startet eine.",
		ClockUnread: func(league bool) string {
			if league {
				return "Rundenuhr: Liga nicht erreichbar · neuer Versuch läuft"
			}
			return "Rundenuhr: die Datei des Abends ist hier nicht lesbar · neuer Versuch läuft"
		},
		ClockUnreadShort: func(league bool) string {
			if league {
				return "Rundenuhr: Liga nicht erreichbar"
			}
			return "Rundenuhr: Datei des Abends fehlt"
		},
		NotInLeague: func(reason string) string {
			return "Nicht in der Liga (" + reason + "): die Uhr steht in der Datei des Abends; ein offenes Spiel dieses Abends " +
				"auf diesem Laptop schickt sie, sobald die Liga antwortet, sonst tut es rolekeeper night status."
		},
		TV: nightTVDE(), Send: nightSendDE(), StandingsOf: nightStandingsDE(), StatusText: nightStatusDE(),
		LogTimeCalled: func(turns int) string {
			return "Die Zeit ist um (N-1): dieser Zug, dann noch " + plural(turns, "Zug", "Züge")
		},
		FlagRound:      "die Abendrunde (sonst die zuletzt gezogene)",
		FlagStatsNight: "nur die Spiele, die aus der Sitzordnung dieses Spieleabends begonnen wurden (seine Kennung, wie night status --format json sie zeigt)",
		StartArgs:      "NAME…",
		FlagVariant:    "die Variante oder eine Liste, die die Runden der Reihe nach spielen (buhmann, lord)",
		FlagRounds:     "wie viele Abendrunden der Abend hat (1–12)",
		FlagSizes:      "die Tischgrößen des Vereins als MIN-MAX (sonst Buhmann 4-5, Lord 5-6)",
		FlagSeed:       "der Startwert, aus dem die Abendrunde gezogen wird (sonst zufällig)",
		FlagFormat:     "text, json, md oder csv",
		FlagFile:       "die Datei des Abends (sonst night.json im Zustandsordner)",
		FlagNew:        "einen neuen Abend beginnen, auch wenn einer festgehalten ist (der alte bleibt unter anderem Namen erhalten)",
		FlagExtraTurns: "das Rundenende des Vereins: ist die Zeit um, beendet der Spieler am Zug seinen Zug, dann bekommt jeder, der noch drin ist, so viele Züge mehr (0 bis 3)",
		Started: func(players, rounds int, variants []string, path string) string {
			of := " " + strings.Join(variants, "")
			if len(variants) > 1 { // die Runden nehmen sie der Reihe nach, Runde 1 die erste
				of = ", die Varianten abwechselnd: " + strings.Join(variants, ", ")
			}
			return "Spieleabend begonnen: " + plural(players, "Spieler", "Spieler") + ", " + plural(rounds, "Abendrunde", "Abendrunden") +
				of + ". Festgehalten in " + path + "."
		},
		Known:     func(typed, roster string) string { return typed + " ist " + roster + " aus der Spielerliste." },
		Newcomers: func(names []string) string { return "Heute neu: " + joinList(names, ", ", " und ") + "." },
		Kept:      func(path string) string { return "Der Abend davor bleibt erhalten als " + path + "." },
		Title: func(started string, players, seated, rounds int) string {
			return "Spieleabend vom " + started + " · " + plural(players, "Spieler", "Spieler") + " · " +
				strconv.Itoa(seated) + " von " + plural(rounds, "Abendrunde", "Abendrunden") + " gezogen"
		},
		RoundTitle: func(round, rounds int, variant string, seed uint64) string {
			return "Abendrunde " + strconv.Itoa(round) + " von " + strconv.Itoa(rounds) + " · " + variant + " · Startwert " + strconv.FormatUint(seed, 10)
		},
		Table:   func(n int) string { return "Tisch " + strconv.Itoa(n) },
		First:   "beginnt",
		Waiting: "in Warteposition",
		Score: func(s NightScore) string {
			parts := []string{"wieder zusammen " + strconv.Itoa(s.Repeats), "beginnt wieder " + strconv.Itoa(s.FirstAgain),
				"begonnen in der Saison " + strconv.Itoa(s.FirstSeason), "selber Platz wieder " + strconv.Itoa(s.SeatAgain)}
			if s.Lord {
				parts = append(parts, "wieder in Warteposition "+strconv.Itoa(s.WaitAgain))
			}
			spread := strings.Replace(strconv.FormatFloat(s.Spread, 'f', 2, 64), ".", ",", 1)
			return "Bewertung (0 ist am besten, Wichtigstes zuerst): " + strings.Join(append(parts, "Stärkeunterschied "+spread), " · ")
		},
		Split: func(players, lo, hi int, tables []int) string {
			return strconv.Itoa(players) + " Spieler gehen nicht in Tische zu " + strconv.Itoa(lo) + "–" + strconv.Itoa(hi) +
				" auf: Tische zu " + sizesText(tables, " und ")
		},
		NoneSeated: "Noch keine Abendrunde gezogen: rolekeeper night seat zieht Abendrunde 1.",
		AllSeated:  "Alle Abendrunden sind gezogen.",
		SeatColumn: func(n int) string { return "Platz " + strconv.Itoa(n) },
		Problems: map[string]func([]string) string{
			ReasonNightTooMany:   func(a []string) string { return a[0] + " Spieler: ein Abend setzt höchstens " + a[1] },
			ReasonNightVariants:  func(a []string) string { return "ein Abend hat 1 bis " + a[1] + " Varianten, nicht " + a[0] },
			ReasonNightRounds:    func(a []string) string { return "ein Abend hat 1 bis " + a[1] + " Runden, nicht " + a[0] },
			ReasonNightAllSeated: func(a []string) string { return "alle " + a[0] + " Abendrunden sind gezogen" },
			ReasonNightVersion:   func(a []string) string { return "keine Abenddatei, die rolekeeper kennt (Version " + a[0] + ")" },
			ReasonNightBadID:     func([]string) string { return "die Kennung des Abends sind nicht 32 kleine Hexadezimalziffern" },
			ReasonNightBadJSON:   nightBadJSONDE,
			ReasonNightVariant:   func(a []string) string { return "unbekannte Variante " + strconv.Quote(a[0]) },
			ReasonNightRoundNo: func(a []string) string {
				return "Abendrunde " + a[0] + " steht als Abendrunde " + a[1] + " in der Datei"
			},
			ReasonNightRoundVar: func(a []string) string {
				return "Abendrunde " + a[0] + " steht als " + a[1] + " in der Datei, nicht als Variante des Abends"
			},
			ReasonNightInputs: func(a []string) string {
				return "Abendrunde " + a[0] + ": die Wertungen oder Anfänge, aus denen sie gezogen wurde, fehlen oder sind außer Reichweite"
			},
			ReasonNightStranger: func(a []string) string {
				return "Abendrunde " + a[0] + " setzt " + strconv.Quote(a[1]) + " zweimal oder ist kein Spieler des Abends"
			},
			ReasonNightTableSize: func(a []string) string {
				return "Abendrunde " + a[0] + " hat einen Tisch mit " + a[1] + " Spielern, den die Regeln nicht erlauben"
			},
			ReasonNightNotSeated: func(a []string) string { return "Abendrunde " + a[0] + " lässt " + a[1] + " aus" },
			ReasonNightNoReplay: func(a []string) string {
				return "Abendrunde " + a[0] + " ist nicht, was ihr Startwert zieht: die Datei wurde geändert"
			},
			ReasonNightNone: func([]string) string {
				return "kein Spieleabend begonnen: rolekeeper night start NAME… beginnt einen"
			},
			ReasonSeatingTooFew:  func(a []string) string { return a[0] + " Spieler sind zu wenige: ein Tisch hat mindestens " + a[1] },
			ReasonSeatingTooMany: func(a []string) string { return a[0] + " Spieler sind zu viele: ein Abend setzt höchstens " + a[1] },
			ReasonSeatingSizes: func(a []string) string {
				return "Tische zu " + a[0] + "–" + a[1] + ": die Regeln erlauben " + a[2] + "–" + a[3]
			},
			ReasonSeatingRound:        func(a []string) string { return "Abendrunde " + a[0] + " des Abends passt nicht zu seinen Spielern" },
			ReasonNightNoTable:        func(a []string) string { return "Abendrunde " + a[0] + " hat keinen Tisch " + a[1] },
			ReasonNightBadSizes:       func(a []string) string { return strconv.Quote(a[0]) + " ist nicht MIN-MAX, etwa 4-5" },
			ReasonNightNotDrawn:       func(a []string) string { return "Abendrunde " + a[0] + " ist noch nicht gezogen" },
			ReasonNightSeatID:         func(a []string) string { return "der Abend " + a[0] + " sind nicht 32 kleine Hexadezimalziffern" },
			ReasonTimeNotCalled:       func([]string) string { return "time: „called“ muss true sein" },
			ReasonNightBusy:           func([]string) string { return "ein anderes rolekeeper ändert gerade den Abend; bitte noch einmal" },
			ReasonNightLineage:        lineageDE,
			ReasonTimeIncomplete:      func([]string) string { return "time: „called“ und „turns“ sind beide nötig" },
			ReasonNightSeatIncomplete: func([]string) string { return "ein Aufbau aus einem Abend nennt Abend, Runde und Tisch, alle drei" },
			ReasonNightSeatRange: func(a []string) string {
				return "Abendrunde " + a[0] + ", Tisch " + a[1] + ": ein Abend hat die Runden 1–12 und die Tische 1–100"
			},
			ReasonNightClockLen: func(a []string) string { return a[0] + " Minuten: eine Runde dauert 1 bis " + a[1] + " Minuten" },
			ReasonNightClockState: func(a []string) string {
				return [4]string{"keine Rundenuhr gestartet", "die Rundenuhr läuft", "die Rundenuhr ist angehalten", "die Zeit ist um"}[clockIndex(a[0])]
			},
			ReasonNightRoundDo:    func(a []string) string { return strconv.Quote(a[0]) + ": start 100m, pause, resume, +5m oder time" },
			ReasonNightLeagueAway: func([]string) string { return "die Liga ist nicht erreichbar" },
			ReasonNightExtraTurns: func(a []string) string {
				return a[0] + " Züge mehr für jeden, wenn die Zeit um ist: das Rundenende eines Vereins gibt 0 bis " + a[1]
			},
			ReasonNightExists: func(a []string) string {
				return "ein Abend ist in " + a[0] + " festgehalten: rolekeeper night status zeigt ihn, --new beginnt einen neuen"
			},
			ReasonNightNoPlayers:  func([]string) string { return "die anwesenden Spieler nennen: rolekeeper night start Ana Ben Cem …" },
			ReasonNightSeedFormat: func(a []string) string { return strconv.Quote(a[0]) + " ist kein Startwert (eine ganze Zahl ab 0)" },
		},
	}
}
