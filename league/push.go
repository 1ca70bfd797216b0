package league

import (
	"bytes"
	"context"
	"crypto/sha256"
	"errors"
	"fmt"
	"os"
	"path/filepath"

	"github.com/jackc/pgx/v5"

	"rolekeeper/journal"
)

// Channel is the PostgreSQL channel every push that changes the league
// notifies, with the game's id as payload.
const Channel = "rolekeeper_league"

// Outcome says what a push did with one game.
type Outcome int

// The outcomes of a push.
const (
	// Added: the game was new to the league.
	Added Outcome = iota
	// Completed: the league's copy grew by the file's new records.
	Completed
	// Unchanged: the league holds this copy already.
	Unchanged
	// Behind: the league holds more of this game than the file, and the
	// file's records are the league's first ones.
	Behind
)

// Pushed is what a push did with one game file.
type Pushed struct {
	// Path is the file, absolute; ID the game's id.
	Path, ID string
	Outcome  Outcome
	// Records is the number of records sent (Added, Completed).
	Records int
	// Over is true for a finished game.
	Over bool
	// Damage is a torn last line that was left out, as check leaves it
	// out; its Line is 0 when the file is whole.
	Damage journal.Damage
}

// ConflictError is a game file whose records differ from the league's
// copy of the same game (the same id): Line is the file's first line that
// differs. Nothing of that file was kept.
type ConflictError struct {
	Path string
	Line int
}

// Error implements error, in English.
func (e *ConflictError) Error() string {
	return fmt.Sprintf("%s: differs from the league's copy at line %d", e.Path, e.Line)
}

// record is one record of a game file as written, with its line.
type record struct {
	line int
	text []byte
}

// game is a game file read and checked for a push.
type game struct {
	path     string
	modified int64
	info     os.FileInfo
	ident    journal.FileID
	file     journal.File
	records  []record // the setup first
	// end is the offset just after the newline of the last record, or -1
	// when that record has no newline yet.
	end int64
}

// readGame reads and checks the game file at path as check does
// (journal.Parse: a refused file is its *journal.Error, a torn last line
// is left out).
func readGame(path string) (game, error) {
	data, err := journal.ReadFile(path) // a regular file of at most journal.MaxFileSize, as check reads
	if err != nil {
		return game{}, err
	}
	return parseGame(path, data)
}

// parseGame checks the game file at path, read as data, as readGame does.
func parseGame(path string, data []byte) (game, error) {
	abs, err := filepath.Abs(path)
	if err != nil {
		return game{}, &journal.Error{Path: path, Err: err}
	}
	info, err := os.Stat(abs)
	if err != nil {
		return game{}, &journal.Error{Path: path, Err: errors.Unwrap(err)}
	}
	ident, err := journal.IdentityAt(abs)
	if err != nil {
		return game{}, &journal.Error{Path: path, Err: errors.Unwrap(err)}
	}
	f, err := journal.Parse(path, data)
	if err != nil {
		return game{}, err
	}
	f.Path = abs
	lines := bytes.Split(data, []byte("\n"))
	g := game{path: abs, modified: info.ModTime().UnixNano(), info: info, ident: ident, file: f}
	for n, l := range lines {
		if len(bytes.TrimSpace(l)) > 0 {
			g.records = append(g.records, record{line: n + 1, text: bytes.TrimSpace(l)})
			break
		}
	}
	for _, r := range f.Records {
		g.records = append(g.records, record{line: r.Line, text: bytes.TrimSpace(lines[r.Line-1])})
	}
	g.end = -1
	if last := g.records[len(g.records)-1].line; last < len(lines) {
		g.end = 0
		for _, l := range lines[:last] {
			g.end += int64(len(l)) + 1
		}
	}
	return g, nil
}

// digests returns the SHA-256 of the first n records of g, each followed
// by a newline, for n = want and n = all of them.
func (g game) digests(want int) (atWant, all []byte) {
	h := sha256.New()
	for i, r := range g.records {
		if i == want {
			atWant = h.Sum(nil)
		}
		h.Write(r.text)
		h.Write([]byte{'\n'})
	}
	all = h.Sum(nil)
	if want >= len(g.records) {
		atWant = all
	}
	return atWant, all
}

// testHookBeforeCommit, when set, runs when a push has written
// everything and is about to commit: tests kill the process or stop the
// server there.
var testHookBeforeCommit func()

// Push sends the game file at path to the league in one transaction,
// naming table as the table it was played at ("" for none chosen). Only
// the records leave, with the table's name, the file's modification time
// and what the evening's screen shows (variant, players, over, times):
// never the file's path or the laptop's name. A file that cannot be read or
// that check refuses is its *journal.Error; a copy that differs from the
// league's is a *ConflictError; a failure of the database an *Error. In
// none of these cases is anything of the file kept.
func (db *DB) Push(ctx context.Context, path, table string) (Pushed, error) {
	g, err := readGame(path)
	if err != nil {
		return Pushed{Path: path}, err
	}
	return db.push(ctx, g, table)
}

