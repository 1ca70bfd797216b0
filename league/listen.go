package league

import (
	"context"
	"errors"
	"time"
)

// Listener waits for pushes: LISTEN on Channel over a connection of its
// own, made again when it is lost.
type Listener struct {
	url string
	db  *DB
}

// NewListener returns a Listener of the database at url (see Connect).
func NewListener(url string) *Listener { return &Listener{url: url} }

// Wait returns when a table pushed a game, or after timeout without one
// (nil then too: the caller reads again either way). Several pushes in a
// burst are one. A lost connection is an *Error; the next Wait connects
// again.
func (l *Listener) Wait(ctx context.Context, timeout time.Duration) error {
	if l.db == nil {
		cctx, cancel := context.WithTimeout(ctx, connectTimeout)
		db, err := Connect(cctx, l.url)
		cancel()
		if err != nil {
			return err
		}
		if _, err := db.conn.Exec(ctx, "LISTEN "+Channel); err != nil {
			db.Close()
			return db.fail(err)
		}
		l.db = db
	}
	wctx, cancel := context.WithTimeout(ctx, timeout)
	_, err := l.db.conn.WaitForNotification(wctx)
	cancel()
	if errors.Is(err, context.DeadlineExceeded) && ctx.Err() == nil {
		return nil
	}
	if err != nil {
		failed := l.db.fail(err)
		l.Close()
		return failed
	}
	// A burst of pushes (a laptop sending a folder) is read once.
	for {
		bctx, cancel := context.WithTimeout(ctx, 200*time.Millisecond)
		_, err := l.db.conn.WaitForNotification(bctx)
		cancel()
		if err != nil {
			if !errors.Is(err, context.DeadlineExceeded) {
				l.Close()
			}
			return nil
		}
	}
}

// Close closes the listening connection.
func (l *Listener) Close() {
	if l.db != nil {
		l.db.Close()
		l.db = nil
	}
}
