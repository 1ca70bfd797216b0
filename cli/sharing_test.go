package cli

import (
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/adrg/xdg"

	"rolekeeper/live"
	"rolekeeper/model"
)

// TestSharingPollNotesTheNextGame: when the playing screen's game file
// changes (a rematch from the summary), its poll of the sharing file
// leaves the note that lets the viewers of the game before follow.
func TestSharingPollNotesTheNextGame(t *testing.T) {
	t.Cleanup(xdg.Reload) // after Setenv's cleanup
	t.Setenv("XDG_STATE_HOME", t.TempDir())
	xdg.Reload()
	dir := t.TempDir()
	old, next := filepath.Join(dir, "a.jsonl"), filepath.Join(dir, "b.jsonl")
	var mu sync.Mutex
	game := old
	poll := sharingPoll(func() string { mu.Lock(); defer mu.Unlock(); return game }, nil, nil)
	if msg := poll()(); msg != (model.SharingMsg{}) { // the first look says what it sees
		t.Fatalf("without a serve the screen is told %+v", msg)
	}
	state, _ := live.StateDir()
	if _, ok := live.ReadNext(state, old); ok {
		t.Fatal("a next game before the table went on")
	}
	mu.Lock()
	game = next
	mu.Unlock()
	go poll()() // nothing changes for the screen: it keeps looking
	for range 500 {
		if got, ok := live.ReadNext(state, old); ok {
			if got != next {
				t.Fatalf("the note names %q, want %q", got, next)
			}
			return
		}
		time.Sleep(10 * time.Millisecond)
	}
	t.Fatal("no note of the next game within 5 s")
}
