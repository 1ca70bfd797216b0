package safefile

import (
	"errors"
	"io"
	"io/fs"
	"os"
	"syscall"
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

// Rename implements FS.
func (osFS) Rename(from, to string) error { return os.Rename(from, to) }

// Link implements FS.
func (osFS) Link(from, to string) error { return os.Link(from, to) }

// Remove implements FS.
func (osFS) Remove(name string) error { return os.Remove(name) }

// Lstat implements FS.
func (osFS) Lstat(name string) (fs.FileInfo, error) { return os.Lstat(name) }

// SyncDir implements FS. File systems that cannot sync a folder (EINVAL,
// ENOTSUP) are let be: there is nothing more to do on them.
func (osFS) SyncDir(dir string) error {
	d, err := os.Open(dir)
	if err != nil {
		return err
	}
	err = d.Sync()
	if errors.Is(err, syscall.EINVAL) || errors.Is(err, syscall.ENOTSUP) {
		err = nil
	}
	if cerr := d.Close(); err == nil {
		err = cerr
	}
	return err
}
