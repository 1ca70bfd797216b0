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
}

func nightSendEN() NightSend {
	return NightSend{
		Sent: func(change int64) string {
			return "Sent to the league: the night as this file holds it (change " + itoa64(change) + "), which had not reached it."
		},
		Other: func(kept, change int64) string {
			return "Not in the league: it keeps another copy of this night (change " + itoa64(kept) + "; this file: change " +
				itoa64(change) + ") that this file does not follow on from, from another laptop or newer than this file; " +
				"an older copy never replaces it."
		},
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
				"eine ältere Fassung ersetzt sie nie."
		},
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
