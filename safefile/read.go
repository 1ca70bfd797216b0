package safefile

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"syscall"
)

// Reading is bounded as writing is safe: every file rolekeeper reads (game
// files, the games folder, config.toml, the viewers' file, the host key,
// viewer_keys) is opened through Open, ReadFile or ReadDir, which
//
//   - refuse at once, by name, what is not a regular file (a named pipe
//     would block the reader for good, /dev/zero or /dev/urandom would
//     never end): the path is checked with stat before it is opened, and
//     the file opened is checked again with fstat;
//   - open without blocking (O_NONBLOCK), so that a pipe put at the name
//     between the two checks cannot hang the reader either;
//   - refuse a file over the caller's limit of bytes before reading it,
//     and never read more than that limit even from a file that grows.

// MaxLine is the longest line of a record file (a game file, the sharing
// file) rolekeeper reads: a record as the app writes it is under 2 KB.
const MaxLine = 64 << 10

// Why says why a file was refused before (or while) it was read.
type Why string

// The reasons of a Refusal.
const (
	// NotRegular is a path that is not a regular file: Kind says what it
	// is.
	NotRegular Why = "not a regular file"
	// TooLarge is a file over Limit bytes.
	TooLarge Why = "too large"
	// LineTooLong is a line over Limit bytes.
	LineTooLong Why = "line too long"
	// ByteOrderMark is text that starts with a byte-order mark (U+FEFF),
	// which a record or a setting never does.
	ByteOrderMark Why = "byte-order mark"
	// TooDeep is text nested more than Limit levels deep.
	TooDeep Why = "nested too deep"
	// NotFolder is a path that should be a folder and is not.
	NotFolder Why = "not a folder"
	// OpenToOthers is a secret (a host key) that others may read, or a
	// folder of secrets others may write to: Kind is "file" or "folder".
	OpenToOthers Why = "open to others"
	// SharedWithOthers is OpenToOthers on Windows, found in the access
	// control list rather than the mode bits (so no Limit): Kind is
	// "file" or "folder".
	SharedWithOthers Why = "shared with others"
)

// Refusal is a file refused by its kind or a limit, without reading what
// is beyond the limit. Wrapped in an *fs.PathError it names the file;
// wording says it in words (Files.Refused).
type Refusal struct {
	Why Why
	// Kind is what a NotRegular path is: "named pipe", "device", "socket",
	// "folder", "other"; for OpenToOthers "file" or "folder".
	Kind string
	// Limit is the limit broken: bytes for TooLarge and LineTooLong,
	// levels for TooDeep, the permission found for OpenToOthers.
	Limit int64
}

// Error implements error, in English for a developer.
func (r *Refusal) Error() string {
	switch r.Why {
	case NotRegular:
		return fmt.Sprintf("not a regular file but a %s: refused", r.Kind)
	case TooLarge:
		return fmt.Sprintf("larger than %s: refused", Size(r.Limit))
	case LineTooLong:
		return fmt.Sprintf("a line longer than %s: refused", Size(r.Limit))
	case ByteOrderMark:
		return "starts with a byte-order mark (U+FEFF): save it as UTF-8 without one"
	case TooDeep:
		return fmt.Sprintf("nested more than %d levels deep: refused", r.Limit)
	case OpenToOthers:
		return fmt.Sprintf("the %s is open to others (%04o): refused", r.Kind, r.Limit)
	case SharedWithOthers:
		return fmt.Sprintf("the %s is shared with other users of this computer: refused", r.Kind)
	}
	return string(r.Why)
}

// Refused returns why, what and the limit (wording.FileRefusal).
func (r *Refusal) Refused() (why, kind string, limit int64) { return string(r.Why), r.Kind, r.Limit }

// Size says a number of bytes as KiB or MiB when it is a whole number of
// them: 65536 is "64 KiB".
func Size(n int64) string {
	switch {
	case n >= 1<<20 && n%(1<<20) == 0:
		return fmt.Sprintf("%d MiB", n>>20)
	case n >= 1<<10 && n%(1<<10) == 0:
		return fmt.Sprintf("%d KiB", n>>10)
	}
	return fmt.Sprintf("%d bytes", n)
}

// refuse wraps r in an *fs.PathError naming path.
func refuse(path string, r *Refusal) error { return &fs.PathError{Op: "open", Path: path, Err: r} }

