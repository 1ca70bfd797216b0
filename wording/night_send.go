package wording

import "strconv"

// ReasonNightLineage is a night file whose change counter or marks of
// earlier files are out of their limits (night.ReasonLineage).
const ReasonNightLineage = "night.lineage"

// NightSend are the words of a night brought up to date in the league
// after a change made while the league could not be reached.
type NightSend struct {
	// Sent: the night as the file holds it (its change) was sent to
	// the league, which lacked it.
	Sent func(change int64) string
	// Other: the league keeps another copy of the night (its change
	// kept) that the file (its change) does not follow on from, and the
	// league's copy stands.
	Other func(kept, change int64) string
	// Same: the league holds the night as the file does (its change).
	Same func(change int64) string
	// Replaced: the league keeps this laptop's copy (its change) now; its
	// own copy (change kept) was written to the file saved first.
	Replaced func(change, kept int64, saved string) string
	// Raced: the league's copy changed again while it was being replaced;
	// nothing was replaced; id is the night's, to read the league's copy.
	Raced func(id string) string
	// NoLeague: `night send` on a laptop without a league.
	NoLeague string
	// Command is `rolekeeper night send`; FlagReplace its --replace.
	Command     Command
	FlagReplace string
}

func nightSendEN() NightSend {
	return NightSend{
		Sent: func(change int64) string {
			return "Sent to the league: the night as this file holds it (change " + itoa64(change) + "), which had not reached it."
		},
		Other: func(kept, change int64) string {
			return "Not in the league: it keeps another copy of this night (change " + itoa64(kept) + "; this file: change " +
				itoa64(change) + ") that this file does not follow on from, from another laptop or newer than this file; " +
				"an older copy never replaces it. To make this file the league's copy: rolekeeper night send --replace"
		},
		Same: func(change int64) string {
			return "The league holds this night as this file does (change " + itoa64(change) + "): nothing to send."
		},
		Replaced: func(change, kept int64, saved string) string {
			return "The league now keeps this laptop's copy of the night (change " + itoa64(change) + "). Its own copy (change " +
				itoa64(kept) + ") is saved in " + saved + "."
		},
		Raced: func(id string) string {
			return "Nothing replaced: the league's copy changed again meanwhile (another laptop). See it with rolekeeper night status --night " + id + ", then try again."
		},
		NoLeague: "No league: set [league] db in config.toml to send the night to it.",
		Command: Command{
			Short: "Send the night to the league now, or make this laptop's copy the league's",
			Long: "Sends the night's file to the league when it lacks it (every night command does so by itself). " +
				"When the league keeps another copy that this file does not follow on from (two organisers, or a file restored from a backup), " +
				"--replace makes this file the league's copy: the league's own copy is saved beside the file first, and nothing is replaced when it changed meanwhile.",
			Example: "  rolekeeper night send\n  rolekeeper night send --replace",
		},
		FlagReplace: "make this file the league's copy even when the league keeps another (its copy is saved beside the file first)",
	}
}

func nightSendDE() NightSend {
	return NightSend{
		Sent: func(change int64) string {
			return "An die Liga geschickt: der Abend, wie ihn diese Datei hält (Änderung " + itoa64(change) + "), der sie noch nicht erreicht hatte."
		},
		Other: func(kept, change int64) string {
			return "Nicht in der Liga: sie hält eine andere Fassung dieses Abends (Änderung " + itoa64(kept) + "; diese Datei: Änderung " +
				itoa64(change) + "), auf die diese Datei nicht folgt, von einem anderen Laptop oder neuer als diese Datei; " +
				"eine ältere Fassung ersetzt sie nie. Um diese Datei zur Fassung der Liga zu machen: rolekeeper night send --replace"
		},
		Same: func(change int64) string {
			return "Die Liga hält den Abend schon so wie diese Datei (Änderung " + itoa64(change) + "): nichts zu schicken."
		},
		Replaced: func(change, kept int64, saved string) string {
			return "Die Liga hält jetzt die Fassung dieses Laptops (Änderung " + itoa64(change) + "). Ihre eigene Fassung (Änderung " +
				itoa64(kept) + ") ist gesichert in " + saved + "."
		},
		Raced: func(id string) string {
			return "Nichts ersetzt: die Fassung der Liga hat sich inzwischen wieder geändert (ein anderer Laptop). Mit rolekeeper night status --night " + id + " ansehen, dann noch einmal."
		},
		NoLeague: "Keine Liga: [league] db in config.toml eintragen, um den Abend an sie zu schicken.",
		Command: Command{
			Short: "Den Abend jetzt an die Liga schicken, oder die Fassung dieses Laptops zu der der Liga machen",
			Long: "Schickt die Datei des Abends an die Liga, wenn sie ihr fehlt (das tut jeder night-Befehl von selbst). " +
				"Hält die Liga eine andere Fassung, auf die diese Datei nicht folgt (zwei Organisatoren, oder eine Datei aus einer Sicherung), " +
				"macht --replace diese Datei zur Fassung der Liga: deren eigene Fassung wird vorher neben der Datei gesichert, und nichts wird ersetzt, wenn sie sich inzwischen geändert hat.",
			Example: "  rolekeeper night send\n  rolekeeper night send --replace",
		},
		FlagReplace: "diese Datei zur Fassung der Liga machen, auch wenn die Liga eine andere hält (deren Fassung wird vorher neben der Datei gesichert)",
	}
}

func itoa64(n int64) string { return strconv.FormatInt(n, 10) }

// lineageEN and lineageDE word ReasonNightLineage.
func lineageEN([]string) string {
	return "the night's change counter or the marks of its earlier files are damaged: the file was changed by hand"
}

func lineageDE([]string) string {
	return "der Änderungszähler des Abends oder die Marken seiner früheren Dateien sind beschädigt: die Datei wurde von Hand geändert"
}
