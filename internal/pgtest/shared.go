package pgtest

import (
	"fmt"
	"os"
	"sync"
	"sync/atomic"
	"testing"
)

// shared is the package's cluster, started by the first Start.
var shared struct {
	once sync.Once
	c    *Cluster
	err  error
	// reaper stops the cluster should the test binary end without Run's
	// cleanup (killed at its timeout, a panic).
	reaper *reaper
}

// inRun is set while Run runs the package's tests.
var inRun atomic.Bool

// Start returns the cluster the test package shares, starting it at the
// first call; each test takes a database of its own with NewDatabase.
// It skips t (fails it under CI=true) when PostgreSQL is not installed,
// and fails it when the package's TestMain does not run its tests
// through Run, which stops the cluster after them.
func Start(t testing.TB) *Cluster {
	t.Helper()
	bin := binOrSkip(t)
	if !inRun.Load() {
		t.Fatal("pgtest.Start: the package's TestMain must run its tests through pgtest.Run, which stops the shared cluster " +
			"after them: func TestMain(m *testing.M) { os.Exit(pgtest.Run(m)) }")
	}
	shared.once.Do(func() { shared.c, shared.err = startShared(bin) })
	if shared.err != nil {
		t.Fatal(shared.err)
	}
	hold(t)
	return shared.c
}

// holders are the tests that use the shared cluster at the moment: from
// their first Start to their end.
var holders struct {
	sync.Mutex
	tests map[testing.TB]bool
}

// hold counts t among the holders until it ends.
func hold(t testing.TB) {
	holders.Lock()
	defer holders.Unlock()
	if holders.tests[t] {
		return
	}
	if holders.tests == nil {
		holders.tests = map[testing.TB]bool{}
	}
	holders.tests[t] = true
	t.Cleanup(func() {
		holders.Lock()
		defer holders.Unlock()
		delete(holders.tests, t)
	})
}

// heldByOthers is the number of tests other than t that hold the shared
// cluster.
func heldByOthers(t testing.TB) int {
	holders.Lock()
	defer holders.Unlock()
	n := len(holders.tests)
	if holders.tests[t] {
		n--
	}
	return n
}

// root is the folder of the process's pristine and shared clusters,
// which Run removes.
var root struct {
	once sync.Once
	dir  string
	err  error
}

// tempRoot makes the folder of the process's clusters at the first call.
func tempRoot() (string, error) {
	root.once.Do(func() { root.dir, root.err = os.MkdirTemp("", "pgtest-") })
	return root.dir, root.err
}

// startShared makes and starts the shared cluster, and the reaper that
// stops it should this process die.
func startShared(bin string) (*Cluster, error) {
	dir, err := tempRoot()
	if err != nil {
		return nil, err
	}
	c, err := newCluster(bin, dir)
	if err != nil {
		return nil, err
	}
	c.shared = true
	if err := c.start(); err != nil {
		return nil, err
	}
	shared.reaper = startReaper(c, dir)
	return c, nil
}

// Run runs the package's tests (m.Run), then stops the shared cluster
// and removes its folder, and returns the exit code for os.Exit. Call it
// from the package's TestMain:
//
//	func TestMain(m *testing.M) { os.Exit(pgtest.Run(m)) }
//
// m is a *testing.M, or another helper's Run wrapped in a function
// (browsertest.RunnerFunc) for a package that needs both.
func Run(m interface{ Run() int }) int {
	inRun.Store(true)
	code := m.Run()
	if err := stopShared(); err != nil {
		fmt.Fprintln(os.Stderr, "pgtest:", err)
		if code == 0 {
			code = 1
		}
	}
	return code
}

// stopShared stops the shared cluster, if one was started, and removes
// its folder.
func stopShared() error {
	shared.reaper.cancel()
	var err error
	if shared.c != nil {
		err = shared.c.stop()
	}
	if root.dir != "" {
		if rerr := os.RemoveAll(root.dir); err == nil {
			err = rerr
		}
	}
	return err
}
