package league

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"slices"
)

// EnrolledFile is where a laptop lists the games started there for the
// league (Queue.EnrolNext), one path a line, in the folder dir of
// rolekeeper's state: only those are pushed by themselves.
func EnrolledFile(dir string) string { return filepath.Join(dir, "league-games") }

// enrolled reports whether the game file at path is pushed by itself:
// enrolled, and saved in the queue's folder.
func (q *Queue) enrolled(path string) bool {
	q.mu.Lock()
	ok, known := q.allowed[path]
	q.mu.Unlock()
	if known {
		return ok
	}
	list, err := ReadQueue(EnrolledFile(filepath.Dir(q.file)))
	if err != nil {
		return false // said again at the next tick
	}
	ok = slices.Contains(list, path) && q.inFolder(path)
	q.mu.Lock()
	q.allowed[path] = ok
	q.mu.Unlock()
	return ok
}

func (q *Queue) inFolder(path string) bool {
	return q.folder == "" || filepath.Dir(path) == q.folder
}

// enrolAndWithdraw writes down the games enrolled and withdrawn since the
// last look: an enrolled game in the list of games for the league (games
// of another folder are not), a withdrawn one out of it and out of the
// waiting games, and its id, if it was pushed, among the withdrawals to
// send.
func (q *Queue) enrolAndWithdraw() {
	q.mu.Lock()
	enrol, withdraw := q.enrol, q.withdraw
	q.enrol, q.withdraw = nil, nil
	var ids []string
	for _, path := range withdraw {
		if t := q.tails[path]; t != nil && t.id != "" {
			ids = append(ids, t.id)
		}
		delete(q.tails, path)
		delete(q.pushed, path)
		delete(q.status.Refused, path)
		q.allowed[path] = false
	}
	for _, path := range enrol {
		q.allowed[path] = q.inFolder(path)
	}
	q.mu.Unlock()
	dir := filepath.Dir(q.file)
	enrol = slices.DeleteFunc(enrol, func(p string) bool { return !q.inFolder(p) })
	if len(enrol) > 0 || len(withdraw) > 0 {
		_ = editList(EnrolledFile(dir), func(list []string) []string {
			list = slices.DeleteFunc(list, func(p string) bool {
				_, err := os.Stat(p)
				return slices.Contains(withdraw, p) || errors.Is(err, os.ErrNotExist)
			})
			for _, p := range enrol {
				if !slices.Contains(list, p) {
					list = append(list, p)
				}
			}
			return list
		})
	}
	if len(withdraw) > 0 {
		_ = q.change(func(paths []string) []string {
			return slices.DeleteFunc(paths, func(p string) bool { return slices.Contains(withdraw, p) })
		})
	}
	for _, id := range ids {
		_ = AddWithdrawal(WithdrawalsFile(dir), id)
	}
	for _, path := range withdraw {
		q.noteRefused(path, false)
	}
}

// sendWithdrawals sends the withdrawals waiting, each taken off the file
// once the league holds it.
func (q *Queue) sendWithdrawals(ctx context.Context, ids []string) {
	if len(ids) == 0 {
		return
	}
	db, err := q.connect(ctx)
	if err != nil {
		q.setStatus(q.Status().Waiting, err)
		return
	}
	file := WithdrawalsFile(filepath.Dir(q.file))
	for _, id := range ids {
		if err := db.Withdraw(ctx, id, q.table); err != nil {
			q.close()
			q.setStatus(q.Status().Waiting, err)
			return
		}
		_ = editList(file, func(list []string) []string {
			return slices.DeleteFunc(list, func(s string) bool { return s == id })
		})
	}
}

// SendWithdrawals sends the withdrawals waiting in the state folder dir
// to db, as table, for `league push`: each taken off the file once sent.
func SendWithdrawals(ctx context.Context, db *DB, dir, table string) (int, error) {
	file := WithdrawalsFile(dir)
	ids, err := ReadQueue(file)
	if err != nil {
		return 0, err
	}
	for n, id := range ids {
		if err := db.Withdraw(ctx, id, table); err != nil {
			return n, err
		}
		if err := editList(file, func(list []string) []string {
			return slices.DeleteFunc(list, func(s string) bool { return s == id })
		}); err != nil {
			return n + 1, err
		}
	}
	return len(ids), nil
}
