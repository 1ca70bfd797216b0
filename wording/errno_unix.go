//go:build !windows

package wording

import "syscall"

// systemErrnos adds nothing where the system's errors are the errnos
// osReason knows.
func systemErrnos(Files) map[syscall.Errno]string { return nil }
