package autosave

import (
	"path/filepath"
	"strings"
	"testing"

	"rolekeeper/journal"
	"rolekeeper/rules"
)

// TestCloseWithNowhereToWrite: when neither the game file nor the folder
// of rescue copies can be written, Close says so and hands the whole game
// back (an *Unsaved), so that quitting can print it or write it elsewhere;
// before, the game was lost.
func TestCloseWithNowhereToWrite(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "games")
	s := New(dir, "", nil)
	rescueParent := filepath.Join(t.TempDir(), "state")
	s.rescueDir = filepath.Join(rescueParent, "rescue")
	wantSaved(t, s.OnStart(buhmann3)())
	breakFolder(t, dir)
	breakFolder(t, rescueParent) // a file where the rescue folder's parent should be
	s.OnEvent(rules.Pass{})
	s.OnEvent(rules.Pass{})
	err := s.Close()
	games := UnsavedGames(err)
	if len(games) != 1 || !strings.Contains(err.Error(), "no rescue copy could be written either") {
		t.Fatalf("Close said %v, with %d unsaved games", err, len(games))
	}
	f, perr := journal.Parse(games[0].Name, games[0].Game)
	if perr != nil || f.Events != 2 || !strings.HasSuffix(games[0].Name, "-buhmann.jsonl") {
		t.Fatalf("the game handed back: %v, %d events, named %q", perr, f.Events, games[0].Name)
	}
}
