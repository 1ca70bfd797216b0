package pgtest

import (
	"context"
	"testing"

	"github.com/jackc/pgx/v5"
)

// TestClusterStartsStopsAndStartsAgain: a database made, the server
// stopped (a connection then fails) and started again, the data kept.
func TestClusterStartsStopsAndStartsAgain(t *testing.T) {
	c := Start(t)
	url := c.NewDatabase(t)
	ctx := context.Background()
	exec := func(sql string) error {
		conn, err := pgx.Connect(ctx, url)
		if err != nil {
			return err
		}
		defer conn.Close(ctx)
		_, err = conn.Exec(ctx, sql)
		return err
	}
	if err := exec("CREATE TABLE t (n int); INSERT INTO t VALUES (1)"); err != nil {
		t.Fatal(err)
	}
	c.Stop(t)
	if err := exec("SELECT 1"); err == nil {
		t.Fatal("a stopped server answered")
	}
	c.Start(t)
	if err := exec("INSERT INTO t VALUES (2)"); err != nil {
		t.Fatal(err)
	}
	if n := c.Size(t, url); n <= 0 {
		t.Errorf("database size %d", n)
	}
}
