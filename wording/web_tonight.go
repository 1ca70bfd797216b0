package wording

import "strconv"

// WebTonight holds the words of the page for phones about the club
// night of a game started from its seating: the round clock in the
// page's header (in the table header's words, Night.ClockRunning and
// the others, but for these) and the view of tonight's tables.
type WebTonight struct {
	// Clock names the round clock for screen readers.
	Clock string
	// Unread says that the night could not be read lately: the clock is
	// not shown as current, only when it was last read (clock, 21:37),
	// and the page tries again. NeverRead: not read yet.
	Unread    func(clock string) string
	NeverRead string
	// Heading names the view of tonight's tables before the night is
	// read; Title once it is: the round shown of the rounds planned, and
	// its variant. TablesUnread says that the tables are as last read
	// at clock.
	Heading      string
	Title        func(round, rounds int, variant string) string
	TablesUnread func(clock string) string
	// ThisTable marks the table of this game.
	ThisTable string
	// Later says that a later round is seated while this table still
	// plays its own.
	Later func(seated, playing int) string
	// NoTables: no round is seated yet.
	NoTables string
}

func webTonightEN() WebTonight {
	return WebTonight{
		Clock: "Round clock",
		Unread: func(clock string) string {
			return "Round clock: last update " + clock + " · the night cannot be read just now, trying again"
		},
		NeverRead: "Round clock: the night cannot be read yet, trying again",
		Heading:   "Tonight",
		TablesUnread: func(clock string) string {
			return "The tables as last read at " + clock + "."
		},
		Title: func(round, rounds int, variant string) string {
			return "Tonight · round " + strconv.Itoa(round) + " of " + strconv.Itoa(rounds) + " · " + variant
		},
		ThisTable: "this table",
		Later: func(seated, playing int) string {
			return "Round " + strconv.Itoa(seated) + " is seated; this table still plays round " + strconv.Itoa(playing) + "."
		},
		NoTables: "Tonight: no tables drawn yet.",
	}
}

func webTonightDE() WebTonight {
	return WebTonight{
		Clock: "Rundenuhr",
		Unread: func(clock string) string {
			return "Rundenuhr: zuletzt aktualisiert " + clock + " · der Abend ist gerade nicht lesbar, neuer Versuch läuft"
		},
		NeverRead: "Rundenuhr: der Abend ist noch nicht lesbar, neuer Versuch läuft",
		Heading:   "Heute Abend",
		TablesUnread: func(clock string) string {
			return "Die Tische, wie zuletzt um " + clock + " gelesen."
		},
		Title: func(round, rounds int, variant string) string {
			return "Heute Abend · Runde " + strconv.Itoa(round) + " von " + strconv.Itoa(rounds) + " · " + variant
		},
		ThisTable: "dieser Tisch",
		Later: func(seated, playing int) string {
			return "Die Sitzordnung für Runde " + strconv.Itoa(seated) + " steht; dieser Tisch spielt noch Runde " +
				strconv.Itoa(playing) + "."
		},
		NoTables: "Heute Abend: noch keine Tische gezogen.",
	}
}
