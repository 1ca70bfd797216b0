package export

import (
	"io"

	"rolekeeper/safefile"
)

// WriteFile writes an export to the file at path, replacing an earlier
// one atomically: on any failure the earlier file is untouched, byte for
// byte, and the error (a *safefile.Error) names path and the step that
// failed.
func WriteFile(path string, write func(io.Writer) error) error { return files.Replace(path, write) }

// WriteNew writes an export to a new file STEM.EXT, or STEM-2.EXT and so on
// when that name is taken; it never replaces a file. It returns the name
// written.
func WriteNew(stem, ext string, write func(io.Writer) error) (string, error) {
	return files.CreateFree(safefile.Numbered(stem, "-", ext), write)
}

// files is the file system exports are written to; tests make it fail.
var files = safefile.OS
