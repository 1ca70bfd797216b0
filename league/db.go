package league

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"strconv"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
)

// Kind says what went wrong with the league's database.
type Kind int

// The kinds of Error.
const (
	// Failed is any other failure of the database.
	Failed Kind = iota
	// BadURL: the connection URL (or the PG* settings) cannot be read.
	BadURL
	// Unreachable: no server answers where the URL points, or the
	// database is not there.
	Unreachable
	// LoginRefused: the server refused the user or the password.
	LoginRefused
	// NewerSchema: the database was made by a newer rolekeeper.
	NewerSchema
	// ConnectionLost: the connection went away in the middle of a push or
	// a read; the transaction was not committed, nothing of it was kept.
	ConnectionLost
	// Insecure: the URL names a host on the network with an sslmode that
	// may fall back to plaintext (prefer, allow); nothing was sent.
	Insecure
)

// Error is a failure of the league's database. It never holds the
// password.
type Error struct {
	Kind Kind
	// Where names the database: its name, host (or socket folder) and
	// port.
	Where Place
	// Version and Known are the database's schema version and the newest
	// this rolekeeper knows, for NewerSchema.
	Version, Known int
	// Mode is the sslmode refused, for Insecure.
	Mode string
	// Err is the driver's error, with any password left out.
	Err error
}

// Error implements error, in English; package cli says it in words.
func (e *Error) Error() string {
	switch e.Kind {
	case BadURL:
		return "the league's database URL cannot be read: " + e.reason()
	case Unreachable:
		return fmt.Sprintf("cannot reach the league's database %s: %s", e.Where, e.reason())
	case LoginRefused:
		return fmt.Sprintf("the league's database %s refused the login: %s", e.Where, e.reason())
	case NewerSchema:
		return fmt.Sprintf("the league's database %s has schema version %d, newer than this rolekeeper's %d: update rolekeeper",
			e.Where, e.Version, e.Known)
	case ConnectionLost:
		return fmt.Sprintf("the connection to the league's database %s was lost", e.Where)
	case Insecure:
		return fmt.Sprintf("the league's database %s is on the network and sslmode=%s may send the password in clear: "+
			"write sslmode=verify-full (or require), or sslmode=disable to choose plaintext", e.Where, e.Mode)
	}
	return fmt.Sprintf("the league's database %s: %s", e.Where, e.reason())
}

// Unwrap returns the driver's error.
func (e *Error) Unwrap() error { return e.Err }

// Reason is the driver's reason in its words, without the password.
func (e *Error) Reason() string { return e.reason() }

func (e *Error) reason() string {
	if e.Err == nil {
		return ""
	}
	var pe *pgconn.PgError
	if errors.As(e.Err, &pe) {
		return pe.Message
	}
	var ce *pgconn.ConnectError
	if errors.As(e.Err, &ce) && errors.Unwrap(ce) != nil {
		return firstLine(innermost(ce))
	}
	return firstLine(e.Err.Error())
}

// firstLine is the first line of a reason: a connection tried on several
// addresses says why on each, one a line.
func firstLine(s string) string {
	first, _, _ := strings.Cut(s, "\n")
	return first
}

// innermost is the reason at the bottom of a connection error: "connect:
// no such file or directory", not the whole chain with the user and the
// database again.
func innermost(err error) string {
	for {
		next := errors.Unwrap(err)
		if next == nil {
			return err.Error()
		}
		var pe *pgconn.PgError
		if errors.As(next, &pe) {
			return pe.Message
		}
		if _, ok := next.(*net.OpError); ok {
			return next.Error()
		}
		err = next
	}
}

// DB is a connection to the league's database, its schema up to date.
// It is for one goroutine at a time.
type DB struct {
	conn     *pgx.Conn
	where    Place
	security Security
	// actor is who makes this connection's changes (SetActor).
	actor string
}

