package wording

import "strconv"

// WebTonight holds the words of the page for phones about the club
// night of a game started from its seating: the round clock in the
// page's header (in the table header's words, Night.ClockRunning and
// the others, but for these) and the view of tonight's tables.
type WebTonight struct {
	// Clock names the round clock for screen readers.
	Clock string
	// NeverRead says, above tonight's tables, that the night was not
	// read yet and the page tries again (the clock line says why, in
	// the header's words, Night.ClockUnread).
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
	// NoTables: the night's seating is not known here (not read yet, or
	// the league holds only its clock); a game of a night's seating was
	// seated, so the page never says that no tables are drawn.
	NoTables string
}

func webTonightEN() WebTonight {
	return WebTonight{
		Clock:     "Round clock",
		NeverRead: "The night cannot be read yet; trying again.",
		Heading:   "Tonight",
		TablesUnread: func(clock string) string {
			return "The tables as last read at " + clock + "."
		},
		Title: func(round, rounds int, variant string) string {
			return "Tonight · night round " + strconv.Itoa(round) + " of " + strconv.Itoa(rounds) + " · " + variant
		},
		ThisTable: "this table",
		Later: func(seated, playing int) string {
			return "Night round " + strconv.Itoa(seated) + " is seated; this table still plays night round " + strconv.Itoa(playing) + "."
		},
		NoTables: "Tonight: the seating is not known here yet.",
	}
}

func webTonightDE() WebTonight {
	return WebTonight{
		Clock:     "Rundenuhr",
		NeverRead: "Der Abend ist noch nicht lesbar; neuer Versuch läuft.",
		Heading:   "Heute Abend",
		TablesUnread: func(clock string) string {
			return "Die Tische, wie zuletzt um " + clock + " gelesen."
		},
		Title: func(round, rounds int, variant string) string {
			return "Heute Abend · Abendrunde " + strconv.Itoa(round) + " von " + strconv.Itoa(rounds) + " · " + variant
		},
		ThisTable: "dieser Tisch",
		Later: func(seated, playing int) string {
			return "Die Sitzordnung für Abendrunde " + strconv.Itoa(seated) + " steht; dieser Tisch spielt noch Abendrunde " +
				strconv.Itoa(playing) + "."
		},
		NoTables: "Heute Abend: die Sitzordnung ist hier noch nicht bekannt.",
	}
}
