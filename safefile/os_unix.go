//go:build unix

package safefile

import (
	"errors"
	"os"
	"syscall"
)

// dirFlags open a folder to list it: without blocking, and only if it is
// a folder.
const dirFlags = os.O_RDONLY | syscall.O_NONBLOCK | syscall.O_DIRECTORY | syscall.O_CLOEXEC

// deviceName is false on unix: a device there is refused by its kind
// (stat), whatever its name.
func deviceName(string) bool { return false }

// openFile is OpenFile: os.OpenFile (unix never keeps a name from
// changing because the file is open).
func openFile(path string, flag int) (*os.File, error) { return os.OpenFile(path, flag, 0) }

// rename puts from at to, replacing what is there, atomically; syncDir
// makes it durable.
func rename(from, to string) error { return os.Rename(from, to) }

// syncDir syncs the folder dir, so that a name made or changed in it
// survives a power cut. File systems that cannot sync a folder (EINVAL,
// ENOTSUP) are let be: there is nothing more to do on them. (On macOS
// File.Sync is F_FULLFSYNC, which flushes the disk's cache too.)
func syncDir(dir string) error {
	d, err := os.Open(dir)
	if err != nil {
		return err
	}
	err = d.Sync()
	if errors.Is(err, syscall.EINVAL) || errors.Is(err, syscall.ENOTSUP) {
		err = nil
	}
	if cerr := d.Close(); err == nil {
		err = cerr
	}
	return err
}

// noHardLinks reports whether err is a file system's refusal of hard
// links: EPERM from FAT, ENOTSUP or EOPNOTSUPP elsewhere.
func noHardLinks(err error) bool {
	return errors.Is(err, syscall.EPERM) || errors.Is(err, syscall.ENOTSUP) || errors.Is(err, syscall.EOPNOTSUPP)
}
