package league

import (
	"context"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"rolekeeper/internal/pgtest"
	"rolekeeper/journal"
	"rolekeeper/stats"
)

// TestCachedStandingsAreFresh: a one-shot reader that remembers the
// league's games in the stats index gives the same games as one that
// reads and replays them all, replays none the second time, and after a
// game grew and another was withdrawn replays only the grown one and
// gives again what a fresh reading gives. It is not parallel: it sets
// the package's onRead and counts the games replayed, which a parallel
// neighbour's readings would add to (a data race under -race, a wrong
// count without it).
func TestCachedStandingsAreFresh(t *testing.T) {
	c := pgtest.Start(t)
	url := c.NewDatabase(t)
	db := connect(t, url)
	dir := t.TempDir()
	paths := writeSeason(t, dir, 21, 0, 10, 60)
	data, _ := os.ReadFile(paths[0])
	lines := strings.SplitAfter(strings.TrimSuffix(string(data), "\n"), "\n")
	os.WriteFile(paths[0], []byte(strings.Join(lines[:len(lines)/2], "")), 0o644)
	pushAll(t, db, "t", paths)
	ix, err := stats.OpenIndex(filepath.Join(t.TempDir(), "index.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer ix.Close()
	replays := 0
	onRead = func() { replays++ }
	defer func() { onRead = nil }()
	read := func(r *Reader) []stats.Entry {
		t.Helper()
		replays = 0
		games, err := r.Games(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		return Entries(games)
	}
	check := func(when string, wantReplays int) {
		t.Helper()
		fresh := read(NewReader(db))
		got := read(NewCachedReader(db, ix, url))
		if !reflect.DeepEqual(got, fresh) {
			t.Fatalf("%s: the cached reader's games differ from a fresh reading's", when)
		}
		if replays != wantReplays {
			t.Errorf("%s: %d games replayed, want %d", when, replays, wantReplays)
		}
	}
	check("first", len(paths))
	check("second", 0)
	os.WriteFile(paths[0], data, 0o644)
	pushAll(t, db, "t", paths[:1])
	f, err := journal.Read(paths[1])
	if err != nil || f.ID == "" {
		t.Fatalf("the game to withdraw: %q, %v", f.ID, err)
	}
	if err := db.Withdraw(context.Background(), f.ID, "t"); err != nil {
		t.Fatal(err)
	}
	check("after a game grew and one was withdrawn", 1)
	check("again", 0)
}
