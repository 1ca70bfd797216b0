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
// replaces a file.
func keepCopy(path string, data []byte) (string, error) {
	return safefile.CreateFree(safefile.Numbered(path+".damaged", ".", ""), writeBytes(data))
}
