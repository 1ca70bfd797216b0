package live

import (
	"os"
	"path/filepath"
	"strings"
	"time"

	"rolekeeper/journal"
	"rolekeeper/safefile"
)

// Newest returns the game file of dir that is not over and was changed
// last (by the time of its last record, else the file's modification
// time): the game being played. Unlike journal.List it never touches a
// game's lock, so that a viewer can never stand in the way of a player.
// Files that cannot be read are passed over.
func Newest(dir string) (string, error) {
	items, err := safefile.ReadDir(dir)
	if err != nil && !os.IsNotExist(err) {
		return "", &journal.Error{Path: dir, Err: err}
	}
	best, bestAt := "", time.Time{}
	for _, item := range items {
		name := item.Name()
		if item.IsDir() || strings.HasPrefix(name, ".") || filepath.Ext(name) != ".jsonl" {
			continue
		}
		path := filepath.Join(dir, name)
		at, ok := unfinishedAt(path)
		if ok && (best == "" || at.After(bestAt)) {
			best, bestAt = path, at
		}
	}
	if best == "" {
		return "", &NoGameError{Dir: dir}
	}
	return best, nil
}

// unfinishedAt reads one game file: ok is false when it cannot be read or
// the game is over; at is when it last changed.
func unfinishedAt(path string) (at time.Time, ok bool) {
	f, err := journal.Read(path)
	if err != nil || f.Game.Over {
		return time.Time{}, false
	}
	if info := journal.InfoOf(f); !info.End.IsZero() {
		return info.End, true
	}
	st, err := os.Stat(path)
	if err != nil {
		return time.Time{}, false
	}
	return st.ModTime(), true
}

// NoGameError is a folder without an unfinished game to follow.
type NoGameError struct {
	// Dir is the folder of the games.
	Dir string
}

// Error implements error, in English; the command line says it in its
// own words.
func (e *NoGameError) Error() string {
	return "no unfinished game in " + e.Dir + ": start one with `rolekeeper`, or name the file"
}
