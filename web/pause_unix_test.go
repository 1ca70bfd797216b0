//go:build unix

package web

import (
	"os"
	"syscall"
)

// pause stops the process p (SIGSTOP) and resume lets it go on (SIGCONT),
// for BenchmarkKeyPressWatched's turns with and without the pages.
func pause(p *os.Process) error  { return p.Signal(syscall.SIGSTOP) }
func resume(p *os.Process) error { return p.Signal(syscall.SIGCONT) }
