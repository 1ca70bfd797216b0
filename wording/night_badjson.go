package wording

import "strings"

// The words of a night file that is not the JSON of a night
// (ReasonNightBadJSON): a[0] says what is wrong (night.BadJSON…: cut,
// broken, kind, unknown, twice), a[1] where (a member's JSON pointer, or
// the byte of broken JSON).

func nightBadJSONEN(a []string) string {
	what, where := arg(a, 0), arg(a, 1)
	member := "“" + where + "”"
	switch what {
	case "cut":
		return "not a night file: it ends in the middle (cut short)"
	case "kind":
		if where == "" {
			return "not a night file: it is not one JSON object"
		}
		return "not a night file: " + member + " holds the wrong kind of value"
	case "range":
		return "not a night file: " + member + " holds a number out of range: a whole number from " +
			minusSign(arg(a, 2)) + " to " + arg(a, 3)
	case "unknown":
		return "not a night file: " + member + " is not part of a night file"
	case "twice":
		return "not a night file: " + member + " is there twice"
	}
	if where == "" {
		return "not a night file: broken JSON"
	}
	return "not a night file: broken JSON at byte " + where
}

func nightBadJSONDE(a []string) string {
	what, where := arg(a, 0), arg(a, 1)
	member := "„" + where + "“"
	switch what {
	case "cut":
		return "keine Abenddatei: sie bricht mittendrin ab (abgeschnitten)"
	case "kind":
		if where == "" {
			return "keine Abenddatei: sie ist kein JSON-Objekt"
		}
		return "keine Abenddatei: " + member + " hat einen Wert der falschen Art"
	case "range":
		return "keine Abenddatei: " + member + " hat eine Zahl außerhalb des Bereichs: erlaubt ist eine ganze Zahl von " +
			minusSign(arg(a, 2)) + " bis " + arg(a, 3)
	case "unknown":
		return "keine Abenddatei: " + member + " gehört nicht in eine Abenddatei"
	case "twice":
		return "keine Abenddatei: " + member + " steht doppelt darin"
	}
	if where == "" {
		return "keine Abenddatei: kaputtes JSON"
	}
	return "keine Abenddatei: kaputtes JSON bei Byte " + where
}

// arg is a[i], or "" when there are fewer values.
func arg(a []string, i int) string {
	if i < len(a) {
		return a[i]
	}
	return ""
}

// minusSign writes a number's minus as the true minus sign.
func minusSign(n string) string {
	if rest, ok := strings.CutPrefix(n, "-"); ok {
		return Minus + rest
	}
	return n
}
