package safefile

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
)

// failing is a file system that fails at one step with a reason, as a
// full disk or a broken one does; every other step is the real one.
type failing struct {
	step string
	err  error
}

func (f failing) fail(step string) error {
	if f.step == step {
		return f.err
	}
	return nil
}

func (f failing) CreateTemp(dir, pattern string) (File, error) {
	if err := f.fail("create a temporary file"); err != nil {
		return nil, &fs.PathError{Op: "open", Path: filepath.Join(dir, pattern), Err: err}
	}
	file, err := os.CreateTemp(dir, pattern)
	if err != nil {
		return nil, err
	}
	return failingFile{file: file, fs: f}, nil
}

func (f failing) Rename(from, to string) error {
	if err := f.fail("rename"); err != nil {
		return &os.LinkError{Op: "rename", Old: from, New: to, Err: err}
	}
	return os.Rename(from, to)
}

func (f failing) Link(from, to string) error {
	if err := f.fail("link"); err != nil {
		return &os.LinkError{Op: "link", Old: from, New: to, Err: err}
	}
	return os.Link(from, to)
}

func (f failing) Remove(name string) error               { return os.Remove(name) }
func (f failing) Lstat(name string) (fs.FileInfo, error) { return os.Lstat(name) }
func (f failing) SyncDir(dir string) error {
	if err := f.fail("fsync the folder"); err != nil {
		return err
	}
	return osFS{}.SyncDir(dir)
}

// failingFile writes half of what it is given before a failed write, as a
// disk that fills up does.
type failingFile struct {
	file *os.File
	fs   failing
}

func (f failingFile) Name() string { return f.file.Name() }

func (f failingFile) Write(p []byte) (int, error) {
	if err := f.fs.fail("write"); err != nil {
		n, _ := f.file.Write(p[:len(p)/2])
		return n, err
	}
	return f.file.Write(p)
}

func (f failingFile) Sync() error {
	if err := f.fs.fail("fsync"); err != nil {
		return err
	}
	return f.file.Sync()
}

func (f failingFile) Chmod(mode fs.FileMode) error {
	if err := f.fs.fail("chmod"); err != nil {
		return err
	}
	return f.file.Chmod(mode)
}

func (f failingFile) Close() error {
	err := f.file.Close()
	if ferr := f.fs.fail("close"); ferr != nil {
		return ferr
	}
	return err
}

// text is a write function that writes s.
func text(s string) func(io.Writer) error {
	return func(w io.Writer) error {
		_, err := io.WriteString(w, s)
		return err
	}
}

// files returns the names in dir.
func files(t *testing.T, dir string) []string {
	t.Helper()
	items, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, item := range items {
		names = append(names, item.Name())
	}
	return names
}

// steps are the steps of a write before the new content is in place.
var steps = []string{"create a temporary file", "write", "chmod", "fsync", "close", "rename"}

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
			w := Writer{FS: failing{step: step, err: syscall.ENOSPC}}
			err := w.Replace(path, text(strings.Repeat("new", 10000)))
			var se *Error
			if !errors.As(err, &se) || se.Path != path || se.Op != step || !errors.Is(err, syscall.ENOSPC) {
				t.Fatalf("got %v, want an *Error about %s at %q", err, path, step)
			}
			if want := path + ": " + step + ": no space left on device"; err.Error() != want {
				t.Errorf("message %q, want %q", err, want)
			}
			if got, _ := os.ReadFile(path); !bytes.Equal(got, []byte(old)) {
				t.Errorf("the previous file changed: %d bytes", len(got))
			}
			if names := files(t, dir); len(names) != 1 {
				t.Errorf("left behind: %v", names)
			}
		})
	}
}

// TestReplaceFailsAtTheFolderSync: when only the folder's fsync fails, the
// new content is whole in place and the error says the folder's fsync.
func TestReplaceFailsAtTheFolderSync(t *testing.T) {
	path := filepath.Join(t.TempDir(), "x.md")
	w := Writer{FS: failing{step: "fsync the folder", err: syscall.EIO}}
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
		if err := Replace(path, text(content)); err != nil {
			t.Fatal(err)
		}
		got, _ := os.ReadFile(path)
		info, _ := os.Stat(path)
		if string(got) != content || info.Mode().Perm() != Perm {
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
	if err := Create(path, text("other")); !errors.Is(err, fs.ErrExist) {
		t.Fatalf("got %v, want fs.ErrExist", err)
	}
	if got, _ := os.ReadFile(path); string(got) != "precious" {
		t.Errorf("the file was replaced by %q", got)
	}
	for _, step := range append(steps[:5:5], "link") {
		w := Writer{FS: failing{step: step, err: syscall.ENOSPC}}
		if err := w.Create(filepath.Join(dir, "new"), text("x")); !errors.Is(err, syscall.ENOSPC) {
			t.Errorf("%s: got %v", step, err)
		}
	}
	if names := files(t, dir); len(names) != 1 {
		t.Errorf("left behind: %v", names)
	}
}

// TestCreateWithoutHardLinks: on a file system without hard links the new
// file is renamed into place, still never over another.
func TestCreateWithoutHardLinks(t *testing.T) {
	dir := t.TempDir()
	w := Writer{FS: failing{step: "link", err: syscall.EPERM}}
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
	if names := files(t, dir); len(names) != 1 {
		t.Errorf("left behind: %v", names)
	}
}

// TestCreateFreeTakesTheNextNumber: the names of a series are taken in
// order, and many writers at once each get their own name with their own
// content whole.
func TestCreateFreeTakesTheNextNumber(t *testing.T) {
	dir := t.TempDir()
	name := Numbered(filepath.Join(dir, "game"), "-", ".md")
	const writers = 20
	var wg sync.WaitGroup
	got := make([]string, writers)
	for i := range writers {
		wg.Go(func() {
			path, err := CreateFree(name, text(fmt.Sprint("writer ", i)))
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
		if _, err := RenameFree(from, Numbered(from+".discarded", ".", "")); err != nil {
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
	_, err := FirstFree(Numbered("x", "-", ""), func(string) error { tries++; return fs.ErrExist })
	if !errors.Is(err, fs.ErrExist) || tries != MaxNames {
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
		{Numbered("game", "-", ".md"), 1, "game.md"},
		{Numbered("game", "-", ".md"), 2, "game-2.md"},
		{Numbered("x.jsonl.damaged", ".", ""), 3, "x.jsonl.damaged.3"},
	} {
		if got := c.name(c.n); got != c.want {
			t.Errorf("got %q, want %q", got, c.want)
		}
	}
}
