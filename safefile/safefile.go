// Package safefile writes files so that nothing is ever half-written or
// clobbered, whatever fails and whenever the power goes:
//
//   - Replace puts new content at a path atomically: the path holds either
//     its old bytes, untouched, or all of the new ones;
//   - Create makes a new file and never replaces one, even one made at the
//     same moment by another process;
//   - CreateFree and RenameFree do the same under the first free name of a
//     numbered series (Numbered: NAME, NAME-2, NAME-3 …), the one helper
//     for "a name not taken yet" in rolekeeper.
//
// Every write goes to a temporary file in the target's folder, which is
// synced (fsync) before it is renamed or linked into place, and the folder
// is synced after; CreateFreeWhole writes a file that has no name at all
// until it is whole (O_TMPFILE, Linux).
//
// It also reads files boundedly (read.go): only regular files, opened
// without blocking, never more than a limit. It is a leaf package: the
// standard library and golang.org/x/sys only.
package safefile

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
)

// Perm is the permission of every file written: readable by all, written
// by the owner.
const Perm fs.FileMode = 0o644

// MaxNames is how many names of a numbered series CreateFree and RenameFree
// try before they give up.
const MaxNames = 100

// Error is a failed write. Its text names the file that was to be written
// (not the temporary file) and the step that failed: "PATH: fsync:
// no space left on device". Whatever step failed, an earlier file at Path
// is untouched.
type Error struct {
	// Path is the file that was to be written.
	Path string
	// Op is the step that failed: "replace" (a path that is not a
	// regular file), "create a temporary file", "write",
	// "fsync", "rename", "link", "fsync the folder".
	Op string
	// Err is the operating system's reason.
	Err error
}

// Error implements error.
func (e *Error) Error() string { return fmt.Sprintf("%s: %s: %v", e.Path, e.Op, e.Err) }

// Unwrap returns the operating system's reason.
func (e *Error) Unwrap() error { return e.Err }

// FilePath returns Path (wording.FileOpError).
func (e *Error) FilePath() string { return e.Path }

// FileOp returns Op (wording.FileOpError).
func (e *Error) FileOp() string { return e.Op }

// fail wraps err as an *Error about path, keeping only the reason of an
// operating system error (whose own path is a temporary file's, or path).
func fail(path, op string, err error) error {
	var pe *fs.PathError
	var le *os.LinkError
	switch {
	case errors.As(err, &pe):
		err = pe.Err
	case errors.As(err, &le):
		err = le.Err
	}
	return &Error{Path: path, Op: op, Err: err}
}

// Replace writes the file at path with what write writes, atomically: on
// any failure (write's own error included) path keeps its old content,
// byte for byte, and the error is an *Error saying which step failed. A
// missing path is created; its folder must exist.
func Replace(path string, write func(io.Writer) error) error { return OS.Replace(path, write) }

// Create writes a new file at path with what write writes. A file already
// at path is never replaced: that is an *Error wrapping fs.ErrExist. The
// file appears whole or not at all.
func Create(path string, write func(io.Writer) error) error { return OS.Create(path, write) }

// CreateFree is Create under the first name among name(1), name(2) … that
// is free, and returns that name.
func CreateFree(name func(n int) string, write func(io.Writer) error) (string, error) {
	return OS.CreateFree(name, write)
}

// RenameFree moves the file from to the first name among name(1),
// name(2) … that is free, never over another file, and returns that name.
func RenameFree(from string, name func(n int) string) (string, error) {
	return OS.RenameFree(from, name)
}

// FirstFree calls try with name(1), name(2) … name(MaxNames) until try
// returns an error that does not wrap fs.ErrExist, and returns that name
// and try's error. After MaxNames taken names it returns an error wrapping
// fs.ErrExist.
func FirstFree(name func(n int) string, try func(name string) error) (string, error) {
	for n := 1; n <= MaxNames; n++ {
		err := try(name(n))
		if !errors.Is(err, fs.ErrExist) {
			return name(n), err
		}
	}
	return "", &SeriesTaken{First: name(1), Taken: MaxNames}
}

