package journal

import (
	"strconv"
	"strings"
)

// Holder is who holds the lock of a game file, as far as the system
// tells: the process and the path it opened the file by. Only Linux
// tells (/proc/locks and /proc/PID/fd: holder_linux.go); elsewhere, or
// when the holder's descriptors cannot be read (another user's process),
// the fields are what could be found.
type Holder struct {
	// PID is the holder's process id, 0 when not known.
	PID int
	// Process is its name ("rolekeeper"), "" when not known.
	Process string
	// Path is the name the holder opened the game file by, "" when not
	// known.
	Path string
}

// Known reports whether anything about the holder is known.
func (h Holder) Known() bool { return h.PID != 0 }

// flockHolder reads a line of /proc/locks ("1: FLOCK  ADVISORY  WRITE
// 4242 08:01:131077 0 EOF"): the pid of an exclusive flock on the inode
// ino; ok is false for any other line.
func flockHolder(line string, ino uint64) (int, bool) {
	f := strings.Fields(line)
	if len(f) < 6 || f[1] != "FLOCK" || f[3] != "WRITE" {
		return 0, false
	}
	dev := strings.Split(f[5], ":")
	if len(dev) != 3 || dev[2] != strconv.FormatUint(ino, 10) {
		return 0, false
	}
	pid, err := strconv.Atoi(f[4])
	return pid, err == nil && pid > 0
}
