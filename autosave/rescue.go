package autosave

import (
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/adrg/xdg"

	"rolekeeper/journal"
	"rolekeeper/rules"
	"rolekeeper/safefile"
	"rolekeeper/wording"
)

// This file is what happens when saving fails: the short reasons the
// screen shows, and the rescue copies written when the program ends with
// events that could not be saved.

// createError is a game file that cannot be made; waiting is how many
// events wait for it. It is said in the words of wd.
type createError struct {
	err     error
	waiting int
	wd      *wording.Words
}

// Error implements error.
func (e *createError) Error() string {
	path := ""
	var je *journal.Error
	if errors.As(e.err, &je) {
		path = je.Path
	}
	return e.wd.Saving.CannotMake(e.wd.ErrorText(osReason(e.err)), e.waiting, path)
}

// Unwrap returns the reason.
func (e *createError) Unwrap() error { return e.err }

// countEvents counts the events among items.
func countEvents(items []saveItem) int {
	n := 0
	for _, it := range items {
		if it.kind == saveEvent {
			n++
		}
	}
	return n
}

// rescueQueued rescues the games whose file could never be made: each
// setup in the queue with the events after it. A game discarded before it
// started is left out.
func rescueQueued(dir string, now time.Time, items []saveItem, wd *wording.Words) []error {
	var errs []error
	var setup *rules.Setup
	var records []journal.NumberedRecord
	done := func() {
		if setup != nil {
			errs = append(errs, rescue(dir, wd.Saving.NewGame, now, len(records), *setup, journal.NewID(), records, nil, wd))
		}
		setup, records = nil, nil
	}
	for _, it := range items {
		switch it.kind {
		case saveStart:
			done()
			setup = &it.setup
		case saveEvent:
			records = append(records, journal.NumberedRecord{Line: len(records) + 2,
				Record: journal.Record{Seq: len(records) + 1, At: it.at.UTC().Truncate(time.Second), Event: it.event}})
		case saveDiscard:
			setup, records = nil, nil
		}
	}
	done()
	return errs
}

// RescueDir returns the folder of rescue copies,
// $XDG_STATE_HOME/rolekeeper/rescue (by default
// ~/.local/state/rolekeeper/rescue on Linux): beside the folder of the
// games, never the temporary folder (emptied at reboot) or the home
// folder. It is "" when no home folder is known.
func RescueDir() string {
	if xdg.StateHome == "" {
		return ""
	}
	return filepath.Join(xdg.StateHome, "rolekeeper", "rescue")
}

// rescue writes a whole game (setup and every record, saved or not) to a
// new file in the folder dir, because its own file at path cannot be
// written, and returns an error that says in the words of wd what was not
// saved and where the copy went. The copy is named after the game file
// (or, for a game whose file was never made, after now and the variant)
// and never replaces a file.
func rescue(dir, path string, now time.Time, waiting int, setup rules.Setup, id string, records []journal.NumberedRecord, why error,
	wd *wording.Words,
) error {
	data := append(journal.EncodeSetupID(setup, id), '\n')
	for _, r := range records {
		data = append(data, journal.EncodeEvent(r.Event, r.Seq, r.At)...)
		data = append(data, '\n')
	}
	reason := ""
	if why != nil {
		reason = wd.ErrorText(osReason(why))
	}
	lost := wd.Saving.NotSaved(waiting, path, reason)
	stem := strings.TrimSuffix(filepath.Base(path), ".jsonl")
	if !strings.HasSuffix(path, ".jsonl") {
		stem = now.Format("2006-01-02T1504") + "-" + setup.Variant.String()
	}
	name, err := writeRescue(dir, stem, data)
	if err != nil {
		if dir == "" {
			return &Unsaved{Text: wd.Saving.RescueFailed(lost, wd.Saving.NoRescueDir), Game: data, Name: stem + ".jsonl"}
		}
		return &Unsaved{Text: wd.Saving.RescueFailed(lost, wd.ErrorText(err)), Game: data, Name: stem + ".jsonl"}
	}
	return errors.New(wd.Saving.Rescued(lost, name))
}

// Unsaved is a game that could be written neither to its own file nor to
// a rescue copy: Close returns it (joined with any other error) so that
// the command line can offer to print it or write it elsewhere before
// the program ends, and nothing entered is lost.
type Unsaved struct {
	// Text says what was not saved and why no copy could be written.
	Text string
	// Game is the whole game file: the setup and every record, saved or
	// not, one a line.
	Game []byte
	// Name is a name for the file: the game file's, or the time and the
	// variant for a game whose file was never made.
	Name string
}

// Error implements error.
func (u *Unsaved) Error() string { return u.Text }

// UnsavedGames returns every *Unsaved in err, which Close may have joined
// with other errors.
func UnsavedGames(err error) []*Unsaved {
	var out []*Unsaved
	var walk func(error)
	walk = func(err error) {
		if u, ok := err.(*Unsaved); ok {
			out = append(out, u)
			return
		}
		if j, ok := err.(interface{ Unwrap() []error }); ok {
			for _, e := range j.Unwrap() {
				walk(e)
			}
		} else if e := errors.Unwrap(err); e != nil {
			walk(e)
		}
	}
	walk(err)
	return out
}

// writeRescue writes data to a new file STEM.jsonl (STEM-2.jsonl … when
// taken) in dir, made if missing, and returns its name.
func writeRescue(dir, stem string, data []byte) (string, error) {
	if dir == "" {
		return "", errNoRescueDir
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", err
	}
	return safefile.CreateFree(safefile.Numbered(filepath.Join(dir, stem), "-", ".jsonl"), func(w io.Writer) error {
		_, err := w.Write(data)
		return err
	})
}

// errNoRescueDir is a rescue copy with no folder to go to.
var errNoRescueDir error = &journal.Problem{Key: wording.ReasonNoRescueFolder}

// saveReason makes a failed save short enough for the screen's top line,
// in the words of wd: the operating system's reason, how many events
// wait, and the file.
func saveReason(err error, wd *wording.Words) error {
	var se *journal.SaveError
	if !errors.As(err, &se) {
		return err
	}
	return errors.New(wd.Saving.Failed(wd.ErrorText(osReason(se.Err)), se.Pending, se.Path))
}

// osReason is the innermost reason of a file error, without the paths
// that the messages name anyway: "permission denied".
func osReason(err error) error {
	for {
		var pe *fs.PathError
		var le *os.LinkError
		var je *journal.Error
		var se *safefile.Error
		switch {
		case errors.As(err, &se) && se.Err != nil:
			return se.Err
		case errors.As(err, &je) && je.Err != nil && !isLineError(je.Err):
			err = je.Err
		case errors.As(err, &pe) && pe.Err != nil:
			return pe.Err
		case errors.As(err, &le) && le.Err != nil:
			return le.Err
		default:
			return err
		}
	}
}

func isLineError(err error) bool {
	var le *journal.LineError
	return errors.As(err, &le)
}
