package journal

import (
	"bufio"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
)

// Holder is who holds the lock of a game file, as far as the system
// tells: the process and the path it opened the file by. Only Linux
// tells (/proc/locks and /proc/PID/fd); elsewhere, or when the holder's
// descriptors cannot be read (another user's process), the fields are
// what could be found.
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

// lockHolder finds the holder of the flock(2) lock on the file at path.
func lockHolder(path string) Holder {
	info, err := os.Stat(path)
	if err != nil {
		return Holder{}
	}
	st, ok := info.Sys().(*syscall.Stat_t)
	if !ok {
		return Holder{}
	}
	f, err := os.Open("/proc/locks")
	if err != nil {
		return Holder{}
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		pid, ok := flockHolder(sc.Text(), st.Ino)
		if !ok {
			continue
		}
		h := Holder{PID: pid, Path: heldPath(pid, info)}
		if comm, err := os.ReadFile(filepath.Join("/proc", strconv.Itoa(pid), "comm")); err == nil {
			h.Process = strings.TrimSpace(string(comm))
		}
		return h
	}
	return Holder{}
}

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

// heldPath is the path by which process pid has the file info open, ""
// when its descriptors cannot be read.
func heldPath(pid int, info os.FileInfo) string {
	dir := filepath.Join("/proc", strconv.Itoa(pid), "fd")
	fds, err := os.ReadDir(dir)
	if err != nil {
		return ""
	}
	for _, fd := range fds {
		link := filepath.Join(dir, fd.Name())
		if fi, err := os.Stat(link); err == nil && os.SameFile(fi, info) {
			// A descriptor opened by a name since unlinked (the
			// temporary name a new file was made under) says
			// "NAME (deleted)": another descriptor may say the name.
			if target, err := os.Readlink(link); err == nil && !strings.HasSuffix(target, " (deleted)") {
				return target
			}
		}
	}
	return ""
}
