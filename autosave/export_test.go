package autosave

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"rolekeeper/journal"
	"rolekeeper/rules"
)

// TestExportSummaryBesideTheGame: the export key writes NAME.md beside the
// game file, replacing an earlier export; without a game file it writes
// a new file in the folder of the games, never replacing one.
func TestExportSummaryBesideTheGame(t *testing.T) {
	f, err := journal.Read("../testdata/buhmann-5-players.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	game := filepath.Join(t.TempDir(), "friday.jsonl")
	for range 2 {
		msg := exportSummary(f.Game, "md", game, t.TempDir(), journal.InfoOf(f), nil)
		want := strings.TrimSuffix(game, ".jsonl") + ".md"
		if msg.Err != nil || msg.Path != want {
			t.Fatalf("exported to %q (%v), want %q", msg.Path, msg.Err, want)
		}
		data, _ := os.ReadFile(want)
		if !strings.Contains(string(data), "Cem") {
			t.Errorf("the export holds %q", data)
		}
	}
	dir := t.TempDir()
	for _, want := range []string{"rolekeeper-buhmann.csv", "rolekeeper-buhmann-2.csv"} {
		msg := exportSummary(f.Game, "csv", "", dir, journal.Info{}, nil)
		if msg.Err != nil || msg.Path != filepath.Join(dir, want) {
			t.Errorf("exported to %q (%v), want %s", msg.Path, msg.Err, want)
		}
	}
	if msg := exportSummary(rules.Game{}, "yaml", "", t.TempDir(), journal.Info{}, nil); msg.Err == nil {
		t.Error("an unknown format was accepted")
	}
}

// TestExportIntoABrokenFolderSaysWhere: when the game's folder cannot be
// written, the export fails with a message naming the file it was to
// write, and nothing is written anywhere else (not in the current folder).
func TestExportIntoABrokenFolderSaysWhere(t *testing.T) {
	f, err := journal.Read("../testdata/buhmann-5-players.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	games := filepath.Join(t.TempDir(), "games")
	breakFolder(t, games)
	cwd := t.TempDir()
	t.Chdir(cwd)
	game := filepath.Join(games, "friday.jsonl")
	msg := exportSummary(f.Game, "json", game, games, journal.InfoOf(f), nil)
	want := filepath.Join(games, "friday.json") + ": create a temporary file: not a directory"
	if msg.Err == nil || msg.Err.Error() != want || msg.Path != "" {
		t.Errorf("got %q (%v), want the error %q", msg.Path, msg.Err, want)
	}
	if files, _ := os.ReadDir(cwd); len(files) != 0 {
		t.Errorf("written in the current folder instead: %v", files)
	}
}
