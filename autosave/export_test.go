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
// a new file in the current folder, never replacing one.
func TestExportSummaryBesideTheGame(t *testing.T) {
	f, err := journal.Read("../testdata/buhmann-5-players.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	game := filepath.Join(t.TempDir(), "friday.jsonl")
	for range 2 {
		msg := exportSummary(f.Game, "md", game, journal.InfoOf(f))
		want := strings.TrimSuffix(game, ".jsonl") + ".md"
		if msg.Err != nil || msg.Path != want {
			t.Fatalf("exported to %q (%v), want %q", msg.Path, msg.Err, want)
		}
		data, _ := os.ReadFile(want)
		if !strings.Contains(string(data), "Cem") {
			t.Errorf("the export holds %q", data)
		}
	}
	t.Chdir(t.TempDir())
	for _, want := range []string{"rolekeeper-buhmann.csv", "rolekeeper-buhmann-2.csv"} {
		msg := exportSummary(f.Game, "csv", "", journal.Info{})
		if msg.Err != nil || filepath.Base(msg.Path) != want || !filepath.IsAbs(msg.Path) {
			t.Errorf("exported to %q (%v), want %s", msg.Path, msg.Err, want)
		}
	}
	if msg := exportSummary(rules.Game{}, "yaml", "", journal.Info{}); msg.Err == nil {
		t.Error("an unknown format was accepted")
	}
}
