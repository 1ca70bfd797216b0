package journal

import (
	"encoding/binary"
	"os"
	"path/filepath"
	"testing"

	"rolekeeper/internal/absent"
)

// TestFileIdentityOnWindows: the identity of the one-writer rule as
// Windows gives it (identity_windows.go), checked here on any system:
// the same NTFS file read through FILE_ID_INFO or through its 64-bit
// index is one file, so that either call refuses a second path to an
// open game; the same index on another volume, or a ReFS id that differs
// only in its upper 64 bits (which os.SameFile's 64-bit index would call
// the same), is another file.
func TestFileIdentityOnWindows(t *testing.T) {
	const vol, hi, lo = 0x1234abcd, 0x0001_0002, 0x0003_0004
	var ntfs [16]byte
	binary.LittleEndian.PutUint64(ntfs[:8], uint64(hi)<<32|uint64(lo))
	if windowsIndexID(vol, hi, lo) != windowsID(vol, ntfs) {
		t.Fatalf("one NTFS file, two identities: %v by its index, %v by FILE_ID_INFO", windowsIndexID(vol, hi, lo), windowsID(vol, ntfs))
	}
	if windowsIndexID(vol, hi, lo) == windowsIndexID(vol+1, hi, lo) {
		t.Error("the same index on another volume is the same file")
	}
	if windowsIndexID(vol, hi, lo) == windowsIndexID(vol, lo, hi) {
		t.Error("the index's two halves are not told apart")
	}
	refs := ntfs
	refs[15] = 1 // ReFS: the same low 64 bits, another file
	if windowsID(vol, refs) == windowsID(vol, ntfs) {
		t.Error("ReFS ids differing in their upper 64 bits are the same file")
	}
	if unixID(1, 2) == unixID(2, 1) || unixID(7, 9) == unixID(7, 8) {
		t.Error("unix identities: device and inode are not both compared")
	}
}

// TestFileIdentityOfLinks: the identity read from the system is one for
// a file and its hard link, as opened and by path, and another for a copy
// with the same bytes.
func TestFileIdentityOfLinks(t *testing.T) {
	dir := t.TempDir()
	game, link, copied := filepath.Join(dir, "game.jsonl"), filepath.Join(dir, "link.jsonl"), filepath.Join(dir, "copy.jsonl")
	for _, p := range []string{game, copied} {
		if err := os.WriteFile(p, []byte("{}\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Link(game, link); err != nil {
		absent.Skip(t, "no hard links in the temporary folder: %v", err)
	}
	f, err := os.Open(game)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	opened, err := idOf(f)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		path string
		same bool
	}{{game, true}, {link, true}, {copied, false}} {
		id, err := idAt(c.path)
		if err != nil {
			t.Fatal(err)
		}
		if (id == opened) != c.same {
			t.Errorf("%s: same file as the game: %v, want %v", filepath.Base(c.path), id == opened, c.same)
		}
	}
}
