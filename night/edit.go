package night

import (
	"context"
	"os"
	"path/filepath"
	"time"

	"github.com/gofrs/flock"

	"rolekeeper/safefile"
)

// lockWait is how long a change of the night waits for another
// rolekeeper's change to finish.
const lockWait = 10 * time.Second

// Edit changes the night kept at path: under a lock beside the file
// (path.lock) that every rolekeeper of the laptop takes, it reads the
// night, lets edit change it and saves it, so that two organisers' changes
// at once are both kept, one after the other. Nothing is saved when edit
// fails. The night saved is one change more and follows on from the file
// it was read from (Head).
func Edit(path string, edit func(*Night) error) (*Night, error) {
	var n *Night
	err := locked(path, func() error {
		var data []byte
		var err error
		if n, data, err = readFile(path); err != nil {
			return err
		}
		if err := edit(n); err != nil {
			return err
		}
		n.follow(data)
		return n.Save(path)
	})
	return n, err
}

// locked runs f under the lock of the night's file at path.
func locked(path string, f func() error) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		return err
	}
	if err := safefile.Lockable(path + ".lock"); err != nil {
		return err
	}
	lock := flock.New(path+".lock", flock.SetFlag(safefile.LockFlag))
	ctx, cancel := context.WithTimeout(context.Background(), lockWait)
	defer cancel()
	ok, err := lock.TryLockContext(ctx, 50*time.Millisecond)
	if err != nil || !ok {
		return &PathError{Path: path, Err: &Problem{Key: ReasonBusy}}
	}
	defer lock.Unlock()
	return f()
}

// Create saves a new night at path under the same lock, first calling
// aside (which may move an earlier night out of the way).
func (n *Night) Create(path string, aside func() error) error {
	return locked(path, func() error {
		if err := aside(); err != nil {
			return err
		}
		return n.Save(path)
	})
}
