//go:build unix

// Package cputime measures the processor time the process has used, for
// benchmarks that report it beside the wall-clock time, which a machine
// shared with other work stretches. It is test support, no part of the
// program.
package cputime

import (
	"syscall"
	"time"
)

// Used returns the processor time the process has used so far, user and
// system, on every thread (0 where it cannot be read).
func Used() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
