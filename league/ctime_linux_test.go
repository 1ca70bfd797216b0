//go:build linux

package league

import (
	"os"
	"syscall"
)

// ctimeOf is the change time of a file, in nanoseconds since 1970.
func ctimeOf(info os.FileInfo) int64 {
	return info.Sys().(*syscall.Stat_t).Ctim.Nano()
}
