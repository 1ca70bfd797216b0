package journal

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	"rolekeeper/internal/gamegen"
	"rolekeeper/rules"
)

// longGame writes a legal 12-player Lord game of n events (target 99 so
// that it runs long) to a new file and returns its path.
func longGame(b *testing.B, n int) string {
	b.Helper()
	r := gamegen.Seeded(10000, 5)
	setup := rules.Setup{Variant: rules.Lord, Players: gamegen.Names, Life: 20, Target: 99, Seed: 99}
	g, _, err := rules.NewGame(setup)
	if err != nil {
		b.Fatal(err)
	}
	data := append(EncodeSetup(setup), '\n')
	for i := range n {
		var e rules.Event
		e, g, _ = gamegen.Plain(gamegen.MayEnd).Next(r, g)
		data = append(data, EncodeEvent(e, i+1, t0.Add(time.Duration(i)*time.Second))...)
		data = append(data, '\n')
	}
	path := filepath.Join(b.TempDir(), "long.jsonl")
	if err := os.WriteFile(path, data, 0o644); err != nil {
		b.Fatal(err)
	}
	return path
}

// BenchmarkResume10k measures resuming a 10,000-event game: lock, read,
// decode, replay with its undo history, and close. Target: under 100 ms.
func BenchmarkResume10k(b *testing.B) {
	path := longGame(b, 10000)
	for b.Loop() {
		j, _, err := Open(path)
		if err != nil {
			b.Fatal(err)
		}
		if len(j.Records()) != 10000 {
			b.Fatal("short game")
		}
		j.Close()
	}
}

// BenchmarkRead10k is BenchmarkResume10k without the lock: what export and
// the list of saved games pay per file.
func BenchmarkRead10k(b *testing.B) {
	path := longGame(b, 10000)
	for b.Loop() {
		if _, err := Read(path); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkAppend measures saving one event: rules check, encoding, one
// write and fsync.
func BenchmarkAppend(b *testing.B) {
	setup := rules.Setup{Variant: rules.Lord, Players: gamegen.Names[:7], Life: 20, Target: 10, Seed: 1}
	j, err := CreateFile(filepath.Join(b.TempDir(), "g.jsonl"), setup)
	if err != nil {
		b.Fatal(err)
	}
	defer j.Close()
	at := t0
	for b.Loop() {
		if err := j.Append(rules.Pass{}, at); err != nil { // a Lord game never ends by passing
			b.Fatal(err)
		}
	}
}
