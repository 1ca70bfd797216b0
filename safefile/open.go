package safefile

import "os"

// OpenFile opens the file at path, which must exist, as
// os.OpenFile(path, flag, 0) does, but so that holding it open never
// stands in the way of another program's (or this one's) removing or
// renaming the file, as on unix: on Windows os.OpenFile shares a file for
// reading and writing only, and while such a handle is open the file
// cannot be removed, renamed, or given up by a hard link's second name
// (ERROR_SHARING_VIOLATION); OpenFile shares it for deletion too
// (FILE_SHARE_DELETE, os_windows.go). flag may ask for O_RDONLY,
// O_WRONLY, O_RDWR and O_APPEND; the unix flags O_NONBLOCK, O_NOCTTY and
// O_CLOEXEC mean nothing on Windows, where opening never blocks and no
// handle is inherited; creating is refused there (os.ErrInvalid).
func OpenFile(path string, flag int) (*os.File, error) { return openFile(path, flag) }

// Rename moves the file from to to, replacing what is there, atomically,
// for a file written beside its name by other means than Replace (with
// permissions of its own): on Windows the move is written through to the
// disk, and tried again for a moment while another handle holds the file
// at to open, which Windows refuses to replace (os_windows.go).
func Rename(from, to string) error { return rename(from, to) }
