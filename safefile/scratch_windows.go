//go:build windows

package safefile

import (
	"crypto/rand"
	"encoding/hex"
	"errors"
	"os"
	"path/filepath"

	"golang.org/x/sys/windows"
)

// scratch is Scratch in dir. Windows cannot remove the name of an open
// file (Go opens files without FILE_SHARE_DELETE), so the file is made to
// be deleted when its handle closes, which the system does when the
// process ends however it ends; it is shared with nobody while it lives.
func scratch(dir string) (*os.File, error) {
	for range MaxNames {
		var b [8]byte
		_, _ = rand.Read(b[:]) // never fails (crypto/rand)
		path := filepath.Join(dir, ".rolekeeper-scratch-"+hex.EncodeToString(b[:]))
		name, err := windows.UTF16PtrFromString(path)
		if err != nil {
			return nil, fail(dir, "create a temporary file", err)
		}
		h, err := windows.CreateFile(name, windows.GENERIC_READ|windows.GENERIC_WRITE|windows.DELETE, 0, nil,
			windows.CREATE_NEW, windows.FILE_ATTRIBUTE_TEMPORARY|windows.FILE_FLAG_DELETE_ON_CLOSE, 0)
		if errors.Is(err, windows.ERROR_FILE_EXISTS) {
			continue
		}
		if err != nil {
			return nil, fail(dir, "create a temporary file", err)
		}
		return os.NewFile(uintptr(h), path), nil
	}
	return nil, fail(dir, "create a temporary file", os.ErrExist)
}
