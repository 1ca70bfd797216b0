package viewer

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"rolekeeper/internal/gamegen/gamefile"
	"rolekeeper/journal"
	"rolekeeper/model"
	"rolekeeper/rules"
	"rolekeeper/wording"
)

// writeGame writes a game file by hand: the setup and events, each line
// whole, one event a minute.
func writeGame(t *testing.T, setup rules.Setup, events ...rules.Event) (string, []byte) {
	return gamefile.Save(t, setup, events, gamefile.Every(testTime, time.Minute))
}

// eventLine is the record of e with its seq, a minute after the one
// before, to append by hand.
func eventLine(e rules.Event, seq int) []byte {
	return gamefile.Line(e, seq, gamefile.Every(testTime, time.Minute))
}

func followed(t *testing.T, path string) *driver {
	t.Helper()
	feed, err := Follow(path)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(feed.Close)
	m, err := New(context.Background(), feed, testOptions(), false)
	if err != nil {
		t.Fatal(err)
	}
	return newDriver(t, m, 120, 40)
}

// TestTornLineWaitsForTheNextEvent: a last line written halfway (a write
// in progress, or a crash in the middle of one) shows "waiting for the
// next event" and the game as before it; once the line is whole, its
// event shows.
func TestTornLineWaitsForTheNextEvent(t *testing.T) {
	path, _ := writeGame(t, lordSetup(), rules.Pass{})
	d := followed(t, path)
	line := eventLine(rules.LifeChange{Source: rules.NoSeat, Changes: []rules.Change{{Seat: 2, Delta: -4}}}, 2)
	gamefile.Append(t, path, line[:len(line)/2])
	d.until(func(m model.Model) bool { return strings.Contains(m.Render(), wording.English().Live.Waiting) })
	if n := d.m.FollowedEvents(); n != 1 {
		t.Fatalf("a torn line was taken for an event: %d events", n)
	}
	gamefile.Append(t, path, line[len(line)/2:])
	d.until(func(m model.Model) bool { return m.FollowedEvents() == 2 })
	if got := d.m.Game().Players[2].Life; got != 16 {
		t.Fatalf("Cem's life is %d after the whole line, want 16", got)
	}
	if strings.Contains(d.m.Render(), wording.English().Live.Waiting) {
		t.Fatal("still waiting once the line is whole")
	}
}

// TestRemovedFileKeepsTheLastState: a viewer whose game file is removed
// says so and keeps showing the game as it was.
func TestRemovedFileKeepsTheLastState(t *testing.T) {
	path, _ := writeGame(t, lordSetup(), rules.Pass{}, rules.Pass{})
	d := followed(t, path)
	before := d.m.Game()
	if err := os.Remove(path); err != nil {
		t.Fatal(err)
	}
	d.until(func(m model.Model) bool { return strings.Contains(m.Render(), "game file was removed") })
	if d.m.Game().Turn != before.Turn || d.m.FollowedEvents() != 2 {
		t.Fatal("the viewer lost the game when its file was removed")
	}
}

// TestReplacedFileStartsAgain: a file replaced by another game (renamed
// over it) is shown from scratch, not mixed with the old one.
func TestReplacedFileStartsAgain(t *testing.T) {
	path, _ := writeGame(t, lordSetup(), rules.Pass{}, rules.Pass{}, rules.Pass{})
	d := followed(t, path)
	other := lordSetup()
	other.Players = []string{"Hana", "Ivo", "Jan", "Kai", "Lia"}
	data := append(journal.EncodeSetup(other), '\n')
	data = append(data, eventLine(rules.Pass{}, 1)...)
	tmp := path + ".new"
	if err := os.WriteFile(tmp, data, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Rename(tmp, path); err != nil {
		t.Fatal(err)
	}
	d.until(func(m model.Model) bool { return m.FollowedEvents() == 1 })
	if got := d.m.Game().Setup.Players; !slices.Equal(got, other.Players) {
		t.Fatalf("players %v after the file was replaced, want %v", got, other.Players)
	}
}

// TestViewerNeverWrites: following a game and pressing every key leaves
// the folder exactly as it was: the same bytes, no lock file, nothing
// beside it.
func TestViewerNeverWrites(t *testing.T) {
	path, data := writeGame(t, lordSetup(), rules.Pass{}, rules.Undo{})
	d := followed(t, path)
	d.until(func(m model.Model) bool { return m.FollowedEvents() == 2 })
	for _, k := range strings.Split("u r P - + < > a t x p R E l e s 1 2 h S ? n y", " ") {
		d.send(keyPress(k))
		d.send(keyPress("esc"))
	}
	d.send(keyPress("enter"))
	time.Sleep(50 * time.Millisecond)
	got, err := os.ReadFile(path)
	if err != nil || !bytes.Equal(got, data) {
		t.Fatalf("the game file changed under a viewer (err %v)", err)
	}
	entries, err := os.ReadDir(filepath.Dir(path))
	if err != nil || len(entries) != 1 {
		t.Fatalf("the viewer left files beside the game: %v (err %v)", entries, err)
	}
	if d.m.FollowedEvents() != 2 || d.m.Game().CanRedo() != 1 {
		t.Fatal("a key changed the viewer's game")
	}
}
