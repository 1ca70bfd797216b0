package journal

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"rolekeeper/safefile/safefiletest"
)

// hostileFiles are the files of testdata/hostile, made to exhaust or
// confuse a reader rather than by damage, and what reading each must say:
// the line refused and a phrase of the reason, or the line set aside
// (refused false).
var hostileFiles = []badFile{
	{"bom.jsonl", 1, "byte-order mark (U+FEFF)", true},
	{"long-line.jsonl", 3, "a line longer than 64 KiB", true},
	{"long-last-line.jsonl", 9, "a line longer than 64 KiB", false},
	{"long-name.jsonl", 1, "C-1: seat 1: ", true},
	// Protection removed: a flipped "crc" key would leave the record
	// unchecked, a stripped middle line would hide a line changed or
	// deleted, a seq 0 would read as none.
	{"czc-setup.jsonl", 1, `unknown key "czc" looks like a damaged "crc"`, true},
	{"czc-middle.jsonl", 4, `unknown key "czc" looks like a damaged "crc"`, true},
	{"sep-middle.jsonl", 4, "checksum mismatch", true},
	{"sep-hand-written.jsonl", 4, `unknown key "sep" looks like a damaged "seq"`, true},
	{"stripped.jsonl", 3, `a record without "seq" and "crc" after the setup or a record with a checksum`, true},
	{"stripped-deleted.jsonl", 2, `a record without "seq" and "crc" after the setup or a record with a checksum`, true},
	{"no-crc.jsonl", 3, `a record without "seq" and "crc" after the setup or a record with a checksum`, true},
	{"seq-zero.jsonl", 3, `"seq" 0: seq numbers start at 1`, true},
}

// TestHostileFilesRefused reads every hostile file through each way of
// reading a game file and Open: each refuses it with the same FILE:LINE:
// verdict, or sets its last line aside; no message quotes more than a cut
// excerpt of what it refuses.
func TestHostileFilesRefused(t *testing.T) { checkBadFiles(t, "hostile", hostileFiles) }

// specialFiles makes, in dir, what a game path must never be read as: a
// named pipe (which blocks a reader for good), links to /dev/zero and
// /dev/urandom (which never end), and a sparse file of 300 MB (over
// MaxFileSize); it returns their paths.
func specialFiles(t *testing.T, dir string) []string {
	t.Helper()
	fifo := filepath.Join(dir, "fifo.jsonl")
	if err := safefiletest.Mkfifo(fifo, 0o644); err != nil {
		t.Fatal(err)
	}
	paths := []string{fifo}
	for _, dev := range []string{"/dev/zero", "/dev/urandom"} {
		link := filepath.Join(dir, filepath.Base(dev)+".jsonl")
		if err := os.Symlink(dev, link); err != nil {
			t.Fatal(err)
		}
		paths = append(paths, link)
	}
	big := filepath.Join(dir, "big.jsonl")
	if err := os.WriteFile(big, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Truncate(big, 300<<20); err != nil {
		t.Fatal(err)
	}
	return append(paths, big)
}

// within runs f and fails the test if it has not returned after a long
// while: a reader that blocks on a pipe or reads /dev/zero without end
// never returns.
func within(t *testing.T, what string, f func()) {
	t.Helper()
	done := make(chan struct{})
	go func() { defer close(done); f() }()
	select {
	case <-done:
	case <-time.After(20 * time.Second):
		t.Fatalf("%s: still reading after 20 s", what)
	}
}

// TestSpecialFilesRefusedAtOnce: Read, ReadFinal and Open refuse a pipe, a
// device and a file over MaxFileSize by name, at once, without reading it.
func TestSpecialFilesRefusedAtOnce(t *testing.T) {
	want := map[string]string{"fifo.jsonl": "a named pipe (FIFO), not a regular file",
		"zero.jsonl": "a device, not a regular file", "urandom.jsonl": "a device, not a regular file",
		"big.jsonl": "larger than 256 MiB"}
	for _, path := range specialFiles(t, t.TempDir()) {
		within(t, path, func() {
			_, rerr := Read(path)
			_, ferr := ReadFinal(path)
			_, _, oerr := Open(path)
			for how, err := range map[string]error{"Read": rerr, "ReadFinal": ferr, "Open": oerr} {
				phrase := path + ": refused: " + want[filepath.Base(path)]
				if said(err) != phrase {
					t.Errorf("%s: got %q, want %q", how, said(err), phrase)
				}
			}
		})
	}
}

// TestListMarksSpecialFilesRefused: a games folder holding a pipe, links
// to devices and a huge file lists each as refused, at once, beside the
// game that can be resumed.
func TestListMarksSpecialFilesRefused(t *testing.T) {
	dir := t.TempDir()
	specialFiles(t, dir)
	if err := os.WriteFile(filepath.Join(dir, "game.jsonl"), readFile(t, filepath.Join("testdata", "damaged", "whole.jsonl")), 0o644); err != nil {
		t.Fatal(err)
	}
	within(t, "List", func() {
		entries, err := List(dir)
		if err != nil || len(entries) != 5 {
			t.Fatalf("%d entries, %v", len(entries), err)
		}
		for _, e := range entries {
			refused := strings.Contains(said(e.Err), "refused: ")
			if refused == (filepath.Base(e.Path) == "game.jsonl") {
				t.Errorf("%s: %v", e.Path, said(e.Err))
			}
		}
	})
	fifo := filepath.Join(dir, "fifo.jsonl")
	within(t, "List of a pipe", func() {
		if _, err := List(fifo); !strings.Contains(said(err), "refused: a named pipe (FIFO), not a folder") {
			t.Errorf("List of a pipe: %v", said(err))
		}
	})
}

// TestExtendKeepsProtection: what a follower reads appended to a file
// whose setup carries a checksum must carry seq and crc too.
func TestExtendKeepsProtection(t *testing.T) {
	data := readFile(t, filepath.Join("testdata", "damaged", "whole.jsonl"))
	f, err := Parse("whole.jsonl", data)
	if err != nil {
		t.Fatal(err)
	}
	_, ok, err := Extend(f, []byte(`{"v":1,"type":"pass"}`+"\n"))
	if !ok || err == nil || !strings.Contains(err.Error(), `a record without "seq" and "crc"`) {
		t.Fatalf("Extend with a stripped record: ok %v, %v", ok, err)
	}
}
