package cli

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"

	"rolekeeper/autosave"
	"rolekeeper/internal/gamegen"
	"rolekeeper/internal/gamegen/gamefile"
	"rolekeeper/journal"
	"rolekeeper/model"
	"rolekeeper/rules"
	"rolekeeper/wording"
)

// benchGame writes a legal game of n events to dir/name, one a second:
// internal/gamegen's random game (undo and redo among its events) of 12
// players of Lord to target 99, so that it runs long.
func benchGame(b *testing.B, dir, name string, n int, seed uint64) string {
	b.Helper()
	setup := rules.Setup{Variant: rules.Lord, Players: gamegen.Names, Life: 20, Target: 99, Seed: seed}
	_, events := gamegen.Plain(gamegen.MayEnd).Play(gamegen.Seeded(seed, 1), setup, n)
	if len(events) < n {
		b.Fatalf("the random game stopped after %d events", len(events))
	}
	data := gamefile.Encode(setup, "", events, gamefile.Every(time.Date(2026, 11, 29, 20, 0, 0, 0, time.UTC), time.Second))
	path := filepath.Join(dir, name)
	if err := os.WriteFile(path, data, 0o644); err != nil {
		b.Fatal(err)
	}
	return path
}

// BenchmarkResumeToScreen10k measures what `rolekeeper resume` does
// before the first frame of a 10,000-event game: open the journal (lock,
// read, one replay that gives the game with its undo history and the
// model's log), draw the table at 120x40, and close.
func BenchmarkResumeToScreen10k(b *testing.B) {
	path := benchGame(b, b.TempDir(), "long.jsonl", 10000, 7)
	for b.Loop() {
		var log model.Log
		j, _, err := journal.Open(path, journal.Observe(log.Add))
		if err != nil {
			b.Fatal(err)
		}
		s := autosave.New(b.TempDir(), "", j)
		m := model.ResumeLogged(j.Game(), &log, s.Options(model.Options{Started: j.Info().Start}))
		next, _ := m.Update(tea.WindowSizeMsg{Width: 120, Height: 40})
		if next.(model.Model).Render() == "" {
			b.Fatal("no screen")
		}
		j.Close()
	}
}

// BenchmarkListGames measures the list of unfinished games that
// `rolekeeper` shows first: 50 saved games of 300 events each, every one
// read and replayed.
func BenchmarkListGames(b *testing.B) {
	dir := b.TempDir()
	for i := range 50 {
		benchGame(b, dir, fmt.Sprintf("game-%02d.jsonl", i), 300, uint64(i))
	}
	for b.Loop() {
		games, err := unfinished(dir, wording.English())
		if err != nil || len(games) != 50 {
			b.Fatalf("%d games, %v", len(games), err)
		}
	}
}
