// Package safefiletest provides file systems for tests of code that
// writes through safefile: Failing fails one step of every write with a
// reason, as a full disk or a broken one does; Names lists what a write
// left in a folder.
package safefiletest

import (
	"io/fs"
	"os"
	"path/filepath"
	"testing"

	"rolekeeper/safefile"
)

// The steps a write through safefile takes, in order, as Failing names
// them (and safefile.Error.Op says them).
const (
	StepCreateTemp = "create a temporary file"
	StepWrite      = "write"
	StepChmod      = "chmod"
	StepSync       = "fsync"
	StepClose      = "close"
	StepRename     = "rename"
	StepLink       = "link"
	StepSyncDir    = "fsync the folder"
)

// StepsBeforeReplace are the steps of safefile.Replace before the new
// content is in place: a failure at any of them must leave the old file
// as it was.
var StepsBeforeReplace = []string{StepCreateTemp, StepWrite, StepChmod, StepSync, StepClose, StepRename}

// Failing is the operating system's file system failing at Step with Err.
// A failed write writes half of what it is given first, as a disk that
// fills up does.
type Failing struct {
	Step string
	Err  error
}

// Writer returns a safefile.Writer that writes through f.
func (f Failing) Writer() safefile.Writer { return safefile.Writer{FS: f} }

func (f Failing) fail(step string) error {
	if f.Step == step {
		return f.Err
	}
	return nil
}

// CreateTemp implements safefile.FS.
func (f Failing) CreateTemp(dir, pattern string) (safefile.File, error) {
	if err := f.fail(StepCreateTemp); err != nil {
		return nil, &fs.PathError{Op: "open", Path: filepath.Join(dir, pattern), Err: err}
	}
	file, err := os.CreateTemp(dir, pattern)
	if err != nil {
		return nil, err
	}
	return failingFile{file: file, fs: f}, nil
}

// Rename implements safefile.FS.
func (f Failing) Rename(from, to string) error {
	if err := f.fail(StepRename); err != nil {
		return &os.LinkError{Op: "rename", Old: from, New: to, Err: err}
	}
	return os.Rename(from, to)
}

// Link implements safefile.FS.
func (f Failing) Link(from, to string) error {
	if err := f.fail(StepLink); err != nil {
		return &os.LinkError{Op: "link", Old: from, New: to, Err: err}
	}
	return os.Link(from, to)
}

// Remove implements safefile.FS; it never fails.
func (f Failing) Remove(name string) error { return os.Remove(name) }

// Lstat implements safefile.FS; it never fails.
func (f Failing) Lstat(name string) (fs.FileInfo, error) { return os.Lstat(name) }

// SyncDir implements safefile.FS.
func (f Failing) SyncDir(dir string) error {
	if err := f.fail(StepSyncDir); err != nil {
		return err
	}
	return safefile.OS.FS.SyncDir(dir)
}

// failingFile is a temporary file of Failing.
type failingFile struct {
	file *os.File
	fs   Failing
}

// Name implements safefile.File.
func (f failingFile) Name() string { return f.file.Name() }

// Write implements safefile.File.
func (f failingFile) Write(p []byte) (int, error) {
	if err := f.fs.fail(StepWrite); err != nil {
		n, _ := f.file.Write(p[:len(p)/2])
		return n, err
	}
	return f.file.Write(p)
}

// Sync implements safefile.File.
func (f failingFile) Sync() error {
	if err := f.fs.fail(StepSync); err != nil {
		return err
	}
	return f.file.Sync()
}

// Chmod implements safefile.File.
func (f failingFile) Chmod(mode fs.FileMode) error {
	if err := f.fs.fail(StepChmod); err != nil {
		return err
	}
	return f.file.Chmod(mode)
}

// Close implements safefile.File; the file is closed even when it fails.
func (f failingFile) Close() error {
	err := f.file.Close()
	if ferr := f.fs.fail(StepClose); ferr != nil {
		return ferr
	}
	return err
}

// Names returns the names of what is in dir, in order, failing the test
// if dir cannot be read: what a write left beside its file.
func Names(t testing.TB, dir string) []string {
	t.Helper()
	items, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, item := range items {
		names = append(names, item.Name())
	}
	return names
}
