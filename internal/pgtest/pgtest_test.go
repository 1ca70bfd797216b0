package pgtest

import (
	"context"
	"os"
	"testing"

	"github.com/jackc/pgx/v5"
)

func TestMain(m *testing.M) { os.Exit(Run(m)) }

// query runs sql in the database of url and scans one row into dest.
func query(url, sql string, dest ...any) error {
	ctx := context.Background()
	conn, err := pgx.Connect(ctx, url)
	if err != nil {
		return err
	}
	defer conn.Close(ctx)
	if len(dest) == 0 {
		_, err = conn.Exec(ctx, sql)
		return err
	}
	return conn.QueryRow(ctx, sql).Scan(dest...)
}

// TestClusterStartsStopsAndStartsAgain: a database made in a cluster of
// the test's own, the server stopped (a connection then fails) and
// started again, the data kept.
func TestClusterStartsStopsAndStartsAgain(t *testing.T) {
	c := Own(t)
	url := c.NewDatabase(t)
	if err := query(url, "CREATE TABLE t (n int); INSERT INTO t VALUES (1)"); err != nil {
		t.Fatal(err)
	}
	c.Stop(t)
	if err := query(url, "SELECT 1"); err == nil {
		t.Fatal("a stopped server answered")
	}
	c.Start(t)
	if err := query(url, "INSERT INTO t VALUES (2)"); err != nil {
		t.Fatal(err)
	}
	if n := c.Size(t, url); n <= 0 {
		t.Errorf("database size %d", n)
	}
}

// TestTestsShareTheClusterNotTheDatabase: two tests at once get the same
// cluster and databases of their own, each dropped when its test ends,
// even with a connection left open.
func TestTestsShareTheClusterNotTheDatabase(t *testing.T) {
	c := Start(t)
	if Start(t) != c {
		t.Fatal("a second Start started another cluster")
	}
	urls := make(chan string, 2)
	t.Run("group", func(t *testing.T) {
		for _, name := range []string{"a", "b"} {
			t.Run(name, func(t *testing.T) {
				t.Parallel()
				url := Start(t).NewDatabase(t)
				if err := query(url, "CREATE TABLE only_"+name+" (n int)"); err != nil {
					t.Fatal(err)
				}
				conn, err := pgx.Connect(context.Background(), url) // left open
				if err != nil {
					t.Fatal(err)
				}
				_ = conn
				urls <- url
			})
		}
	})
	a, b := <-urls, <-urls
	if a == b {
		t.Fatalf("both tests got %s", a)
	}
	var n int
	if err := query(c.URL("postgres"), "SELECT count(*) FROM pg_database WHERE datname LIKE 'test_%'", &n); err != nil {
		t.Fatal(err)
	}
	if n != 0 {
		t.Errorf("%d test databases left after their tests ended", n)
	}
}

// TestSharedClusterStoppedByATestAlone: a test that holds the package's
// cluster alone may stop it (a connection then fails); it is started
// again when that test ends, and that test's databases are dropped.
func TestSharedClusterStoppedByATestAlone(t *testing.T) {
	var url string
	t.Run("stops", func(t *testing.T) {
		c := Start(t)
		url = c.NewDatabase(t)
		if err := query(url, "CREATE TABLE kept (n int); INSERT INTO kept VALUES (7)"); err != nil {
			t.Fatal(err)
		}
		other := c.NewDatabase(t) // dropped after the restart
		c.Stop(t)
		if err := query(other, "SELECT 1"); err == nil {
			t.Fatal("a stopped server answered")
		}
	})
	Start(t)
	var n int
	if err := query(url, "SELECT n FROM kept", &n); err == nil || n != 0 {
		t.Fatalf("the stopping test's database outlived it: %d, %v", n, err)
	}
	if err := query(Start(t).URL("postgres"), "SELECT 1", &n); err != nil || n != 1 {
		t.Fatalf("the cluster was not started again: %v", err)
	}
}
