//go:build !windows

package journal

import (
	"os"

	"rolekeeper/safefile"
)

// openAppend opens the game file at path for appending: every write goes
// to the end, and Truncate cuts off what a failed write left.
func openAppend(path string) (AppendFile, error) {
	return safefile.OpenFile(path, os.O_WRONLY|os.O_APPEND)
}
