package cli

import (
	"bufio"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// servePage starts serve on game with the state folder state and returns
// the page's address it prints; serve is stopped (Ctrl+C) at the end of
// the test, or by the returned function.
func servePage(t *testing.T, game, state string) (url string, stop func()) {
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
	stopped := false
	stop = func() {
		if stopped {
			return
		}
		stopped = true
		_ = cmd.Process.Signal(syscall.SIGINT)
		done := make(chan struct{})
		go func() { _ = cmd.Wait(); close(done) }()
		select {
		case <-done:
		case <-time.After(10 * time.Second):
			_ = cmd.Process.Kill()
			<-done
		}
	}
	t.Cleanup(stop)
	urls := make(chan string, 1)
	go func() {
		s := bufio.NewScanner(out)
		for s.Scan() {
			if u, found := strings.CutPrefix(strings.TrimSpace(s.Text()), "http://"); found {
				select {
				case urls <- "http://" + u:
				default:
				}
			}
		}
	}()
	select {
	case url = <-urls:
	case <-time.After(10 * time.Second):
		t.Fatal("serve printed no page address within 10 s")
	}
	return url, stop
}

// TestServeKeepsThePageToken: the page's token lives as long as the
// game, not one run of serve: serve started again on the same game
// prints the same address, so that the pages still open come back to the
// table; the token is kept in the state folder readable by its owner
// only. Another game gets another token.
func TestServeKeepsThePageToken(t *testing.T) {
	game := writeFile(t, `{"v":1,"type":"setup","variant":"buhmann","players":["Ana","Ben","Cem"]}`)
	state := t.TempDir()
	first, stop := servePage(t, game, state)
	stop()
	again, stop := servePage(t, game, state)
	stop()
	if !strings.Contains(first, "/?t=") || first[strings.Index(first, "/?t="):] != again[strings.Index(again, "/?t="):] {
		t.Errorf("serve started again has another token:\n%s\n%s", first, again)
	}
	files, _ := filepath.Glob(filepath.Join(state, "rolekeeper", "live", "*.token"))
	if len(files) != 1 {
		t.Fatalf("token files: %v", files)
	}
	info, err := os.Stat(files[0])
	if err != nil || info.Mode().Perm() != 0o600 {
		t.Errorf("the token file: %v, %v; want mode 0600", info, err)
	}
	other := writeFile(t, `{"v":1,"type":"setup","variant":"buhmann","players":["Ida","Jan","Kim"]}`)
	third, _ := servePage(t, other, state)
	if third[strings.Index(third, "/?t="):] == first[strings.Index(first, "/?t="):] {
		t.Errorf("another game has the same token: %s", third)
	}
}
