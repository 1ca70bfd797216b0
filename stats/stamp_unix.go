//go:build linux || darwin

package stats

import (
	"hash/crc32"
	"os"
	"syscall"

	"rolekeeper/journal"
	"rolekeeper/safefile"
)

// stampOf returns the stamp of the file at path: its size, modification
// time, and the CRC-32C of the whole file.
func stampOf(path string) (stamp, error) {
	return stampInto(path, make([]byte, readChunk))
}

// stampInto is stampOf reading into buf. It uses the system calls
// directly: os.File registers every file with the runtime's poller, which
// tripled the cost of checking a thousand games. The whole file is read:
// size, time and the last line alone let a same-size edit in the middle
// with its time set back pass (issue 19).
func stampInto(path string, buf []byte) (stamp, error) {
	fd, err := syscall.Open(path, syscall.O_RDONLY|syscall.O_CLOEXEC|syscall.O_NONBLOCK|syscall.O_NOCTTY, 0)
	if err != nil {
		return stamp{}, &os.PathError{Op: "open", Path: path, Err: err}
	}
	defer syscall.Close(fd)
	var st syscall.Stat_t
	if err := syscall.Fstat(fd, &st); err != nil {
		return stamp{}, &os.PathError{Op: "stat", Path: path, Err: err}
	}
	if st.Mode&syscall.S_IFMT != syscall.S_IFREG || st.Size > journal.MaxFileSize {
		return stamp{}, safefile.Regular(path, journal.MaxFileSize) // a pipe, a device or too large: refused by name
	}
	s := statStamp(&st)
	for off := int64(0); off < s.size; {
		n, err := syscall.Pread(fd, buf[:min(int64(len(buf)), s.size-off)], off)
		if err != nil {
			return stamp{}, &os.PathError{Op: "read", Path: path, Err: err}
		}
		if n == 0 {
			break // the file shrank since fstat: its size no longer matches
		}
		s.sum = crc32.Update(s.sum, castagnoli, buf[:n])
		off += int64(n)
	}
	return s, nil
}

// statOf is the stamp of the file at path without its checksum: its size,
// times and number, from one stat (stamp.fresh).
func statOf(path string) (stamp, error) {
	var st syscall.Stat_t
	if err := syscall.Stat(path, &st); err != nil {
		return stamp{}, &os.PathError{Op: "stat", Path: path, Err: err}
	}
	if st.Mode&syscall.S_IFMT != syscall.S_IFREG {
		return stamp{}, safefile.Regular(path, journal.MaxFileSize)
	}
	return statStamp(&st), nil
}
