package league

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"slices"
	"strings"
	"time"
)

// Listener waits for pushes: LISTEN on Channel over a connection of its
// own, made again when it is lost. Behind a pooler in transaction mode
// (PgBouncer, many managed services' poolers) LISTEN is lost silently:
// the Listener checks, at each connection, that the server lists the
// channel (pg_listening_channels) and that a notification it sends itself
// comes back; when not, Notifying is false and Wait returns only at its
// timeout, so that the caller reads at its slower pace and can say so.
type Listener struct {
	url       string
	db        *DB
	notifying bool
}

// probeWait is how long a Listener waits for its own notification.
const probeWait = 2 * time.Second

// probePrefix starts the payload of a Listener's own notification, which
// other listeners ignore.
const probePrefix = "probe:"

// listenSQL is the statement a Listener listens with; a test replaces it
// to be a connection where LISTEN does not hold, as behind a pooler.
var listenSQL = "LISTEN " + Channel

// NewListener returns a Listener of the database at url (see Connect).
func NewListener(url string) *Listener { return &Listener{url: url} }

// Connected reports whether the Listener holds a connection.
func (l *Listener) Connected() bool { return l.db != nil }

// Notifying reports whether the connection passes notifications, as
// checked when it was made; false before the first Wait.
func (l *Listener) Notifying() bool { return l.db != nil && l.notifying }

// Wait returns when a table pushed a game, or after timeout without one
// (nil then too: the caller reads again either way), or at once after it
// connected anew (the league may have changed while it was away). Several
// pushes in a burst are one. A lost connection is an *Error; the next Wait
// connects again.
func (l *Listener) Wait(ctx context.Context, timeout time.Duration) error {
	if l.db == nil {
		return l.connect(ctx)
	}
	wctx, cancel := context.WithTimeout(ctx, timeout)
	err := l.next(wctx)
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
		err := l.next(bctx)
		cancel()
		if err != nil {
			if !errors.Is(err, context.DeadlineExceeded) {
				l.Close()
			}
			return nil
		}
	}
}

// next waits for a notification of a push, leaving out the Listeners'
// own.
func (l *Listener) next(ctx context.Context) error {
	for {
		n, err := l.db.conn.WaitForNotification(ctx)
		if err != nil {
			return err
		}
		if !strings.HasPrefix(n.Payload, probePrefix) {
			return nil
		}
	}
}

// connect connects, listens, and checks that notifications arrive.
func (l *Listener) connect(ctx context.Context) error {
	cctx, cancel := context.WithTimeout(ctx, connectTimeout)
	db, err := Connect(cctx, l.url)
	cancel()
	if err != nil {
		return err
	}
	if _, err := db.conn.Exec(ctx, listenSQL); err != nil {
		db.Close()
		return db.fail(err)
	}
	ok, err := probe(ctx, db)
	if err != nil {
		db.Close()
		return db.fail(err)
	}
	l.db, l.notifying = db, ok
	return nil
}

// probe reports whether db's connection listens on Channel and receives
// a notification it sends itself within probeWait.
func probe(ctx context.Context, db *DB) (bool, error) {
	var channels []string
	if err := db.conn.QueryRow(ctx, "SELECT coalesce(array_agg(c), '{}') FROM pg_listening_channels() c").Scan(&channels); err != nil {
		return false, err
	}
	if !slices.Contains(channels, Channel) {
		return false, nil
	}
	var b [8]byte
	_, _ = rand.Read(b[:])
	payload := probePrefix + hex.EncodeToString(b[:])
	if _, err := db.conn.Exec(ctx, "SELECT pg_notify($1, $2)", Channel, payload); err != nil {
		return false, err
	}
	pctx, cancel := context.WithTimeout(ctx, probeWait)
	defer cancel()
	for {
		n, err := db.conn.WaitForNotification(pctx)
		if errors.Is(err, context.DeadlineExceeded) && ctx.Err() == nil {
			return false, nil
		}
		if err != nil {
			return false, err
		}
		if n.Payload == payload {
			return true, nil
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
