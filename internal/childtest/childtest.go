// Package childtest runs parts of a test in child processes of the test
// binary: a process that measures where nothing else of the package runs
// (Measure), and a process to kill (Start, Kill), for the tests of a
// crash. The child is the test binary itself, told which part it is by
// an environment variable.
package childtest

import (
	"bufio"
	"os"
	"os/exec"
	"runtime"
	"strconv"
	"strings"
	"testing"

	"rolekeeper/internal/race"
)

// stopTheWorld, the last of the GODEBUG settings of a measuring process,
// has every garbage collection stop the world, so that a collection
// counts as live only what is reachable: a concurrent one counts what is
// allocated while it marks.
const stopTheWorld = "gcstoptheworld=1"

// Measure runs the test t again in a child process, alone (only t, so
// that no goroutine the package's other tests left allocates while it
// measures), where every collection stops the world, on procs
// processors (0: as many as the parent). In the parent it runs the child,
// logs its output, fails t if the child fails, and returns false: the
// test returns. In the child, marked by the environment variable env, it
// checks the settings and returns true: the test measures.
//
// Under the race detector, whose own allocations and slowness falsify
// the measurement, t is skipped: .ci/run runs it in its pass without.
func Measure(t *testing.T, env string, procs int) bool {
	t.Helper()
	if race.Enabled {
		t.Skip("measures the heap, which the race detector falsifies: it runs without -race (.ci/run's second pass)")
	}
	if os.Getenv(env) == "" {
		cmd := exec.Command(os.Args[0], "-test.run=^"+t.Name()+"$", "-test.count=1", "-test.v")
		godebug := stopTheWorld
		if s := os.Getenv("GODEBUG"); s != "" {
			godebug = s + "," + stopTheWorld
		}
		cmd.Env = append(os.Environ(), env+"=1", "GODEBUG="+godebug)
		if procs > 0 {
			cmd.Env = append(cmd.Env, "GOMAXPROCS="+strconv.Itoa(procs))
		}
		out, err := cmd.CombinedOutput()
		t.Logf("%s", out)
		if err != nil {
			t.Fatalf("the measuring process: %v", err)
		}
		return false
	}
	if !strings.HasSuffix(os.Getenv("GODEBUG"), stopTheWorld) || procs > 0 && runtime.GOMAXPROCS(0) != procs {
		t.Fatalf("the measuring process runs with GODEBUG=%q and %d processors, want %s last and %d",
			os.Getenv("GODEBUG"), runtime.GOMAXPROCS(0), stopTheWorld, procs)
	}
	return true
}

// Start starts the test binary as a child running the tests that match
// run ("^$" for none: a TestMain that looks at env does the child's
// part) with the environment variables env added, and returns it and its
// standard output; the child's standard error is the test's. The child
// is killed when t ends, if it still runs.
func Start(t testing.TB, run string, env ...string) (*exec.Cmd, *bufio.Reader) {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run="+run, "-test.count=1")
	cmd.Env = append(os.Environ(), env...)
	cmd.Stderr = os.Stderr
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		_ = cmd.Process.Kill()
		_ = cmd.Wait()
	})
	return cmd, bufio.NewReader(stdout)
}

// Await reads the child's next line and fails t unless it is want.
func Await(t testing.TB, out *bufio.Reader, want string) {
	t.Helper()
	if line, err := out.ReadString('\n'); err != nil || line != want+"\n" {
		t.Fatalf("the child said %q (%v), want %q", line, err, want)
	}
}