// SeriesTaken is FirstFree's error when every name of a series is taken.
// It wraps fs.ErrExist, and is worded by wording (a wording.Keyed error,
// by its methods: safefile imports nothing of rolekeeper).
type SeriesTaken struct {
	First string // the series' first name
	Taken int    // how many names were tried
}

func (e *SeriesTaken) Error() string {
	return fmt.Sprintf("%s: %d names of this series are taken", e.First, e.Taken)
}

// Unwrap is fs.ErrExist.
func (e *SeriesTaken) Unwrap() error { return fs.ErrExist }

// ReasonKey names the reason in the catalogue (wording.Reasons).
func (e *SeriesTaken) ReasonKey() string { return "safefile.series-taken" }

// ReasonArgs are the first name and the count.
func (e *SeriesTaken) ReasonArgs() []string { return []string{e.First, strconv.Itoa(e.Taken)} }

// Numbered returns the names of a series: stem+ext first, then
// stem+sep+"2"+ext, stem+sep+"3"+ext and so on. Numbered("game", "-",
// ".md") gives game.md, game-2.md …; Numbered("x.jsonl.damaged", ".", "")
// gives x.jsonl.damaged, x.jsonl.damaged.2 ….
func Numbered(stem, sep, ext string) func(n int) string {
	return func(n int) string {
		if n <= 1 {
			return stem + ext
		}
		return stem + sep + strconv.Itoa(n) + ext
	}
}

// A Writer writes through a file system; OS is the real one, and tests
// make others fail at any step.
type Writer struct {
	FS FS
	// Ready, when not nil, is called with the name of the synced
	// temporary file just before it takes its final name. An error stops
	// the write and leaves the target as it was. The journal locks a game
	// file there, so that no other process ever sees it unlocked.
	Ready func(tmp string) error
}

// OS writes to the operating system's file system.
var OS = Writer{FS: osFS{}}

// Replace is the package's Replace through w's file system.
func (w Writer) Replace(path string, write func(io.Writer) error) error {
	if err := w.replaceable(path); err != nil {
		return err
	}
	tmp, err := w.temp(path, write)
	if err != nil {
		return err
	}
	if err := w.ready(path, tmp); err != nil {
		return err
	}
	if err := w.FS.Rename(tmp, path); err != nil {
		_ = w.FS.Remove(tmp)
		return fail(path, "rename", err)
	}
	return w.syncDir(path)
}

// replaceable refuses a path that is there and is neither a regular file
// nor a symbolic link (a named pipe, a device, a socket, a folder): a
// rename would put a file in its place (as root, even in that of
// /dev/null), or fail as "file exists". The error is an *Error wrapping
// a *Refusal.
func (w Writer) replaceable(path string) error {
	info, err := w.FS.Lstat(path)
	if err != nil || info.Mode().IsRegular() || info.Mode()&fs.ModeSymlink != 0 {
		return nil // a missing path is created; any other trouble the steps say
	}
	return &Error{Path: path, Op: "replace", Err: &Refusal{Why: NotRegular, Kind: kindOf(info.Mode())}}
}

// Create is the package's Create through w's file system.
func (w Writer) Create(path string, write func(io.Writer) error) error {
	if _, err := w.FS.Lstat(path); err == nil {
		return &Error{Path: path, Op: "create", Err: fs.ErrExist}
	}
	tmp, err := w.temp(path, write)
	if err != nil {
		return err
	}
	defer func() { _ = w.FS.Remove(tmp) }()
	if err := w.ready(path, tmp); err != nil {
		return err
	}
	if err := w.place(tmp, path); err != nil {
		return err
	}
	return w.syncDir(path)
}

// place gives the file tmp the name path unless path is taken. A hard
// link does it atomically (it fails when path exists); on a file system
// without hard links (FAT), a rename after a check does, which a file made
// between the check and the rename could lose to.
func (w Writer) place(tmp, path string) error {
	err := w.FS.Link(tmp, path)
	if !noHardLinks(err) {
		return failIf(path, "link", err)
	}
	if _, lerr := w.FS.Lstat(path); !errors.Is(lerr, fs.ErrNotExist) {
		return fail(path, "link", err)
	}
	return failIf(path, "rename", w.FS.Rename(tmp, path))
}

