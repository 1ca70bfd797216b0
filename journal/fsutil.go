package journal

import (
	"io"

	"rolekeeper/safefile"
)

// File permissions of game files and of the folders made for them.
const (
	filePerm = safefile.Perm
	dirPerm  = 0o755
)

// writeBytes returns a write function for safefile that writes data.
func writeBytes(data []byte) func(io.Writer) error {
	return func(w io.Writer) error {
		_, err := w.Write(data)
		return err
	}
}

// keepCopy writes data to a new file beside path named NAME.damaged (or
// NAME.damaged.2, .3, … when that exists) and returns its path. It never
// replaces a file, and the copy has no name until it is whole and synced
// (safefile.CreateFreeWhole): a kill leaves no temporary file.
func keepCopy(path string, data []byte) (string, error) {
	write := writeBytes(data)
	if repairStep != nil {
		write = func(w io.Writer) error { // a kill half-way through the copy, for the tests
			half := len(data) / 2
			if _, err := w.Write(data[:half]); err != nil {
				return err
			}
			repairStep("copying")
			_, err := w.Write(data[half:])
			return err
		}
	}
	return safefile.CreateFreeWhole(safefile.Numbered(path+".damaged", ".", ""), write)
}
