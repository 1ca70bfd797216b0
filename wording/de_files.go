package wording

import (
	"strconv"
	"strings"
)

func filesDE() Files {
	return Files{NotExist: "Datei oder Ordner nicht gefunden", Exist: "Datei gibt es schon",
		Permission: "keine Berechtigung", IsDir: "ist ein Ordner", NotDir: "ist kein Ordner",
		NoSpace: "kein Platz mehr auf dem Datenträger", ReadOnly: "Dateisystem nur lesbar",
		TooManyOpen: "zu viele offene Dateien", NameTooLong: "Dateiname zu lang",
		OpenElsewhere: "das Spiel ist in einem anderen rolekeeper offen; bitte dort zuerst schließen",
		SameFile:      func(others []string) string { return "(dieselbe Datei wie " + strings.Join(others, ", ") + ")" },
		Damaged: func(path string, line int, reason, kept string) string {
			msg := path + ":" + strconv.Itoa(line) + ": die letzte Zeile war beschädigt (" + reason + ") und wurde weggelassen"
			if kept != "" {
				msg += "; die Datei, wie sie war, liegt in " + kept
			}
			return msg
		},
	}
}
