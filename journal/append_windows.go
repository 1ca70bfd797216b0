//go:build windows

package journal

import (
	"io"
	"os"

	"rolekeeper/safefile"
)

// openAppend opens the game file at path for appending. A Windows handle
// opened for appending only (FILE_APPEND_DATA, what os.OpenFile gives for
// O_APPEND) cannot truncate: setting the end of a file needs
// FILE_WRITE_DATA, and without it Truncate is ERROR_ACCESS_DENIED, so a
// full disk's partial line could never be cut off and every later save
// would fail. The file is opened for writing instead (shared for deletion,
// safefile.OpenFile), and each write goes to the end itself (endWriter).
func openAppend(path string) (AppendFile, error) {
	f, err := safefile.OpenFile(path, os.O_WRONLY)
	if err != nil {
		return nil, err
	}
	return endWriter{f}, nil
}

// endWriter writes at the end of its file, as O_APPEND does: the journal
// is the file's only writer (it holds the game's lock), so seeking to the
// end before each write is the same. After Truncate the end is the new
// one.
type endWriter struct{ *os.File }

// Write implements io.Writer.
func (w endWriter) Write(p []byte) (int, error) {
	if _, err := w.File.Seek(0, io.SeekEnd); err != nil {
		return 0, err
	}
	return w.File.Write(p)
}

// OSFile is the file written to (osFileOf).
func (w endWriter) OSFile() *os.File { return w.File }
