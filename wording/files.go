package wording

import (
	"errors"
	"io/fs"
	"syscall"
)

// Files are the reasons the operating system gives why a file cannot be
// read or written, said in the language instead of the system's English:
// "no such file or directory".
type Files struct {
	NotExist, Exist, Permission, IsDir, NotDir, NoSpace, ReadOnly, TooManyOpen, NameTooLong string
}

func filesEN() Files {
	return Files{NotExist: "no such file or directory", Exist: "file exists", Permission: "permission denied",
		IsDir: "is a directory", NotDir: "not a directory", NoSpace: "no space left on device",
		ReadOnly: "read-only file system", TooManyOpen: "too many open files", NameTooLong: "file name too long"}
}

// osReason says err, an error of the operating system about a file, in
// the words of w; ok is false for an error that is not one it knows.
func (w *Words) osReason(err error) (text string, ok bool) {
	t := w.Files
	var errno syscall.Errno
	if !errors.As(err, &errno) {
		switch {
		case errors.Is(err, fs.ErrNotExist):
			return t.NotExist, true
		case errors.Is(err, fs.ErrExist):
			return t.Exist, true
		case errors.Is(err, fs.ErrPermission):
			return t.Permission, true
		}
		return "", false
	}
	words := map[syscall.Errno]string{
		syscall.ENOENT: t.NotExist, syscall.EEXIST: t.Exist, syscall.EACCES: t.Permission,
		syscall.EPERM: t.Permission, syscall.EISDIR: t.IsDir, syscall.ENOTDIR: t.NotDir,
		syscall.ENOSPC: t.NoSpace, syscall.EROFS: t.ReadOnly, syscall.EMFILE: t.TooManyOpen,
		syscall.ENAMETOOLONG: t.NameTooLong,
	}
	text, ok = words[errno]
	return text, ok
}
