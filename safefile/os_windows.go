//go:build windows

package safefile

import (
	"errors"
	"os"
	"time"

	"golang.org/x/sys/windows"
)

// dirFlags open a folder to list it (opening never blocks on Windows).
const dirFlags = os.O_RDONLY

// deviceName reports whether path names one of Windows's devices (NUL,
// CON, COM1 …, or a path in the device namespace \\.\): such a path is
// refused by its name, before it is opened (devices.go).
func deviceName(path string) bool { return windowsDevice(path) }

// openFile is OpenFile: the file at path opened as syscall.Open does
// (the same rights for the same flags), but shared for deletion too
// (FILE_SHARE_DELETE), so that this handle never makes another's
// DeleteFile or MoveFileEx of the file fail with ERROR_SHARING_VIOLATION.
// The handle is not inherited by child processes.
func openFile(path string, flag int) (*os.File, error) {
	if flag&(os.O_CREATE|os.O_TRUNC|os.O_EXCL) != 0 {
		return nil, &os.PathError{Op: "open", Path: path, Err: os.ErrInvalid}
	}
	name, err := windows.UTF16PtrFromString(path)
	if err != nil {
		return nil, &os.PathError{Op: "open", Path: path, Err: err}
	}
	var access, attrs uint32
	switch flag & (os.O_RDONLY | os.O_WRONLY | os.O_RDWR) {
	case os.O_RDONLY:
		access, attrs = windows.GENERIC_READ, windows.FILE_FLAG_BACKUP_SEMANTICS // as syscall.Open: a folder opens too
	case os.O_WRONLY:
		access = windows.GENERIC_WRITE
	default:
		access = windows.GENERIC_READ | windows.GENERIC_WRITE
	}
	if flag&os.O_APPEND != 0 { // every write at the end: all of GENERIC_WRITE but FILE_WRITE_DATA
		access = access&^windows.GENERIC_WRITE | windows.FILE_APPEND_DATA | windows.FILE_WRITE_ATTRIBUTES |
			windows.FILE_WRITE_EA | windows.STANDARD_RIGHTS_WRITE | windows.SYNCHRONIZE
	}
	share := uint32(windows.FILE_SHARE_READ | windows.FILE_SHARE_WRITE | windows.FILE_SHARE_DELETE)
	h, err := windows.CreateFile(name, access, share, nil, windows.OPEN_EXISTING, windows.FILE_ATTRIBUTE_NORMAL|attrs, 0)
	if err != nil {
		return nil, &os.PathError{Op: "open", Path: path, Err: err}
	}
	return os.NewFile(uintptr(h), path), nil
}

// rename puts from at to, replacing what is there, atomically, and
// returns only once the move is on the disk (MOVEFILE_WRITE_THROUGH):
// Windows has no fsync of a folder, so this is what makes the new name
// durable. While another handle has the file at to open (a reader of the
// same file, an editor, a virus scanner), Windows refuses to replace it
// (ERROR_ACCESS_DENIED), whatever that handle shares, and a handle of
// from opened without FILE_SHARE_DELETE refuses the move
// (ERROR_SHARING_VIOLATION): such a handle is usually closed within
// moments, so the move is tried again for up to renameWait before the
// refusal is returned. The old file is untouched either way.
func rename(from, to string) error {
	f, err := windows.UTF16PtrFromString(from)
	if err != nil {
		return &os.LinkError{Op: "rename", Old: from, New: to, Err: err}
	}
	t, err := windows.UTF16PtrFromString(to)
	if err != nil {
		return &os.LinkError{Op: "rename", Old: from, New: to, Err: err}
	}
	pause := time.Millisecond
	for waited := time.Duration(0); ; waited += pause {
		err = windows.MoveFileEx(f, t, windows.MOVEFILE_REPLACE_EXISTING|windows.MOVEFILE_WRITE_THROUGH)
		if err == nil {
			return nil
		}
		if !inUse(err) || waited >= renameWait {
			return &os.LinkError{Op: "rename", Old: from, New: to, Err: err}
		}
		time.Sleep(pause)
		pause = min(2*pause, 100*time.Millisecond)
	}
}

// renameWait is how long rename tries again while a file is in use: a
// reader of a game or a night's file (watch, the phones' page) holds it
// for milliseconds, a virus scanner for longer.
const renameWait = 2 * time.Second

// inUse reports whether err is Windows's refusal to move or replace a
// file that another handle holds open.
func inUse(err error) bool {
	return errors.Is(err, windows.ERROR_ACCESS_DENIED) || errors.Is(err, windows.ERROR_SHARING_VIOLATION)
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
