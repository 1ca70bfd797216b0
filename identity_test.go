package main

import (
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestFileIdentityIsTheJournals: every comparison of two files'
// identities goes through journal's (journal.FileID: device and inode,
// or the volume serial and the 128-bit FILE_ID_INFO on Windows), not
// os.SameFile, which on Windows compares only the 64-bit file index and
// takes two files of ReFS for one. Allowed: Linux's /proc, whose links
// are compared with what stat says there (device and inode, the
// identity), and journal's Journal over files that are not the system's
// (WithFiles), which know only their Stat. Before, live's and league's
// tails compared with os.SameFile.
func TestFileIdentityIsTheJournals(t *testing.T) {
	allowed := map[string]int{filepath.Join("journal", "holder_linux.go"): 1, filepath.Join("journal", "journal.go"): 1}
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return err
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		if n := strings.Count(string(data), "os.SameFile("); n > allowed[path] {
			t.Errorf("%s compares files with os.SameFile %d times: use journal.IdentityOf or IdentityAt", path, n)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}
