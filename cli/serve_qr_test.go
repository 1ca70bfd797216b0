package cli

import (
	"fmt"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/charmbracelet/x/ansi"

	"rolekeeper/internal/absent"
	"rolekeeper/internal/termshot"
)

// TestServeQRScansAt80x24: serve in a terminal of 80x24 (tmux) leaves its
// QR code, the page's address and the table code on the screen, and the
// screen, drawn as the terminal shows it, scans as the page's address: in
// colours on a light and on a dark terminal, and under NO_COLOR on a
// dark terminal (reverse video) and a light one (as is).
func TestServeQRScansAt80x24(t *testing.T) {
	tmux, err := exec.LookPath("tmux")
	if err != nil {
		absent.Skip(t, "no tmux: install it with apt-get install tmux")
	}
	game := writeFile(t, `{"v":1,"type":"setup","variant":"buhmann","players":["Ana","Ben","Cem"]}`)
	for _, c := range []struct {
		name, env, theme string
		ground           termshot.Ground
	}{{"colour-light", "", "", termshot.Light}, {"colour-dark", "", "", termshot.Dark},
		{"nocolor-dark", "NO_COLOR=1", "dark", termshot.Dark}, {"nocolor-light", "NO_COLOR=1", "light", termshot.Light}} {
		t.Run(c.name, func(t *testing.T) {
			sock := filepath.Join(t.TempDir(), "tmux")
			args := []string{"env", "TERM=xterm-256color", "LANG=C.UTF-8", "XDG_STATE_HOME=" + t.TempDir(),
				"XDG_CONFIG_HOME=" + t.TempDir()}
			if c.env != "" {
				args = append(args, c.env)
			}
			args = append(args, binary, "serve", "--file", game, "--listen", "127.0.0.1:0", "--web", "127.0.0.1:0")
			if c.theme != "" {
				args = append(args, "--theme", c.theme)
			}
			start := append([]string{"-S", sock, "-f", "/dev/null", "new-session", "-d", "-x", "80", "-y", "24"}, args...)
			if out, err := exec.Command(tmux, start...).CombinedOutput(); err != nil {
				t.Fatalf("tmux: %v\n%s", err, out)
			}
			defer exec.Command(tmux, "-S", sock, "kill-server").Run()
			var screen string
			for deadline := time.Now().Add(10 * time.Second); time.Now().Before(deadline); time.Sleep(100 * time.Millisecond) {
				out, err := exec.Command(tmux, "-S", sock, "capture-pane", "-p", "-e", "-N").Output()
				if err == nil && strings.Contains(string(out), "Table code: ") && strings.Contains(string(out), "/?t=") {
					screen = string(out)
					break
				}
			}
			if screen == "" {
				t.Fatal("serve showed no table code and address within 10 s")
			}
			lines := strings.Split(strings.TrimRight(screen, "\n"), "\n")
			var url string
			for _, l := range lines {
				if u, ok := strings.CutPrefix(strings.TrimSpace(ansi.Strip(l)), "http://"); ok {
					url = "http://" + strings.TrimSpace(u)
				}
			}
			got := termshot.Decode(t, termshot.Draw(lines, 80, c.ground), fmt.Sprintf("serve-80x24-%s.png", c.name))
			if url == "" || got != url {
				t.Errorf("the screen at 80x24 scans as %q, want the page's address %q:\n%s", got, url, screen)
			}
		})
	}
}
