package safefile

import (
	"errors"
	"io/fs"
	"os"
	"syscall"
)

// LockFlag opens a lock file beside a file (gofrs/flock's SetFlag): made
// if absent, read-only and without blocking, so that a named pipe put at
// the lock's name cannot hang the locker in open(2) waiting for a writer
// (the flags mean nothing on Windows, where opening never blocks). The
// journal opens a game file to lock it with the same flags.
const LockFlag = os.O_CREATE | os.O_RDONLY | syscall.O_NONBLOCK | syscall.O_NOCTTY | syscall.O_CLOEXEC

// Lockable refuses a lock file's path that holds anything but a regular
// file (through links): a named pipe, a device, a socket or a folder,
// with the *fs.PathError of Regular; an absent path is lockable (the
// lock makes it).
func Lockable(path string) error {
	err := Regular(path, 0)
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	return err
}
