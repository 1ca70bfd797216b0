package wording

import (
	"errors"
	"strconv"
	"strings"
)

// Limits are the words of input that is refused because it is not what
// rolekeeper reads (a pipe, a device) or is over a limit: a file too large,
// a line too long, a config nested too deep, a secret open to others; and
// what a bad config file, a viewer over a limit or a quit that could save
// nothing say.
type Limits struct {
	// Refused says why a file was refused (safefile.Refusal): why is
	// "not a regular file", "too large", "line too long", "byte-order
	// mark", "nested too deep", "not a folder", "open to others" or
	// "shared with others" (Windows's access control list); kind
	// what the path is ("named pipe", "device", "socket", "folder",
	// "other"; "file" or "folder" for open or shared to others); limit the limit
	// broken (bytes, levels, or the permission found).
	Refused func(why, kind string, limit int64) string
	// Kind names what a path that is not a regular file is.
	Kind func(kind string) string
	// ConfigIgnored is the one warning of a config file that cannot be
	// used: the reason (with its file and line) and that the defaults
	// hold.
	ConfigIgnored func(reason string) string
	// ConfigAlias refuses an alias whose name or whose person is not a
	// name C-1 allows (reason already in words).
	ConfigAlias func(name, reason string) string

	// TooManySessions refuses a viewer's session over the limit of one
	// connection or one address.
	TooManySessions string
	// LogLockedOut says that addr tried n wrong codes and may try no more
	// for minutes; LogCodeChanged that n addresses tried wrong codes and
	// the table code changed.
	LogLockedOut   func(addr string, n, minutes int) string
	LogCodeChanged func(n int) string

	// IndexUnwritable notes that the index of games cannot be used
	// (reason) and that the game files answer instead.
	IndexUnwritable func(reason string) string

	// At quitting, a game that could be written neither to its file nor
	// to a rescue copy: UnsavedAsk asks for a path to write it to (Enter
	// prints it); UnsavedCannotWrite says why a path cannot be written;
	// UnsavedWritten where it went; UnsavedPrinted introduces the printed
	// records and says what to do with them (name is a file name for
	// them); UnsavedExit is the last line, for n games.
	UnsavedAsk         string
	UnsavedCannotWrite func(reason string) string
	UnsavedWritten     func(path string) string
	UnsavedPrinted     func(name string) string
	UnsavedExit        func(n int) string
}

func limitsEN() Limits {
	kinds := map[string]string{"named pipe": "a named pipe (FIFO)", "device": "a device", "socket": "a socket",
		"folder": "a folder", "other": "not a file"}
	kind := func(k string) string {
		if w, ok := kinds[k]; ok {
			return w
		}
		return k
	}
	return Limits{
		Refused: func(why, k string, limit int64) string {
			switch why {
			case "not a regular file":
				return "refused: " + kind(k) + ", not a regular file"
			case "too large":
				return "refused: larger than " + size(limit, "bytes")
			case "line too long":
				return "refused: a line longer than " + size(limit, "bytes")
			case "byte-order mark":
				return "refused: starts with a byte-order mark (U+FEFF); save it as UTF-8 without one"
			case "nested too deep":
				return "refused: nested more than " + strconv.FormatInt(limit, 10) + " levels deep"
			case "not a folder":
				return "refused: " + kind(k) + ", not a folder"
			case "open to others":
				if k == "folder" {
					return "refused: others may write to this folder (" + perm(limit) + "); make it yours alone: chmod 700"
				}
				return "refused: others may read this secret file (" + perm(limit) + "); make it yours alone: chmod 600"
			case "shared with others": // Windows: the access control list, not mode bits
				if k == "folder" {
					return "refused: other users of this computer may change this folder; make it yours alone (Properties, Security)"
				}
				return "refused: other users of this computer may read this secret file; make it yours alone (Properties, Security)"
			}
			return "refused: " + why
		},
		Kind: kind,
		ConfigIgnored: func(reason string) string {
			return "warning: " + reason + "; the config file is ignored, the defaults hold"
		},
		ConfigAlias:     func(name, reason string) string { return "the alias " + name + " is not a name: " + reason },
		TooManySessions: "too many viewers from this connection or address",
		LogLockedOut: func(addr string, n, minutes int) string {
			return strconv.Itoa(n) + " wrong table codes from " + addr + ": no more tries from there for " +
				plural(minutes, "minute", "minutes")
		},
		LogCodeChanged: func(n int) string {
			return "wrong codes from " + strconv.Itoa(n) + " addresses: the table code changed"
		},
		IndexUnwritable: func(reason string) string {
			return "note: the index of games cannot be used (" + reason + "); the game files answer instead"
		},
		UnsavedAsk:         "Type a path to write the game to (a folder or a new file), or press Enter to print it here: ",
		UnsavedCannotWrite: func(reason string) string { return "cannot write there: " + reason },
		UnsavedWritten: func(path string) string {
			return "The whole game is written to " + path + ": resume it with\n  rolekeeper resume " + path
		},
		UnsavedPrinted: func(name string) string {
			return "The whole game follows, one record a line, between two marks. Copy the lines between the marks " +
				"into a file, " + name + " for example, and resume it with\n  rolekeeper resume " + name
		},
		UnsavedExit: func(n int) string {
			return plural(n, "game was", "games were") + " not saved in " + noun(n, "its", "their") + " file; " +
				"above is where " + noun(n, "it", "they") + " went"
		},
	}
}

// size says a number of bytes as KiB or MiB when whole; unit is the word
// for bytes.
func size(n int64, unit string) string {
	switch {
	case n >= 1<<20 && n%(1<<20) == 0:
		return strconv.FormatInt(n>>20, 10) + " MiB"
	case n >= 1<<10 && n%(1<<10) == 0:
		return strconv.FormatInt(n>>10, 10) + " KiB"
	}
	return strconv.FormatInt(n, 10) + " " + unit
}

// perm says a permission as chmod writes it: 0666.
func perm(p int64) string {
	s := strconv.FormatInt(p, 8)
	return strings.Repeat("0", max(0, 4-len(s))) + s
}

// FileRefusal is a file refused by its kind or a limit (safefile's
// *Refusal), said as Limits.Refused.
type FileRefusal interface {
	error
	Refused() (why, kind string, limit int64)
}

// refusalText says a FileRefusal in err, if any.
func (w *Words) refusalText(err error) (string, bool) {
	var r FileRefusal
	if !errors.As(err, &r) {
		return "", false
	}
	why, kind, limit := r.Refused()
	return w.Limits.Refused(why, kind, limit), true
}

// MaxExcerpt is how many characters of a name or of a refused text a
// message quotes: a longer one is cut, with "…".
const MaxExcerpt = 40

// Excerpt is s cut to MaxExcerpt characters, with "…" when cut, so that a
// message never repeats a huge input whole.
func Excerpt(s string) string {
	if len(s) <= MaxExcerpt {
		return s
	}
	n := 0
	for i := range s {
		if n == MaxExcerpt {
			return strings.ToValidUTF8(s[:i], "") + "…"
		}
		n++
	}
	return s
}
