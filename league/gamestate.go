package league

import (
	"context"
	"path/filepath"
	"slices"
)

// GameState is where one game stands with the league.
type GameState int

// The states of the game in play.
const (
	// NotForLeague: no game watched, or one not enrolled (practice, from
	// elsewhere): it is not sent by itself.
	NotForLeague GameState = iota
	// Sent: the league holds the game as it is on disk.
	Sent
	// Sending: the game waits to be sent, and the database was reached at
	// the last try (a refused copy is Refused in Status).
	Sending
	// WaitingOffline: the game waits, the database cannot be reached.
	WaitingOffline
	// RefusedGame: the league refused the game (Status.Refused says why).
	RefusedGame
)

// judge sets Status.Game for the game watched.
func (q *Queue) judge(watched string) {
	state := NotForLeague
	if watched != "" && q.enrolled(watched) {
		st, ok := stampOf(watched)
		q.mu.Lock()
		switch {
		case q.status.Refused[watched] != nil:
			state = RefusedGame
		case ok && st == q.pushed[watched]:
			state = Sent
		case q.status.Offline:
			state = WaitingOffline
		default:
			state = Sending
		}
		q.mu.Unlock()
	}
	q.mu.Lock()
	q.status.Game = state
	q.mu.Unlock()
}

// RefusedFile is where a laptop lists the games the league refused (a
// copy that differs from the league's, a file check refuses), one path a
// line, in the folder dir of rolekeeper's state, for `league status`.
func RefusedFile(dir string) string { return filepath.Join(dir, "league-refused") }

// noteRefused lists path among the refused games, or takes it off.
func (q *Queue) noteRefused(path string, refused bool) {
	_ = editList(RefusedFile(filepath.Dir(q.file)), func(list []string) []string {
		has := slices.Contains(list, path)
		switch {
		case refused && !has:
			list = append(list, path)
		case !refused && has:
			list = slices.DeleteFunc(list, func(p string) bool { return p == path })
		}
		return list
	})
}

// Check tells what pushing the game file at path would do, without
// keeping anything: the push's error (a *ConflictError, the file's
// *journal.Error, an *Error of the database), or nil when it would go
// through.
func (db *DB) Check(ctx context.Context, path string) error {
	g, err := readGame(path)
	if err != nil {
		return err
	}
	tx, err := db.conn.Begin(ctx)
	if err != nil {
		return db.fail(err)
	}
	defer tx.Rollback(context.Background())
	_, _, err = db.pushGame(ctx, tx, g, "")
	return err
}

// Unrefuse takes path off the refused games listed in file.
func Unrefuse(file, path string) error {
	return editList(file, func(list []string) []string {
		return slices.DeleteFunc(list, func(p string) bool { return p == path })
	})
}
