//go:build unix

package safefiletest

import "syscall"

// Mkfifo makes a named pipe at path, for the tests that a reader refuses
// one rather than blocking on it.
func Mkfifo(path string, mode uint32) error { return syscall.Mkfifo(path, mode) }
