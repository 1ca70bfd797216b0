//go:build windows

package web

import (
	"errors"
	"os"
)

// pause and resume fail on Windows, which cannot stop a process and let
// it go on from outside: BenchmarkKeyPressWatched compiles there and says
// so.
func pause(*os.Process) error  { return errors.ErrUnsupported }
func resume(*os.Process) error { return errors.ErrUnsupported }
