package night

import (
	"path/filepath"
	"strings"
	"testing"
	"time"

	"rolekeeper/safefile/safefiletest"
)

// TestEditNeverHangsOnAPipeForALock: a named pipe at the night's lock
// (night.json.lock) is refused at once, naming it, and the night is not
// changed; before, opening it waited for a writer for ever and every
// command that changes the night hung (seen with night clock +1m).
func TestEditNeverHangsOnAPipeForALock(t *testing.T) {
	path := filepath.Join(t.TempDir(), "night.json")
	if err := safefiletest.Mkfifo(path+".lock", 0o600); err != nil {
		t.Skip("no named pipes here:", err)
	}
	done := make(chan error, 1)
	go func() {
		_, err := Edit(path, func(*Night) error { t.Error("edited under a pipe"); return nil })
		done <- err
	}()
	select {
	case err := <-done:
		if err == nil || !strings.Contains(err.Error(), "night.json.lock") {
			t.Fatalf("Edit under a pipe: %v", err)
		}
	case <-time.After(20 * time.Second):
		t.Fatal("Edit under a pipe for a lock still waits after 20 s")
	}
}
