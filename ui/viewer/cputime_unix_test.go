//go:build unix

package viewer

import (
	"syscall"
	"time"
)

// cpuTime returns the processor time the test process has used so far,
// user and system. Benchmarks report it beside the wall-clock time, which
// a machine shared with other work stretches.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
