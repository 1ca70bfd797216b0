package rules

import (
	"bytes"
	"cmp"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"rolekeeper/internal/absent"
)

// TestSharedCopiesAreCurrent checks that the copies in testdata of the
// shared example games and of RULES.md, which TestSharedExamples and
// TestEveryRuleHasATest read so that they run in a bare clone, still equal
// the shared folder. Without the shared folder only this comparison is
// skipped (the tests themselves always run from the copies), but under
// CI=true it fails: .ci/run names the folder (ROLEKEEPER_SHARED).
func TestSharedCopiesAreCurrent(t *testing.T) {
	// The shared folder is beside the repository (../shared from the
	// repository root), or the folder named by ROLEKEEPER_SHARED.
	sharedDir := cmp.Or(os.Getenv("ROLEKEEPER_SHARED"), "../../shared")
	if _, err := os.Stat(filepath.Join(sharedDir, "RULES.md")); err != nil {
		absent.Skip(t, "no shared folder at %s (set ROLEKEEPER_SHARED to it): the copies in testdata are not compared with it; "+
			"the examples and rule ids are still tested from the copies", sharedDir)
	}
	sameFile(t, filepath.Join(sharedDir, "RULES.md"), rulesCopy)
	shared := fileNames(t, filepath.Join(sharedDir, "examples"))
	copied := fileNames(t, examplesDir)
	if !slices.Equal(shared, copied) {
		t.Fatalf("%s holds %v, the copy %s holds %v: copy the folder again", filepath.Join(sharedDir, "examples"), shared, examplesDir, copied)
	}
	for _, name := range shared {
		sameFile(t, filepath.Join(sharedDir, "examples", name), filepath.Join(examplesDir, name))
	}
}

// sameFile fails the test when the copy differs from the shared file.
func sameFile(t *testing.T, shared, copied string) {
	t.Helper()
	want, err := os.ReadFile(shared)
	if err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile(copied)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("%s differs from %s: copy it again (cp %s %s)", copied, shared, shared, copied)
	}
}

// fileNames lists the names of the files in dir, sorted.
func fileNames(t *testing.T, dir string) []string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range entries {
		if !e.IsDir() {
			names = append(names, e.Name())
		}
	}
	return names
}
