//go:build unix

package journal

import (
	"io/fs"
	"os"
	"syscall"
)

// idOf is the identity of the file open as f.
func idOf(f *os.File) (fileID, error) {
	info, err := f.Stat()
	if err != nil {
		return fileID{}, err
	}
	return idOfInfo(info)
}

// idAt is the identity of the file at path, through symbolic links.
func idAt(path string) (fileID, error) {
	info, err := os.Stat(path)
	if err != nil {
		return fileID{}, err
	}
	return idOfInfo(info)
}

// idOfInfo reads the device and inode that stat found.
func idOfInfo(info fs.FileInfo) (fileID, error) {
	st, ok := info.Sys().(*syscall.Stat_t)
	if !ok {
		return fileID{}, syscall.ENOTSUP // never: every unix stat has an inode
	}
	return unixID(uint64(st.Dev), uint64(st.Ino)), nil // Dev's type differs across unixes
}
