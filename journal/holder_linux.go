//go:build linux

package journal

import (
	"bufio"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
)

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
