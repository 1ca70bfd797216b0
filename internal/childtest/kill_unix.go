//go:build unix

package childtest

import (
	"bufio"
	"io"
	"os/exec"
	"syscall"
	"testing"
)

// Kill kills the child with SIGKILL, as a crash or a power cut ends a
// program, reads what is left of its output and waits for it; it fails t
// unless the child died of that SIGKILL.
func Kill(t testing.TB, cmd *exec.Cmd, out *bufio.Reader) {
	t.Helper()
	if err := cmd.Process.Signal(syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	_, _ = io.Copy(io.Discard, out)
	_ = cmd.Wait()
	ws, ok := cmd.ProcessState.Sys().(syscall.WaitStatus)
	if !ok || !ws.Signaled() || ws.Signal() != syscall.SIGKILL {
		t.Fatalf("the child was not killed by SIGKILL but ended: %v", cmd.ProcessState)
	}
}
