package stats

import (
	"bytes"
	"os"
	"path/filepath"
	"reflect"
	"testing"
	"time"

	"rolekeeper/wording"
)

// seasonJSONOf is `stats --format json --results` over entries.
func seasonJSONOf(t *testing.T, entries []Entry) []byte {
	t.Helper()
	var b bytes.Buffer
	r := Report{Season: SeasonOf(entries, Filter{}, Identities{}), Words: wording.English().Stats, Results: true}
	if err := r.Write(&b, JSON); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// loadAll is Load of every game of dir with its facts.
func loadAll(t *testing.T, ix *Index, dir string, want Want) []Entry {
	t.Helper()
	entries, err := ix.Load(dir, want, nil)
	if err != nil {
		t.Fatal(err)
	}
	return entries
}

// digestOf is the digest the index holds for dir, nil for none.
func digestOf(t *testing.T, ix *Index, dir string) []byte {
	t.Helper()
	abs, _ := filepath.Abs(dir)
	var blob []byte
	if err := ix.db.QueryRow(`SELECT digest FROM folders WHERE dir = ?`, abs).Scan(&blob); err != nil {
		return nil
	}
	return blob
}

// TestWarmEqualsCold: over a random season with unfinished games and a
// damaged file, a warm run (the folder's digest) gives the same entries
// as the cold one (every file read) and the rows, and byte for byte the
// same JSON with every game one by one; after a file changes, one is
// added and one removed, the digest is written again and gives what a
// new index built from the files gives.
func TestWarmEqualsCold(t *testing.T) {
	defer func(s time.Duration) { settled = s }(settled)
	settled = -time.Hour // change times trusted: the warm run reads no file
	dir := t.TempDir()
	paths := writeSeason(t, dir, 11, 60, 80)
	writeFile(t, dir, "broken.jsonl", "garbage\n")
	ix, _ := openTestIndex(t)
	cold := loadAll(t, ix, dir, WantFacts)
	if digestOf(t, ix, dir) == nil {
		t.Fatal("no digest after the cold run")
	}
	rows, err := ix.Games(dir)
	if err != nil {
		t.Fatal(err)
	}
	warm := loadAll(t, ix, dir, WantFacts)
	if !reflect.DeepEqual(warm, cold) || !reflect.DeepEqual(rows, cold) {
		t.Fatal("the warm entries differ from the cold ones")
	}
	if w, c := seasonJSONOf(t, warm), seasonJSONOf(t, cold); !bytes.Equal(w, c) {
		t.Fatalf("the warm JSON differs from the cold one at byte %d", firstDiff(w, c))
	}
	for _, want := range []Want{WantList, WantUnfinished} {
		fromRows, err := ix.entries(dir, want)
		if err != nil {
			t.Fatal(err)
		}
		if got := loadAll(t, ix, dir, want); !reflect.DeepEqual(got, fromRows) {
			t.Errorf("want %d: the digest's entries differ from the rows'", want)
		}
	}
	data, _ := os.ReadFile(paths[0])
	os.WriteFile(paths[0], data[:len(data)*2/3], 0o644)
	os.Remove(paths[1])
	copyGame(t, dir, "lord-7-players.jsonl")
	changed := loadAll(t, ix, dir, WantFacts)
	fresh, _ := openTestIndex(t)
	want := loadAll(t, fresh, dir, WantFacts)
	if len(changed) != len(cold) || !reflect.DeepEqual(changed, want) || !reflect.DeepEqual(loadAll(t, ix, dir, WantFacts), want) {
		t.Fatalf("after the changes: %d games, a new index %d", len(changed), len(want))
	}
	if bytes.Equal(seasonJSONOf(t, changed), seasonJSONOf(t, cold)) {
		t.Fatal("the changes changed nothing: the test cannot fail")
	}
}

// TestBrokenDigestIsRebuilt: a digest that is damaged (a bit flipped, its
// end cut, another version, a count beyond its bytes) is refused, never
// read as figures: Load builds the index again from the files and gives
// the games as before.
func TestBrokenDigestIsRebuilt(t *testing.T) {
	dir := t.TempDir()
	writeSeason(t, dir, 13, 12, 60)
	ix, _ := openTestIndex(t)
	want := loadAll(t, ix, dir, WantFacts)
	good := digestOf(t, ix, dir)
	breaks := map[string]func([]byte) []byte{
		"bit":     func(b []byte) []byte { b[len(b)/2] ^= 0x10; return b },
		"cut":     func(b []byte) []byte { return b[:len(b)-3] },
		"version": func(b []byte) []byte { b[0] = digestVersion + 1; return b },
		"empty":   func([]byte) []byte { return []byte{} },
		"count":   func(b []byte) []byte { b[8] = 0x7f; return b },
	}
	for name, spoil := range breaks {
		if _, err := decodeDigest(spoil(bytes.Clone(good))); err == nil {
			t.Errorf("%s: a broken digest was read", name)
		}
		abs, _ := filepath.Abs(dir)
		if _, err := ix.db.Exec(`UPDATE folders SET digest = ? WHERE dir = ?`, spoil(bytes.Clone(good)), abs); err != nil {
			t.Fatal(err)
		}
		if got := loadAll(t, ix, dir, WantFacts); !reflect.DeepEqual(got, want) {
			t.Errorf("%s: after the rebuild the games differ", name)
		}
		if !bytes.Equal(digestOf(t, ix, dir), good) {
			t.Errorf("%s: the digest is not written again as it was", name)
		}
	}
}

// TestRowChangeDropsDigest: every change of a folder's rows (a file read
// again by SyncFiles or Sync, a file gone) deletes its digest in the same
// transaction, so that a digest never outlives the rows it was made of.
func TestRowChangeDropsDigest(t *testing.T) {
	dir := t.TempDir()
	paths := writeSeason(t, dir, 14, 6, 40)
	ix, _ := openTestIndex(t)
	for name, change := range map[string]func() error{
		"SyncFiles": func() error {
			os.WriteFile(paths[0], []byte("garbage\n"), 0o644)
			return ix.SyncFiles(paths[:1], nil)
		},
		"Sync": func() error {
			os.WriteFile(paths[2], []byte("garbage\n"), 0o644)
			return ix.Sync(dir, nil)
		},
		"prune": func() error {
			os.Remove(paths[3])
			return ix.Sync(dir, nil)
		},
	} {
		loadAll(t, ix, dir, WantFacts)
		if digestOf(t, ix, dir) == nil {
			t.Fatalf("%s: no digest after Load", name)
		}
		if err := change(); err != nil {
			t.Fatal(err)
		}
		if digestOf(t, ix, dir) != nil {
			t.Errorf("%s: the digest outlived the change of a row", name)
		}
	}
}

// TestDamagedRowsFoundLater: with the whole-database check left to the
// first run that reads rows, a page of the index overwritten with
// garbage never gives a wrong figure: the warm run's digest is whole or
// refused, and once a file changes and rows are read, the damage is
// found and the index built again from the files.
func TestDamagedRowsFoundLater(t *testing.T) {
	dir := t.TempDir()
	paths := writeSeason(t, dir, 15, 40, 60)
	ix, path := openTestIndex(t)
	want := loadAll(t, ix, dir, WantFacts)
	ix.Close()
	info, err := os.Stat(path)
	if err != nil || info.Size() < 8*4096 {
		t.Fatalf("index of %d bytes: %v", info.Size(), err)
	}
	for page := int64(2); page < info.Size()/4096; page += 3 {
		f, err := os.OpenFile(path, os.O_WRONLY, 0)
		if err != nil {
			t.Fatal(err)
		}
		f.WriteAt(bytes.Repeat([]byte{0xa5}, 4096), page*4096)
		f.Close()
	}
	ix, err = OpenIndex(path)
	if err != nil {
		t.Fatal(err)
	}
	defer ix.Close()
	if got := loadAll(t, ix, dir, WantFacts); !reflect.DeepEqual(got, want) {
		t.Fatal("the warm run over a damaged index gave other games")
	}
	data, _ := os.ReadFile(paths[5])
	os.WriteFile(paths[5], data[:len(data)/2], 0o644)
	fresh, _ := openTestIndex(t)
	if got := loadAll(t, ix, dir, WantFacts); !reflect.DeepEqual(got, loadAll(t, fresh, dir, WantFacts)) {
		t.Fatal("after a change the damaged index gave other games than a new one")
	}
}
