package journal

import (
	"errors"
	"strings"
	"testing"
)

// TestSecondOpenRefused refuses a second Journal on a game that is open,
// with a message naming the file, and allows it once the first is closed.
func TestSecondOpenRefused(t *testing.T) {
	j, err := Create(t.TempDir(), lordSetup(), t0)
	if err != nil {
		t.Fatal(err)
	}
	_, _, err = Open(j.Path())
	if !errors.Is(err, ErrLocked) || !strings.HasPrefix(err.Error(), j.Path()+": ") {
		t.Fatalf("second open: %v, want ErrLocked naming %s", err, j.Path())
	}
	if _, err := CreateFile(j.Path(), lordSetup()); !errors.Is(err, ErrLocked) {
		t.Fatalf("create over an open game: %v, want ErrLocked", err)
	}
	if err := j.Close(); err != nil {
		t.Fatal(err)
	}
	j2, _ := mustOpen(t, j.Path())
	if !InUse(j2.Path()) {
		t.Error("inUse does not see the lock")
	}
}
