// Package gamefile writes generated games (internal/gamegen's) as game
// files, the way the journal writes them: the setup record, then every
// event with its seq and time; Create and Save make a test's game file
// in its own folder. It is test support, no part of the program; the
// journal's own tests write theirs with the journal's encoder, since this
// package imports the journal.
package gamefile

import (
	"bufio"
	"io"
	"iter"
	"os"
	"path/filepath"
	"testing"
	"time"

	"rolekeeper/journal"
	"rolekeeper/rules"
)

// Every is the time of the event of each seq (from 1): every d from
// start on, the first at start+d.
func Every(start time.Time, d time.Duration) func(seq int) time.Time {
	return func(seq int) time.Time { return start.Add(time.Duration(seq) * d) }
}

// Encode returns the game file of setup (with its game id; "" writes a
// setup without one, as older files have) and events, each at the time
// at gives its seq.
func Encode(setup rules.Setup, id string, events []rules.Event, at func(seq int) time.Time) []byte {
	data := append(journal.EncodeSetupID(setup, id), '\n')
	for i, e := range events {
		data = append(journal.AppendEvent(data, e, i+1, at(i+1)), '\n')
	}
	return data
}

// Write writes the game file of setup and events to w as Encode does,
// one record at a time however many events come, and returns how many
// events it wrote.
func Write(w io.Writer, setup rules.Setup, id string, events iter.Seq[rules.Event], at func(seq int) time.Time) (int, error) {
	bw := bufio.NewWriterSize(w, 1<<16)
	line := append(journal.EncodeSetupID(setup, id), '\n')
	bw.Write(line)
	seq := 0
	for e := range events {
		seq++
		line = append(journal.AppendEvent(line[:0], e, seq, at(seq)), '\n')
		if _, err := bw.Write(line); err != nil {
			return seq - 1, err
		}
	}
	return seq, bw.Flush()
}

// Create creates the game file of setup in a fresh folder of the test,
// as the player's rolekeeper does, and returns its journal, closed when
// the test ends.
func Create(t testing.TB, setup rules.Setup) *journal.Journal {
	t.Helper()
	j, err := journal.CreateFile(filepath.Join(t.TempDir(), "game.jsonl"), setup)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { j.Close() })
	return j
}

// Save writes the game file of setup and events (Encode, without a game
// id) into a fresh folder of the test and returns its path and bytes.
func Save(t testing.TB, setup rules.Setup, events []rules.Event, at func(seq int) time.Time) (string, []byte) {
	t.Helper()
	data := Encode(setup, "", events, at)
	path := filepath.Join(t.TempDir(), "game.jsonl")
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	return path, data
}

// Line is the record of event e with its seq at the time at gives it,
// ended by a newline: a line to append to a game file by hand.
func Line(e rules.Event, seq int, at func(seq int) time.Time) []byte {
	return append(journal.EncodeEvent(e, seq, at(seq)), '\n')
}

// Append appends b to the file at path, as another writer would, failing
// the test if it cannot.
func Append(t testing.TB, path string, b []byte) {
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
