package safefile_test

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"

	"rolekeeper/internal/absent"
	"rolekeeper/safefile"
	"rolekeeper/safefile/safefiletest"
)

// text is a write function that writes s.
func text(s string) func(io.Writer) error {
	return func(w io.Writer) error {
		_, err := io.WriteString(w, s)
		return err
	}
}

var steps = safefiletest.StepsBeforeReplace

// TestReplaceKeepsTheOldFileWhateverFails: a replace that fails at any
// step before the new file is in place leaves the old one byte for byte,
// leaves no temporary file, and says which file and which step.
func TestReplaceKeepsTheOldFileWhateverFails(t *testing.T) {
	old := strings.Repeat("the previous export\n", 500)
	for _, step := range steps {
		t.Run(step, func(t *testing.T) {
			dir := t.TempDir()
			path := filepath.Join(dir, "friday.json")
			if err := os.WriteFile(path, []byte(old), 0o644); err != nil {
				t.Fatal(err)
			}
			w := safefiletest.Failing{Step: step, Err: syscall.ENOSPC}.Writer()
			err := w.Replace(path, text(strings.Repeat("new", 10000)))
			var se *safefile.Error
			if !errors.As(err, &se) || se.Path != path || se.Op != step || !errors.Is(err, syscall.ENOSPC) {
				t.Fatalf("got %v, want an *safefile.Error about %s at %q", err, path, step)
			}
			if want := path + ": " + step + ": no space left on device"; err.Error() != want {
				t.Errorf("message %q, want %q", err, want)
			}
			if got, _ := os.ReadFile(path); !bytes.Equal(got, []byte(old)) {
				t.Errorf("the previous file changed: %d bytes", len(got))
			}
			if names := safefiletest.Names(t, dir); len(names) != 1 {
				t.Errorf("left behind: %v", names)
			}
		})
	}
}

// TestReplaceFailsAtTheFolderSync: when only the folder's fsync fails, the
// new content is whole in place and the error says the folder's fsync.
func TestReplaceFailsAtTheFolderSync(t *testing.T) {
	path := filepath.Join(t.TempDir(), "x.md")
	w := safefiletest.Failing{Step: "fsync the folder", Err: syscall.EIO}.Writer()
	err := w.Replace(path, text("new"))
	if !errors.Is(err, syscall.EIO) || !strings.Contains(err.Error(), "fsync the folder") {
		t.Fatalf("got %v", err)
	}
	if got, _ := os.ReadFile(path); string(got) != "new" {
		t.Errorf("the file holds %q", got)
	}
}

// TestReplaceWritesAndReplaces: a replace makes a missing file and
// replaces an existing one, with permission Perm.
func TestReplaceWritesAndReplaces(t *testing.T) {
	path := filepath.Join(t.TempDir(), "x.csv")
	for _, content := range []string{"one", "two"} {
		if err := safefile.Replace(path, text(content)); err != nil {
			t.Fatal(err)
		}
		got, _ := os.ReadFile(path)
		info, _ := os.Stat(path)
		if string(got) != content || info.Mode().Perm() != safefile.Perm {
			t.Errorf("the file holds %q with mode %v", got, info.Mode())
		}
	}
}

