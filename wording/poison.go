package wording

import "strconv"

// Poison are the words of poison counters (C-11) on the screens: the
// badge on the cards and panels, the prompts that give them, the
// summary's column.
type Poison struct {
	// Badge is a player's poison counters, readable without colour:
	// "☠ 3".
	Badge func(n int) string
	// Title is the prompt's title for one player who has some counters.
	Title func(name string, have int) string
	// Change is the label of the amount; Gives and Takes say it in words.
	Change       string
	Gives, Takes func(name string, n int) string
	// SeveralTitle is the title of the several-players prompt while it
	// gives poison counters.
	SeveralTitle string
	// Mark and MarkSource mark a seat's change in the several-players
	// prompt ("☠+2", "☠+2, source").
	Mark, MarkSource func(delta int) string
	// CannotChange says that a player out or waiting has no counters to
	// change (C-6a).
	CannotChange func(name string, waiting bool) string
	// Column is the head of the summary's column; Legend says what it
	// counts.
	Column, Legend string
	// SwitchedTo says what the several-players prompt now changes
	// (poison is true for poison counters).
	SwitchedTo func(poison bool) string
	// ExportHead is the Markdown export's column head.
	ExportHead string
	// Help says what the badge means, on the help screen.
	Help string
	// CulpritText explains the culprit question after poison counters
	// without a source put players out in a Lord game.
	CulpritText func(names []string) []string
}

func poisonEN() Poison {
	return Poison{
		Badge: func(n int) string { return "☠ " + strconv.Itoa(n) },
		Title: func(name string, have int) string {
			return "Poison counters for " + name + " (" + plural(have, "counter", "counters") + ")"
		},
		Change:       "Counters",
		Gives:        func(name string, n int) string { return "(" + name + " gets " + strconv.Itoa(n) + ")" },
		Takes:        func(name string, n int) string { return "(" + name + " loses " + strconv.Itoa(n) + ")" },
		SeveralTitle: "Poison counters for several players (C-11)",
		Mark:         func(delta int) string { return "☠" + Signed(delta) },
		MarkSource:   func(delta int) string { return "☠" + Signed(delta) + ", source" },
		CannotChange: func(name string, waiting bool) string {
			state := "out of the game"
			if waiting {
				state = "waiting"
			}
			return "C-6a: " + name + " is " + state + "; their poison counters cannot change."
		},
		Column: "☠",
		Legend: "☠: poison counters at the end (10 eliminate, C-11).",
		SwitchedTo: func(poison bool) string {
			if poison {
				return "Now poison counters: i goes back to life."
			}
			return "Now life: i goes back to poison counters."
		},
		ExportHead: "Poison",
		Help:       "poison",
		CulpritText: func(names []string) []string {
			return []string{"These poison counters give " + andEN(names) + " 10 or more: out of the game (C-11).",
				"The culprit decides the points (L-4) and is not chosen yet."}
		},
	}
}

func poisonDE() Poison {
	return Poison{
		Badge: func(n int) string { return "☠ " + strconv.Itoa(n) },
		Title: func(name string, have int) string {
			return "Giftmarken für " + name + " (hat " + strconv.Itoa(have) + ")"
		},
		Change:       "Marken",
		Gives:        func(name string, n int) string { return "(" + name + " bekommt " + strconv.Itoa(n) + ")" },
		Takes:        func(name string, n int) string { return "(" + name + " verliert " + strconv.Itoa(n) + ")" },
		SeveralTitle: "Giftmarken für mehrere Spieler (C-11)",
		Mark:         func(delta int) string { return "☠" + Signed(delta) },
		MarkSource:   func(delta int) string { return "☠" + Signed(delta) + ", Quelle" },
		CannotChange: func(name string, waiting bool) string {
			state := "ausgeschieden"
			if waiting {
				state = "in Warteposition"
			}
			return "C-6a: " + name + " ist " + state + "; die Giftmarken lassen sich nicht ändern."
		},
		Column: "☠",
		Legend: "☠: Giftmarken am Ende (10 schalten aus, C-11).",
		SwitchedTo: func(poison bool) string {
			if poison {
				return "Jetzt Giftmarken: i wechselt zurück zu Leben."
			}
			return "Jetzt Leben: i wechselt zurück zu Giftmarken."
		},
		ExportHead: "Gift",
		Help:       "Gift",
		CulpritText: func(names []string) []string {
			return []string{"Diese Giftmarken bringen " + listDE(names) + " auf 10 oder mehr: ausgeschieden (C-11).",
				"Vom Verursacher hängen die Siegpunkte ab (L-4); er ist noch nicht gewählt."}
		},
	}
}
