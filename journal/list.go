package journal

import (
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/adrg/xdg"

	"rolekeeper/rules"
	"rolekeeper/safefile"
	"rolekeeper/wording"
)

// DefaultDir returns the folder where games are saved unless a path is
// given: $XDG_STATE_HOME/rolekeeper/games (by default
// ~/.local/state/rolekeeper/games on Linux). It does not create it. The
// value is read when the program starts; it is an error only when no home
// folder is known.
func DefaultDir() (string, error) {
	if xdg.StateHome == "" {
		return "", problem(wording.ReasonNoGamesFolder)
	}
	return filepath.Join(xdg.StateHome, "rolekeeper", "games"), nil
}

// Entry is one saved game in a List.
type Entry struct {
	// Path is the game file.
	Path string
	// Variant and Players come from the setup record.
	Variant rules.Variant
	Players []string
	// Changed is the time of the last record, or the file's modification
	// time when its records carry no time.
	Changed time.Time
	// Events is the number of events played, as CountEvents counts them:
	// undo and redo records are not counted.
	Events int
	// Finished is true when the replayed game is over.
	Finished bool
	// Glance is the replayed game's round, whose turn it is and who
	// leads.
	Glance rules.Glance
	// InUse is true when another rolekeeper has the game open.
	InUse bool
	// Damage is a damaged last line that Open will repair.
	Damage Damage
	// Err is set when the file cannot be resumed; then only Path and
	// Changed are sure to be set.
	Err error
}

// List returns the saved games in dir, the most recently changed first:
// every file named *.jsonl, each read and replayed. A file that cannot be
// read is listed with its Err set rather than left out, so that nothing
// disappears without a word. A missing folder is an empty list; a folder
// that cannot be read is an *Error.
func List(dir string) ([]Entry, error) {
	items, err := safefile.ReadDir(dir)
	if errors.Is(err, os.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, &Error{Path: dir, Err: err}
	}
	var entries []Entry
	for _, item := range items {
		name := item.Name()
		if item.IsDir() || strings.HasPrefix(name, ".") || filepath.Ext(name) != ".jsonl" {
			continue
		}
		entries = append(entries, entry(filepath.Join(dir, name)))
	}
	slices.SortStableFunc(entries, func(a, b Entry) int {
		if c := b.Changed.Compare(a.Changed); c != 0 {
			return c
		}
		return strings.Compare(a.Path, b.Path)
	})
	return entries, nil
}

// entry reads one saved game for List.
func entry(path string) Entry {
	e := Entry{Path: path}
	if info, err := os.Stat(path); err == nil {
		e.Changed = info.ModTime()
	}
	if err := safefile.Regular(path, MaxFileSize); err != nil {
		e.Err = fileErr(path, err) // a pipe or a device is refused, never opened
		return e
	}
	e.InUse = InUse(path)
	f, err := ReadFinal(path)
	if err != nil {
		e.Err = err
		return e
	}
	e.Variant, e.Players = f.Setup.Variant, f.Setup.Players
	e.Events, e.Finished, e.Damage = f.Events, f.Game.Over, f.Damage
	e.Glance = rules.GlanceAt(f.Game.State)
	if !f.End.IsZero() {
		e.Changed = f.End
	}
	return e
}

// CountEvents is the number of events played in records: every record but
// undo and redo, which only move through the others. The list of saved
// games and the notice of a resumed game both say it.
func CountEvents(records []NumberedRecord) int {
	n := 0
	for _, r := range records {
		switch r.Event.(type) {
		case rules.Undo, rules.Redo:
		default:
			n++
		}
	}
	return n
}
