package stats

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestSameGameInTwoFoldersCountsOnce: a game copied into a second folder,
// even renamed, is one game; of a copy that grew since, the grown one
// counts.
func TestSameGameInTwoFoldersCountsOnce(t *testing.T) {
	ix, _ := openTestIndex(t)
	a, b := t.TempDir(), t.TempDir()
	copyGame(t, a, "lord-7-players.jsonl")
	data, err := os.ReadFile(filepath.Join("..", "testdata", "lord-7-players.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	writeFile(t, b, "renamed.jsonl", string(data))
	lines := strings.SplitAfter(strings.TrimSpace(string(mustRead(t, "buhmann-5-players.jsonl"))), "\n")
	writeFile(t, a, "buhmann-half.jsonl", strings.Join(lines[:10], ""))
	grown := writeFile(t, b, "buhmann.jsonl", strings.Join(lines, ""))

	var all []Entry
	for _, dir := range []string{a, b} {
		es, err := ix.Load(dir, WantFacts, nil)
		if err != nil {
			t.Fatal(err)
		}
		all = append(all, es...)
	}
	s := SeasonOf(all, Filter{}, Identities{})
	if s.Games != 2 || s.Unfinished != 0 {
		t.Fatalf("season of both folders: %d games, %d unfinished; want 2 finished games", s.Games, s.Unfinished)
	}
	kept := Unique(all)
	if len(kept) != 2 {
		t.Fatalf("kept %d copies, want 2", len(kept))
	}
	for _, e := range kept {
		if e.Game.Variant.String() == "buhmann" && e.Path != grown {
			t.Errorf("kept %s of the Buhmann game, want the grown copy %s", e.Path, grown)
		}
	}
	if again := Unique([]Entry{all[3], all[2], all[1], all[0]}); !sameCopies(again, kept) {
		t.Errorf("another order keeps other copies: %v", again)
	}
}

func mustRead(t *testing.T, name string) []byte {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("..", "testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	return data
}

func sameCopies(a, b []Entry) bool {
	paths := map[string]bool{}
	for _, e := range a {
		paths[e.Path] = true
	}
	for _, e := range b {
		if !paths[e.Path] {
			return false
		}
	}
	return len(a) == len(b)
}
