// Package pgtest starts a throwaway PostgreSQL for tests: a cluster of its
// own (initdb, pg_ctl) in the test's temporary folder, listening only on
// a unix socket there, with no system service; the user postgres logs in
// with the password Password (scram-sha-256), so that tests can see a
// login refused. As root
// it runs the server as the user postgres, since PostgreSQL refuses to
// run as root. Without the PostgreSQL binaries a test is skipped with a
// message that says what to install, except under CI=true, where it
// fails.
//
// The binaries are looked for in $ROLEKEEPER_PGBIN, then
// /usr/lib/postgresql/15/bin (Debian's postgresql-15), then on PATH.
package pgtest

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"os/user"
	"path/filepath"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
)

// Password is the password of the user postgres.
const Password = "pgtest-secret"

// DebianBin is where Debian's postgresql-15 puts its binaries.
const DebianBin = "/usr/lib/postgresql/15/bin"

// Cluster is a running throwaway PostgreSQL.
type Cluster struct {
	// Dir holds the data folder, the log and the socket.
	Dir string
	bin string
	// runAs is the user the server runs as ("" for the current one).
	runAs   string
	running bool
}

// Bin returns the folder of the PostgreSQL binaries, or "" when there is
// none.
func Bin() string {
	for _, dir := range []string{os.Getenv("ROLEKEEPER_PGBIN"), DebianBin} {
		if dir != "" && isFile(filepath.Join(dir, "pg_ctl")) && isFile(filepath.Join(dir, "initdb")) {
			return dir
		}
	}
	if p, err := exec.LookPath("pg_ctl"); err == nil && isFile(filepath.Join(filepath.Dir(p), "initdb")) {
		return filepath.Dir(p)
	}
	return ""
}

func isFile(path string) bool {
	info, err := os.Stat(path)
	return err == nil && !info.IsDir()
}

// Start starts a cluster for the test t and stops it when t ends. It
// skips t (fails it under CI=true) when PostgreSQL is not installed.
func Start(t testing.TB) *Cluster {
	t.Helper()
	bin := Bin()
	if bin == "" {
		const msg = "PostgreSQL not found (neither $ROLEKEEPER_PGBIN, " + DebianBin + " nor pg_ctl on PATH): " +
			"install Debian's postgresql-15 (apt-get install postgresql-15) to run this test"
		if os.Getenv("CI") == "true" {
			t.Fatal(msg)
		}
		t.Skip(msg)
	}
	c := &Cluster{bin: bin}
	tmp := t.TempDir()
	if os.Geteuid() == 0 {
		c.runAs = "postgres"
		if err := traversable(tmp); err != nil {
			t.Fatal(err)
		}
	}
	c.Dir = filepath.Join(tmp, "pg")
	if err := os.Mkdir(c.Dir, 0o700); err != nil {
		t.Fatal(err)
	}
	if c.runAs != "" {
		u, err := user.Lookup(c.runAs)
		if err != nil {
			t.Fatalf("running as root, PostgreSQL needs the user %s: %v", c.runAs, err)
		}
		uid, _ := strconv.Atoi(u.Uid)
		gid, _ := strconv.Atoi(u.Gid)
		if err := os.Chown(c.Dir, uid, gid); err != nil {
			t.Fatal(err)
		}
	}
	pwfile := filepath.Join(c.Dir, "password")
	if err := os.WriteFile(pwfile, []byte(Password+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if out, err := c.command("initdb", "-D", c.data(), "-U", "postgres", "--pwfile", pwfile, "--auth=scram-sha-256",
		"-E", "UTF8", "--locale=C", "-N").CombinedOutput(); err != nil {
		t.Fatalf("initdb: %v\n%s", err, out)
	}
	t.Cleanup(func() { c.stop(t) })
	c.Start(t)
	return c
}

// traversable lets every user pass through the folders from the
// temporary folder (os.TempDir, which CI makes private) down to dir, so
// that the server's user reaches its own folder: it adds the others'
// search bit (x, not r) where it is missing.
func traversable(dir string) error {
	top := filepath.Clean(os.TempDir())
	for d := filepath.Clean(dir); ; d = filepath.Dir(d) {
		info, err := os.Stat(d)
		if err != nil {
			return err
		}
		if info.Mode().Perm()&0o001 == 0 {
			if err := os.Chmod(d, info.Mode().Perm()|0o001); err != nil {
				return err
			}
		}
		if d == top || d == filepath.Dir(d) || !strings.HasPrefix(d, top) {
			return nil
		}
	}
}

func (c *Cluster) data() string { return filepath.Join(c.Dir, "data") }

// command runs one of the binaries as the server's user.
func (c *Cluster) command(name string, args ...string) *exec.Cmd {
	path := filepath.Join(c.bin, name)
	if c.runAs == "" {
		return exec.Command(path, args...)
	}
	return exec.Command("runuser", append([]string{"-u", c.runAs, "--", path}, args...)...)
}

// Start starts the cluster again after Stop.
func (c *Cluster) Start(t testing.TB) {
	t.Helper()
	opts := fmt.Sprintf("-c listen_addresses='' -k %s -c fsync=off -c max_connections=40", c.Dir)
	if out, err := c.command("pg_ctl", "-D", c.data(), "-l", filepath.Join(c.Dir, "log"), "-w", "-t", "60",
		"-o", opts, "start").CombinedOutput(); err != nil {
		log, _ := os.ReadFile(filepath.Join(c.Dir, "log"))
		t.Fatalf("pg_ctl start: %v\n%s\n%s", err, out, log)
	}
	c.running = true
}

// Stop stops the cluster, as a server that goes away does: clients
// connected are cut off.
func (c *Cluster) Stop(t testing.TB) {
	t.Helper()
	if out, err := c.command("pg_ctl", "-D", c.data(), "-m", "fast", "-w", "stop").CombinedOutput(); err != nil {
		t.Fatalf("pg_ctl stop: %v\n%s", err, out)
	}
	c.running = false
}

func (c *Cluster) stop(t testing.TB) {
	if c.running {
		c.Stop(t)
	}
}

// URL returns the connection URL of the database name, over the socket,
// as the user postgres with its password.
func (c *Cluster) URL(name string) string {
	return "postgres://postgres:" + Password + "@/" + name + "?host=" + c.Dir + "&sslmode=disable"
}

var databases atomic.Int64

// NewDatabase creates an empty database and returns its URL.
func (c *Cluster) NewDatabase(t testing.TB) string {
	t.Helper()
	name := fmt.Sprintf("test_%d", databases.Add(1))
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	conn, err := pgx.Connect(ctx, c.URL("postgres"))
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(ctx)
	if _, err := conn.Exec(ctx, "CREATE DATABASE "+pgx.Identifier{name}.Sanitize()); err != nil {
		t.Fatal(err)
	}
	return c.URL(name)
}

// Size returns the size of the database of url in bytes
// (pg_database_size).
func (c *Cluster) Size(t testing.TB, url string) int64 {
	t.Helper()
	ctx := context.Background()
	conn, err := pgx.Connect(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(ctx)
	var n int64
	if err := conn.QueryRow(ctx, "SELECT pg_database_size(current_database())").Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}
