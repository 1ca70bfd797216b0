package wording

import "strconv"

// WebMore holds the words of the page for phones about its stream, its
// limits and the phone's screen.
type WebMore struct {
	// LastUpdate precedes the time the page last heard from the table
	// ("last update 21:37:30"), shown beside Web.Reconnecting.
	LastUpdate string
	// NoStream says that a page could not get its live connection yet
	// (the browser holds it back, or the table is full).
	NoStream string
	// TooMany refuses a stream when a phone, or an address, has max
	// pages of the table open already.
	TooMany func(max int) string
	// Retry says when the page tries again, in seconds.
	Retry func(seconds int) string
	// KeepAwake says how to keep the screen on where the page cannot
	// ask for it (no secure context: the page is served over http).
	KeepAwake string
	// MySeat heads a seat shown large at the top (?seat=N); SeatHint
	// says how to choose one.
	MySeat, SeatHint string
	// WrongHost refuses a request that names another host than this
	// laptop (DNS rebinding).
	WrongHost string
	// WrongOrigin refuses a code sent from another site's page.
	WrongOrigin string
	// OutByPoison marks a player out by poison counters (C-11).
	OutByPoison string
	// CodeBelow is serve's line beneath the page's QR code and address:
	// the table code (as TableCode writes it).
	CodeBelow func(code string) string
}

func webMoreEN() WebMore {
	return WebMore{
		LastUpdate: "last update",
		NoStream:   "No live connection yet",
		TooMany: func(max int) string {
			return "This phone (or its network address) has " + strconv.Itoa(max) +
				" pages of the table open already, the most at once: close one."
		},
		Retry:       func(seconds int) string { return "Trying again in " + plural(seconds, "second", "seconds") + "." },
		KeepAwake:   "To keep the screen on, set a longer screen timeout in the phone's display settings.",
		MySeat:      "My seat",
		SeatHint:    "Tap a card to show that seat large at the top.",
		WrongHost:   "This is not the address of the table's laptop.",
		WrongOrigin: "The code must be typed on the table's own page.",
		OutByPoison: "☠ POISON",
		CodeBelow:   func(code string) string { return "Table code: " + code + " · phones scan the code above (read only)" },
	}
}

func webMoreDE() WebMore {
	return WebMore{
		LastUpdate: "zuletzt aktualisiert",
		NoStream:   "Noch keine Live-Verbindung",
		TooMany: func(max int) string {
			return "Auf diesem Handy (oder unter seiner Netzadresse) sind schon " + strconv.Itoa(max) +
				" Seiten des Tischs offen, mehr gehen nicht gleichzeitig: bitte eine schließen."
		},
		Retry:       func(seconds int) string { return "Neuer Versuch in " + plural(seconds, "Sekunde", "Sekunden") + "." },
		KeepAwake:   "Damit der Bildschirm anbleibt: in den Anzeige-Einstellungen des Handys eine längere Bildschirm-Zeit einstellen.",
		MySeat:      "Mein Platz",
		SeatHint:    "Tippe auf eine Karte, um diesen Platz groß oben zu zeigen.",
		WrongHost:   "Das ist nicht die Adresse des Laptops am Tisch.",
		WrongOrigin: "Der Code muss auf der Seite des Tischs selbst eingegeben werden.",
		OutByPoison: "☠ GIFT",
		CodeBelow: func(code string) string {
			return "Tischcode: " + code + " · Handys scannen den Code oben (nur zum Lesen)"
		},
	}
}
