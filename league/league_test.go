package league

import (
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"rolekeeper/internal/pgtest"
	"rolekeeper/journal"
	"rolekeeper/stats"
	"rolekeeper/wording"
)

func connect(t testing.TB, url string) *DB {
	t.Helper()
	db, err := Connect(context.Background(), url)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	return db
}

// pushAll pushes every file and fails on any error.
func pushAll(t testing.TB, db *DB, host string, paths []string) []Pushed {
	t.Helper()
	var out []Pushed
	for _, p := range paths {
		r, err := db.Push(context.Background(), p, host)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, r)
	}
	return out
}

// statsJSON is `rolekeeper stats --format json` over dirs, each game
// named by its id as the league names it (the league holds no path).
func statsJSON(t *testing.T, dirs ...string) string {
	t.Helper()
	ix, err := stats.OpenIndex(filepath.Join(t.TempDir(), "index.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer ix.Close()
	var all []stats.Entry
	for _, d := range dirs {
		es, err := ix.Load(d, stats.WantFacts, nil)
		if err != nil {
			t.Fatal(err)
		}
		all = append(all, es...)
	}
	for i := range all {
		if all[i].Game.ID != "" {
			all[i].Path, all[i].Game.Path = all[i].Game.ID, all[i].Game.ID
		}
	}
	return reportJSON(t, all)
}

// reportJSON is the JSON report of entries with every game one by one
// (--results), so that the comparisons of the league's standings with
// stats hold for each game, not the totals only.
func reportJSON(t *testing.T, entries []stats.Entry) string {
	t.Helper()
	var b bytes.Buffer
	r := stats.Report{Season: stats.SeasonOf(entries, stats.Filter{}, stats.Identities{}), Words: wording.English().Stats, Results: true}
	if err := r.Write(&b, stats.JSON); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

// standingsJSON is `rolekeeper league standings --format json --results`.
func standingsJSON(t *testing.T, db *DB) string {
	t.Helper()
	games, err := NewReader(db).Games(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	return reportJSON(t, Entries(games))
}

// rows counts the league's games and records.
func rows(t testing.TB, db *DB) (games, records int) {
	t.Helper()
	ctx := context.Background()
	if err := db.conn.QueryRow(ctx, "SELECT (SELECT count(*) FROM rolekeeper.games), (SELECT count(*) FROM rolekeeper.records)").Scan(&games, &records); err != nil {
		t.Fatal(err)
	}
	return games, records
}

// TestTwoLaptopsPushOneSeason: two state folders, each with part of a
// season and one game copied from the other (renamed, and behind), push
// at once; the league's standings are those of stats over both folders;
// pushing again changes no row.
func TestTwoLaptopsPushOneSeason(t *testing.T) {
	t.Parallel()
	c := pgtest.Start(t)
	url := c.NewDatabase(t)
	a, b := t.TempDir(), t.TempDir()
	pa := writeSeason(t, a, 1, 0, 12, 60)
	pb := writeSeason(t, b, 2, 12, 10, 60)
	data, err := os.ReadFile(pa[0])
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.SplitAfter(string(data), "\n")
	copied := filepath.Join(b, "copied-from-a.jsonl")
	if err := os.WriteFile(copied, []byte(strings.Join(lines[:len(lines)/2], "")), 0o644); err != nil {
		t.Fatal(err)
	}
	pb = append(pb, copied)

	var wg sync.WaitGroup
	for host, paths := range map[string][]string{"table-a": pa, "table-b": pb} {
		db := connect(t, url) // each laptop its own connection, migrating at once
		wg.Go(func() { pushAll(t, db, host, paths) })
	}
	wg.Wait()
	db := connect(t, url)
	want := statsJSON(t, a, b)
	if got := standingsJSON(t, db); got != want {
		t.Fatalf("league standings differ from stats over both folders:\n%s\nwant\n%s", got, want)
	}
	if !strings.Contains(want, `"games": 18`) {
		t.Errorf("stats over both folders: want 18 finished games (22 files, one a copy, 4 unfinished):\n%.300s", want)
	}
	g, r := rows(t, db)
	if g != 22 {
		t.Errorf("%d games in the league, want 22", g)
	}
	for _, p := range pushAll(t, db, "table-b", append(pa, pb...)) {
		if p.Outcome != Unchanged && !(p.Path == copied && p.Outcome == Behind) {
			t.Errorf("%s pushed again: outcome %d, want unchanged", p.Path, p.Outcome)
		}
	}
	if g2, r2 := rows(t, db); g2 != g || r2 != r {
		t.Errorf("pushing again: %d games, %d records; were %d and %d", g2, r2, g, r)
	}
}

// TestGrownGameIsCompleted: an unfinished game pushed, played on and
// pushed again gets only its new records.
func TestGrownGameIsCompleted(t *testing.T) {
	t.Parallel()
	c := pgtest.Start(t)
	db := connect(t, c.NewDatabase(t))
	dir := t.TempDir()
	full := writeSeason(t, dir, 3, 0, 1, 80)[0]
	data, _ := os.ReadFile(full)
	lines := strings.SplitAfter(strings.TrimSuffix(string(data), "\n"), "\n")
	half := filepath.Join(t.TempDir(), "game.jsonl")
	os.WriteFile(half, []byte(strings.Join(lines[:30], "")), 0o644)
	if p := pushAll(t, db, "t", []string{half})[0]; p.Outcome != Added || p.Records != 30 || p.Over {
		t.Fatalf("first push %+v, want 30 records added, unfinished", p)
	}
	kept := NewReader(db) // the standings screen's, which applies what a game gains
	if _, err := kept.Games(context.Background()); err != nil {
		t.Fatal(err)
	}
	os.WriteFile(half, []byte(strings.Join(lines[:55], "")), 0o644)
	pushAll(t, db, "t", []string{half})
	games, err := kept.Games(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if got, want := reportJSON(t, Entries(games)), standingsJSON(t, db); got != want || games[0].replay == nil {
		t.Errorf("a reader kept, after the game grew:\n%s\nwant as read afresh:\n%s", got, want)
	}
	os.WriteFile(half, data, 0o644)
	p := pushAll(t, db, "t", []string{half})[0]
	if p.Outcome != Completed || p.Records != len(lines)-55 || !p.Over {
		t.Fatalf("third push %+v, want %d records completing a finished game", p, len(lines)-55)
	}
	if got, want := standingsJSON(t, db), statsJSON(t, filepath.Dir(half)); got != want {
		t.Errorf("standings\n%s\nwant\n%s", got, want)
	}
	games, err = kept.Games(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if got, want := reportJSON(t, Entries(games)), statsJSON(t, filepath.Dir(half)); got != want || games[0].replay != nil {
		t.Errorf("a reader kept, after the game ended:\n%s\nwant\n%s", got, want)
	}
}

// TestConflictingCopyRefusedOthersGoThrough: a copy of a game whose
// fourth line differs from the league's is refused and named; the other
// games go through; a copy that differs where the league has nothing yet
// but its setup is refused too.
func TestConflictingCopyRefusedOthersGoThrough(t *testing.T) {
	t.Parallel()
	c := pgtest.Start(t)
	db := connect(t, c.NewDatabase(t))
	a, b := t.TempDir(), t.TempDir()
	pa := writeSeason(t, a, 4, 0, 3, 40)
	pushAll(t, db, "a", pa)
	data, _ := os.ReadFile(pa[1])
	lines := strings.SplitAfter(string(data), "\n")
	rec, err := journal.DecodeRecord([]byte(lines[3]))
	if err != nil {
		t.Fatal(err)
	}
	lines[3] = string(journal.EncodeEvent(rec.Event, rec.Seq, rec.At.Add(1e9))) + "\n" // entered a second later
	other := filepath.Join(b, "other.jsonl")
	os.WriteFile(other, []byte(strings.Join(lines, "")), 0o644)
	pb := append(writeSeason(t, b, 5, 5, 2, 40), other)
	var refused []string
	for _, p := range pb {
		_, err := db.Push(context.Background(), p, "b")
		var ce *ConflictError
		switch {
		case errors.As(err, &ce):
			refused = append(refused, ce.Error())
		case err != nil:
			t.Fatal(err)
		}
	}
	if len(refused) != 1 || refused[0] != other+": differs from the league's copy at line 4" {
		t.Errorf("refused %q, want only %s at line 4", refused, other)
	}
	if g, _ := rows(t, db); g != 5 {
		t.Errorf("%d games in the league, want 5", g)
	}
}

// TestDamagedFileRefusedAsCheckRefusesIt: a refused record refuses the
// file with its line, as check says; a torn last line is left out and the
// rest pushed.
func TestDamagedFileRefusedAsCheckRefusesIt(t *testing.T) {
	t.Parallel()
	c := pgtest.Start(t)
	db := connect(t, c.NewDatabase(t))
	dir := t.TempDir()
	p := writeSeason(t, dir, 6, 0, 2, 30)
	data, _ := os.ReadFile(p[0])
	os.WriteFile(p[0], append(data, `{"v":1,"seq":999,"type":"pass"}`+"\n"...), 0o644)
	_, err := db.Push(context.Background(), p[0], "t")
	_, checkErr := journal.ReadFinal(p[0])
	var je *journal.Error
	if !errors.As(err, &je) || checkErr == nil || err.Error() != checkErr.Error() {
		t.Errorf("push of a refused file: %v, want check's %v", err, checkErr)
	}
	data, _ = os.ReadFile(p[1])
	os.WriteFile(p[1], append(data, `{"v":1,"seq":`...), 0o644)
	r, err := db.Push(context.Background(), p[1], "t")
	if err != nil || !r.Damage.Damaged() || r.Records != bytes.Count(data, []byte("\n")) {
		t.Errorf("push of a torn file: %+v, %v; want the whole lines pushed", r, err)
	}
	if g, _ := rows(t, db); g != 1 {
		t.Errorf("%d games in the league, want 1", g)
	}
}
