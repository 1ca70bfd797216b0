//go:build !linux

package stats

import (
	"rolekeeper/journal"
	"rolekeeper/safefile"

	"errors"
	"io"
)

// stampOf returns the stamp of the file at path: its size, modification
// time, and the CRC-32C of its last line that is not blank.
func stampOf(path string) (stamp, error) {
	return stampInto(path, make([]byte, tailWindow))
}

// stampInto is stampOf reading into buf, at least tailWindow bytes long.
func stampInto(path string, buf []byte) (stamp, error) {
	f, err := safefile.Open(path, journal.MaxFileSize)
	if err != nil {
		return stamp{}, err
	}
	defer f.Close()
	info, err := f.Stat()
	if err != nil {
		return stamp{}, err
	}
	s := stamp{size: info.Size(), mtime: info.ModTime().UnixNano()}
	off := max(s.size-tailWindow, 0)
	n, err := f.ReadAt(buf[:s.size-off], off)
	if err != nil && !errors.Is(err, io.EOF) {
		return stamp{}, err
	}
	s.tail = tailChecksum(buf[:n])
	return s, nil
}
