package cli

import (
	"errors"
	"io"
	"io/fs"
	"os"

	"rolekeeper/night"
	"rolekeeper/safefile"
	"rolekeeper/wording"
)

// unsentPath is the mark beside a night's file that a change of its
// round clock did not reach the league (it could not be reached): the
// file holds it, the league and every table that reads it do not.
func unsentPath(path string) string { return path + ".unsent" }

// noteUnsent keeps or clears the mark that the clock of the night at
// path is not in the league; a mark that cannot be written is left (the
// next change of the clock puts it anyway).
func noteUnsent(path string, unsent bool) {
	if !unsent {
		_ = os.Remove(unsentPath(path))
		return
	}
	_ = safefile.Replace(unsentPath(path), func(io.Writer) error { return nil })
}

// catchUpLeague puts the night kept at path in the league, with its
// round clock, when a change of it did not reach the league (the mark
// of noteUnsent): before, the tables and the TV, which read the league,
// went on showing the clock before that change once the league was back,
// until the next change. `night status` on the laptop whose change it
// was brings the league up to date; a copy of the file on another laptop
// has no mark and never puts its older clock.
func catchUpLeague(out io.Writer, path string, n *night.Night, wd *wording.Words) {
	if _, err := os.Lstat(unsentPath(path)); errors.Is(err, fs.ErrNotExist) || err != nil {
		return
	}
	putNightInLeague(out, path, n, true, wd)
}