// kindOf names what a file that is not regular is.
func kindOf(mode fs.FileMode) string {
	switch {
	case mode&fs.ModeNamedPipe != 0:
		return "named pipe"
	case mode&fs.ModeDevice != 0, mode&fs.ModeCharDevice != 0:
		return "device"
	case mode&fs.ModeSocket != 0:
		return "socket"
	case mode.IsDir():
		return "folder"
	}
	return "other"
}

// check refuses info unless it is a regular file of at most max bytes.
func check(path string, info fs.FileInfo, max int64) error {
	if info.IsDir() {
		return &fs.PathError{Op: "open", Path: path, Err: syscall.EISDIR} // said as the system says it
	}
	if !info.Mode().IsRegular() {
		return refuse(path, &Refusal{Why: NotRegular, Kind: kindOf(info.Mode())})
	}
	if max > 0 && info.Size() > max {
		return refuse(path, &Refusal{Why: TooLarge, Limit: max})
	}
	return nil
}

// Regular reports, without opening it, whether path (through links) is a
// regular file of at most max bytes (0: any size): nil, an *fs.PathError
// wrapping a *Refusal, or the error of stat.
func Regular(path string, max int64) error {
	if deviceName(path) {
		return refuse(path, &Refusal{Why: NotRegular, Kind: "device"}) // NUL, CON, COM1 … on Windows: never opened
	}
	info, err := os.Stat(path)
	if err != nil {
		return err
	}
	return check(path, info, max)
}

// Open opens the regular file at path for reading, without blocking, and
// refuses anything else, or a file over max bytes (0: any size), with an
// *fs.PathError wrapping a *Refusal. The caller reads it with a limit
// (Limit) and closes it.
func Open(path string, max int64) (*os.File, error) {
	if err := Regular(path, max); err != nil {
		return nil, err
	}
	f, err := openFile(path, os.O_RDONLY|syscall.O_NONBLOCK|syscall.O_NOCTTY|syscall.O_CLOEXEC) // shared for deletion on Windows
	if err != nil {
		return nil, err
	}
	info, err := f.Stat()
	if err == nil {
		err = check(path, info, max) // another file put at the name since
	}
	if err != nil {
		f.Close()
		return nil, err
	}
	return f, nil
}

// Limit reads at most max bytes from f, which is path: reading byte
// max+1 is an *fs.PathError wrapping a TooLarge Refusal, so a file that
// grows while it is read is still refused rather than read without end.
func Limit(path string, f io.Reader, max int64) io.Reader {
	return &limited{path: path, r: f, left: max, max: max}
}

type limited struct {
	path      string
	r         io.Reader
	left, max int64
}

func (l *limited) Read(p []byte) (int, error) {
	if l.left < 0 {
		return 0, refuse(l.path, &Refusal{Why: TooLarge, Limit: l.max})
	}
	if int64(len(p)) > l.left+1 {
		p = p[:l.left+1]
	}
	n, err := l.r.Read(p)
	l.left -= int64(n)
	if l.left < 0 {
		return n - 1, refuse(l.path, &Refusal{Why: TooLarge, Limit: l.max})
	}
	return n, err
}

// ReadFile reads the regular file at path whole, refusing anything else or
// more than max bytes (see Open).
func ReadFile(path string, max int64) ([]byte, error) {
	f, err := Open(path, max)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var size int64
	if info, err := f.Stat(); err == nil {
		size = info.Size()
	}
	data := make([]byte, 0, min(size, max)+1)
	for r := Limit(path, f, max); ; {
		if len(data) == cap(data) {
			data = append(data, 0)[:len(data)]
		}
		n, err := r.Read(data[len(data):cap(data)])
		data = data[:len(data)+n]
		if errors.Is(err, io.EOF) {
			return data, nil
		}
		if err != nil {
			return nil, err
		}
	}
}

// ReadDir lists the folder at path, refusing a path that is not a folder
// without opening it (a named pipe there would block).
func ReadDir(path string) ([]fs.DirEntry, error) {
	info, err := os.Stat(path)
	if err != nil {
		return nil, err
	}
	if !info.IsDir() {
		return nil, refuse(path, &Refusal{Why: NotFolder, Kind: kindOf(info.Mode())})
	}
	f, err := os.OpenFile(path, dirFlags, 0)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return f.ReadDir(-1)
}
