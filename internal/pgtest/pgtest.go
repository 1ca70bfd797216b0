// Package pgtest starts throwaway PostgreSQL clusters for tests: initdb
// and pg_ctl in a temporary folder, listening only on a unix socket
// there, with no system service; the user postgres logs in with the
// password Password (scram-sha-256), so that tests can see a login
// refused. As root it runs the server as the user postgres, since
// PostgreSQL refuses to run as root. Without the PostgreSQL binaries a
// test is skipped with a message that says what to install, except under
// CI=true, where it fails.
//
// A test package shares one cluster (Start), started by its first test
// and stopped after its last by Run, which the package's TestMain calls;
// each test takes a database of its own (NewDatabase), dropped when the
// test ends. A test that stops the server while others run (t.Parallel)
// takes a cluster of its own (Own); one that runs alone may stop the
// shared one, which is started again when it ends.
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

	"rolekeeper/internal/absent"
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
	// runAs is the user the server runs as ("" for the current one),
	// owner its ids (nil for the current one).
	runAs   string
	owner   *owner
	running bool
	// shared is set on the package's cluster (Start).
	shared bool
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

// binOrSkip returns the folder of the binaries, or skips t (fails it
// under CI=true) when PostgreSQL is not installed.
func binOrSkip(t testing.TB) string {
	t.Helper()
	bin := Bin()
	if bin == "" {
		absent.Skip(t, "PostgreSQL not found (neither $ROLEKEEPER_PGBIN, %s nor pg_ctl on PATH): "+
			"install Debian's postgresql-15 (apt-get install postgresql-15) to run this test", DebianBin)
	}
	return bin
}

// Own starts a cluster of the test t's own, in its temporary folder, and
// stops it when t ends: for a test that stops and starts the server. It
// skips t (fails it under CI=true) when PostgreSQL is not installed.
func Own(t testing.TB) *Cluster {
	t.Helper()
	c, err := newCluster(binOrSkip(t), t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if err := c.stop(); err != nil {
			t.Error(err)
		}
	})
	if err := c.start(); err != nil {
		t.Fatal(err)
	}
	return c
}

// newCluster makes a cluster in the folder pg under tmp: under Run a
// copy of the process's pristine one, which initdb makes once (a copy
// takes a fraction of initdb's time), else by initdb.
func newCluster(bin, tmp string) (*Cluster, error) {
	c, err := emptyCluster(bin, tmp, "pg")
	if err != nil || !inRun.Load() {
		if err == nil {
			err = c.initdb()
		}
		return c, err
	}
	pristine, err := pristineCluster(bin)
	if err != nil {
		return nil, err
	}
	if err := copyTree(pristine.data(), c.data(), c.owner); err != nil {
		return nil, fmt.Errorf("copying the pristine cluster: %w", err)
	}
	return c, nil
}

// emptyCluster makes the folder name under tmp for a cluster, owned by
// the server's user, with no data folder yet.
func emptyCluster(bin, tmp, name string) (*Cluster, error) {
	c := &Cluster{bin: bin}
	if os.Geteuid() == 0 {
		c.runAs = "postgres"
		if err := traversable(tmp); err != nil {
			return nil, err
		}
		u, err := user.Lookup(c.runAs)
		if err != nil {
			return nil, fmt.Errorf("running as root, PostgreSQL needs the user %s: %w", c.runAs, err)
		}
		uid, _ := strconv.Atoi(u.Uid)
		gid, _ := strconv.Atoi(u.Gid)
		c.owner = &owner{uid, gid}
	}
	c.Dir = filepath.Join(tmp, name)
	if err := os.Mkdir(c.Dir, 0o700); err != nil {
		return nil, err
	}
	if c.owner != nil {
		if err := os.Chown(c.Dir, c.owner.uid, c.owner.gid); err != nil {
			return nil, err
		}
	}
	return c, nil
}

// initdb makes the cluster's data folder.
func (c *Cluster) initdb() error {
	pwfile := filepath.Join(c.Dir, "password")
	if err := os.WriteFile(pwfile, []byte(Password+"\n"), 0o644); err != nil {
		return err
	}
	if out, err := c.command("initdb", "-D", c.data(), "-U", "postgres", "--pwfile", pwfile, "--auth=scram-sha-256",
		"-E", "UTF8", "--locale=C", "-N").CombinedOutput(); err != nil {
		return fmt.Errorf("initdb: %v\n%s", err, out)
	}
	return os.Remove(pwfile)
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
	if err := c.start(); err != nil {
		t.Fatal(err)
	}
}

func (c *Cluster) start() error {
	if c.running {
		return nil
	}
	// fsync off: a test's data need not outlive a crash of the machine.
	opts := fmt.Sprintf("-c listen_addresses='' -k %s -c fsync=off -c max_connections=100", c.Dir)
	if out, err := c.command("pg_ctl", "-D", c.data(), "-l", filepath.Join(c.Dir, "log"), "-w", "-t", "60",
		"-o", opts, "start").CombinedOutput(); err != nil {
		log, _ := os.ReadFile(filepath.Join(c.Dir, "log"))
		return fmt.Errorf("pg_ctl start: %v\n%s\n%s", err, out, log)
	}
	c.running = true
	return nil
}

// Stop stops the cluster, as a server that goes away does: clients
// connected are cut off. The package's shared cluster (Start) can be
// stopped only by a test that holds it alone (one that does not call
// t.Parallel, while no other test uses the cluster), and is started
// again when that test ends, if it has not started it itself; a test
// that runs beside others takes a cluster of its own (Own).
func (c *Cluster) Stop(t testing.TB) {
	t.Helper()
	if c.shared {
		if others := heldByOthers(t); others > 0 {
			t.Fatalf("pgtest: %d other tests use the package's cluster (Start) at the moment: a test that stops the server "+
				"takes one of its own (pgtest.Own), or does not call t.Parallel", others)
		}
		t.Cleanup(func() {
			if err := c.start(); !c.running && err != nil {
				t.Error(err)
			}
		})
	}
	if err := c.stop(); err != nil {
		t.Fatal(err)
	}
}

func (c *Cluster) stop() error {
	if !c.running {
		return nil
	}
	if out, err := c.command("pg_ctl", "-D", c.data(), "-m", "fast", "-w", "stop").CombinedOutput(); err != nil {
		return fmt.Errorf("pg_ctl stop: %v\n%s", err, out)
	}
	c.running = false
	return nil
}

// URL returns the connection URL of the database name, over the socket,
// as the user postgres with its password.
func (c *Cluster) URL(name string) string {
	return "postgres://postgres:" + Password + "@/" + name + "?host=" + c.Dir + "&sslmode=disable"
}

var databases atomic.Int64

// NewDatabase creates an empty database for the test t and returns its
// URL; it is dropped when t ends.
func (c *Cluster) NewDatabase(t testing.TB) string {
	t.Helper()
	name := fmt.Sprintf("test_%d", databases.Add(1))
	if err := c.exec("CREATE DATABASE " + pgx.Identifier{name}.Sanitize()); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if !c.running {
			return // a test's own cluster, stopped
		}
		// FORCE: a connection the test left open does not keep it.
		if err := c.exec("DROP DATABASE " + pgx.Identifier{name}.Sanitize() + " WITH (FORCE)"); err != nil {
			t.Error(err)
		}
	})
	return c.URL(name)
}

// exec runs one statement in the database postgres.
func (c *Cluster) exec(sql string) error {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	conn, err := pgx.Connect(ctx, c.URL("postgres"))
	if err != nil {
		return err
	}
	defer conn.Close(ctx)
	_, err = conn.Exec(ctx, sql)
	return err
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
