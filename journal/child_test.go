//go:build unix

package journal

import (
	"bufio"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"rolekeeper/internal/childtest"
	"rolekeeper/internal/gamegen"
	"rolekeeper/safefile/safefiletest"
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
	case "repairer":
		os.Exit(childRepairer(os.Getenv(childPathEnv), os.Getenv(childStepEnv)))
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
	r := gamegen.Seeded(seed, 2)
	j, _, err := Open(path)
	if errors.Is(err, os.ErrNotExist) {
		j, err = CreateFile(path, gamegen.Table{MaxPlayers: 9}.Setup(r))
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	out := bufio.NewWriter(os.Stdout)
	at := time.Date(2026, 10, 2, 20, 0, 0, 0, time.UTC) // a fixed clock: the test never reads the machine's
	for {
		e, _, _ := gamegen.Plain(gamegen.MayEnd).Next(r, j.Game())
		at = at.Add(time.Second)
		if err := j.Append(e, at); err != nil {
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

// child starts the test binary as a child of the given part
// (childtest.Start), killed when t ends.
func child(t *testing.T, part, path string, seed uint64) (*exec.Cmd, *bufio.Reader) {
	t.Helper()
	return childtest.Start(t, "^$", childEnv+"="+part, childPathEnv+"="+path, childSeedEnv+"="+strconv.FormatUint(seed, 10))
}

// TestKilledHolderDoesNotBlock takes the lock in a child process, checks
// that it is refused while the child lives, kills the child with SIGKILL
// and opens the game; no lock file is left anywhere.
func TestKilledHolderDoesNotBlock(t *testing.T) {
	path := writeFile(t, "game.jsonl", sample(t, "sample-lord.jsonl"))
	cmd, out := child(t, "locker", path, 0)
	if line, err := out.ReadString('\n'); err != nil || line != "locked\n" {
		t.Fatalf("child: %q %v", line, err)
	}
	if _, _, err := Open(path); !errors.Is(err, ErrLocked) {
		t.Fatalf("open while the child holds the lock: %v, want ErrLocked", err)
	}
	if !InUse(path) {
		t.Error("inUse does not see the child's lock")
	}
	childtest.Kill(t, cmd, out)
	if InUse(path) {
		t.Error("inUse sees a dead process's lock")
	}
	mustOpen(t, path)
	if names := safefiletest.Names(t, filepath.Dir(path)); len(names) != 1 {
		t.Errorf("files beside the game: %v", names)
	}
}

// TestOneWriterWhateverThePath: while a child process has a game open,
// the same file reached through a symbolic link, a hard link or another
// spelling of its path is refused with ErrLocked, and the message names
// the path tried and the file's other name. Once the child is killed, the
// game opens through the link.
func TestOneWriterWhateverThePath(t *testing.T) {
	path := writeFile(t, "game.jsonl", sample(t, "sample-lord.jsonl"))
	dir := filepath.Dir(path)
	symlink := filepath.Join(t.TempDir(), "alias.jsonl")
	if err := os.Symlink(path, symlink); err != nil {
		t.Fatal(err)
	}
	hardlink := filepath.Join(dir, "hard.jsonl")
	if err := os.Link(path, hardlink); err != nil {
		t.Fatal(err)
	}
	spelled := dir + "/./sub/../game.jsonl"
	if err := os.Mkdir(filepath.Join(dir, "sub"), 0o755); err != nil {
		t.Fatal(err)
	}
	cmd, out := child(t, "locker", path, 0)
	if line, err := out.ReadString('\n'); err != nil || line != "locked\n" {
		t.Fatalf("child: %q %v", line, err)
	}
	for _, c := range []struct{ path, other string }{{symlink, path}, {hardlink, path}, {spelled, ""}} {
		_, _, err := Open(c.path)
		if !errors.Is(err, ErrLocked) || !strings.HasPrefix(err.Error(), c.path+": ") || !strings.Contains(err.Error(), c.other) {
			t.Errorf("%s: got %v, want ErrLocked naming it and %q", c.path, err, c.other)
		}
		if !InUse(c.path) {
			t.Errorf("%s: inUse does not see the lock", c.path)
		}
	}
	childtest.Kill(t, cmd, out)
	j, _ := mustOpen(t, symlink)
	if _, _, err := Open(hardlink); !errors.Is(err, ErrLocked) {
		t.Errorf("the hard link while the game is open through the symbolic link: %v", err)
	}
	if err := j.Close(); err != nil {
		t.Fatal(err)
	}
	if locks, _ := filepath.Glob(filepath.Join(dir, "*.lock")); len(locks) != 0 {
		t.Errorf("lock files left: %v", locks)
	}
}

// TestRepairedGameStaysLocked: a repair replaces the game file by a new
// one; the new file is locked before it has the name, so a child process
// that opens the game right after is refused, and nobody holds the old
// file's lock.
func TestRepairedGameStaysLocked(t *testing.T) {
	data := sample(t, "sample-lord.jsonl")
	path := writeFile(t, "game.jsonl", data[:len(data)-5]) // a torn last line
	j, d, err := Open(path)
	if err != nil || !d.Damaged() {
		t.Fatalf("open: %v, damage %+v", err, d)
	}
	defer j.Close()
	if !same(j.lock, path) {
		t.Fatal("the lock is not on the repaired file")
	}
	cmd, out := child(t, "locker", path, 0)
	if line, _ := out.ReadString('\n'); line == "locked\n" {
		t.Fatal("a second process opened the repaired game")
	}
	_ = cmd.Wait()
	if code := cmd.ProcessState.ExitCode(); code != 1 {
		t.Errorf("the second process exited %d, want 1", code)
	}
}