// failIf is fail, or nil when err is nil.
func failIf(path, op string, err error) error {
	if err == nil {
		return nil
	}
	return fail(path, op, err)
}

// CreateFree is the package's CreateFree through w's file system.
func (w Writer) CreateFree(name func(n int) string, write func(io.Writer) error) (string, error) {
	return FirstFree(name, func(path string) error { return w.Create(path, write) })
}

// RenameFree is the package's RenameFree through w's file system: the file
// is linked under its new name (which fails when the name is taken) and
// then removed under its old one.
func (w Writer) RenameFree(from string, name func(n int) string) (string, error) {
	return FirstFree(name, func(to string) error {
		if err := w.FS.Link(from, to); err != nil {
			return fail(to, "link", err)
		}
		if err := w.FS.Remove(from); err != nil {
			_ = w.FS.Remove(to)
			return fail(from, "remove", err)
		}
		return w.syncDir(to)
	})
}

// temp writes a synced temporary file beside path and returns its name;
// on failure it leaves nothing behind.
func (w Writer) temp(path string, write func(io.Writer) error) (string, error) {
	f, err := w.FS.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".tmp*")
	if err != nil {
		return "", fail(path, "create a temporary file", err)
	}
	op, err := "write", write(f)
	if err == nil {
		op, err = "chmod", f.Chmod(Perm)
	}
	if err == nil {
		op, err = "fsync", f.Sync()
	}
	if cerr := f.Close(); err == nil && cerr != nil {
		op, err = "close", cerr
	}
	if err != nil {
		_ = w.FS.Remove(f.Name())
		return "", fail(path, op, err)
	}
	return f.Name(), nil
}

// ready calls w.Ready, if any, with the temporary file tmp of path; on
// failure it removes tmp.
func (w Writer) ready(path, tmp string) error {
	if w.Ready == nil {
		return nil
	}
	if err := w.Ready(tmp); err != nil {
		_ = w.FS.Remove(tmp)
		return fail(path, "prepare", err)
	}
	return nil
}

// syncDir makes a new name in path's folder durable.
func (w Writer) syncDir(path string) error {
	if err := w.FS.SyncDir(filepath.Dir(path)); err != nil {
		return fail(path, "fsync the folder", err)
	}
	return nil
}

// CreateFreeWhole is CreateFree that, where the system allows (Linux,
// O_TMPFILE), writes the file without any name until it is whole and
// synced: a process killed at any moment leaves either no file or the
// whole file, and no temporary file behind. Elsewhere it is CreateFree.
func CreateFreeWhole(name func(n int) string, write func(io.Writer) error) (string, error) {
	f, ok, err := unnamed(filepath.Dir(name(1)), false, Perm)
	if !ok {
		return CreateFree(name, write)
	}
	if err != nil {
		return "", fail(name(1), "create a temporary file", err)
	}
	defer f.Close()
	op, err := "write", write(f)
	if err == nil {
		op, err = "chmod", f.Chmod(Perm)
	}
	if err == nil {
		op, err = "fsync", f.Sync()
	}
	if err != nil {
		return "", fail(name(1), op, err)
	}
	return FirstFree(name, func(path string) error {
		if err := linkName(f, path); err != nil {
			return fail(path, "link", err)
		}
		return OS.syncDir(path)
	})
}

// Scratch makes a file for reading and writing, readable by its owner
// only, in the folder for temporary files (os.TempDir), for what a
// command sets aside while it runs (an export's lists): it is gone when
// it is closed or the process ends, and nothing is left behind. It has no
// name at all on Linux (O_TMPFILE); on Windows it is made to be deleted
// on close (FILE_FLAG_DELETE_ON_CLOSE, shared with nobody); elsewhere its
// name is removed at once (scratch_windows.go, scratch_other.go). The
// error is an *Error.
func Scratch() (*os.File, error) { return scratch(os.TempDir()) }
