//go:build !unix

package childtest

import (
	"bufio"
	"io"
	"os/exec"
	"testing"
)

// Kill ends the child at once (TerminateProcess on Windows), as a crash
// ends a program, reads what is left of its output and waits for it; it
// fails t if the child ended by itself, successfully.
func Kill(t testing.TB, cmd *exec.Cmd, out *bufio.Reader) {
	t.Helper()
	if err := cmd.Process.Kill(); err != nil {
		t.Fatal(err)
	}
	_, _ = io.Copy(io.Discard, out)
	if err := cmd.Wait(); err == nil {
		t.Fatalf("the child was not killed but ended: %v", cmd.ProcessState)
	}
}