// TestCreateNeverReplaces: Create refuses a taken name with fs.ErrExist and
// leaves that file and the folder as they were; a failed create leaves
// nothing.
func TestCreateNeverReplaces(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "g.jsonl")
	if err := os.WriteFile(path, []byte("precious"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := safefile.Create(path, text("other")); !errors.Is(err, fs.ErrExist) {
		t.Fatalf("got %v, want fs.ErrExist", err)
	}
	if got, _ := os.ReadFile(path); string(got) != "precious" {
		t.Errorf("the file was replaced by %q", got)
	}
	for _, step := range append(steps[:5:5], "link") {
		w := safefiletest.Failing{Step: step, Err: syscall.ENOSPC}.Writer()
		if err := w.Create(filepath.Join(dir, "new"), text("x")); !errors.Is(err, syscall.ENOSPC) {
			t.Errorf("%s: got %v", step, err)
		}
	}
	if names := safefiletest.Names(t, dir); len(names) != 1 {
		t.Errorf("left behind: %v", names)
	}
}

// TestCreateWithoutHardLinks: on a file system without hard links the new
// file is renamed into place, still never over another.
func TestCreateWithoutHardLinks(t *testing.T) {
	dir := t.TempDir()
	w := safefiletest.Failing{Step: "link", Err: syscall.EPERM}.Writer()
	path := filepath.Join(dir, "x.md")
	if err := w.Create(path, text("one")); err != nil {
		t.Fatal(err)
	}
	if err := w.Create(path, text("two")); !errors.Is(err, fs.ErrExist) {
		t.Errorf("got %v, want fs.ErrExist", err)
	}
	if got, _ := os.ReadFile(path); string(got) != "one" {
		t.Errorf("the file holds %q", got)
	}
	if names := safefiletest.Names(t, dir); len(names) != 1 {
		t.Errorf("left behind: %v", names)
	}
}

// TestCreateFreeTakesTheNextNumber: the names of a series are taken in
// order, and many writers at once each get their own name with their own
// content whole.
func TestCreateFreeTakesTheNextNumber(t *testing.T) {
	dir := t.TempDir()
	name := safefile.Numbered(filepath.Join(dir, "game"), "-", ".md")
	const writers = 20
	var wg sync.WaitGroup
	got := make([]string, writers)
	for i := range writers {
		wg.Go(func() {
			path, err := safefile.CreateFree(name, text(fmt.Sprint("writer ", i)))
			if err != nil {
				t.Error(err)
			}
			got[i] = path
		})
	}
	wg.Wait()
	seen := map[string]bool{}
	for i, path := range got {
		data, _ := os.ReadFile(path)
		if seen[path] || string(data) != fmt.Sprint("writer ", i) {
			t.Errorf("writer %d: %s holds %q (taken twice: %v)", i, path, data, seen[path])
		}
		seen[path] = true
	}
	for n := 1; n <= writers; n++ {
		if !seen[name(n)] {
			t.Errorf("%s was skipped", name(n))
		}
	}
}

// TestRenameFree: a file moved to a free name never lands on another file.
func TestRenameFree(t *testing.T) {
	dir := t.TempDir()
	from := filepath.Join(dir, "a.jsonl")
	for _, content := range []string{"first", "second"} {
		if err := os.WriteFile(from, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
		if _, err := safefile.RenameFree(from, safefile.Numbered(from+".discarded", ".", "")); err != nil {
			t.Fatal(err)
		}
	}
	for path, want := range map[string]string{from + ".discarded": "first", from + ".discarded.2": "second"} {
		if got, _ := os.ReadFile(path); string(got) != want {
			t.Errorf("%s holds %q, want %q", path, got, want)
		}
	}
	if _, err := os.Lstat(from); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("the old name is still there: %v", err)
	}
}

// TestFirstFreeGivesUp: a series whose every name is taken is an error
// wrapping fs.ErrExist, not an endless loop.
func TestFirstFreeGivesUp(t *testing.T) {
	tries := 0
	_, err := safefile.FirstFree(safefile.Numbered("x", "-", ""), func(string) error { tries++; return fs.ErrExist })
	if !errors.Is(err, fs.ErrExist) || tries != safefile.MaxNames {
		t.Errorf("got %v after %d tries", err, tries)
	}
}

// TestNumbered spells the names of a series.
func TestNumbered(t *testing.T) {
	for _, c := range []struct {
		name func(int) string
		n    int
		want string
	}{
		{safefile.Numbered("game", "-", ".md"), 1, "game.md"},
		{safefile.Numbered("game", "-", ".md"), 2, "game-2.md"},
		{safefile.Numbered("x.jsonl.damaged", ".", ""), 3, "x.jsonl.damaged.3"},
	} {
		if got := c.name(c.n); got != c.want {
			t.Errorf("got %q, want %q", got, c.want)
		}
	}
}

// TestReadyRunsBeforeTheNameAndCanStop: Ready sees the whole temporary
// file before the target has its new content, and its error leaves the
// target as it was and no temporary file behind.
func TestReadyRunsBeforeTheNameAndCanStop(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "g.jsonl")
	if err := os.WriteFile(path, []byte("old"), 0o644); err != nil {
		t.Fatal(err)
	}
	var seen []string
	w := safefile.OS
	w.Ready = func(tmp string) error {
		data, _ := os.ReadFile(tmp)
		target, _ := os.ReadFile(path)
		seen = append(seen, string(data)+"/"+string(target))
		return nil
	}
	if err := w.Replace(path, text("new")); err != nil {
		t.Fatal(err)
	}
	if err := w.Create(filepath.Join(dir, "other"), text("x")); err != nil {
		t.Fatal(err)
	}
	if want := []string{"new/old", "x/new"}; fmt.Sprint(seen) != fmt.Sprint(want) {
		t.Errorf("Ready saw %v, want %v", seen, want)
	}
	w.Ready = func(string) error { return syscall.EWOULDBLOCK }
	if err := w.Replace(path, text("newer")); !errors.Is(err, syscall.EWOULDBLOCK) {
		t.Errorf("got %v", err)
	}
	if got, _ := os.ReadFile(path); string(got) != "new" {
		t.Errorf("the target holds %q", got)
	}
	if names := safefiletest.Names(t, dir); len(names) != 2 {
		t.Errorf("left behind: %v", names)
	}
}

