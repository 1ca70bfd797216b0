package live

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	"rolekeeper/journal"
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
// whole.
func writeGame(t *testing.T, setup rules.Setup, events ...rules.Event) (string, []byte) {
	t.Helper()
	data := append(journal.EncodeSetup(setup), '\n')
	for i, e := range events {
		data = append(data, eventLine(e, i+1)...)
	}
	path := filepath.Join(t.TempDir(), "game.jsonl")
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	return path, data
}

func eventLine(e rules.Event, seq int) []byte {
	return append(journal.EncodeEvent(e, seq, testTime.Add(time.Duration(seq)*time.Minute)), '\n')
}

func appendBytes(t *testing.T, path string, b []byte) {
	t.Helper()
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_APPEND, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if _, err := f.Write(b); err != nil {
		t.Fatal(err)
	}
}
