package wording

import "strconv"

func liveDE() Live {
	return Live{
		Mark:     "Live-Ansicht",
		KeysOnly: "Nur zum Ansehen: Plätze, h Protokoll, S Zusammenfassung, ? Tasten, q beenden.",
		Waiting:  "Warte auf das nächste Ereignis…",
		Gone:     "Die Spieldatei wurde entfernt: dies ist der letzte Stand, den sie zeigte.",
		Problem: func(reason string) string {
			return "Die Spieldatei lässt sich gerade nicht lesen (" + reason + "); dies ist ihr letzter guter Stand."
		},
		Viewers: func(n int, code string) string {
			return plural(n, "Zuschauer", "Zuschauer") + " · Code " + TableCode(code)
		},
		Ended:           "Die Live-Ansicht ist beendet.",
		CodeInstruction: "Der Tischcode steht auf dem Bildschirm des Laptops, an dem gespielt wird.",
		CodePrompt:      "Tischcode: ",
		Full: func(max int) string {
			return "Leider schauen schon " + strconv.Itoa(max) + " Zuschauer zu, mehr gehen nicht gleichzeitig. " +
				"Bitte später noch einmal versuchen."
		},
		Started: func(game, addr, port, code string) string {
			return game + " wird nur zum Lesen auf " + addr + " angeboten.\n" +
				"Zuschauer verbinden sich mit:  ssh -p " + port + " HOST   (HOST: die Adresse dieses Laptops; hier localhost)\n" +
				"Tischcode: " + TableCode(code) + " (steht auch auf dem Spielbildschirm; er ändert sich nach falschen Codes von 10 Adressen).\n" +
				"Strg+C beendet das Anbieten."
		},
		Stopped:      "Anbieten beendet; alle Zuschauer wurden benachrichtigt.",
		LogConnected: func(addr string) string { return "Zuschauer von " + addr + " verbunden" },
		LogLeft:      func(addr string) string { return "Zuschauer von " + addr + " gegangen" },
		LogWrongCode: func(addr string) string { return "falscher Tischcode von " + addr },
		LogRefused: func(addr string, most int) string {
			return "Zuschauer von " + addr + " abgewiesen: " + strconv.Itoa(most) + " schauen schon zu"
		},
		LogCodeChanged: func(n int) string { return strconv.Itoa(n) + " falsche Codes: der Tischcode wurde geändert" },
		LogCannotTell: func(reason string) string {
			return "dem Spielbildschirm lässt sich der Code nicht mitteilen: " + reason
		},
	}
}
