package live

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"rolekeeper/model"
	"rolekeeper/rules"
)

// TestViewerFollowsTheNextGame: once the followed game is over and the
// table notes that it went on to a next game (a rematch from the
// summary), the Feed follows that file and the viewer shows the next
// game, without reconnecting; the next game's events follow as before.
func TestViewerFollowsTheNextGame(t *testing.T) {
	state := t.TempDir()
	old, _ := writeGame(t, lordSetup(), rules.Pass{}, rules.End{})
	next, _ := writeGame(t, lordSetup())
	feed, err := Follow(old, FollowNext(state))
	if err != nil {
		t.Fatal(err)
	}
	defer feed.Close()
	m, err := Viewer(context.Background(), feed, testOptions(), false)
	if err != nil {
		t.Fatal(err)
	}
	d := newDriver(t, m, 120, 40)
	if !d.m.Game().Over {
		t.Fatal("the first game is not over")
	}
	if err := WriteNext(state, old, next); err != nil {
		t.Fatal(err)
	}
	d.until(func(m model.Model) bool { return !m.Game().Over && m.FollowedEvents() == 0 })
	if got, _ := filepath.Abs(next); feed.Path() != got {
		t.Errorf("the feed follows %s, want %s", feed.Path(), got)
	}
	appendBytes(t, next, eventLine(rules.Pass{}, 1))
	d.until(func(m model.Model) bool { return m.FollowedEvents() == 1 })
}

// TestNextNoteIsChecked: a note that is empty, relative, names the game
// itself or is missing is no next game.
func TestNextNoteIsChecked(t *testing.T) {
	state := t.TempDir()
	game := filepath.Join(t.TempDir(), "a.jsonl")
	if _, ok := ReadNext(state, game); ok {
		t.Error("a next game without a note")
	}
	for _, text := range []string{"", "b.jsonl", game, "/x\n/y"} {
		os.MkdirAll(filepath.Join(state, "live"), 0o700)
		os.WriteFile(NextPath(state, game), []byte(text), 0o600)
		if next, ok := ReadNext(state, game); ok {
			t.Errorf("the note %q gives the next game %q", text, next)
		}
	}
}
