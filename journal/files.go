package journal

import (
	"io"
	"os"
)

// Files opens the game files a Journal appends to: the operating system's
// unless WithFiles says otherwise. Tests pass slow and failing ones to see
// what a user interface shows while a write waits or fails.
type Files interface {
	// OpenAppend opens the file at path for appending, as
	// os.OpenFile(path, os.O_WRONLY|os.O_APPEND, 0) does.
	OpenAppend(path string) (AppendFile, error)
}

// AppendFile is the part of *os.File a Journal writes through: one Write
// per batch of records, then Sync, which must not return before the bytes
// are on disk; Truncate cuts off what a failed write left.
type AppendFile interface {
	io.Writer
	Sync() error
	Truncate(size int64) error
	Stat() (os.FileInfo, error)
	Close() error
}

// An Option changes how Create, CreateFile and Open make a Journal, or
// how Open, Read and Parse read a game file.
type Option func(*options)

// WithFiles makes the Journal append through files instead of the
// operating system's file system. Reading, creating and replacing a whole
// game file (setup, repairs) do not go through it.
func WithFiles(files Files) Option {
	return func(o *options) { o.files = files }
}

// WithID makes Create and CreateFile write the game id id (32 lowercase
// hexadecimal digits) instead of a new random one, for tests and tools
// that need the same file every time.
func WithID(id string) Option {
	return func(o *options) { o.id = id }
}

type options struct {
	files   Files
	observe Observer
	// at is told every event record's offset (ObserveOffsets).
	at       func(offset int64)
	noLedger bool
	ledger   Ledger
	// noRecords is set by KeepNoRecords.
	noRecords bool
	id        string
}

// WithoutLedger makes ReadFinal replay the game without its lists of life
// lost, eliminations and points changed by hand (rules.Game.WithoutLedger),
// for a reader that reports none of them (check, replay): its memory then
// does not grow with the length of the game. The game's summary adds up
// every one of them and lists only the last.
func WithoutLedger() Option {
	return func(o *options) { o.noLedger = true }
}

func newOptions(opts []Option) options {
	o := options{files: osFiles{}}
	for _, opt := range opts {
		opt(&o)
	}
	return o
}

// osFiles is the operating system's file system.
type osFiles struct{}

// OpenAppend implements Files: the file is shared for deletion on Windows
// (safefile.OpenFile), and can be cut back there too (append_windows.go).
func (osFiles) OpenAppend(path string) (AppendFile, error) { return openAppend(path) }

// osFileOf is the system's file an AppendFile writes to, when it is one:
// the *os.File itself, or the file a wrapper of the system's writes to
// (append_windows.go).
func osFileOf(f AppendFile) (*os.File, bool) {
	if w, ok := f.(interface{ OSFile() *os.File }); ok {
		return w.OSFile(), true
	}
	of, ok := f.(*os.File)
	return of, ok
}
