package league

import (
	"context"
	"fmt"
)

// migrations are the schema's versions in order: migrations[i] takes the
// database from version i to version i+1. A new version is a new entry at
// the end; an entry once released is never changed.
//
// games holds one row per game id: the copy of the file the standings
// name (the most complete one pushed, of those the first path: the copy
// `rolekeeper stats` keeps, stats.Unique), the laptop (host) that pushed
// it, that file's modification time in nanoseconds (the game's time when
// its records carry none), how many records the league holds (lines) and
// the SHA-256 of those records, each followed by a newline (digest), and
// what the evening's screen shows without replaying the game. records
// holds every record as written, the setup at seq 0.
var migrations = []string{
	`CREATE TABLE games (
		id       text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{32}$'),
		path     text NOT NULL,
		host     text NOT NULL,
		modified bigint NOT NULL,
		lines    integer NOT NULL CHECK (lines >= 1),
		digest   bytea NOT NULL,
		variant  text NOT NULL,
		players  text[] NOT NULL,
		over     boolean NOT NULL,
		started  timestamptz,
		changed  timestamptz,
		pushed   timestamptz NOT NULL DEFAULT now()
	);
	CREATE TABLE records (
		game text NOT NULL REFERENCES games (id),
		seq  integer NOT NULL CHECK (seq >= 0),
		line text NOT NULL,
		PRIMARY KEY (game, seq)
	);
	CREATE INDEX games_pushed ON games (pushed);`,
}

// SchemaVersion is the newest version of the schema this rolekeeper
// knows.
var SchemaVersion = len(migrations)

// schemaLock is the advisory lock under which one rolekeeper at a time
// migrates the schema.
const schemaLock = 0x726f6c656b656570 // "rolekeep"

// migrate brings the schema up to SchemaVersion, or refuses a database
// of a newer one. A database already up to date is only read.
func (db *DB) migrate(ctx context.Context) error {
	version, err := db.schemaVersion(ctx)
	if err != nil {
		return db.fail(err)
	}
	if version == SchemaVersion {
		return nil
	}
	if version > SchemaVersion {
		return &Error{Kind: NewerSchema, Where: db.where, Version: version, Known: SchemaVersion}
	}
	tx, err := db.conn.Begin(ctx)
	if err != nil {
		return db.fail(err)
	}
	defer tx.Rollback(context.Background())
	if _, err := tx.Exec(ctx, "SELECT pg_advisory_xact_lock($1)", int64(schemaLock)); err != nil {
		return db.fail(err)
	}
	if _, err := tx.Exec(ctx, "CREATE TABLE IF NOT EXISTS rolekeeper_schema (version integer NOT NULL)"); err != nil {
		return db.fail(err)
	}
	if err := tx.QueryRow(ctx, "SELECT coalesce(max(version), 0) FROM rolekeeper_schema").Scan(&version); err != nil {
		return db.fail(err)
	}
	if version > SchemaVersion {
		return &Error{Kind: NewerSchema, Where: db.where, Version: version, Known: SchemaVersion}
	}
	for v := version; v < SchemaVersion; v++ {
		if _, err := tx.Exec(ctx, migrations[v]); err != nil {
			return db.fail(fmt.Errorf("schema version %d: %w", v+1, err))
		}
	}
	if _, err := tx.Exec(ctx, "DELETE FROM rolekeeper_schema"); err != nil {
		return db.fail(err)
	}
	if _, err := tx.Exec(ctx, "INSERT INTO rolekeeper_schema (version) VALUES ($1)", SchemaVersion); err != nil {
		return db.fail(err)
	}
	return db.fail2(tx.Commit(ctx))
}

// fail2 is fail for an error that may be nil.
func (db *DB) fail2(err error) error {
	if err == nil {
		return nil
	}
	return db.fail(err)
}

// schemaVersion reads the schema's version without writing: 0 for a
// database without one.
func (db *DB) schemaVersion(ctx context.Context) (int, error) {
	var exists bool
	if err := db.conn.QueryRow(ctx, "SELECT to_regclass('rolekeeper_schema') IS NOT NULL").Scan(&exists); err != nil {
		return 0, err
	}
	if !exists {
		return 0, nil
	}
	var v int
	err := db.conn.QueryRow(ctx, "SELECT coalesce(max(version), 0) FROM rolekeeper_schema").Scan(&v)
	return v, err
}
