//go:build windows

package safefile

import (
	"errors"
	"io/fs"
	"os"
	"unsafe"

	"golang.org/x/sys/windows"
)

// Private refuses a secret (a host key) that other people may read, or
// whose folder they may change, by the file's and the folder's access
// control lists (private.go): an *fs.PathError wrapping a
// SharedWithOthers Refusal. A missing file is nil.
func Private(path, dir string) error {
	if open, err := sharedWithOthers(dir, folderWrite); err == nil && open {
		return refuse(dir, &Refusal{Why: SharedWithOthers, Kind: "folder"})
	}
	if _, err := os.Stat(path); errors.Is(err, fs.ErrNotExist) {
		return nil
	} else if err != nil {
		return err
	}
	open, err := sharedWithOthers(path, secretRead)
	if err != nil {
		return &fs.PathError{Op: "read the permissions", Path: path, Err: err}
	}
	if open {
		return refuse(path, &Refusal{Why: SharedWithOthers, Kind: "file"})
	}
	return nil
}

// sharedWithOthers reports whether the access control list of path
// allows a group of other people any of the rights wanted. No list at
// all allows everyone everything.
func sharedWithOthers(path string, wanted uint32) (bool, error) {
	sd, err := windows.GetNamedSecurityInfo(path, windows.SE_FILE_OBJECT, windows.DACL_SECURITY_INFORMATION)
	if err != nil {
		return false, err
	}
	dacl, _, err := sd.DACL()
	if err != nil || dacl == nil {
		return dacl == nil, nil // ERROR_OBJECT_NOT_FOUND: a NULL list
	}
	for i := range uint32(dacl.AceCount) {
		var ace *windows.ACCESS_ALLOWED_ACE
		if windows.GetAce(dacl, i, &ace) != nil || ace.Header.AceType != windows.ACCESS_ALLOWED_ACE_TYPE ||
			ace.Header.AceFlags&windows.INHERIT_ONLY_ACE != 0 {
			continue // a denial, or an entry only for what the folder will hold
		}
		sid := (*windows.SID)(unsafe.Pointer(&ace.SidStart))
		if broadGrant(sid.String(), uint32(ace.Mask), wanted) {
			return true, nil
		}
	}
	return false, nil
}
