package viewer

import (
	"context"
	"reflect"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"

	"rolekeeper/internal/gamegen"
	"rolekeeper/journal"
	"rolekeeper/live"
	"rolekeeper/model"
	"rolekeeper/rules"
)

// freshFrame is what a viewer opened on the file now shows: the file read
// from scratch and replayed.
func freshFrame(t *testing.T, path string, w, h int) (string, rules.Game) {
	t.Helper()
	f, err := journal.Read(path)
	if err != nil {
		t.Fatal(err)
	}
	m, err := model.Watch(Followed(live.Update{File: f}), testOptions())
	if err != nil {
		t.Fatal(err)
	}
	next, _ := m.Update(tea.WindowSizeMsg{Width: w, Height: h})
	return next.(model.Model).Render(), f.Game
}

// TestViewerFollowsEveryEvent appends events to a game file, as the
// player's rolekeeper does, while a viewer follows it, and checks every
// frame of the viewer against a viewer opened afresh on the file: the
// same game and the same screen, undo and redo included.
func TestViewerFollowsEveryEvent(t *testing.T) {
	for _, size := range [][2]int{{120, 40}, {80, 24}} {
		j := newGame(t, lordSetup())
		feed, err := Follow(j.Path())
		if err != nil {
			t.Fatal(err)
		}
		defer feed.Close()
		m, err := New(context.Background(), feed, testOptions(), false)
		if err != nil {
			t.Fatal(err)
		}
		d := newDriver(t, m, size[0], size[1])
		r := gamegen.Seeded(7, uint64(size[0]))
		at := testTime.Add(-time.Hour)
		undos := 0
		for i := range 60 {
			e := legalEvent(r, j.Game())
			if _, ok := e.(rules.Undo); ok {
				undos++
			}
			at = at.Add(time.Minute)
			if err := j.Append(e, at); err != nil {
				t.Fatal(err)
			}
			want := len(j.Records())
			d.until(func(m model.Model) bool { return m.FollowedEvents() == want })
			frame, g := freshFrame(t, j.Path(), size[0], size[1])
			if !reflect.DeepEqual(d.m.Game(), g) {
				t.Fatalf("event %d (%T): the viewer's game differs from a fresh replay", i+1, e)
			}
			if got := d.m.Render(); got != frame {
				t.Fatalf("event %d (%T): the viewer's frame differs from a fresh replay:\n%s\n--- fresh ---\n%s", i+1, e, got, frame)
			}
		}
		if undos == 0 {
			t.Fatal("the script never undid an event")
		}
	}
}
