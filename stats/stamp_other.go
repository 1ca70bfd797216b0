//go:build !linux && !darwin

package stats

import (
	"rolekeeper/journal"
	"rolekeeper/safefile"

	"hash/crc32"
	"io"
	"os"
)

// stampOf returns the stamp of the file at path: its size, modification
// time, and the CRC-32C of the whole file.
func stampOf(path string) (stamp, error) {
	return stampInto(path, make([]byte, readChunk))
}

// stampInto is stampOf reading into buf.
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
	h := crc32.New(castagnoli)
	if _, err := io.CopyBuffer(h, io.LimitReader(f, s.size), buf); err != nil {
		return stamp{}, err
	}
	s.sum = h.Sum32()
	return s, nil
}

// statOf is the stamp of the file at path without its checksum: its size
// and modification time. No change time is known here, so no file is
// fresh (stamp.fresh): every one is read whole to its checksum.
func statOf(path string) (stamp, error) {
	info, err := os.Stat(path)
	if err != nil {
		return stamp{}, err
	}
	return stamp{size: info.Size(), mtime: info.ModTime().UnixNano()}, nil
}
