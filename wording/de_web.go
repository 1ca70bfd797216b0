package wording

import "strconv"

func webDE() Web {
	return Web{
		Title:        "rolekeeper · live",
		Connecting:   "Verbinde mit dem Tisch…",
		Reconnecting: "Verbindung unterbrochen: verbinde neu…",
		CodeTitle:    "Tischcode",
		CodeText:     "Scanne den QR-Code auf dem Laptop, mit dem gespielt wird, oder tippe den sechsstelligen Tischcode ein, der dort steht.",
		CodeLabel:    "Tischcode",
		CodeButton:   "Tisch zeigen",
		WrongCode:    "Das war nicht der Tischcode. Noch einmal (ein Versuch pro Sekunde).",
		Full: func(max int) string {
			return "Leider sind schon " + strconv.Itoa(max) + " Seiten offen, mehr gehen nicht gleichzeitig. Bitte später noch einmal versuchen."
		},
		Switch:    "English",
		Active:    "AM ZUG",
		Protected: func(rounds int) string { return "GESCHÜTZT " + plural(rounds, "Runde", "Runden") },
		Passivity: func(n int) string { return plural(n, "Passivitätsmarke", "Passivitätsmarken") },
		Poison:    func(n int) string { return "☠ " + plural(n, "Giftmarke", "Giftmarken") },
		Life:      "Leben",
		Recent:    "Letzte Ereignisse",
		Standings: "Stand",
		NextGame:  "Diese Seite folgt von selbst dem nächsten Spiel am Tisch.",
		LAN: func(addr string) string {
			return "Erreichbar im lokalen Netz unter der Adresse dieses Laptops: " + addr
		},
		NoLAN:        "Keine Adresse im lokalen Netz gefunden: nur auf diesem Laptop erreichbar.",
		Phones:       "Aufs Handy",
		PhonesHelp:   "Code mit der Handykamera scannen: der Tisch, live und nur zum Lesen.",
		PhonesOff:    "Keine Seite für Handys: `rolekeeper serve` starten (bietet eine an, außer mit --web off).",
		LoopbackOnly: "Diese Adresse geht nur auf diesem Laptop: für die Handys `rolekeeper serve --lan` starten.",
		LogPage: func(addr string, open int) string {
			return "Seite von " + addr + " · " + strconv.Itoa(open) + " offen"
		},
		FlagWeb: "Adresse der Seite für Handys, host:port, oder off",
		FlagLAN: "im lokalen Netz unter der Adresse dieses Laptops erreichbar sein (SSH und die Seite)",
		More:    webMoreDE(),
		Tonight: webTonightDE(),
	}
}
