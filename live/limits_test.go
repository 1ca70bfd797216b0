package live

import (
	"context"
	"os"
	"strings"
	"testing"
	"time"

	"rolekeeper/rules"
	"rolekeeper/wording"

	"rolekeeper/safefile/safefiletest"
)

// waitFor waits for an update of sub that done accepts, failing after a long
// while.
func waitFor(t *testing.T, sub *Sub, what string, done func(Update) bool) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	for {
		u, err := sub.Next(ctx)
		if err != nil {
			t.Fatalf("waiting for %s: %v", what, err)
		}
		if done(u) {
			return
		}
	}
}

// TestFeedRefusesAPipeAndRecovers: a named pipe put at the watched path is
// refused at once (it never blocks the reader), and when a real game file
// returns the feed reads it again.
func TestFeedRefusesAPipeAndRecovers(t *testing.T) {
	path, data := writeGame(t, lordSetup(), rules.Pass{})
	feed, err := Follow(path)
	if err != nil {
		t.Fatal(err)
	}
	defer feed.Close()
	sub := feed.Subscribe()
	if err := os.Remove(path); err != nil {
		t.Fatal(err)
	}
	if err := safefiletest.Mkfifo(path, 0o644); err != nil {
		t.Fatal(err)
	}
	en := wording.English()
	waitFor(t, sub, "the pipe refused", func(u Update) bool {
		return u.Err != nil && !u.Gone && strings.Contains(en.ErrorText(u.Err), "a named pipe (FIFO), not a regular file")
	})
	if err := os.Remove(path); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, append(data, eventLine(rules.Pass{}, 2)...), 0o644); err != nil {
		t.Fatal(err)
	}
	waitFor(t, sub, "the game again", func(u Update) bool { return u.Err == nil && !u.Gone && u.File.Events == 2 })
}
