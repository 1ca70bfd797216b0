//go:build linux

package safefile

import (
	"errors"
	"io/fs"
	"os"
	"strconv"

	"golang.org/x/sys/unix"
)

// unnamed makes a file in dir that has no name (O_TMPFILE), so that a
// process killed while it writes leaves nothing behind, open for writing
// (or for reading and writing with rw) with permission perm; ok is false
// where the file system cannot (then the caller uses a named temporary
// file).
func unnamed(dir string, rw bool, perm os.FileMode) (f *os.File, ok bool, err error) {
	access := unix.O_WRONLY
	if rw {
		access = unix.O_RDWR
	}
	fd, err := unix.Open(dir, unix.O_TMPFILE|access|unix.O_CLOEXEC, uint32(perm))
	if errors.Is(err, unix.EOPNOTSUPP) || errors.Is(err, unix.EISDIR) || errors.Is(err, unix.EINVAL) {
		return nil, false, nil
	}
	if err != nil {
		return nil, true, &fs.PathError{Op: "open", Path: dir, Err: err}
	}
	return os.NewFile(uintptr(fd), dir), true, nil
}

// linkName gives the unnamed file f the name path, failing with fs.ErrExist
// when path is taken.
func linkName(f *os.File, path string) error {
	err := unix.Linkat(unix.AT_FDCWD, "/proc/self/fd/"+strconv.Itoa(int(f.Fd())), unix.AT_FDCWD, path, unix.AT_SYMLINK_FOLLOW)
	if err != nil {
		return &os.LinkError{Op: "link", Old: f.Name(), New: path, Err: err}
	}
	return nil
}
