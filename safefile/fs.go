package safefile

import (
	"io"
	"io/fs"
	"os"
)

// FS is the part of a file system a Writer uses. Its methods behave as the
// os functions of the same names; SyncDir syncs a folder.
type FS interface {
	CreateTemp(dir, pattern string) (File, error)
	Rename(from, to string) error
	Link(from, to string) error
	Remove(name string) error
	Lstat(name string) (fs.FileInfo, error)
	SyncDir(dir string) error
}

// File is the part of *os.File a Writer uses.
type File interface {
	io.Writer
	Name() string
	Chmod(mode fs.FileMode) error
	Sync() error
	Close() error
}

// osFS is the operating system's file system.
type osFS struct{}

// CreateTemp implements FS.
func (osFS) CreateTemp(dir, pattern string) (File, error) { return os.CreateTemp(dir, pattern) }

// Rename implements FS (os_unix.go, os_windows.go).
func (osFS) Rename(from, to string) error { return rename(from, to) }

// Link implements FS.
func (osFS) Link(from, to string) error { return os.Link(from, to) }

// Remove implements FS.
func (osFS) Remove(name string) error { return os.Remove(name) }

// Lstat implements FS.
func (osFS) Lstat(name string) (fs.FileInfo, error) { return os.Lstat(name) }

// SyncDir implements FS (os_unix.go, os_windows.go).
func (osFS) SyncDir(dir string) error { return syncDir(dir) }
