package journal

import "rolekeeper/safefile"

// MaxFileSize is the largest game file rolekeeper reads: 256 MiB, some
// 2,000,000 records (an app record is 80–130 bytes, a long evening's game
// some 2,000 of them), so that the million-event games the benchmarks
// play are still read. A larger file is refused by name before it is read.
const MaxFileSize = 256 << 20

// MaxLine is the longest line of a game file: 64 KiB, where a record as
// the app writes it is under 2 KB. A longer line is refused, or set aside
// as damage when it is the last.
const MaxLine = safefile.MaxLine

// ReadFile reads the game file at path whole, as the reader would, for a
// caller that parses it itself (the live view): a regular file of at most
// MaxFileSize bytes, or an *Error.
func ReadFile(path string) ([]byte, error) {
	data, err := safefile.ReadFile(path, MaxFileSize)
	if err != nil {
		return nil, fileErr(path, err)
	}
	return data, nil
}
