package safefile_test

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	"rolekeeper/safefile"
)

// TestOpenFileNeverKeepsANameFromChanging: while a file is open through
// Open or OpenFile, another handle can still remove it and rename it, as
// on unix. On Windows a handle opened without FILE_SHARE_DELETE (as
// os.Open and os.OpenFile open) makes both fail with
// ERROR_SHARING_VIOLATION, and a new game's temporary name, removed
// while its lock was held, stayed beside the game for good.
func TestOpenFileNeverKeepsANameFromChanging(t *testing.T) {
	dir := t.TempDir()
	open := map[string]func(string) (*os.File, error){
		"Open":              func(p string) (*os.File, error) { return safefile.Open(p, 0) },
		"OpenFile O_WRONLY": func(p string) (*os.File, error) { return safefile.OpenFile(p, os.O_WRONLY) },
		"OpenFile O_APPEND": func(p string) (*os.File, error) { return safefile.OpenFile(p, os.O_WRONLY|os.O_APPEND) },
	}
	for name, openIt := range open {
		t.Run(name, func(t *testing.T) {
			a, b := filepath.Join(dir, name+"-a"), filepath.Join(dir, name+"-b")
			if err := os.WriteFile(a, []byte("game"), 0o644); err != nil {
				t.Fatal(err)
			}
			if err := os.Link(a, b); err != nil {
				t.Skipf("no hard links in %s: %v", dir, err)
			}
			f, err := openIt(a)
			if err != nil {
				t.Fatal(err)
			}
			defer f.Close()
			if err := os.Remove(b); err != nil {
				t.Errorf("removing the file's other name while it is open: %v", err)
			}
			if err := os.Rename(a, a+"-moved"); err != nil {
				t.Errorf("renaming the file while it is open: %v", err)
			}
		})
	}
}

// TestReplaceWaitsForAReader: Replace succeeds while a reader that closes
// within moments holds the file (the phones' page reading the night's
// file every second), and the reader reads the old bytes whole. Windows
// refuses to replace a file another handle has open
// (ERROR_ACCESS_DENIED), however it was opened; the rename is tried
// again for a while there.
func TestReplaceWaitsForAReader(t *testing.T) {
	path := filepath.Join(t.TempDir(), "night.json")
	if err := os.WriteFile(path, []byte("old"), 0o644); err != nil {
		t.Fatal(err)
	}
	f, err := safefile.Open(path, 0)
	if err != nil {
		t.Fatal(err)
	}
	read := make(chan string, 1)
	go func() {
		time.Sleep(50 * time.Millisecond) // the reader reads, and closes
		b := make([]byte, 16)
		n, _ := f.Read(b)
		f.Close()
		read <- string(b[:n])
	}()
	if err := safefile.Replace(path, text("new")); err != nil {
		t.Fatalf("replace while a reader holds the file: %v", err)
	}
	if got := <-read; got != "old" {
		t.Errorf("the reader read %q, want the old bytes", got)
	}
	if got, _ := os.ReadFile(path); string(got) != "new" {
		t.Errorf("the file holds %q, want new", got)
	}
}
