package live

import (
	"os"
	"path/filepath"
	"testing"

	"rolekeeper/journal"
	"rolekeeper/rules"
)

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

// TestUpdateEventsOutsideAFeed: an Update not made by a Feed gives the
// events and times of its records, of reading 0.
func TestUpdateEventsOutsideAFeed(t *testing.T) {
	path, _ := writeGame(t, lordSetup(), rules.Pass{}, rules.Undo{})
	f, err := journal.Read(path)
	if err != nil {
		t.Fatal(err)
	}
	events, times, reading := Update{File: f}.Events()
	if len(events) != 2 || len(times) != 2 || reading != 0 || events[1] != (rules.Undo{}) || !times[0].Equal(f.Records[0].At) {
		t.Errorf("events %v, times %v, reading %d", events, times, reading)
	}
}
