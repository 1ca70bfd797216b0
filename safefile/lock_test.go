package safefile_test

import (
	"os"
	"path/filepath"
	"testing"

	"rolekeeper/safefile"
	"rolekeeper/safefile/safefiletest"
)

// TestLockableRefusesWhatIsNotAFile: a lock file's name holding a named
// pipe, a link to a device or a folder is refused (opening the pipe
// hung the night's and the league's lockers for ever); an absent name
// and a regular file are lockable.
func TestLockableRefusesWhatIsNotAFile(t *testing.T) {
	dir := t.TempDir()
	fifo, zero, folder := filepath.Join(dir, "fifo.lock"), filepath.Join(dir, "zero.lock"), filepath.Join(dir, "folder.lock")
	if err := safefiletest.Mkfifo(fifo, 0o600); err != nil {
		t.Skip("no named pipes here:", err)
	}
	if err := os.Symlink("/dev/zero", zero); err != nil {
		t.Fatal(err)
	}
	if err := os.Mkdir(folder, 0o700); err != nil {
		t.Fatal(err)
	}
	for _, p := range []string{fifo, zero, folder} {
		if err := safefile.Lockable(p); err == nil {
			t.Errorf("%s is lockable", filepath.Base(p))
		}
	}
	plain := filepath.Join(dir, "plain.lock")
	if err := os.WriteFile(plain, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	for _, p := range []string{plain, filepath.Join(dir, "absent.lock")} {
		if err := safefile.Lockable(p); err != nil {
			t.Errorf("%s: %v", filepath.Base(p), err)
		}
	}
}
