package live

import (
	"crypto/sha256"
	"encoding/hex"
	"os"
	"path/filepath"
	"strings"

	"rolekeeper/safefile"
)

// A table that starts its next game from the summary (a rematch) plays it
// in a new game file. The playing rolekeeper then leaves a note, the next
// file, in the folder live/ of its state: named after the game that
// ended, it holds the absolute path of the game that follows. A Feed made
// with FollowNext reads it and follows the next game, so that viewers stay
// with the table without reconnecting.

// NextPath returns the note that names the game after game, in the
// folder live/ of state (named after a hash of game's absolute path, as
// the sharing file).
func NextPath(state, game string) string {
	sum := sha256.Sum256([]byte(absPath(game)))
	return filepath.Join(state, "live", hex.EncodeToString(sum[:8])+".next")
}

// WriteNext notes, in state, that the table went on from the game file
// game to the game file next.
func WriteNext(state, game, next string) error {
	path := NextPath(state, game)
	if err := os.MkdirAll(filepath.Dir(path), sharingDirPerm); err != nil {
		return err
	}
	tmp, err := os.CreateTemp(filepath.Dir(path), ".next-*")
	if err != nil {
		return err
	}
	_, err = tmp.WriteString(absPath(next) + "\n")
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = safefile.Rename(tmp.Name(), path) // tried again while a reader holds it on Windows
	}
	if err != nil {
		os.Remove(tmp.Name())
	}
	return err
}

// ReadNext returns the game file the table went on to from game, if it
// left a note of it in state; ok is false otherwise.
func ReadNext(state, game string) (next string, ok bool) {
	data, err := safefile.ReadFile(NextPath(state, game), 4096)
	if err != nil {
		return "", false
	}
	next = strings.TrimSpace(string(data))
	if next == "" || !filepath.IsAbs(next) || strings.ContainsRune(next, '\n') || next == absPath(game) {
		return "", false
	}
	return next, true
}

// absPath is path made absolute and clean, or path when that fails.
func absPath(path string) string {
	abs, err := filepath.Abs(path)
	if err != nil {
		return filepath.Clean(path)
	}
	return filepath.Clean(abs)
}

// Option changes how a Feed follows its file.
type Option func(*Feed)

// FollowNext makes a Feed follow the table to its next game: when the
// playing rolekeeper has noted in state (NextPath) that it went on from
// the followed file to another, the Feed follows that one (Path changes)
// and its next update is that game, read whole.
func FollowNext(state string) Option {
	return func(f *Feed) { f.nextState = state }
}

// moveOn follows the next game, if the table went on to one: it returns
// the next game read whole, and false when there is none or it cannot be
// read (then it is looked for again later). Only the Feed's goroutine
// calls it.
func (f *Feed) moveOn() (Update, seen, bool) {
	// A table goes on from the summary of a game that is over, or from a
	// game it set aside before anything was entered (its file removed).
	if f.nextState == "" || !f.cur.File.Game.Over && !f.cur.Gone {
		return Update{}, seen{}, false
	}
	next, ok := ReadNext(f.nextState, f.Path())
	if !ok {
		return Update{}, seen{}, false
	}
	log, opts := f.startLog()
	file, s, err := readWhole(next, opts...)
	if err != nil {
		return Update{}, seen{}, false
	}
	readBack(log, next, s.id)
	f.log = log
	f.mu.Lock()
	f.path = next
	f.mu.Unlock()
	if f.watcher != nil {
		_ = f.watcher.Add(filepath.Dir(next)) // the folder of the next game, if it is another
	}
	return wholeUpdate(file, log), s, true
}