// Connect connects to the league's database at url, or where the PG*
// environment variables and ~/.pgpass say when url is empty (as psql
// does), and creates or migrates its schema. TLS is as the URL's sslmode
// says; with none, verify-full for a host on the network (see parseURL):
// plaintext over the network only with sslmode=disable written out.
func Connect(ctx context.Context, url string) (*DB, error) {
	cfg, sec, err := parseURL(url)
	if err != nil {
		return nil, err
	}
	if cfg.ConnectTimeout == 0 {
		cfg.ConnectTimeout = 10 * time.Second
	}
	db := &DB{where: where(cfg), security: sec}
	conn, err := pgx.ConnectConfig(ctx, cfg)
	if err != nil {
		return nil, db.fail(err)
	}
	db.conn = conn
	db.security.TLS = encrypted(conn)
	if err := db.migrate(ctx); err != nil {
		conn.Close(context.Background())
		return nil, err
	}
	return db, nil
}

// parseReason is pgx's reason for a URL it cannot read, without the URL
// (pgx hides the password in it, but a URL mistyped may hide it badly).
func parseReason(err error) string {
	msg := err.Error()
	if i := strings.LastIndex(msg, "`: "); i >= 0 {
		return msg[i+len("`: "):]
	}
	return msg
}

// Place is where the league's database is, for messages (wording.League
// says it in words: "league on 127.0.0.1:5432").
type Place struct {
	// Database is the database's name.
	Database string
	// Addr is host:port, or the socket's folder when Socket.
	Addr   string
	Socket bool
}

// String says p in English, for Error.
func (p Place) String() string {
	if p.Socket {
		return fmt.Sprintf("%s (socket %s)", p.Database, p.Addr)
	}
	return fmt.Sprintf("%s on %s", p.Database, p.Addr)
}

// where names the database of cfg in messages.
func where(cfg *pgx.ConnConfig) Place {
	if strings.HasPrefix(cfg.Host, "/") {
		return Place{Database: cfg.Database, Addr: cfg.Host, Socket: true}
	}
	return Place{Database: cfg.Database, Addr: net.JoinHostPort(cfg.Host, strconv.Itoa(int(cfg.Port)))}
}

// Where names the database in messages: its name, host and port.
func (db *DB) Where() Place { return db.where }

// Close closes the connection.
func (db *DB) Close() error {
	if db.conn == nil {
		return nil
	}
	return db.conn.Close(context.Background())
}

// fail turns a driver's error into an *Error of the right kind.
func (db *DB) fail(err error) error {
	var le *Error
	if errors.As(err, &le) {
		return le
	}
	kind := Failed
	var pe *pgconn.PgError
	var ce *pgconn.ConnectError
	switch {
	case errors.As(err, &pe) && (pe.Code == "28P01" || pe.Code == "28000"):
		kind = LoginRefused
	case errors.As(err, &pe) && pe.Code == "3D000":
		kind = Unreachable
	case errors.As(err, &pe) && strings.HasPrefix(pe.Code, "57P"): // the server shut down, or crashed
		kind = ConnectionLost
	case errors.As(err, &pe):
	case errors.As(err, &ce):
		kind = Unreachable
	case lost(err):
		kind = ConnectionLost
	}
	return &Error{Kind: kind, Where: db.where, Err: err}
}

// lost reports whether err is a connection that went away.
func lost(err error) bool {
	var ne net.Error
	return errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) || errors.As(err, &ne) ||
		errors.Is(err, net.ErrClosed) || pgconn.Timeout(err) || strings.Contains(err.Error(), "conn closed")
}

// timeOrNil is t for a timestamptz column, or NULL for the zero time.
func timeOrNil(t time.Time) any {
	if t.IsZero() {
		return nil
	}
	return t
}

// pgxReadOnlySnapshot reads the league as it stands at one moment.
var pgxReadOnlySnapshot = pgx.TxOptions{IsoLevel: pgx.RepeatableRead, AccessMode: pgx.ReadOnly}

// pgxTx is a transaction.
type pgxTx = pgx.Tx
