package viewer

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"rolekeeper/internal/gamegen/gamefile"
	"rolekeeper/live"
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
	feed, err := Follow(old, live.FollowNext(state))
	if err != nil {
		t.Fatal(err)
	}
	defer feed.Close()
	m, err := New(context.Background(), feed, testOptions(), false)
	if err != nil {
		t.Fatal(err)
	}
	d := newDriver(t, m, 120, 40)
	if !d.m.Game().Over {
		t.Fatal("the first game is not over")
	}
	if err := live.WriteNext(state, old, next); err != nil {
		t.Fatal(err)
	}
	d.until(func(m model.Model) bool { return !m.Game().Over && m.FollowedEvents() == 0 })
	if got, _ := filepath.Abs(next); feed.Path() != got {
		t.Errorf("the feed follows %s, want %s", feed.Path(), got)
	}
	gamefile.Append(t, next, eventLine(rules.Pass{}, 1))
	d.until(func(m model.Model) bool { return m.FollowedEvents() == 1 })

	// A next game set aside at once (its file removed) and another after
	// it: the viewer follows the other.
	third, _ := writeGame(t, lordSetup(), rules.Pass{}, rules.Pass{})
	if err := live.WriteNext(state, next, third); err != nil {
		t.Fatal(err)
	}
	os.Remove(next)
	d.until(func(m model.Model) bool { return m.FollowedEvents() == 2 })
}
