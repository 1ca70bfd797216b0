package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestStatsCSVSaysWhatItLeftOut: `stats --format csv` over a folder with
// a file that is no game says on stderr which file it left out and why,
// as the text and JSON reports do, instead of a table that silently
// counts fewer games (a breaker found a broken file left out without a
// word), and keeps stdout pure CSV.
func TestStatsCSVSaysWhatItLeftOut(t *testing.T) {
	dir := t.TempDir()
	game, err := os.ReadFile(filepath.Join("..", "testdata", "lord-7-players.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "good.jsonl"), game, 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "broken.jsonl"), []byte("garbage\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	env := []string{"LANG=C", "XDG_CONFIG_HOME=" + t.TempDir(), "XDG_STATE_HOME=" + t.TempDir()}
	for _, args := range [][]string{{"--format", "csv"}, {"--format", "csv", "--decks"}} {
		format := strings.Join(args, " ")
		out, errOut, code := runEnv(t, env, append(append([]string{"stats"}, args...), dir)...)
		if code != 0 {
			t.Fatalf("%s: exit %d: %s", format, code, errOut)
		}
		if !strings.Contains(errOut, "broken.jsonl") {
			t.Errorf("%s: stderr does not name the file left out: %q", format, errOut)
		}
		if strings.Contains(out, "broken.jsonl") {
			t.Errorf("%s: the CSV holds the problem: %q", format, out)
		}
	}
}
