package league

import (
	"strings"
	"testing"
	"time"

	"rolekeeper/safefile/safefiletest"
)

// TestListsNeverHangOnAPipeForALock: the same fault as the night's lock
// in the league's lists beside the state (the withdrawals and the queue
// of games to send): a named pipe at their lock is refused at once,
// naming it, rather than opened and waited on for ever.
func TestListsNeverHangOnAPipeForALock(t *testing.T) {
	dir := t.TempDir()
	withdrawals := WithdrawalsFile(dir)
	q := NewQueue(QueueFile(dir), "", "")
	for _, lock := range []string{withdrawals + ".lock", QueueFile(dir) + ".lock"} {
		if err := safefiletest.Mkfifo(lock, 0o600); err != nil {
			t.Skip("no named pipes here:", err)
		}
	}
	for name, edit := range map[string]func() error{
		"AddWithdrawal": func() error { return AddWithdrawal(withdrawals, "0123456789abcdef0123456789abcdef") },
		"the queue":     func() error { return q.change(func(p []string) []string { return append(p, "x.jsonl") }) },
	} {
		done := make(chan error, 1)
		go func() { done <- edit() }()
		select {
		case err := <-done:
			if err == nil || !strings.Contains(err.Error(), ".lock") {
				t.Errorf("%s under a pipe: %v", name, err)
			}
		case <-time.After(20 * time.Second):
			t.Fatalf("%s under a pipe for a lock still waits after 20 s", name)
		}
	}
}
