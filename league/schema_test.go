package league

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/jackc/pgx/v5"

	"rolekeeper/internal/pgtest"
)

// TestAnotherApplicationsGames: a database that already has a table
// games of another application takes the league beside it, untouched.
func TestAnotherApplicationsGames(t *testing.T) {
	t.Parallel()
	c := pgtest.Start(t)
	url := c.NewDatabase(t)
	ctx := context.Background()
	other, err := pgx.Connect(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	defer other.Close(ctx)
	if _, err := other.Exec(ctx, `CREATE TABLE games (name text); INSERT INTO games VALUES ('chess');
		CREATE TABLE records (x int)`); err != nil {
		t.Fatal(err)
	}
	db := connect(t, url)
	paths := writeSeason(t, t.TempDir(), 3, 0, 3, 30)
	pushAll(t, db, "", paths)
	var name string
	if err := other.QueryRow(ctx, "SELECT name FROM public.games").Scan(&name); err != nil || name != "chess" {
		t.Fatalf("the other application's games: %q, %v", name, err)
	}
	if ok, n := hasGame(t, db, mustID(t, paths[0])); !ok || n == 0 {
		t.Fatalf("the league's game: %v, %d records", ok, n)
	}
}

func mustID(t *testing.T, path string) string {
	t.Helper()
	g, err := readGame(path)
	if err != nil {
		t.Fatal(err)
	}
	return g.file.ID
}

// TestLegacyLeagueMoved: a league of schema version 1, made in the
// default schema with the file's path and the laptop's name in each row,
// is moved into the schema rolekeeper with its records, and the path and
// host name are gone.
func TestLegacyLeagueMoved(t *testing.T) {
	t.Parallel()
	c := pgtest.Start(t)
	url := c.NewDatabase(t)
	ctx := context.Background()
	old, err := pgx.Connect(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	defer old.Close(ctx)
	if _, err := old.Exec(ctx, migrations[0]+`; CREATE TABLE rolekeeper_schema (version integer NOT NULL);
		INSERT INTO rolekeeper_schema VALUES (1)`); err != nil {
		t.Fatal(err)
	}
	path := writeSeason(t, t.TempDir(), 4, 0, 1, 30)[0]
	g, err := readGame(path)
	if err != nil {
		t.Fatal(err)
	}
	_, all := g.digests(len(g.records))
	if _, err := old.Exec(ctx, `INSERT INTO games (id, path, host, modified, lines, digest, variant, players, over)
		VALUES ($1, $2, 'jules-laptop', 0, $3, $4, 'lord', '{}', true)`, g.file.ID, g.path, len(g.records), all); err != nil {
		t.Fatal(err)
	}
	for seq, r := range g.records {
		if _, err := old.Exec(ctx, "INSERT INTO records VALUES ($1, $2, $3)", g.file.ID, seq, string(r.text)); err != nil {
			t.Fatal(err)
		}
	}
	db := connect(t, url)
	var left int
	if err := old.QueryRow(ctx, "SELECT count(*) FROM pg_tables WHERE schemaname = 'public'").Scan(&left); err != nil || left != 0 {
		t.Fatalf("%d tables left in public (%v)", left, err)
	}
	if ok, n := hasGame(t, db, g.file.ID); !ok || n != len(g.records) {
		t.Fatalf("moved: %v, %d records, want %d", ok, n, len(g.records))
	}
	p, err := db.Push(ctx, path, "")
	if err != nil || p.Outcome != Unchanged {
		t.Fatalf("pushed again after the move: %+v, %v", p, err)
	}
	assertNothingPrivate(t, db, filepath.Dir(path), "jules-laptop")
}

// TestOnlyTheRecordsLeave: no row of the league holds the file's folder
// (the user's account) or the laptop's name, and the standings name a
// game by its id.
func TestOnlyTheRecordsLeave(t *testing.T) {
	t.Parallel()
	c := pgtest.Start(t)
	db := connect(t, c.NewDatabase(t))
	dir := filepath.Join(t.TempDir(), "home-jule")
	if err := os.Mkdir(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	paths := writeSeason(t, dir, 5, 0, 4, 30)
	pushAll(t, db, "", paths)
	host, _ := os.Hostname()
	assertNothingPrivate(t, db, dir, host)
	js := standingsJSON(t, db)
	if strings.Contains(js, dir) || strings.Contains(js, ".jsonl") {
		t.Errorf("the standings name a file:\n%.400s", js)
	}
	if id := mustID(t, paths[0]); !strings.Contains(js, `"game": "`+id+`"`) {
		t.Errorf("the standings do not name the game %s by its id:\n%.600s", id, js)
	}
}

// assertNothingPrivate fails when a row of the league's games holds dir,
// the name of a game file, or host.
func assertNothingPrivate(t *testing.T, db *DB, dir, host string) {
	t.Helper()
	rows, err := db.conn.Query(context.Background(), "SELECT row_to_json(g)::text FROM rolekeeper.games g")
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	n := 0
	for rows.Next() {
		var row string
		if err := rows.Scan(&row); err != nil {
			t.Fatal(err)
		}
		n++
		if strings.Contains(row, dir) || strings.Contains(row, ".jsonl") || host != "" && strings.Contains(row, host) {
			t.Errorf("a row holds the path or the host name: %s", row)
		}
	}
	if n == 0 {
		t.Fatal("no game in the league")
	}
}
