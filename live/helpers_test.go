package live

import (
	"testing"
	"time"

	"rolekeeper/internal/gamegen/gamefile"
	"rolekeeper/rules"
)

// The viewer's tests (ui/viewer) write game files by hand with the same
// helpers: a Feed and a viewer are tested on the same kind of file.

// testTime is the fixed clock of the files under test.
var testTime = time.Date(2026, 11, 30, 21, 0, 0, 0, time.UTC)

// lordSetup is a seven-player Lord game.
func lordSetup() rules.Setup {
	return rules.Setup{Variant: rules.Lord, Players: []string{"Ana", "Ben", "Cem", "Dora", "Eli", "Finn", "Gus"},
		Life: rules.DefaultLife, Target: rules.DefaultTarget, Seed: 8812}
}

// writeGame writes a game file by hand: the setup and events, each line
// whole, one event a minute.
func writeGame(t *testing.T, setup rules.Setup, events ...rules.Event) (string, []byte) {
	return gamefile.Save(t, setup, events, gamefile.Every(testTime, time.Minute))
}

// eventLine is the record of e with its seq, a minute after the one
// before, to append by hand.
func eventLine(e rules.Event, seq int) []byte {
	return gamefile.Line(e, seq, gamefile.Every(testTime, time.Minute))
}
