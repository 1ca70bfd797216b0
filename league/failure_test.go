package league

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"rolekeeper/internal/childtest"
	"rolekeeper/internal/pgtest"
)

// hasGame reports whether the league holds the game id, and how many of
// its records.
func hasGame(t *testing.T, db *DB, id string) (bool, int) {
	t.Helper()
	var games, records int
	if err := db.conn.QueryRow(context.Background(),
		"SELECT (SELECT count(*) FROM rolekeeper.games WHERE id = $1), (SELECT count(*) FROM rolekeeper.records WHERE game = $1)", id).Scan(&games, &records); err != nil {
		t.Fatal(err)
	}
	return games > 0, records
}

// TestPushKilledHalfway: a push killed with kill -9 when everything is
// written but not committed leaves nothing of the game, and the next push
// of it goes through.
func TestPushKilledHalfway(t *testing.T) {
	t.Parallel()
	c := pgtest.Start(t)
	url := c.NewDatabase(t)
	connect(t, url) // the schema, before the child
	path := writeSeason(t, t.TempDir(), 8, 0, 1, 400)[0]
	cmd, out := childtest.Start(t, "^TestPushChild$", "LEAGUE_CHILD_URL="+url, "LEAGUE_CHILD_FILE="+path)
	childtest.Await(t, out, "ready")
	childtest.Kill(t, cmd, out)
	db := connect(t, url)
	g, err := readGame(path)
	if err != nil {
		t.Fatal(err)
	}
	if there, n := hasGame(t, db, g.file.ID); there || n != 0 {
		t.Fatalf("after kill -9: game there %v, %d records; want nothing", there, n)
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	p, err := db.Push(ctx, path, "t") // the server dropped the dead one's locks
	if err != nil || p.Outcome != Added || p.Records != len(g.records) {
		t.Fatalf("push after the kill: %+v, %v", p, err)
	}
}

// TestPushChild is the process TestPushKilledHalfway kills: it pushes a
// file and, when all is written but nothing committed, says so and
// waits.
func TestPushChild(t *testing.T) {
	url := os.Getenv("LEAGUE_CHILD_URL")
	if url == "" {
		t.Skip("run by TestPushKilledHalfway")
	}
	db := connect(t, url)
	testHookBeforeCommit = func() {
		fmt.Println("ready")
		select {}
	}
	db.Push(context.Background(), os.Getenv("LEAGUE_CHILD_FILE"), "child")
}

// TestServerStoppedAndBack: a server that stops in the middle of a push
// leaves nothing of that game; while it is down a connection is refused
// in one line; once it is back the push goes through.
func TestServerStoppedAndBack(t *testing.T) {
	c := pgtest.Own(t) // stopped and started again
	url := c.NewDatabase(t)
	db := connect(t, url)
	paths := writeSeason(t, t.TempDir(), 9, 0, 2, 100)
	pushAll(t, db, "t", paths[:1])
	testHookBeforeCommit = func() { c.Stop(t) }
	_, err := db.Push(context.Background(), paths[1], "t")
	testHookBeforeCommit = nil
	var le *Error
	if !errors.As(err, &le) || le.Kind != ConnectionLost {
		t.Fatalf("push while the server stops: %v (%T), want a lost connection", err, err)
	}
	if _, err := Connect(context.Background(), url); !errors.As(err, &le) || le.Kind != Unreachable {
		t.Fatalf("connect while the server is down: %v, want unreachable", err)
	}
	c.Start(t)
	db = connect(t, url)
	g, _ := readGame(paths[1])
	if there, _ := hasGame(t, db, g.file.ID); there {
		t.Fatal("the game the server stopped under is in the league")
	}
	if p := pushAll(t, db, "t", paths); p[0].Outcome != Unchanged || p[1].Outcome != Added {
		t.Errorf("push after the server is back: %+v", p)
	}
}

// TestSchema: connecting twice, or many at once, migrates once; a
// database of a newer schema is refused and left as it is.
func TestSchema(t *testing.T) {
	t.Parallel()
	c := pgtest.Start(t)
	url := c.NewDatabase(t)
	errs := make(chan error)
	for range 4 {
		go func() {
			db, err := Connect(context.Background(), url)
			if err == nil {
				db.Close()
			}
			errs <- err
		}()
	}
	for range 4 {
		if err := <-errs; err != nil {
			t.Fatal(err)
		}
	}
	db := connect(t, url)
	var versions, v int
	if err := db.conn.QueryRow(context.Background(), "SELECT count(*), max(version) FROM rolekeeper.rolekeeper_schema").Scan(&versions, &v); err != nil {
		t.Fatal(err)
	}
	if versions != 1 || v != SchemaVersion {
		t.Fatalf("%d schema rows, version %d; want one, %d", versions, v, SchemaVersion)
	}
	if _, err := db.conn.Exec(context.Background(), "UPDATE rolekeeper.rolekeeper_schema SET version = $1", SchemaVersion+1); err != nil {
		t.Fatal(err)
	}
	_, err := Connect(context.Background(), url)
	var le *Error
	if !errors.As(err, &le) || le.Kind != NewerSchema || le.Version != SchemaVersion+1 || le.Known != SchemaVersion {
		t.Fatalf("a newer schema: %v, want refused", err)
	}
}

// TestSameGameFromLaptopsAtOnce: one new game pushed from four laptops at
// the same moment, two of them with a shorter copy: one push makes it,
// the others find it; no push fails, and the league holds the whole game
// once.
func TestSameGameFromLaptopsAtOnce(t *testing.T) {
	t.Parallel()
	c := pgtest.Start(t)
	url := c.NewDatabase(t)
	full := writeSeason(t, t.TempDir(), 13, 0, 1, 300)[0]
	data, _ := os.ReadFile(full)
	short := filepath.Join(t.TempDir(), "copy.jsonl")
	os.WriteFile(short, data[:bytes.Index(data[len(data)/2:], []byte("\n"))+len(data)/2+1], 0o644)
	dbs := make([]*DB, 4)
	for i := range dbs {
		dbs[i] = connect(t, url)
	}
	results := make([]Pushed, len(dbs))
	errs := make([]error, len(dbs))
	var wg sync.WaitGroup
	start := make(chan struct{})
	for i, db := range dbs {
		path := full
		if i%2 == 1 {
			path = short
		}
		wg.Go(func() {
			<-start
			results[i], errs[i] = db.Push(context.Background(), path, fmt.Sprintf("laptop-%d", i))
		})
	}
	close(start)
	wg.Wait()
	added := 0
	for i, err := range errs {
		if err != nil {
			t.Fatalf("laptop %d: %v", i, err)
		}
		if results[i].Outcome == Added {
			added++
		}
	}
	g, _ := readGame(full)
	if there, n := hasGame(t, dbs[0], g.file.ID); added != 1 || !there || n != len(g.records) {
		t.Errorf("%d pushes added the game; the league holds %d records of it, want %d: %+v", added, n, len(g.records), results)
	}
}
