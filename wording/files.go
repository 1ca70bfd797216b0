package wording

import (
	"errors"
	"io/fs"
	"maps"
	"net"
	"strconv"
	"strings"
	"syscall"
)

// Files are the reasons the operating system gives why a file cannot be
// read or written, said in the language instead of the system's English:
// "no such file or directory".
type Files struct {
	NotExist, Exist, Permission, IsDir, NotDir, NoSpace, ReadOnly, TooManyOpen, NameTooLong string
	// The reasons why an address cannot be listened on (serve --listen,
	// --web): taken by another program, not one of this computer's, a
	// host name not found, not written as host:port.
	AddrInUse, AddrNotAvail, NoSuchHost, BadAddress string
	// The reasons why a server cannot be reached (the league's
	// database): nothing listens there, no answer in time, no way to
	// the host or its network.
	ConnRefused, TimedOut, NoRoute string
	// Op names a step of writing a file safely (package safefile):
	// "replace", "create a temporary file", "write", "fsync", "rename", "link",
	// "remove", "prepare", "fsync the folder", "read" (what an export set
	// aside, safefile.Scratch); another step is said as it is.
	Op func(op string) string
	// OpenElsewhere says that another rolekeeper has the game open;
	// SameFile names the game file's other names (links).
	OpenElsewhere string
	SameFile      func(others []string) string
	// HeldBy says who holds the game's lock: the process's name and id
	// and the path it opened the game by (either may be "").
	HeldBy func(process string, pid int, path string) string
	// Damaged says that the damaged last line of the game file at path
	// was left out, why, and where a copy of the file as it was is kept
	// ("": none).
	Damaged func(path string, line int, reason, kept string) string
}

func filesEN() Files {
	return Files{NotExist: "no such file or directory", Exist: "file exists", Permission: "permission denied",
		IsDir: "is a directory", NotDir: "not a directory", NoSpace: "no space left on device",
		ReadOnly: "read-only file system", TooManyOpen: "too many open files", NameTooLong: "file name too long",
		AddrInUse:     "that port is taken already (is rolekeeper serve running?)",
		AddrNotAvail:  "not an address of this computer",
		NoSuchHost:    "no computer of that name is known",
		BadAddress:    "not an address: write it as host:port, for example 127.0.0.1:2323",
		ConnRefused:   "nothing answers there (is the server running, on that port?)",
		TimedOut:      "no answer in time",
		NoRoute:       "no way to that computer from here (is the network up?)",
		Op:            func(op string) string { return op },
		OpenElsewhere: "the game is open in another rolekeeper; close it there first",
		SameFile:      func(others []string) string { return "(the same file as " + strings.Join(others, ", ") + ")" },
		HeldBy: func(process string, pid int, path string) string {
			text := "(open in " + orWord(process, "process") + " " + strconv.Itoa(pid)
			if path != "" {
				text += " as " + path
			}
			return text + ")"
		},
		Damaged: func(path string, line int, reason, kept string) string {
			msg := path + ":" + strconv.Itoa(line) + ": the last line was damaged (" + reason + ") and has been left out"
			if kept != "" {
				msg += "; the file as it was is kept as " + kept
			}
			return msg
		},
	}
}

// SystemReason says the reason of the operating system (an errno, a
// host name not found, an address mistyped) at the bottom of err in the
// words of w, as ErrorText does; ok is false when err holds none that w
// knows (a driver's own reason: its text is all there is).
func (w *Words) SystemReason(err error) (text string, ok bool) { return w.osReason(err) }

// osReason says err, an error of the operating system about a file, in
// the words of w; ok is false for an error that is not one it knows.
func (w *Words) osReason(err error) (text string, ok bool) {
	t := w.Files
	var errno syscall.Errno
	var dns *net.DNSError
	var addr *net.AddrError
	if !errors.As(err, &errno) {
		switch {
		case errors.As(err, &dns) && dns.IsNotFound:
			return t.NoSuchHost, true
		case errors.As(err, &addr):
			return t.BadAddress, true
		case errors.Is(err, fs.ErrNotExist):
			return t.NotExist, true
		case errors.Is(err, fs.ErrExist):
			return t.Exist, true
		case errors.Is(err, fs.ErrPermission):
			return t.Permission, true
		}
		return "", false
	}
	words := map[syscall.Errno]string{
		syscall.ENOENT: t.NotExist, syscall.EEXIST: t.Exist, syscall.EACCES: t.Permission,
		syscall.EPERM: t.Permission, syscall.EISDIR: t.IsDir, syscall.ENOTDIR: t.NotDir,
		syscall.ENOSPC: t.NoSpace, syscall.EROFS: t.ReadOnly, syscall.EMFILE: t.TooManyOpen,
		syscall.ENAMETOOLONG: t.NameTooLong, syscall.EADDRINUSE: t.AddrInUse, syscall.EADDRNOTAVAIL: t.AddrNotAvail,
		syscall.ECONNREFUSED: t.ConnRefused, syscall.ETIMEDOUT: t.TimedOut, syscall.EHOSTUNREACH: t.NoRoute,
		syscall.ENETUNREACH: t.NoRoute,
	}
	maps.Copy(words, systemErrnos(t)) // Windows's numbers (errno_windows.go)
	text, ok = words[errno]
	return text, ok
}

// orWord is word, or instead when word is "".
func orWord(word, instead string) string {
	if word == "" {
		return instead
	}
	return word
}
