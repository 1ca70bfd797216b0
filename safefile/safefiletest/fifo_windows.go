//go:build windows

package safefiletest

import "errors"

// Mkfifo fails on Windows, which has no named pipes in its file system
// (its pipes live under \\.\pipe\, which safefile refuses by name): the
// tests that need one compile there and fail saying so.
func Mkfifo(string, uint32) error { return errors.ErrUnsupported }
