package journal

import (
	"os"
	"path/filepath"
	"slices"
	"testing"

	"rolekeeper/internal/absent"
)

// TestOtherNamesLeaveOutTheNameGiven: a game file refused as open
// elsewhere names its other names (a hard link beside it), never the name
// it was opened by, also when that name is relative (a breaker found
// "h/live.jsonl: … (the same file as h/live.jsonl, h/live2.jsonl)").
func TestOtherNamesLeaveOutTheNameGiven(t *testing.T) {
	dir := t.TempDir()
	game := filepath.Join(dir, "live.jsonl")
	if err := os.WriteFile(game, []byte("{}\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	link := filepath.Join(dir, "live2.jsonl")
	if err := os.Link(game, link); err != nil {
		absent.Skip(t, "no hard links in the temporary folder: %v", err)
	}
	t.Chdir(filepath.Dir(dir))
	rel := filepath.Join(filepath.Base(dir), "live.jsonl")
	for _, path := range []string{game, rel} {
		got := otherNames(path)
		if len(got) != 1 || !sameName(got[0], link) {
			t.Errorf("otherNames(%q) = %q, want only the link %s", path, got, link)
		}
		if slices.ContainsFunc(got, func(n string) bool { return sameName(n, game) }) {
			t.Errorf("otherNames(%q) names the file by the name it was given: %q", path, got)
		}
	}
}

// sameName reports whether two paths name the same place, relative or not.
func sameName(a, b string) bool {
	x, _ := filepath.Abs(a)
	y, _ := filepath.Abs(b)
	return x == y
}
