package cli

import (
	"strings"
	"testing"
)

// TestManPage: `rolekeeper man` writes the manual page in roff, with
// every command (fang wrote it before rolekeeper drew its own help).
func TestManPage(t *testing.T) {
	stdout, stderr, code := run(t, "man")
	if code != 0 || stderr != "" || !strings.HasPrefix(stdout, ".TH ROLEKEEPER 1") {
		t.Fatalf("man: exit %d, stderr %q, stdout starts %.40q", code, stderr, stdout)
	}
	for _, cmd := range []string{"replay", "check", "export", "stats", "serve"} {
		if !strings.Contains(stdout, cmd) {
			t.Errorf("the manual page lacks %s", cmd)
		}
	}
}
