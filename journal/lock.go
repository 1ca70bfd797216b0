package journal

import (
	"os"
	"path/filepath"

	"rolekeeper/safefile"
	"rolekeeper/wording"
)

// The lock of a game is a lock on the game file itself (flock(2), or
// LockFileEx on Windows: gamelock.go), taken through a descriptor of the
// file, not on a sidecar NAME.lock:
//
//   - the kernel keeps the lock on the file (its inode), not on a name, so
//     every way of reaching the same file meets the same lock: another
//     spelling of the path, a symbolic link, a hard link, a bind mount. A
//     lock file beside the game was named after the path given and let two
//     rolekeepers write one game through two names;
//   - the kernel drops the lock when its holder dies, so a killed
//     rolekeeper never blocks the next one, and there is no file to leave
//     behind.
//
// A game file is repaired in place (repair.go), keeping its lock; it is
// replaced by renaming only when it is written anew after it was removed;
// the new file is locked before it takes the name (safefile.Writer.Ready),
// so that nobody else can lock it first, and the old lock is released
// after. A lock won on a file that has just lost its name to such a
// rename is given back and taken again on the file now at the name.

// lockGame takes the exclusive lock of the game file at path without
// waiting. It returns an *Error wrapping ErrLocked when another process
// (or another Journal in this process) holds it, naming the other names
// the file has in its folder (a hard link or a symbolic link's target).
func lockGame(path string) (*gameLock, error) {
	for range 10 {
		fl, ok, err := tryLock(path, true)
		if err != nil {
			return nil, fileErr(path, err)
		}
		if !ok {
			return nil, &Error{Path: path, Err: lockedErr(path)}
		}
		if same(fl, path) {
			return fl, nil
		}
		_ = fl.Unlock()
	}
	return nil, &Error{Path: path, Err: problem(wording.ReasonLockReplaced)}
}

// lockNew locks the new file at tmp, which nobody else knows of yet, for
// safefile.Writer.Ready; *held is the lock taken.
func lockNew(held **gameLock) func(tmp string) error {
	return func(tmp string) error {
		fl, ok, err := tryLock(tmp, true)
		if err == nil && !ok {
			err = ErrLocked
		}
		if err != nil {
			return &Problem{Key: wording.ReasonCannotLock, Err: withoutPath(err)}
		}
		*held = fl
		return nil
	}
}

// lockedWriter is safefile's writer that locks the file it writes before
// the file takes its name; *held is then the lock.
func lockedWriter(held **gameLock) safefile.Writer {
	w := safefile.OS
	w.Ready = lockNew(held)
	return w
}

// lockedErr is ErrLocked, naming the other names of the game file at path
// in its folder when there are any, so that a game opened through a link
// says which game it is.
func lockedErr(path string) error {
	others := otherNames(path)
	h := lockHolder(path)
	if len(others) == 0 && !h.Known() {
		return ErrLocked
	}
	return &sameFile{others: others, holder: h}
}

// otherNames returns the paths of the file at path under other names:
// where a symbolic link leads, and the hard links to it in that folder.
func otherNames(path string) []string {
	real, err := filepath.EvalSymlinks(path)
	if err != nil {
		return nil
	}
	// Both names are made absolute before they are compared, so that a
	// relative path is not taken for another name of itself.
	abs, _ := filepath.Abs(path)
	realAbs, _ := filepath.Abs(real)
	var names []string
	if abs != realAbs {
		names = append(names, real)
	}
	id, err := idAt(real)
	if err != nil {
		return names
	}
	items, _ := os.ReadDir(filepath.Dir(real))
	for _, item := range items {
		other := filepath.Join(filepath.Dir(real), item.Name())
		if other == real || item.Type()&os.ModeType != 0 {
			continue
		}
		if otherAbs, _ := filepath.Abs(other); otherAbs == abs {
			continue
		}
		if oid, err := idAt(other); err == nil && oid == id {
			names = append(names, other)
		}
	}
	return names
}

// same reports whether the lock fl holds is on the file now at path: by
// the file's identity (identity.go), the same rule on every system.
func same(fl *gameLock, path string) bool {
	held, err := idOf(fl.f)
	if err != nil {
		return false
	}
	now, err := idAt(path)
	return err == nil && held == now
}

// unlockGame releases the lock fl and closes its descriptor.
func unlockGame(fl *gameLock) error { return fl.Unlock() }

// InUse reports whether another process holds the lock of the game file
// path (another rolekeeper has the game open). It asks for a shared lock,
// which the holder's exclusive lock refuses, and gives it back at once;
// it never changes the file. A path that is not a regular file is never
// opened, and never in use.
func InUse(path string) bool {
	if safefile.Regular(path, 0) != nil {
		return false
	}
	fl, ok, err := tryLock(path, false)
	if err != nil {
		return false
	}
	_ = fl.Unlock()
	return !ok
}
