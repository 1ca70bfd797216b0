package stats

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"net/url"
	"os"
	"path/filepath"

	"github.com/adrg/xdg"
	_ "modernc.org/sqlite" // the pure-Go SQLite driver, registered as "sqlite"

	"rolekeeper/wording"
)

// schemaVersion is the index's layout, kept in PRAGMA user_version. An
// index of another version is a cache of no use: it is emptied and built
// again from the game files.
const schemaVersion = 8 // 8: the folders' digests (folders), the leagues' games (leagues); 7: the stamp's change time and file number (stamp.ctime, stamp.ino); 6: the rank rule (rules.Places) shares first place in an early-ended Buhmann game

// schema creates the index's tables. games holds one row per game file:
// what identifies its content on disk (size, modification time, CRC-32C
// of the whole file), what the list of games shows, and the facts the
// statistics add up (JSON of Game), and glance where an unfinished game
// stands (encodeGlance). A file that cannot be read has its
// reason in error and no facts. names holds the players' names, one a
// line (C-1 allows no line break in a name). players lists the names of
// each game for the roster. folders holds each folder's digest of its
// games' rows (index_folder.go), leagues each league's games
// (index_league.go).
const schema = `
CREATE TABLE games (
	path        TEXT PRIMARY KEY,
	dir         TEXT NOT NULL,
	size        INTEGER NOT NULL,
	mtime       INTEGER NOT NULL,
	sum         INTEGER NOT NULL,
	ctime       INTEGER NOT NULL DEFAULT 0,
	ino         INTEGER NOT NULL DEFAULT 0,
	variant     INTEGER NOT NULL DEFAULT 0,
	over        INTEGER NOT NULL DEFAULT 0,
	events      INTEGER NOT NULL DEFAULT 0,
	start       INTEGER NOT NULL DEFAULT 0,
	end         INTEGER NOT NULL DEFAULT 0,
	names       TEXT NOT NULL DEFAULT '',
	damage_line INTEGER NOT NULL DEFAULT 0,
	damage      TEXT NOT NULL DEFAULT '',
	error       TEXT NOT NULL DEFAULT '',
	glance      TEXT NOT NULL DEFAULT '',
	facts       BLOB
);
CREATE INDEX games_dir ON games(dir);
CREATE TABLE players (
	path TEXT NOT NULL,
	seat INTEGER NOT NULL,
	name TEXT NOT NULL,
	end  INTEGER NOT NULL,
	PRIMARY KEY (path, seat)
);
CREATE INDEX players_end ON players(end);
CREATE TABLE folders (
	dir    TEXT PRIMARY KEY,
	digest BLOB NOT NULL
);
CREATE TABLE leagues (
	league TEXT PRIMARY KEY,
	cache  BLOB NOT NULL
);
`

// Index is the SQLite index of saved games: a cache derived from the
// game files, which remain the only truth. It is safe for one goroutine
// at a time; two processes may share the file (SQLite locks it).
type Index struct {
	db   *sql.DB
	path string
	// checked is set once SQLite has read the database through (check).
	checked bool
}

// DefaultIndexPath returns where the index lives unless told otherwise:
// $XDG_STATE_HOME/rolekeeper/index.db (by default
// ~/.local/state/rolekeeper/index.db on Linux). It is an error only when
// no home folder is known.
func DefaultIndexPath() (string, error) {
	if xdg.StateHome == "" {
		return "", newReason(wording.ReasonNoIndexFolder)
	}
	return filepath.Join(xdg.StateHome, "rolekeeper", "index.db"), nil
}

// MemoryIndex is the path of an index held in memory only, for a run
// whose index file cannot be written: it answers as the file would, from
// the game files, and is gone when closed.
const MemoryIndex = ":memory:"

// OpenIndex opens the index at path (or MemoryIndex), creating it and its
// folder if needed. An index that SQLite cannot read, or of another layout, is
// deleted and created anew: it holds nothing that the game files do not.
func OpenIndex(path string) (*Index, error) {
	if path == MemoryIndex {
		return openIndex(path)
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return nil, err
	}
	ix, err := openIndex(path)
	if err == nil {
		return ix, nil
	}
	if rerr := removeIndex(path); rerr != nil {
		return nil, errors.Join(err, rerr)
	}
	return openIndex(path)
}

// openIndex opens the database and makes sure it has the current layout.
func openIndex(path string) (*Index, error) {
	u := url.URL{Scheme: "file", OmitHost: true, Path: path}
	u.RawQuery = "_pragma=busy_timeout(10000)&_pragma=journal_mode(WAL)&_pragma=synchronous(NORMAL)"
	db, err := sql.Open("sqlite", u.String())
	if err != nil {
		return nil, err
	}
	db.SetMaxOpenConns(1) // one writer; reads are fast enough in turn
	ix := &Index{db: db, path: path}
	if err := ix.ensureSchema(); err != nil {
		db.Close()
		return nil, &pathError{path: path, err: err}
	}
	return ix, nil
}

// ensureSchema creates the tables, or recreates them when they are of
// another version.
func (ix *Index) ensureSchema() error {
	ctx := context.Background()
	var version int
	if err := ix.db.QueryRowContext(ctx, "PRAGMA user_version").Scan(&version); err != nil {
		return err
	}
	if version == schemaVersion {
		return nil
	}
	tx, err := ix.db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	for _, stmt := range []string{"DROP TABLE IF EXISTS games", "DROP TABLE IF EXISTS players", "DROP TABLE IF EXISTS folders", "DROP TABLE IF EXISTS leagues", schema,
		fmt.Sprintf("PRAGMA user_version = %d", schemaVersion)} {
		if _, err := tx.ExecContext(ctx, stmt); err != nil {
			return err
		}
	}
	return tx.Commit()
}

// check reads the database through once (quick_check) before its rows
// are read or written, so that a damaged file is found then rather than
// halfway through, and Load builds it again. A warm Load that takes a
// folder's games from its digest reads no row and skips it: the digest
// has its own checksum, and reading the whole database (20 MB at 10,000
// games) was a sixth of such a run.
func (ix *Index) check() error {
	if ix.checked {
		return nil
	}
	var check string
	if err := ix.db.QueryRow("PRAGMA quick_check").Scan(&check); err != nil {
		return err
	}
	if check != "ok" {
		return newReason(wording.ReasonIndexDamaged, check)
	}
	ix.checked = true
	return nil
}

// removeIndex deletes an index and SQLite's files beside it.
func removeIndex(path string) error {
	var errs []error
	for _, p := range []string{path, path + "-wal", path + "-shm", path + "-journal"} {
		if err := os.Remove(p); err != nil && !errors.Is(err, os.ErrNotExist) {
			errs = append(errs, err)
		}
	}
	return errors.Join(errs...)
}

// Path returns the index's file.
func (ix *Index) Path() string { return ix.path }

// Close closes the index.
func (ix *Index) Close() error { return ix.db.Close() }

// rebuild deletes the index and creates it empty, to be filled again from
// the game files.
func (ix *Index) rebuild() error {
	ix.db.Close()
	if err := removeIndex(ix.path); err != nil {
		return err
	}
	fresh, err := openIndex(ix.path)
	if err != nil {
		return err
	}
	ix.db, ix.checked = fresh.db, false
	return nil
}
