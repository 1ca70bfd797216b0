//go:build windows

package safefile

import (
	"errors"
	"os"

	"golang.org/x/sys/windows"
)

// dirFlags open a folder to list it (opening never blocks on Windows).
const dirFlags = os.O_RDONLY

// deviceName reports whether path names one of Windows's devices (NUL,
// CON, COM1 …, or a path in the device namespace \\.\): such a path is
// refused by its name, before it is opened (devices.go).
func deviceName(path string) bool { return windowsDevice(path) }

// rename puts from at to, replacing what is there, atomically, and
// returns only once the move is on the disk (MOVEFILE_WRITE_THROUGH):
// Windows has no fsync of a folder, so this is what makes the new name
// durable. A file open elsewhere without FILE_SHARE_DELETE cannot be
// replaced: that is ERROR_ACCESS_DENIED, and the old file is untouched.
func rename(from, to string) error {
	f, err := windows.UTF16PtrFromString(from)
	if err != nil {
		return &os.LinkError{Op: "rename", Old: from, New: to, Err: err}
	}
	t, err := windows.UTF16PtrFromString(to)
	if err != nil {
		return &os.LinkError{Op: "rename", Old: from, New: to, Err: err}
	}
	if err := windows.MoveFileEx(f, t, windows.MOVEFILE_REPLACE_EXISTING|windows.MOVEFILE_WRITE_THROUGH); err != nil {
		return &os.LinkError{Op: "rename", Old: from, New: to, Err: err}
	}
	return nil
}

// syncDir does nothing: Windows cannot sync a folder (FlushFileBuffers
// needs a folder opened for writing, which it refuses), renames are
// written through (rename), and NTFS keeps its folders in its journal. A
// new name made by a hard link (Create) is durable when NTFS commits its
// journal, a few seconds later at most; the file's bytes were synced
// before it took the name.
func syncDir(string) error { return nil }

// noHardLinks reports whether err is a file system's refusal of hard
// links: FAT and exFAT (USB sticks) answer ERROR_INVALID_FUNCTION, some
// network shares ERROR_NOT_SUPPORTED.
func noHardLinks(err error) bool {
	return errors.Is(err, windows.ERROR_INVALID_FUNCTION) || errors.Is(err, windows.ERROR_NOT_SUPPORTED)
}
