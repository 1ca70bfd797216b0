package autosave

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"

	"rolekeeper/journal"
	"rolekeeper/model"
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

// TestExportSavesWhatWaits: events that could not be saved (a full disk)
// wait for the next command; on the summary no event follows, so the
// export key, whose file is written beside the game's, tries them again
// too. Before, the header kept saying "NOT SAVED … retry at the next
// event" beside "Summary written", until the table quit.
func TestExportSavesWhatWaits(t *testing.T) {
	f, err := journal.Read("../testdata/buhmann-5-players.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	dir := filepath.Join(t.TempDir(), "games")
	s := New(dir, "", nil)
	s.OnStart(buhmann3)
	breakFolder(t, dir)
	var cmd tea.Cmd
	for _, e := range legalEvents(3) {
		cmd = s.OnEvent(e)
	}
	if _, ok := cmd().(model.SaveFailedMsg); !ok || s.Pending() != 3 {
		t.Fatalf("with the folder broken %d events pending, want 3", s.Pending())
	}
	mendFolder(t, dir)
	var saved, exported bool
	msg := s.OnExport(f.Game, "md", nil)()
	msgs := []tea.Msg{msg}
	if batch, ok := msg.(tea.BatchMsg); ok {
		msgs = msgs[:0]
		for _, c := range batch {
			msgs = append(msgs, c())
		}
	}
	for _, m := range msgs {
		switch m := m.(type) {
		case model.SavedMsg:
			saved = true
		case model.ExportedMsg:
			exported = m.Err == nil
		}
	}
	if !saved || !exported || s.Pending() != 0 {
		t.Errorf("the export gave %#v: saved %v, exported %v, %d events still pending; want both and none", msgs, saved, exported, s.Pending())
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	if got := fileEvents(t, onlyGame(t, dir)); len(got) != 3 {
		t.Errorf("the file holds %d events, want 3", len(got))
	}
}
