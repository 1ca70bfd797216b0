package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// servePage starts serve on game with the state folder state and returns
// the page's address it prints; serve is stopped (Ctrl+C) at the end of
// the test, or by the returned function.
func servePage(t *testing.T, game, state string) (url string, stop func()) {
	t.Helper()
	srv := startServe(t, game, state)
	timeout := time.After(10 * time.Second)
	for {
		select {
		case l, ok := <-srv.lines:
			if !ok {
				t.Fatal("serve ended before it printed the page's address")
			}
			if u, found := strings.CutPrefix(strings.TrimSpace(l), "http://"); found {
				return "http://" + u, func() { _ = srv.stop() }
			}
		case <-timeout:
			t.Fatal("serve printed no page address within 10 s")
		}
	}
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
