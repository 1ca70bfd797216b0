package journal

import (
	"io/fs"
	"os"
	"syscall"

	"rolekeeper/safefile"
)

// gameLock is the lock of one game file, held through a descriptor of
// the file itself (lock.go says why): flock(2) where the system has it
// (lock_unix.go), LockFileEx on Windows (lock_windows.go). The kernel
// keeps both on the file, not on a name, and drops them when the holder
// dies. gofrs/flock is not used for game files: on Windows it locks the
// file's first byte, and a Windows lock is mandatory, so every reader of
// the game (watch, serve, the phones' page, the list of games) would be
// refused while it is open.
type gameLock struct {
	f *os.File
}

// lockFlags open a game file to lock it: read-only and without blocking,
// so that a named pipe put at the name cannot hang the locker (the flags
// mean nothing on Windows, where opening never blocks).
const lockFlags = os.O_RDONLY | syscall.O_NONBLOCK | syscall.O_NOCTTY | syscall.O_CLOEXEC

// tryLock opens the file at path and takes its lock without waiting,
// exclusive or shared; ok is false (and the lock nil) when another
// descriptor, of this process or another, holds a lock that conflicts.
func tryLock(path string, exclusive bool) (l *gameLock, ok bool, err error) {
	f, err := safefile.OpenFile(path, lockFlags) // on Windows shared for deletion: the lock never keeps a name from changing
	if err != nil {
		return nil, false, err
	}
	ok, err = lockFile(f, exclusive)
	if err != nil || !ok {
		f.Close()
		return nil, false, err
	}
	return &gameLock{f: f}, true, nil
}

// Stat describes the file locked.
func (l *gameLock) Stat() (fs.FileInfo, error) { return l.f.Stat() }

// Unlock releases the lock and closes its descriptor; a nil lock is
// nothing to release.
func (l *gameLock) Unlock() error {
	if l == nil || l.f == nil {
		return nil
	}
	err := unlockFile(l.f)
	if cerr := l.f.Close(); err == nil {
		err = cerr
	}
	l.f = nil
	return err
}