// push sends the game read in one transaction.
func (db *DB) push(ctx context.Context, g game, table string) (Pushed, error) {
	p := Pushed{Path: g.path, ID: g.file.ID, Over: g.file.Game.State.Over, Damage: g.file.Damage}
	tx, err := db.conn.Begin(ctx)
	if err != nil {
		return p, db.fail(err)
	}
	defer tx.Rollback(context.Background())
	p.Outcome, p.Records, err = db.pushGame(ctx, tx, g, table)
	if err != nil {
		return p, err
	}
	if testHookBeforeCommit != nil {
		testHookBeforeCommit()
	}
	if err := tx.Commit(ctx); err != nil {
		return p, db.fail(err)
	}
	return p, nil
}

// pushGame writes what the league lacks of g in tx.
func (db *DB) pushGame(ctx context.Context, tx pgx.Tx, g game, table string) (Outcome, int, error) {
	mine := len(g.records)
	var have int
	var digest []byte
	err := tx.QueryRow(ctx, "SELECT lines, digest FROM "+tGames+" WHERE id = $1 FOR UPDATE", g.file.ID).Scan(&have, &digest)
	if errors.Is(err, pgx.ErrNoRows) {
		added, ierr := db.insertGame(ctx, tx, g, table)
		if ierr != nil || added {
			return Added, mine, ierr
		}
		// Another push made the game in the meantime: take it from there.
		err = tx.QueryRow(ctx, "SELECT lines, digest FROM "+tGames+" WHERE id = $1 FOR UPDATE", g.file.ID).Scan(&have, &digest)
	}
	if err != nil {
		return 0, 0, db.fail(err)
	}
	if have > mine {
		if err := db.compare(ctx, tx, g, mine); err != nil {
			return 0, 0, err
		}
		return Behind, 0, nil
	}
	atHave, all := g.digests(have)
	if !bytes.Equal(atHave, digest) {
		if err := db.compare(ctx, tx, g, have); err != nil {
			return 0, 0, err
		}
		return 0, 0, &ConflictError{Path: g.path, Line: g.records[have-1].line} // the digests say so
	}
	if have == mine {
		return Unchanged, 0, nil
	}
	if err := db.copyRecords(ctx, tx, g, have); err != nil {
		return 0, 0, err
	}
	f := g.file
	if _, err := tx.Exec(ctx, `UPDATE `+tGames+` SET table_name = $2, modified = $3, lines = $4, digest = $5,
		over = $6, started = $7, changed = $8, pushed = now() WHERE id = $1`,
		f.ID, table, g.modified, mine, all, f.Game.State.Over, timeOrNil(f.Start), timeOrNil(f.End)); err != nil {
		return 0, 0, db.fail(err)
	}
	return Completed, mine - have, db.notify(ctx, tx, f.ID)
}

// insertGame makes the game's row and writes all its records; added is
// false when another push made the row first.
func (db *DB) insertGame(ctx context.Context, tx pgx.Tx, g game, table string) (added bool, err error) {
	f := g.file
	_, all := g.digests(len(g.records))
	tag, err := tx.Exec(ctx, `INSERT INTO `+tGames+` (id, table_name, modified, lines, digest, variant, players, over, started, changed)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT (id) DO NOTHING`,
		f.ID, table, g.modified, len(g.records), all, f.Setup.Variant.String(), f.Setup.Players,
		f.Game.State.Over, timeOrNil(f.Start), timeOrNil(f.End))
	if err != nil {
		return false, db.fail(err)
	}
	if tag.RowsAffected() == 0 {
		return false, nil
	}
	if err := db.copyRecords(ctx, tx, g, 0); err != nil {
		return false, err
	}
	return true, db.notify(ctx, tx, f.ID)
}

// copyRecords writes the records of g from seq from on.
func (db *DB) copyRecords(ctx context.Context, tx pgx.Tx, g game, from int) error {
	rows := make([][]any, 0, len(g.records)-from)
	for seq := from; seq < len(g.records); seq++ {
		rows = append(rows, []any{g.file.ID, seq, string(g.records[seq].text)})
	}
	_, err := tx.CopyFrom(ctx, pgx.Identifier{Schema, "records"}, []string{"game", "seq", "line"}, pgx.CopyFromRows(rows))
	return db.fail2(err)
}

// compare compares the league's first n records of g's game with the
// file's, returning a *ConflictError at the first that differs.
func (db *DB) compare(ctx context.Context, tx pgx.Tx, g game, n int) error {
	rows, err := tx.Query(ctx, "SELECT seq, line FROM "+tRecords+" WHERE game = $1 AND seq < $2 ORDER BY seq", g.file.ID, n)
	if err != nil {
		return db.fail(err)
	}
	defer rows.Close()
	next := 0
	for rows.Next() {
		var seq int
		var line string
		if err := rows.Scan(&seq, &line); err != nil {
			return db.fail(err)
		}
		if seq != next || line != string(g.records[seq].text) {
			return &ConflictError{Path: g.path, Line: g.records[min(seq, next)].line}
		}
		next++
	}
	if err := rows.Err(); err != nil {
		return db.fail(err)
	}
	if next < n {
		return &ConflictError{Path: g.path, Line: g.records[next].line}
	}
	return nil
}

// notify tells the listeners, when tx commits, that the game changed.
func (db *DB) notify(ctx context.Context, tx pgx.Tx, id string) error {
	_, err := tx.Exec(ctx, "SELECT pg_notify($1, $2)", Channel, id)
	return db.fail2(err)
}
