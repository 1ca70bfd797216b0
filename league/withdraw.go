package league

import (
	"context"
	"errors"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"slices"

	"github.com/gofrs/flock"

	"rolekeeper/safefile"
)

// Withdraw withdraws the game id from the league, as the table named
// table: a withdrawal record, the game's records kept. The standings and
// the evening leave the game out until it is pushed again with more
// records. An id the league does not hold is no error: nothing of that
// game was sent.
func (db *DB) Withdraw(ctx context.Context, id, table string) error {
	if !gameID.MatchString(id) {
		return nil // a file without an id has none the league could hold
	}
	tx, err := db.conn.Begin(ctx)
	if err != nil {
		return db.fail(err)
	}
	defer tx.Rollback(context.Background())
	tag, err := tx.Exec(ctx, `INSERT INTO `+tWithdrawals+` (game, table_name)
		SELECT id, $2 FROM `+tGames+` WHERE id = $1`, id, table)
	if err != nil {
		return db.fail(err)
	}
	if tag.RowsAffected() > 0 {
		if err := db.notify(ctx, tx, id); err != nil {
			return err
		}
	}
	return db.fail2(tx.Commit(ctx))
}

// gameID is the form of a game's id.
var gameID = regexp.MustCompile(`^[0-9a-f]{32}$`)

// WithdrawalsFile is where a laptop keeps the games to be withdrawn from
// the league that are not withdrawn yet (the database could not be
// reached), in the folder dir of rolekeeper's state: one id a line.
func WithdrawalsFile(dir string) string { return filepath.Join(dir, "league-withdrawals") }

// AddWithdrawal adds the game id to the withdrawals waiting in file, for
// the next Queue to send; an id already there, or not a game id, is left.
func AddWithdrawal(file, id string) error {
	if !gameID.MatchString(id) {
		return nil
	}
	return editList(file, func(ids []string) []string {
		if !slices.Contains(ids, id) {
			ids = append(ids, id)
		}
		return ids
	})
}

// editList rewrites a list file (one entry a line) with edit's list,
// under a lock beside it that every rolekeeper of the laptop takes.
func editList(file string, edit func([]string) []string) error {
	if err := os.MkdirAll(filepath.Dir(file), 0o755); err != nil {
		return err
	}
	if err := safefile.Lockable(file + ".lock"); err != nil {
		return err
	}
	lock := flock.New(file+".lock", flock.SetFlag(safefile.LockFlag))
	if err := lock.Lock(); err != nil {
		return err
	}
	defer lock.Unlock()
	entries, err := ReadQueue(file)
	if err != nil {
		return err
	}
	before := slices.Clone(entries)
	entries = edit(entries)
	if slices.Equal(before, entries) {
		return nil
	}
	if len(entries) == 0 {
		if err := os.Remove(file); err != nil && !errors.Is(err, os.ErrNotExist) {
			return err
		}
		return nil
	}
	return safefile.Replace(file, func(w io.Writer) error {
		for _, e := range entries {
			if _, err := io.WriteString(w, e+"\n"); err != nil {
				return err
			}
		}
		return nil
	})
}
