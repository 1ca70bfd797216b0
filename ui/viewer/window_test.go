package viewer

import (
	"context"
	"reflect"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"

	"rolekeeper/journal"
	"rolekeeper/model"
)

// TestFeedsLogReadsTheFile: the log a Feed builds for its viewers keeps
// no list of the events (an update lists none: Followed.Events is nil)
// but reads them back from the file, as they are in it, and a viewer's
// log screen scrolled to the top shows the game's first entry.
func TestFeedsLogReadsTheFile(t *testing.T) {
	path := longGame(t, 2000)
	feed, err := Follow(path)
	if err != nil {
		t.Fatal(err)
	}
	defer feed.Close()
	u := feed.Latest()
	f := Followed(u)
	read, err := journal.Read(path)
	if err != nil {
		t.Fatal(err)
	}
	if f.Events != nil || f.Log == nil || f.Log.Len() != len(read.Records) || u.Count() != len(read.Records) {
		t.Fatalf("an update lists %d events, its log %v, want none listed and a log of %d", len(f.Events), f.Log, len(read.Records))
	}
	events, err := f.Log.EventsFrom(0)
	if err != nil || len(events) != len(read.Records) {
		t.Fatalf("the log reads %d events (%v), want %d", len(events), err, len(read.Records))
	}
	for i, r := range read.Records {
		if !reflect.DeepEqual(events[i], r.Event) {
			t.Fatalf("event %d read back as %#v, want %#v", i+1, events[i], r.Event)
		}
	}
	m, err := New(context.Background(), feed, testOptions(), false)
	if err != nil {
		t.Fatal(err)
	}
	var next tea.Model = m
	for _, msg := range []tea.Msg{tea.WindowSizeMsg{Width: 120, Height: 40}, keyPress("h"), keyPress("g")} {
		next, _ = next.(model.Model).Update(msg)
	}
	if s := ansi.Strip(next.(model.Model).Render()); !strings.Contains(s, "The game began") {
		t.Fatalf("the viewer's log at the top:\n%s", s)
	}
}
