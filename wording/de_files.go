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
		AddrInUse:     "dieser Port ist schon belegt (läuft rolekeeper serve schon?)",
		AddrNotAvail:  "keine Adresse dieses Rechners",
		NoSuchHost:    "kein Rechner dieses Namens bekannt",
		BadAddress:    "keine Adresse: als Rechner:Port schreiben, etwa 127.0.0.1:2323",
		ConnRefused:   "dort antwortet nichts (läuft der Server, auf diesem Port?)",
		TimedOut:      "keine Antwort in der Zeit",
		NoRoute:       "kein Weg zu diesem Rechner von hier (ist das Netz da?)",
		Op:            opDE,
		OpenElsewhere: "das Spiel ist in einem anderen rolekeeper offen; bitte dort zuerst schließen",
		SameFile:      func(others []string) string { return "(dieselbe Datei wie " + strings.Join(others, ", ") + ")" },
		HeldBy: func(process string, pid int, path string) string {
			text := "(offen in " + orWord(process, "Prozess") + " " + strconv.Itoa(pid)
			if path != "" {
				text += " als " + path
			}
			return text + ")"
		},
		Damaged: func(path string, line int, reason, kept string) string {
			msg := path + ":" + strconv.Itoa(line) + ": die letzte Zeile war unlesbar (" + reason + ") und wurde weggelassen"
			if kept != "" {
				msg += "; die Datei, wie sie war, liegt in " + kept
			}
			return msg
		},
	}
}

// opDE names a step of writing a file safely.
func opDE(op string) string {
	words := map[string]string{
		"replace": "ersetzen", "create a temporary file": "temporäre Datei anlegen", "write": "schreiben",
		"fsync": "auf den Datenträger schreiben (fsync)", "rename": "umbenennen", "link": "verknüpfen",
		"remove": "entfernen", "prepare": "vorbereiten", "read": "lesen", "fsync the folder": "Ordner auf den Datenträger schreiben (fsync)",
	}
	if w, ok := words[op]; ok {
		return w
	}
	return op
}
