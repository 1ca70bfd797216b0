package journal

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"time"

	"rolekeeper/rules"
	"rolekeeper/safefile"
	"rolekeeper/wording"
)

// Create starts a new game file in the folder dir (made if missing), named
// after the start time and the variant, for example
// 2026-11-30T2015-lord.jsonl (2026-11-30T2015-lord-2.jsonl and so on when
// that name is taken). The file holds only the setup record. The setup is
// checked first: a refused setup is an *Error wrapping the *rules.RuleError.
func Create(dir string, setup rules.Setup, now time.Time, opts ...Option) (*Journal, error) {
	if _, _, err := rules.NewGame(setup); err != nil {
		return nil, &Error{Path: dir, Err: err}
	}
	if err := os.MkdirAll(dir, dirPerm); err != nil {
		return nil, &Error{Path: dir, Err: err}
	}
	stem := now.Format("2006-01-02T1504") + "-" + setup.Variant.String()
	var j *Journal
	_, err := safefile.FirstFree(safefile.Numbered(filepath.Join(dir, stem), "-", ".jsonl"), func(path string) error {
		var err error
		j, err = create(path, setup, newOptions(opts))
		if errors.Is(err, ErrLocked) {
			return fs.ErrExist // another rolekeeper is making a game of that name
		}
		return err
	})
	if errors.Is(err, fs.ErrExist) {
		err = &Error{Path: filepath.Join(dir, stem+".jsonl"), Err: problem(wording.ReasonTooManyGames)}
	}
	return j, err
}

// CreateFile starts a new game file at exactly path, making its folder if
// missing. An existing file is never overwritten: that is an *Error
// wrapping os.ErrExist (use Open to resume it).
func CreateFile(path string, setup rules.Setup, opts ...Option) (*Journal, error) {
	if _, _, err := rules.NewGame(setup); err != nil {
		return nil, &Error{Path: path, Err: err}
	}
	if err := os.MkdirAll(filepath.Dir(path), dirPerm); err != nil {
		return nil, &Error{Path: path, Err: err}
	}
	return create(path, setup, newOptions(opts))
}

// create writes the setup record to a new file at path, never over
// another file, and locks it before it takes its name: a game file never
// exists without its setup, or unlocked while its maker lives.
func create(path string, setup rules.Setup, o options) (*Journal, error) {
	var lock *gameLock
	j, err := createLocked(path, setup, &lock, o)
	if err != nil {
		_ = unlockGame(lock)
		return nil, fileErr(path, err)
	}
	return j, nil
}

func createLocked(path string, setup rules.Setup, lock **gameLock, o options) (*Journal, error) {
	id := o.id
	if id == "" {
		id = NewID()
	}
	line := EncodeSetupID(setup, id)
	data := append(slices.Clip(line), '\n')
	if err := lockedWriter(lock).Create(path, writeBytes(data)); err != nil {
		if errors.Is(err, fs.ErrExist) && InUse(path) {
			return nil, lockedErr(path)
		}
		if errors.Is(err, fs.ErrExist) {
			return nil, &Problem{Key: wording.ReasonGameFileThere, kind: fs.ErrExist}
		}
		return nil, err
	}
	file, err := o.files.OpenAppend(path)
	if err != nil {
		return nil, err
	}
	g, _, err := rules.NewGame(setup)
	if err != nil {
		file.Close()
		return nil, err
	}
	j := &Journal{path: path, lock: *lock, file: file, files: o.files, size: int64(len(data)),
		setup: setup, id: id, setupLine: line, game: g, clocks: rules.NewClocks(g.State, time.Time{}), seq: 1, line: 2}
	j.hold()
	return j, nil
}

// Open resumes the game file at path: it locks the file, reads it, and
// replays it to the game as it was, including the undo and redo history.
//
// A torn or unreadable last line is repaired in place: a copy of the file
// as it was is kept beside it as NAME.damaged, the file is cut to its good
// part (the same file: a hard link and the lock keep meaning it; see
// repair), and the returned Damage says which line it was (its Line is 0
// when the file was whole). Every other problem is an error and
// changes nothing: an *Error wrapping ErrLocked when another rolekeeper has
// the game open, "FILE: reason" when the file cannot be read,
// "FILE:LINE: reason" for damage on an earlier line, a record of an unknown
// format version, or a record the rules refuse.
func Open(path string, opts ...Option) (*Journal, Damage, error) {
	if err := safefile.Regular(path, MaxFileSize); err != nil {
		return nil, Damage{}, fileErr(path, err)
	}
	lock, err := lockGame(path)
	if err != nil {
		return nil, Damage{}, err
	}
	j, damage, err := openLocked(path, &lock, newOptions(opts))
	if err != nil {
		_ = unlockGame(lock)
		return nil, Damage{}, fileErr(path, err)
	}
	return j, damage, nil
}

// openLocked reads and, if need be, repairs the game file at path, whose
// lock is *lock. The file is streamed, record by record, and no record is
// kept (the Journal reads them back from the file when it needs them):
// only a damaged file is read whole, for its repair.
func openLocked(path string, lock **gameLock, o options) (*Journal, Damage, error) {
	f, err := readHistory(path, o.observe, o.at)
	if err != nil {
		return nil, Damage{}, err
	}
	good, lines := f.good, f.lines+1
	if f.Damage.Damaged() || !f.newline {
		data, err := safefile.ReadFile(path, MaxFileSize)
		if err != nil {
			return nil, Damage{}, err
		}
		if int64(len(data)) < f.good {
			return nil, Damage{}, &Problem{Key: wording.ReasonDamagedNotKept, Args: []string{strconv.Itoa(f.Damage.Line)}}
		}
		if err := repair(path, data, &f, *lock); err != nil {
			return nil, Damage{}, err
		}
		good = f.good
		if !f.newline {
			good++
		}
	}
	file, err := o.files.OpenAppend(path)
	if err != nil {
		return nil, Damage{}, err
	}
	j := &Journal{path: path, lock: *lock, file: file, files: o.files, size: good,
		setup: f.Setup, id: f.ID, setupLine: f.SetupLine, game: f.Game, clocks: f.Clocks,
		events: f.Events, start: f.Start, end: f.End, seq: f.count + 1, line: lines}
	j.hold()
	return j, f.Damage, nil
}
