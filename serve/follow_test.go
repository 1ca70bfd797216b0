package serve

import (
	"context"
	"os"
	"path/filepath"
	"testing"
	"time"

	"rolekeeper/journal"
	"rolekeeper/live"
	"rolekeeper/rules"
	liveviewer "rolekeeper/ui/viewer"
)

// TestSharingFollowsTheNextGame: when the table goes on from a game
// that is over to its next game (a rematch) and notes it, serve follows
// the next game and tells its screen the code: the sharing file of the
// next game is written and the one of the game before removed.
func TestSharingFollowsTheNextGame(t *testing.T) {
	dir := t.TempDir()
	state := filepath.Join(dir, "state")
	setup := rules.Setup{Variant: rules.Lord, Players: []string{"Ana", "Ben", "Cem", "Dora", "Eli"}, Life: 20, Target: 10, Seed: 8812}
	at := time.Date(2026, 11, 30, 20, 0, 0, 0, time.UTC)
	old, next := filepath.Join(dir, "games", "a.jsonl"), filepath.Join(dir, "games", "b.jsonl")
	for _, g := range []struct {
		path   string
		events []rules.Event
	}{{old, []rules.Event{rules.Pass{}, rules.End{}}}, {next, nil}} {
		j, err := journal.CreateFile(g.path, setup)
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range g.events {
			if err := j.Append(e, at); err != nil {
				t.Fatal(err)
			}
		}
		j.Close()
	}
	feed, err := live.Follow(old, live.FollowNext(state), liveviewer.WithLog())
	if err != nil {
		t.Fatal(err)
	}
	defer feed.Close()
	srv, err := New(Config{Feed: feed, HostKey: filepath.Join(state, "ssh_host_ed25519_key"), Code: testCode,
		Sharing: live.SharingPath(state, old), Now: func() time.Time { return at }})
	if err != nil {
		t.Fatal(err)
	}
	defer srv.Shutdown(context.Background())
	waitFor(t, "the sharing file of the first game", func() bool {
		_, ok := live.ReadSharing(live.SharingPath(state, old), at)
		return ok
	})
	if err := live.WriteNext(state, old, next); err != nil {
		t.Fatal(err)
	}
	waitFor(t, "the sharing file of the next game", func() bool {
		sh, ok := live.ReadSharing(live.SharingPath(state, next), at)
		_, err := os.Stat(live.SharingPath(state, old))
		return ok && sh.Code == testCode && os.IsNotExist(err)
	})
}

// waitFor waits until done says so, for up to about five seconds.
func waitFor(t *testing.T, what string, done func() bool) {
	t.Helper()
	for range 500 {
		if done() {
			return
		}
		time.Sleep(10 * time.Millisecond)
	}
	t.Fatalf("%s did not come within 5 s", what)
}
