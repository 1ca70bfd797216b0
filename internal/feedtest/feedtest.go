// Package feedtest is what the tests of the live view share (live's
// Feed, the viewer, serve over SSH and the phones' page): the same games
// on the same fixed clock, saved as the player's rolekeeper saves them,
// so that a Feed and everything that shows one are tested on the same
// kind of file. It is test support, no part of the program.
package feedtest

import (
	"crypto/sha256"
	"os"
	"testing"
	"time"

	"rolekeeper/internal/gamegen/gamefile"
	"rolekeeper/journal"
	"rolekeeper/rules"
)

// Time is the fixed clock of the games under test.
var Time = time.Date(2026, 11, 30, 21, 0, 0, 0, time.UTC)

// Lord is a seven-player Lord game.
func Lord() rules.Setup {
	return rules.Setup{Variant: rules.Lord, Players: []string{"Ana", "Ben", "Cem", "Dora", "Eli", "Finn", "Gus"},
		Life: rules.DefaultLife, Target: rules.DefaultTarget, Seed: 8812}
}

// Buhmann is a four-player Buhmann game.
func Buhmann() rules.Setup {
	return rules.Setup{Variant: rules.Buhmann, Players: []string{"Ida", "Jan", "Kim", "Lea"},
		Life: rules.DefaultLife, Seed: 17}
}

// NewGame creates a game file in a fresh folder, as the player's
// rolekeeper does, and returns its journal.
func NewGame(t testing.TB, setup rules.Setup) *journal.Journal { return gamefile.Create(t, setup) }

// Append saves e to j at Time, as the player's rolekeeper does.
func Append(t testing.TB, j *journal.Journal, e rules.Event) {
	t.Helper()
	if err := j.Append(e, Time); err != nil {
		t.Fatal(err)
	}
}

// Write writes a game file by hand: the setup and events, each line
// whole, one event a minute from Time; it returns its path and bytes.
func Write(t testing.TB, setup rules.Setup, events ...rules.Event) (string, []byte) {
	return gamefile.Save(t, setup, events, gamefile.Every(Time, time.Minute))
}

// Line is the record of e with its seq, a minute after the one before,
// to append by hand to a file of Write.
func Line(e rules.Event, seq int) []byte {
	return gamefile.Line(e, seq, gamefile.Every(Time, time.Minute))
}

// Hash is the SHA-256 of the file at path, to see that a viewer left it
// as it was.
func Hash(t testing.TB, path string) [32]byte {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return sha256.Sum256(data)
}
