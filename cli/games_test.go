package cli

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/adrg/xdg"

	"rolekeeper/journal"
	"rolekeeper/stats"
	"rolekeeper/wording"
)

// TestListFromIndexEqualsJournalList: the list of games read from the
// index says what reading every file says (journal.List), damaged games
// included, where each game stands too, and so does the list from a warm
// index.
func TestListFromIndexEqualsJournalList(t *testing.T) {
	t.Cleanup(xdg.Reload) // cleanups run last first: this one after Setenv's puts the old value back
	t.Setenv("XDG_STATE_HOME", t.TempDir())
	xdg.Reload()
	dir := seasonDir(t)
	files := map[string]string{
		"open.jsonl":    `{"v":1,"type":"setup","variant":"buhmann","players":["Ana","Ben","Cem"]}` + "\n" + `{"v":1,"seq":1,"at":"2026-10-02T20:00:00Z","type":"pass"}` + "\n",
		"torn.jsonl":    `{"v":1,"type":"setup","variant":"buhmann","players":["Ana","Ben","Cem"]}` + "\n" + `{"v":1,"type":"pass"}` + "\n" + `{"v":1,"ty`,
		"refused.jsonl": `{"v":1,"type":"setup","variant":"buhmann","players":["Ana","Ben","Cem"]}` + "\n" + `{"v":9,"type":"pass"}` + "\n",
	}
	for name, text := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := journal.List(dir)
	if err != nil {
		t.Fatal(err)
	}
	for run := range 2 {
		got, err := listGames(dir, stats.WantList, wording.English())
		if err != nil {
			t.Fatal(err)
		}
		if len(got) != len(want) {
			t.Fatalf("run %d: %d games, want %d", run, len(got), len(want))
		}
		for i := range want {
			g, w := got[i], want[i]
			same := g.Path == w.Path && g.Changed.Equal(w.Changed) && g.Variant == w.Variant && g.Events == w.Events &&
				g.Finished == w.Finished && g.Damage.Line == w.Damage.Line && (g.Err == nil) == (w.Err == nil) &&
				len(g.Players) == len(w.Players) && reflect.DeepEqual(g.Glance, w.Glance)
			if same && w.Err != nil {
				same = g.Err.Error() == w.Err.Error()
			}
			if !same {
				t.Errorf("run %d, game %d:\n got %+v\nwant %+v", run, i, g, w)
			}
		}
	}
	if _, err := os.Stat(filepath.Join(xdg.StateHome, "rolekeeper", "index.db")); err != nil {
		t.Errorf("the list made no index: %v", err)
	}
}

// TestListFromIndexInGerman: the index keeps why a game cannot be read
// in English; the list in German says it as reading the file in German
// does, for a refused file and a torn last line alike.
func TestListFromIndexInGerman(t *testing.T) {
	t.Cleanup(xdg.Reload)
	t.Setenv("XDG_STATE_HOME", t.TempDir())
	xdg.Reload()
	dir := seasonDir(t)
	setup := `{"v":1,"type":"setup","variant":"buhmann","players":["Ana","Ben","Cem"]}` + "\n"
	for name, text := range map[string]string{"torn.jsonl": setup + `{"v":1,"type":"pass"}` + "\n" + `{"v":1,"ty`,
		"refused.jsonl": setup + `{"v":9,"type":"pass"}` + "\n"} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := journal.List(dir)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := listGames(dir, stats.WantList, wording.English()); err != nil { // the index, in English
		t.Fatal(err)
	}
	de := wording.German()
	got, err := listGames(dir, stats.WantList, de)
	if err != nil || len(got) != len(want) {
		t.Fatalf("%d games, want %d (%v)", len(got), len(want), err)
	}
	for i, w := range want {
		g := got[i]
		if w.Err != nil && (g.Err == nil || g.Err.Error() != de.ErrorText(w.Err)) {
			t.Errorf("%s: %v, want %s", w.Path, g.Err, de.ErrorText(w.Err))
		}
		if w.Damage.Damaged() && de.ErrorText(g.Damage.Err) != de.ErrorText(w.Damage.Err) {
			t.Errorf("%s: damage %v, want %s", w.Path, g.Damage.Err, de.ErrorText(w.Damage.Err))
		}
	}
}

// TestPastPlayersFromIndex: the roster is the players of the saved games,
// the most recent first, each person once, aliases of the config file
// honoured.
func TestPastPlayersFromIndex(t *testing.T) {
	t.Cleanup(xdg.Reload) // after Setenv's cleanups: a later test must not write into this test's removed folder
	t.Setenv("XDG_STATE_HOME", t.TempDir())
	t.Setenv("XDG_CONFIG_HOME", t.TempDir())
	xdg.Reload()
	dir := filepath.Join(xdg.StateHome, "rolekeeper", "games")
	os.MkdirAll(dir, 0o755)
	os.MkdirAll(filepath.Join(xdg.ConfigHome, "rolekeeper"), 0o755)
	os.WriteFile(filepath.Join(xdg.ConfigHome, "rolekeeper", "config.toml"), []byte("[aliases]\nJule = \"Julia\"\n"), 0o644)
	games := map[string]string{
		"old.jsonl": `{"v":1,"type":"setup","variant":"buhmann","players":["Ana","Jule","Ben"],"decks":["Elfen","Zombies",null]}` + "\n" + `{"v":1,"seq":1,"at":"2026-10-01T20:00:00Z","type":"pass"}`,
		"new.jsonl": `{"v":1,"type":"setup","variant":"buhmann","players":["Cem","ANA","Dora"]}` + "\n" + `{"v":1,"seq":1,"at":"2026-10-08T20:00:00Z","type":"end"}`,
	}
	for name, text := range games {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text+"\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	got, decks := pastPlayers(wording.English())
	want := []string{"Cem", "ANA", "Dora", "Julia", "Ben"}
	if strings.Join(got, ",") != strings.Join(want, ",") {
		t.Errorf("roster %v, want %v", got, want)
	}
	if strings.Join(decks["ana"], ",") != "Elfen" || strings.Join(decks["julia"], ",") != "Zombies" || strings.Join(decks["jule"], ",") != "Zombies" {
		t.Errorf("past decks %v, want Ana's Elfen and Julia's (Jule's) Zombies", decks)
	}
}
