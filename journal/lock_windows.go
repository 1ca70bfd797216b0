//go:build windows

package journal

import (
	"errors"
	"os"

	"golang.org/x/sys/windows"
)

// lockOffset is where the byte that stands for a game's lock is, far
// beyond the end of any game file (MaxFileSize): Windows enforces a
// byte-range lock on reads and writes through every other handle, so the
// lock must cover no byte a reader reads. Locking past the end of a file
// is allowed, as SQLite does for its own locks.
const lockOffset = 1 << 40

// lockFile takes LockFileEx's lock of the byte at lockOffset of f without
// waiting: ok is false when another handle, of this process or another,
// holds one that conflicts (two shared locks do not).
func lockFile(f *os.File, exclusive bool) (ok bool, err error) {
	flags := uint32(windows.LOCKFILE_FAIL_IMMEDIATELY)
	if exclusive {
		flags |= windows.LOCKFILE_EXCLUSIVE_LOCK
	}
	err = windows.LockFileEx(windows.Handle(f.Fd()), flags, 0, 1, 0, lockAt())
	if errors.Is(err, windows.ERROR_LOCK_VIOLATION) || errors.Is(err, windows.ERROR_IO_PENDING) {
		return false, nil
	}
	return err == nil, err
}

// unlockFile releases f's lock (closing f would too, but not at once).
func unlockFile(f *os.File) error {
	return windows.UnlockFileEx(windows.Handle(f.Fd()), 0, 1, 0, lockAt())
}

// lockAt is the Overlapped that says lockOffset to LockFileEx.
func lockAt() *windows.Overlapped {
	return &windows.Overlapped{Offset: uint32(lockOffset & 0xffffffff), OffsetHigh: uint32(lockOffset >> 32)}
}

// The lock's byte is past every byte of a game file: this fails to
// compile if MaxFileSize ever reaches it.
const _ = uint64(lockOffset - MaxFileSize - 1)
