//go:build unix

package journal

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"os/exec"
	"strconv"
	"syscall"
	"testing"
	"time"
)

// The tests re-execute their own binary as a child process to have a
// second process hold a lock, or write a game until it is killed. The
// environment variable childEnv selects the child's part.
const (
	childEnv     = "JOURNAL_TEST_CHILD"
	childPathEnv = "JOURNAL_TEST_PATH"
	childSeedEnv = "JOURNAL_TEST_SEED"
)

func TestMain(m *testing.M) {
	switch os.Getenv(childEnv) {
	case "":
		os.Exit(m.Run())
	case "locker":
		os.Exit(childLocker(os.Getenv(childPathEnv)))
	case "writer":
		seed, _ := strconv.ParseUint(os.Getenv(childSeedEnv), 10, 64)
		os.Exit(childWriter(os.Getenv(childPathEnv), seed))
	}
	fmt.Fprintln(os.Stderr, "unknown child", os.Getenv(childEnv))
	os.Exit(2)
}

// childLocker opens the game at path, says "locked" and waits to be
// killed.
func childLocker(path string) int {
	if _, _, err := Open(path); err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	fmt.Println("locked")
	for {
		time.Sleep(time.Hour)
	}
}

// childWriter resumes (or starts) the game at path and appends legal
// random events for ever, printing "ack LINE" with the record's exact line
// after each Append has returned, that is after its fsync.
func childWriter(path string, seed uint64) int {
	r := rand.New(rand.NewPCG(seed, 2))
	j, _, err := Open(path)
	if errors.Is(err, os.ErrNotExist) {
		j, err = CreateFile(path, randomSetup(r))
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	out := bufio.NewWriter(os.Stdout)
	for {
		e, _ := legalEvent(r, j.Game())
		if err := j.Append(e, time.Now()); err != nil {
			fmt.Fprintln(os.Stderr, err)
			return 1
		}
		rec := j.Records()[len(j.Records())-1]
		fmt.Fprintf(out, "ack %s\n", EncodeEvent(rec.Event, rec.Seq, rec.At))
		if err := out.Flush(); err != nil {
			return 1
		}
	}
}

// child starts the test binary as a child of the given part.
func child(t *testing.T, part, path string, seed uint64) (*exec.Cmd, *bufio.Reader) {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), childEnv+"="+part, childPathEnv+"="+path,
		childSeedEnv+"="+strconv.FormatUint(seed, 10))
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

// kill sends SIGKILL to the child and waits for it to die.
func kill(t *testing.T, cmd *exec.Cmd, out *bufio.Reader) {
	t.Helper()
	if err := cmd.Process.Kill(); err != nil {
		t.Fatal(err)
	}
	_, _ = io.Copy(io.Discard, out)
	_ = cmd.Wait()
	ws, ok := cmd.ProcessState.Sys().(syscall.WaitStatus)
	if !ok || !ws.Signaled() || ws.Signal() != syscall.SIGKILL {
		t.Fatalf("the child was not killed by SIGKILL but ended: %v", cmd.ProcessState)
	}
}

// TestKilledHolderDoesNotBlock takes the lock in a child process, checks
// that it is refused while the child lives, kills the child with SIGKILL
// (leaving its lock file behind) and opens the game.
func TestKilledHolderDoesNotBlock(t *testing.T) {
	path := writeFile(t, "game.jsonl", sample(t, "sample-lord.jsonl"))
	cmd, out := child(t, "locker", path, 0)
	if line, err := out.ReadString('\n'); err != nil || line != "locked\n" {
		t.Fatalf("child: %q %v", line, err)
	}
	if _, _, err := Open(path); !errors.Is(err, ErrLocked) {
		t.Fatalf("open while the child holds the lock: %v, want ErrLocked", err)
	}
	if !inUse(path) {
		t.Error("inUse does not see the child's lock")
	}
	kill(t, cmd, out)
	if _, err := os.Stat(lockPath(path)); err != nil {
		t.Fatalf("the killed child's lock file should still be there: %v", err)
	}
	if inUse(path) {
		t.Error("inUse sees a dead process's lock")
	}
	mustOpen(t, path)
}
