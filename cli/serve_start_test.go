package cli

import (
	"bufio"
	"errors"
	"io"
	"os"
	"os/exec"
	"syscall"
	"testing"
	"time"
)

// served is `rolekeeper serve` started by startServe: the lines it
// prints, and how to stop it.
type served struct {
	// lines are the lines serve prints, in order, closed when it ends
	// (lines beyond the channel's room while nobody reads are dropped).
	lines <-chan string
	stop  func() error
}

// errNoStop says that serve did not stop within 10 s of Ctrl+C (then it
// was killed).
var errNoStop = errors.New("serve did not stop within 10 s of Ctrl+C")

// startServe starts serve on game with the state folder state, SSH and
// the page on ports of their own on 127.0.0.1. stop sends it Ctrl+C and
// waits for it (killing it after 10 s) and says how it ended; it is
// called at the end of the test too, and once only.
func startServe(t *testing.T, game, state string) served {
	t.Helper()
	cmd := exec.Command(binary, "serve", "--file", game, "--listen", "127.0.0.1:0", "--web", "127.0.0.1:0")
	cmd.Env = append(os.Environ(), "LANG=C", "XDG_STATE_HOME="+state, "XDG_CONFIG_HOME="+t.TempDir())
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	lines := make(chan string, 256)
	go readLines(out, lines)
	var ended error
	stopped := false
	stop := func() error {
		if stopped {
			return ended
		}
		stopped = true
		_ = cmd.Process.Signal(syscall.SIGINT)
		done := make(chan error, 1)
		go func() { done <- cmd.Wait() }()
		select {
		case ended = <-done:
		case <-time.After(10 * time.Second):
			_ = cmd.Process.Kill()
			<-done
			ended = errNoStop
		}
		return ended
	}
	t.Cleanup(func() { _ = stop() })
	return served{lines: lines, stop: stop}
}

// readLines sends the lines of out to lines, dropping those it has no
// room for, and closes it at the end.
func readLines(out io.Reader, lines chan<- string) {
	s := bufio.NewScanner(out)
	for s.Scan() {
		select {
		case lines <- s.Text():
		default:
		}
	}
	close(lines)
}
