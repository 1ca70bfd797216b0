package journal

import (
	"errors"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"testing"

	"rolekeeper/internal/absent"
)

// TestHardLinkSaysWhereTheGameIsOpen: a game opened a second time through
// a hard link in another folder (which no search of the folder finds) is
// refused as open elsewhere, naming the process that holds its lock and
// the path it opened the game by, as far as the system tells (Linux:
// /proc/locks and /proc/PID/fd).
func TestHardLinkSaysWhereTheGameIsOpen(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("only Linux tells who holds a lock (/proc/locks)")
	}
	j, err := Create(t.TempDir(), buhmannSetup(), t0)
	if err != nil {
		t.Fatal(err)
	}
	defer j.Close()
	link := filepath.Join(t.TempDir(), "friday.jsonl")
	if err := os.Link(j.Path(), link); err != nil {
		absent.Skip(t, "no hard links in the temporary folder: %v", err)
	}
	_, _, err = Open(link)
	if !errors.Is(err, ErrLocked) {
		t.Fatalf("Open through the hard link: %v, want ErrLocked", err)
	}
	var sf *sameFile
	if !errors.As(err, &sf) {
		t.Fatalf("the refusal names no holder: %v", err)
	}
	pid, process, path := sf.HeldBy()
	if pid != os.Getpid() || path != j.Path() || process == "" {
		t.Errorf("held by %q, process %d, as %q; want this process (%d) as %s", process, pid, path, os.Getpid(), j.Path())
	}
	if !strings.Contains(err.Error(), strconv.Itoa(os.Getpid())) {
		t.Errorf("the message does not say the process: %v", err)
	}
}

// TestFlockHolderReadsProcLocks: the lines of /proc/locks that name an
// exclusive flock on the inode give its holder; others do not.
func TestFlockHolderReadsProcLocks(t *testing.T) {
	for _, c := range []struct {
		line string
		pid  int
		ok   bool
	}{
		{"1: FLOCK  ADVISORY  WRITE 4242 08:01:131077 0 EOF", 4242, true},
		{"2: FLOCK  ADVISORY  READ  4242 08:01:131077 0 EOF", 0, false},
		{"3: POSIX  ADVISORY  WRITE 4242 08:01:131077 0 EOF", 0, false},
		{"4: FLOCK  ADVISORY  WRITE 4242 08:01:99 0 EOF", 0, false},
		{"5: -> FLOCK  ADVISORY  WRITE 77 08:01:131077 0 EOF", 0, false},
		{"garbage", 0, false},
	} {
		pid, ok := flockHolder(c.line, 131077)
		if pid != c.pid && c.ok || ok != c.ok {
			t.Errorf("%q: %d %v, want %d %v", c.line, pid, ok, c.pid, c.ok)
		}
	}
}
