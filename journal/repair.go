package journal

import (
	"io/fs"
	"os"
	"strconv"
	"syscall"

	"rolekeeper/safefile"
	"rolekeeper/wording"
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
func repair(path string, data []byte, f *File, lock *gameLock) error {
	if f.Damage.Damaged() {
		kept, err := keepCopy(path, data)
		if err != nil {
			return &Problem{Key: wording.ReasonDamagedNotKept, Args: []string{strconv.Itoa(f.Damage.Line)}, Err: err}
		}
		f.Damage.Kept = kept
		step("copied")
	}
	out, err := safefile.OpenFile(path, os.O_WRONLY|syscall.O_NONBLOCK|syscall.O_NOCTTY) // a pipe put at the name cannot block
	if err != nil {
		return cannotRepair(err)
	}
	defer out.Close()
	if err := sameAsLocked(out, lock); err != nil {
		return err
	}
	if f.Damage.Damaged() {
		if err := out.Truncate(f.good); err != nil {
			return cannotRepair(err)
		}
		step("truncated")
	}
	if !f.newline {
		if _, err := out.WriteAt([]byte("\n"), f.good); err != nil {
			return cannotRepair(err)
		}
		step("newline")
	}
	if err := out.Sync(); err != nil {
		return cannotRepair(err)
	}
	step("synced")
	return nil
}

// sameAsLocked refuses to repair a file other than the one locked: a file
// put at the name since it was read.
func sameAsLocked(out *os.File, lock *gameLock) error {
	opened, err := idOf(out)
	if err != nil {
		return err
	}
	held, err := idOf(lock.f)
	if err != nil {
		return err
	}
	if opened != held {
		return problem(wording.ReasonRepairReplaced)
	}
	return nil
}

// cannotRepair is a repair that failed for err, an error of the
// operating system about the game file, which the message names anyway.
func cannotRepair(err error) error {
	return &Problem{Key: wording.ReasonCannotRepair, Err: withoutPath(err)}
}

// withoutPath is err without the path of an *fs.PathError.
func withoutPath(err error) error {
	if pe, ok := err.(*fs.PathError); ok && pe.Err != nil {
		return pe.Err
	}
	return err
}
