package export

import (
	"bytes"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"rolekeeper/journal"
	"rolekeeper/safefile"
	"rolekeeper/safefile/safefiletest"
)

// TestExportOntoAFailingDiskKeepsTheOldExport: exporting over an earlier
// export on a disk that fails at any step (full while writing, failing
// fsync, rename …) leaves the earlier export byte for byte, leaves no
// temporary file, and the error names the export and the step.
func TestExportOntoAFailingDiskKeepsTheOldExport(t *testing.T) {
	f, err := journal.Read(filepath.Join(demoDir, "demo-lord.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	for _, format := range []Format{Markdown, CSV, JSON} {
		write := func(w io.Writer) error { return Write(w, f.Game, format, journal.InfoOf(f), nil) }
		for _, step := range safefiletest.StepsBeforeReplace {
			dir := t.TempDir()
			path := filepath.Join(dir, "friday."+string(format))
			if err := WriteFile(path, write); err != nil {
				t.Fatal(err)
			}
			before := readFile(t, path)
			files = safefiletest.Failing{Step: step, Err: syscall.ENOSPC}.Writer()
			err := WriteFile(path, write)
			files = safefile.OS
			if !errors.Is(err, syscall.ENOSPC) || !strings.HasPrefix(err.Error(), path+": "+step+": ") {
				t.Errorf("%s at %s: got %v", format, step, err)
			}
			if after := readFile(t, path); !bytes.Equal(after, before) {
				t.Errorf("%s at %s: the earlier export changed (%d bytes, was %d)", format, step, len(after), len(before))
			}
			if items, _ := os.ReadDir(dir); len(items) != 1 {
				t.Errorf("%s at %s: %d files left in the folder", format, step, len(items))
			}
		}
	}
}

// TestWriteNewNeverReplaces: an export without a game file takes the
// first free name and leaves every file there as it was.
func TestWriteNewNeverReplaces(t *testing.T) {
	stem := filepath.Join(t.TempDir(), "rolekeeper-lord")
	if err := os.WriteFile(stem+".md", []byte("mine"), 0o644); err != nil {
		t.Fatal(err)
	}
	got, err := WriteNew(stem, ".md", func(w io.Writer) error { _, err := io.WriteString(w, "new"); return err })
	if err != nil || got != stem+"-2.md" {
		t.Fatalf("wrote %q, %v", got, err)
	}
	if mine := readFile(t, stem+".md"); string(mine) != "mine" {
		t.Errorf("the earlier file holds %q", mine)
	}
}
