package cli

import (
	"path/filepath"
	"testing"

	"github.com/adrg/xdg"

	"rolekeeper/live"
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
	game := old
	poll := sharingPoll(func() string { return game })
	poll()() // one tick: the first game
	state, _ := live.StateDir()
	if _, ok := live.ReadNext(state, old); ok {
		t.Fatal("a next game before the table went on")
	}
	game = next
	poll()()
	if got, ok := live.ReadNext(state, old); !ok || got != next {
		t.Fatalf("the note names %q (ok %v), want %q", got, ok, next)
	}
}