// TestScratchLeavesNothing: a scratch file reads back what was written to
// it, and the folder for temporary files holds no name of it, open or
// closed.
func TestScratchLeavesNothing(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("TMPDIR", dir)
	f, err := safefile.Scratch()
	if err != nil {
		t.Fatal(err)
	}
	if _, err := f.WriteString("set aside"); err != nil {
		t.Fatal(err)
	}
	got := make([]byte, 9)
	if _, err := f.ReadAt(got, 0); err != nil || string(got) != "set aside" {
		t.Fatalf("read back %q, %v", got, err)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 0 {
		t.Fatalf("the open scratch file has a name: %v", entries)
	}
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 0 {
		t.Fatalf("left behind: %v", entries)
	}
}

// TestReplaceRefusesWhatIsNotARegularFile: `rolekeeper export -o PATH`
// onto a named pipe, a device or a folder is refused by name, and the
// pipe (or, as root, /dev/null) is left where it is: a rename put a
// regular file in its place before, and onto a folder said "rename:
// file exists".
func TestReplaceRefusesWhatIsNotARegularFile(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "pipe.md")
	if err := safefiletest.Mkfifo(fifo, 0o644); err != nil {
		absent.Skip(t, "no named pipes in the temporary folder: %v", err)
	}
	folder := filepath.Join(dir, "folder.md")
	if err := os.Mkdir(folder, 0o755); err != nil {
		t.Fatal(err)
	}
	for path, kind := range map[string]string{fifo: "named pipe", folder: "folder"} {
		err := safefile.Replace(path, text("the export\n"))
		var se *safefile.Error
		var r *safefile.Refusal
		if !errors.As(err, &se) || se.Path != path || !errors.As(err, &r) || r.Why != safefile.NotRegular || r.Kind != kind {
			t.Errorf("Replace(%s) = %v, want a *safefile.Error about it refusing a %s", filepath.Base(path), err, kind)
		}
		info, lerr := os.Lstat(path)
		if lerr != nil || info.Mode().IsRegular() {
			t.Errorf("after Replace(%s) the path is %v (%v), want the %s still there", filepath.Base(path), info.Mode(), lerr, kind)
		}
	}
	if left, _ := filepath.Glob(filepath.Join(dir, ".*tmp*")); len(left) > 0 {
		t.Errorf("left behind: %v", left)
	}
}
