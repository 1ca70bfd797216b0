package stats

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"sync/atomic"
	"testing"
	"time"
)

// openTestIndex opens a new index in a temporary folder.
func openTestIndex(t *testing.T) (*Index, string) {
	t.Helper()
	path := filepath.Join(t.TempDir(), "state", "index.db")
	ix, err := OpenIndex(path)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { ix.Close() })
	return ix, path
}

// copyGame copies a game of the repository's testdata into dir.
func copyGame(t *testing.T, dir, name string) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("..", "testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	return writeFile(t, dir, name, string(data))
}

func writeFile(t *testing.T, dir, name, data string) string {
	t.Helper()
	path := filepath.Join(dir, name)
	if err := os.WriteFile(path, []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

func syncList(t *testing.T, ix *Index, dir string) map[string]Entry {
	t.Helper()
	if err := ix.Sync(dir, nil); err != nil {
		t.Fatal(err)
	}
	list, err := ix.List(dir)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]Entry{}
	for _, e := range list {
		out[filepath.Base(e.Path)] = e
	}
	return out
}

// TestIndexListsEveryFile: readable games, a torn last line and a file
// that cannot be read are all listed; the damaged one is never skipped.
func TestIndexListsEveryFile(t *testing.T) {
	ix, _ := openTestIndex(t)
	dir := t.TempDir()
	copyGame(t, dir, "buhmann-5-players.jsonl")
	copyGame(t, dir, "lord-7-players.jsonl")
	writeFile(t, dir, "torn.jsonl", buhmannABC+"\n"+`{"v":1,"type":"pass"}`+"\n"+`{"v":1,"type":"pa`)
	writeFile(t, dir, "refused.jsonl", buhmannABC+"\n"+`{"v":1,"type":"fly"}`+"\n"+`{"v":1,"type":"pass"}`+"\n")
	writeFile(t, dir, "notes.txt", "not a game")
	list := syncList(t, ix, dir)
	if len(list) != 4 {
		t.Fatalf("%d games listed, want 4: %v", len(list), list)
	}
	if e := list["lord-7-players.jsonl"]; !e.Game.Over || e.Game.Events != 51 || len(e.Game.Players) != 7 || e.Err != "" {
		t.Errorf("Lord game: %+v", e)
	}
	if e := list["torn.jsonl"]; e.DamageLine != 3 || e.Game.Events != 1 || e.Err != "" {
		t.Errorf("torn game: line %d damaged, %d events, err %q; want line 3, 1 event", e.DamageLine, e.Game.Events, e.Err)
	}
	if e := list["refused.jsonl"]; !strings.Contains(e.Err, "2:") {
		t.Errorf("refused game: err %q, want the line number 2", e.Err)
	}
	games, err := ix.Games(dir)
	if err != nil {
		t.Fatal(err)
	}
	s := SeasonOf(games, Filter{}, Identities{})
	if s.Games != 2 || s.Unfinished != 1 || len(s.Damaged) != 2 {
		t.Errorf("season: %d games, %d unfinished, damaged %v; want 2, 1 and two damaged", s.Games, s.Unfinished, s.Damaged)
	}
}

// TestIndexNoticesChanges: a file is read again when its size, its
// modification time or its last line changes, and forgotten when gone.
// Its files all changed a moment ago, so their change times are not
// trusted (settled): every check reads them whole.
func TestIndexNoticesChanges(t *testing.T) {
	noticesChanges(t)
}

// TestIndexTrustsTheChangeTime: with the change times trusted (the files
// settled long ago), an unchanged file is not read again at all, and
// every change of TestIndexNoticesChanges is still noticed: setting the
// modification time back changes the change time.
func TestIndexTrustsTheChangeTime(t *testing.T) {
	defer func(s time.Duration) { settled = s }(settled)
	settled = -time.Hour // every change time is trusted
	var whole atomic.Int64
	onFullStamp = func() { whole.Add(1) }
	defer func() { onFullStamp = nil }()
	ix, _ := openTestIndex(t)
	dir := t.TempDir()
	writeFile(t, dir, "g.jsonl", buhmannABC+"\n"+`{"v":1,"type":"pass"}`+"\n")
	syncList(t, ix, dir)
	before := whole.Load()
	if n := syncList(t, ix, dir)["g.jsonl"].Game.Events; n != 1 || whole.Load() != before {
		t.Fatalf("an unchanged file: %d events, read whole %d times, want 1 and none", n, whole.Load()-before)
	}
	noticesChanges(t)
}

func noticesChanges(t *testing.T) {
	ix, _ := openTestIndex(t)
	dir := t.TempDir()
	head := buhmannABC + "\n" + `{"v":1,"type":"pass"}` + "\n"
	path := writeFile(t, dir, "g.jsonl", head)
	if n := syncList(t, ix, dir)["g.jsonl"].Game.Events; n != 1 {
		t.Fatalf("%d events, want 1", n)
	}
	writeFile(t, dir, "g.jsonl", head+`{"v":1,"type":"pass"}`+"\n") // grows
	if n := syncList(t, ix, dir)["g.jsonl"].Game.Events; n != 2 {
		t.Fatalf("after an append: %d events, want 2", n)
	}
	// Same size and modification time, another last record: only the
	// checksum of the last line tells.
	info, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	writeFile(t, dir, "g.jsonl", head+`{"v":1,"type":"end" }`+"\n")
	if err := os.Chtimes(path, info.ModTime(), info.ModTime()); err != nil {
		t.Fatal(err)
	}
	if info2, _ := os.Stat(path); info2.Size() != info.Size() || !info2.ModTime().Equal(info.ModTime()) {
		t.Fatal("the test needs the same size and time")
	}
	if e := syncList(t, ix, dir)["g.jsonl"]; !e.Game.Over {
		t.Fatalf("after a same-size rewrite: %+v, want the game over", e)
	}
	// Same size and time, a middle record changed: only the checksum of
	// the whole file tells (the last line is as it was).
	info, _ = os.Stat(path)
	writeFile(t, dir, "g.jsonl", buhmannABC+"\n"+`{"v":1,"type":"end"} `+"\n"+`{"v":1,"type":"end" }`+"\n")
	if err := os.Chtimes(path, info.ModTime(), info.ModTime()); err != nil {
		t.Fatal(err)
	}
	if info2, _ := os.Stat(path); info2.Size() != info.Size() || !info2.ModTime().Equal(info.ModTime()) {
		t.Fatal("the test needs the same size and time")
	}
	if e := syncList(t, ix, dir)["g.jsonl"]; e.Err == "" {
		t.Fatalf("after a same-size edit in the middle: %+v, want the file refused (the game is over before its last line)", e)
	}
	if err := os.Remove(path); err != nil {
		t.Fatal(err)
	}
	if list := syncList(t, ix, dir); len(list) != 0 {
		t.Fatalf("after removal: %v, want nothing", list)
	}
}

// TestIndexRebuiltEqualsIncremental: an index built file by file, with
// changes and removals on the way, holds exactly what an index built at
// once from the same files holds, even after its file was deleted.
func TestIndexRebuiltEqualsIncremental(t *testing.T) {
	dir := t.TempDir()
	paths := writeSeason(t, dir, 7, 24, 60)
	ix, ixPath := openTestIndex(t)
	for i, p := range paths {
		if i%5 == 0 {
			data, _ := os.ReadFile(p)
			os.WriteFile(p, data[:len(data)/2], 0o644) // a torn or shortened game, read now, completed later
		}
		if err := ix.Sync(dir, nil); err != nil {
			t.Fatal(err)
		}
	}
	writeSeason(t, dir, 7, 24, 60) // the same games, whole again
	os.Remove(paths[3])
	if err := ix.Sync(dir, nil); err != nil {
		t.Fatal(err)
	}
	incremental, err := ix.Games(dir)
	if err != nil {
		t.Fatal(err)
	}
	ix.Close()
	if err := os.Remove(ixPath); err != nil {
		t.Fatal(err)
	}
	rebuilt, err := OpenIndex(ixPath)
	if err != nil {
		t.Fatal(err)
	}
	defer rebuilt.Close()
	if err := rebuilt.Sync(dir, nil); err != nil {
		t.Fatal(err)
	}
	fresh, err := rebuilt.Games(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(fresh) != 23 || !reflect.DeepEqual(incremental, fresh) {
		t.Fatalf("rebuilt index (%d games) differs from the incremental one (%d)", len(fresh), len(incremental))
	}
	if !reflect.DeepEqual(SeasonOf(incremental, Filter{}, Identities{}), SeasonOf(fresh, Filter{}, Identities{})) {
		t.Fatal("the seasons differ")
	}
}

// TestIndexDamagedIsRebuilt: an index file that is not a database is
// replaced, since it holds nothing the game files do not.
func TestIndexDamagedIsRebuilt(t *testing.T) {
	path := filepath.Join(t.TempDir(), "index.db")
	if err := os.WriteFile(path, []byte(strings.Repeat("not a database ", 400)), 0o644); err != nil {
		t.Fatal(err)
	}
	ix, err := OpenIndex(path)
	if err != nil {
		t.Fatal(err)
	}
	defer ix.Close()
	dir := t.TempDir()
	copyGame(t, dir, "lord-7-players.jsonl")
	if list := syncList(t, ix, dir); len(list) != 1 {
		t.Fatalf("%d games, want 1", len(list))
	}
}

// TestRoster: names of past games, most recent first, each person once,
// aliases honoured.
func TestRoster(t *testing.T) {
	ix, _ := openTestIndex(t)
	dir := t.TempDir()
	at := func(d int) string { return time.Date(2026, 10, d, 20, 0, 0, 0, time.UTC).Format(time.RFC3339) }
	writeFile(t, dir, "a.jsonl", `{"v":1,"type":"setup","variant":"buhmann","players":["Ana","Ben","Jule"]}`+"\n"+
		`{"v":1,"seq":1,"at":"`+at(1)+`","type":"pass"}`+"\n")
	writeFile(t, dir, "b.jsonl", `{"v":1,"type":"setup","variant":"buhmann","players":["Cem","BEN","Dora"]}`+"\n"+
		`{"v":1,"seq":1,"at":"`+at(8)+`","type":"pass"}`+"\n")
	writeFile(t, dir, "c.jsonl", `{"v":1,"type":"setup","variant":"buhmann","players":["Julia","Eli","Ana"]}`+"\n"+
		`{"v":1,"seq":1,"at":"`+at(3)+`","type":"pass"}`+"\n")
	if err := ix.Sync(dir, nil); err != nil {
		t.Fatal(err)
	}
	roster, err := ix.Roster(NewIdentities(map[string]string{"Jule": "Julia"}))
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"Cem", "BEN", "Dora", "Julia", "Eli", "Ana"}
	if !reflect.DeepEqual(roster, want) {
		t.Errorf("roster %q, want %q", roster, want)
	}
}

// TestIndexLoadRebuildsBadFacts: facts the index cannot read make it
// rebuild itself from the files, not fail and not skip the game.
func TestIndexLoadRebuildsBadFacts(t *testing.T) {
	ix, _ := openTestIndex(t)
	dir := t.TempDir()
	copyGame(t, dir, "buhmann-5-players.jsonl")
	if _, err := ix.Load(dir, WantFacts, nil); err != nil {
		t.Fatal(err)
	}
	if _, err := ix.db.Exec("UPDATE games SET facts = x'0700'"); err != nil {
		t.Fatal(err)
	}
	games, err := ix.Load(dir, WantFacts, nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(games) != 1 || !games[0].Game.Over || len(games[0].Game.Players) != 5 {
		t.Fatalf("after rebuilding: %+v", games)
	}
}
