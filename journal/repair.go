package journal

import (
	"errors"
	"fmt"
	"os"
	"syscall"

	"github.com/gofrs/flock"
)

// repairStep, when set (by tests), is called at every step of a repair
// with its name: "copying", "copied", "truncated", "newline", "synced".
// The kill test kills its process there.
var repairStep func(step string)

// step calls repairStep, if set.
func step(name string) {
	if repairStep != nil {
		repairStep(name)
	}
}

// repair sets a damaged last line aside and ends the good part of the
// file with a newline, in place: the game file keeps its identity (its
// inode), so that a hard link to it and its lock, held as lock, keep
// meaning this file. f describes the file as read from data.
//
// The steps are ordered so that a kill at any moment leaves the file as
// it was or repaired, and no temporary file: the copy NAME.damaged of the
// file as it was is written without a name and named once synced; the
// file is cut to its good part only after; a missing newline is written
// last, and the file synced.
func repair(path string, data []byte, f *File, lock *flock.Flock) error {
	if f.Damage.Damaged() {
		kept, err := keepCopy(path, data)
		if err != nil {
			return fmt.Errorf("line %d is damaged and a copy of the file could not be kept: %w", f.Damage.Line, err)
		}
		f.Damage.Kept = kept
		step("copied")
	}
	out, err := os.OpenFile(path, os.O_WRONLY|syscall.O_NONBLOCK|syscall.O_NOCTTY, 0) // a pipe put at the name cannot block
	if err != nil {
		return fmt.Errorf("cannot repair the file: %w", err)
	}
	defer out.Close()
	if err := sameAsLocked(out, lock); err != nil {
		return err
	}
	if f.Damage.Damaged() {
		if err := out.Truncate(f.good); err != nil {
			return fmt.Errorf("cannot repair the file: %w", err)
		}
		step("truncated")
	}
	if !f.newline {
		if _, err := out.WriteAt([]byte("\n"), f.good); err != nil {
			return fmt.Errorf("cannot repair the file: %w", err)
		}
		step("newline")
	}
	if err := out.Sync(); err != nil {
		return fmt.Errorf("cannot repair the file: %w", err)
	}
	step("synced")
	return nil
}

// sameAsLocked refuses to repair a file other than the one locked: a file
// put at the name since it was read.
func sameAsLocked(out *os.File, lock *flock.Flock) error {
	opened, err := out.Stat()
	if err != nil {
		return err
	}
	held, err := lock.Stat()
	if err != nil {
		return err
	}
	if !os.SameFile(opened, held) {
		return errors.New("cannot repair the file: another file took its name while it was read")
	}
	return nil
}
