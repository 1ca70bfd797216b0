package wording

import "strconv"

func limitsDE() Limits {
	kinds := map[string]string{"named pipe": "eine benannte Pipe (FIFO)", "device": "ein Gerät", "socket": "ein Socket",
		"folder": "ein Ordner", "other": "keine Datei"}
	kind := func(k string) string {
		if w, ok := kinds[k]; ok {
			return w
		}
		return k
	}
	return Limits{
		Refused: func(why, k string, limit int64) string {
			switch why {
			case "not a regular file":
				return "abgelehnt: " + kind(k) + ", keine normale Datei"
			case "too large":
				return "abgelehnt: größer als " + size(limit, "Bytes")
			case "line too long":
				return "abgelehnt: eine Zeile länger als " + size(limit, "Bytes")
			case "byte-order mark":
				return "abgelehnt: beginnt mit einer Byte-Order-Mark (U+FEFF); bitte als UTF-8 ohne BOM speichern"
			case "nested too deep":
				return "abgelehnt: mehr als " + strconv.FormatInt(limit, 10) + " Ebenen tief verschachtelt"
			case "not a folder":
				return "abgelehnt: " + kind(k) + ", kein Ordner"
			case "open to others":
				if k == "folder" {
					return "abgelehnt: andere dürfen in diesen Ordner schreiben (" + perm(limit) + "); nur für dich: chmod 700"
				}
				return "abgelehnt: andere dürfen diese geheime Datei lesen (" + perm(limit) + "); nur für dich: chmod 600"
			case "shared with others":
				if k == "folder" {
					return "abgelehnt: andere Benutzer dieses Computers dürfen diesen Ordner ändern; nur für dich: Eigenschaften, Sicherheit"
				}
				return "abgelehnt: andere Benutzer dieses Computers dürfen diese geheime Datei lesen; nur für dich: Eigenschaften, Sicherheit"
			}
			return "abgelehnt: " + why
		},
		Kind: kind,
		ConfigIgnored: func(reason string) string {
			return "Warnung: " + reason + "; die Konfigurationsdatei wird übergangen, es gelten die Voreinstellungen"
		},
		ConfigAlias:     func(name, reason string) string { return "der Alias " + name + " ist kein Name: " + reason },
		TooManySessions: "zu viele Zuschauer von dieser Verbindung oder Adresse",
		LogLockedOut: func(addr string, n, minutes int) string {
			return strconv.Itoa(n) + " falsche Tischcodes von " + addr + ": von dort " + strconv.Itoa(minutes) +
				" Minuten lang keine Versuche mehr"
		},
		LogCodeChanged: func(n int) string {
			return "falsche Codes von " + strconv.Itoa(n) + " Adressen: der Tischcode wurde geändert"
		},
		IndexUnwritable: func(reason string) string {
			return "Hinweis: der Index der Spiele ist nicht nutzbar (" + reason + "); es wird direkt aus den Spieldateien gelesen"
		},
		UnsavedAsk:         "Pfad eingeben, um das Spiel dorthin zu schreiben (ein Ordner oder eine neue Datei), oder Enter, um es hier auszugeben: ",
		UnsavedCannotWrite: func(reason string) string { return "dort nicht schreibbar: " + reason },
		UnsavedWritten: func(path string) string {
			return "Das ganze Spiel steht jetzt in " + path + ": weiterspielen mit\n  rolekeeper resume " + path
		},
		UnsavedPrinted: func(name string) string {
			return "Es folgt das ganze Spiel, ein Eintrag pro Zeile, zwischen zwei Markierungen. Die Zeilen dazwischen " +
				"in eine Datei kopieren, zum Beispiel " + name + ", und weiterspielen mit\n  rolekeeper resume " + name
		},
		UnsavedExit: func(n int) string {
			if n == 1 {
				return "1 Spiel wurde nicht in seiner Datei gespeichert; oben steht, wohin es ging"
			}
			return strconv.Itoa(n) + " Spiele wurden nicht in ihren Dateien gespeichert; oben steht, wohin sie gingen"
		},
	}
}
