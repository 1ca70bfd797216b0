package journal

import (
	"errors"
	"fmt"
	"os"

	"github.com/gofrs/flock"
)

// lockPath returns the sidecar lock file of a game file. The game file
// itself is not locked because recovery replaces it by renaming, which
// would leave a lock on the old file.
func lockPath(path string) string { return path + ".lock" }

// lockGame takes the exclusive lock of the game file path without waiting.
// It returns an *Error wrapping ErrLocked when another process (or another
// Journal in this process) holds it. The lock is an flock(2) lock, which the
// kernel releases when its holder dies, so a killed rolekeeper leaves at
// most an unlocked lock file behind, which does not block.
func lockGame(path string) (*flock.Flock, error) {
	lp := lockPath(path)
	for range 10 {
		fl := flock.New(lp, flock.SetPermissions(filePerm))
		ok, err := fl.TryLock()
		if err != nil {
			return nil, &Error{Path: path, Err: fmt.Errorf("cannot lock the game: %w", err)}
		}
		if !ok {
			return nil, &Error{Path: path, Err: ErrLocked}
		}
		// The holder may have removed the lock file between our open and
		// our lock (unlockGame does); then we hold a lock on a file that
		// is no longer there and must try again.
		if same(fl, lp) {
			return fl, nil
		}
		_ = fl.Unlock()
	}
	return nil, &Error{Path: path, Err: errors.New("cannot lock the game: the lock file keeps changing")}
}

// same reports whether the lock fl holds is on the file now at lp.
func same(fl *flock.Flock, lp string) bool {
	held, err := fl.Stat()
	if err != nil {
		return false
	}
	now, err := os.Stat(lp)
	return err == nil && os.SameFile(held, now)
}

// unlockGame removes the lock file (while still holding it, so that no one
// can take a lock on it that is about to vanish) and releases the lock.
func unlockGame(fl *flock.Flock) error {
	if fl == nil {
		return nil
	}
	if same(fl, fl.Path()) {
		_ = os.Remove(fl.Path())
	}
	return fl.Unlock()
}

// inUse reports whether another process holds the lock of the game file
// path. It never creates a lock file.
func inUse(path string) bool {
	lp := lockPath(path)
	if _, err := os.Stat(lp); err != nil {
		return false
	}
	fl := flock.New(lp, flock.SetFlag(os.O_RDONLY))
	ok, err := fl.TryLock()
	if err != nil {
		return false
	}
	if ok {
		_ = fl.Unlock()
	}
	return !ok
}
