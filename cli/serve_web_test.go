package cli

import (
	"io"
	"net/http"
	"net/http/cookiejar"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestServePrintsThePageAndItsCode: serve prints the page's address with
// its token and a QR code; the address opens the table; the playing
// screen learns it from the sharing file; Ctrl+C stops it all.
func TestServePrintsThePageAndItsCode(t *testing.T) {
	game := writeFile(t, `{"v":1,"type":"setup","variant":"buhmann","players":["Ana","Ben","Cem"]}`)
	state := t.TempDir()
	srv := startServe(t, game, state)
	var url string
	var qr int
	timeout := time.After(10 * time.Second)
	for qr < 10 || url == "" { // the code first, its address beneath
		select {
		case l, ok := <-srv.lines:
			if !ok {
				t.Fatal("serve ended before it printed the page")
			}
			if u, found := strings.CutPrefix(strings.TrimSpace(l), "http://"); found {
				url = "http://" + u
			}
			if strings.Contains(l, "█") {
				qr++
			}
		case <-timeout:
			t.Fatalf("no page address and QR code within 10 s (url %q, %d lines of code)", url, qr)
		}
	}
	if !strings.Contains(url, "/?t=") {
		t.Fatalf("the address holds no token: %q", url)
	}
	jar, _ := cookiejar.New(nil)
	c := &http.Client{Jar: jar, Timeout: 5 * time.Second}
	resp, err := c.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK || !strings.Contains(string(body), `id="state"`) {
		t.Errorf("the printed address: %d\n%s", resp.StatusCode, body)
	}
	// The server writes the sharing file beside its work, not before it
	// prints the page (the player's screen reads it once a second): wait
	// for it a while.
	var sharing []string
	for deadline := time.Now().Add(5 * time.Second); ; time.Sleep(20 * time.Millisecond) {
		sharing, _ = filepath.Glob(filepath.Join(state, "rolekeeper", "live", "*.json"))
		if len(sharing) != 0 || time.Now().After(deadline) {
			break
		}
	}
	if len(sharing) != 1 {
		t.Fatalf("sharing files: %v", sharing)
	}
	data, _ := os.ReadFile(sharing[0])
	if !strings.Contains(string(data), url) {
		t.Errorf("the sharing file does not hold the page's address %s:\n%s", url, data)
	}
	if err := srv.stop(); err != nil {
		t.Errorf("serve after Ctrl+C: %v", err)
	}
}

// TestServeWebBadAddress: a --web address that cannot be listened on is
// one line and exit 1.
func TestServeWebBadAddress(t *testing.T) {
	game := writeFile(t, `{"v":1,"type":"setup","variant":"buhmann","players":["Ana","Ben","Cem"]}`)
	_, stderr, code := runEnv(t, []string{"LANG=C", "XDG_STATE_HOME=" + t.TempDir()},
		"serve", "--file", game, "--listen", "127.0.0.1:0", "--web", "256.1.1.1:80")
	if code != 1 || !strings.Contains(stderr, "cannot listen on 256.1.1.1:80") {
		t.Errorf("exit %d, stderr %q", code, stderr)
	}
}
