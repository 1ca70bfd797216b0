package league

import (
	"context"
	"errors"
	"fmt"

	"github.com/jackc/pgx/v5"
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
//
// Every migration runs with the search path set to the league's schema
// (Schema), so that its tables are made there; a database of version 1
// made before the schema existed has its tables moved there first
// (moveLegacy).
//
// Version 2 keeps only the records and what is needed to add them up:
// the file's path (which named the user's account) is dropped, and the
// laptop's host name gives way to the table's name as the player chose it
// ([league] table), "" when none was chosen (the screen says "Table N").
// The host names held are cleared.
//
// Version 3 adds withdrawals: a game thrown away on its laptop (given up
// before its first event, or set aside) is withdrawn by a row here, never
// by deleting its records; it is left out of the standings and the
// evening while its latest withdrawal is after its last push (a game
// resumed and played on is back).
//
// Version 4 adds the club's players (players.go): player_changes, only
// ever appended to, whose replay is the roster of one canonical name per
// person with its aliases and short id.
//
// Version 5 adds corrections (fix.go): an organiser's corrections of a
// game (void it, a name, the winners), only ever appended to, which the
// standings apply; the records are never edited.
//
// Version 6 adds rounds (rounds.go): every club night's round clock as
// last set, for the tables and screens of the room.
//
// Version 7 adds nights (nights.go): every club night as its file holds
// it, for the TV, the phones' page and a table without the file.
//
// Version 8 adds the club's end of round to rounds (rounds.go): the turns
// each player still in gets once time is called.
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
	`ALTER TABLE games DROP COLUMN path;
	ALTER TABLE games RENAME COLUMN host TO table_name;
	UPDATE games SET table_name = '';`,
	`CREATE TABLE withdrawals (
		game       text NOT NULL CHECK (game ~ '^[0-9a-f]{32}$'),
		at         timestamptz NOT NULL DEFAULT clock_timestamp(),
		table_name text NOT NULL,
		PRIMARY KEY (game, at)
	);`,
	`CREATE TABLE player_changes (
		n         bigserial PRIMARY KEY,
		at        timestamptz NOT NULL DEFAULT clock_timestamp(),
		by        text NOT NULL CHECK (length(by) <= 200),
		kind      text NOT NULL CHECK (kind IN ('add', 'join', 'split')),
		name      text NOT NULL CHECK (length(name) BETWEEN 1 AND 400),
		into_name text CHECK (length(into_name) <= 400),
		short     text CHECK (length(short) <= 16)
	);`,
	`CREATE TABLE corrections (
		n        bigserial PRIMARY KEY,
		game     text NOT NULL REFERENCES games (id),
		at       timestamptz NOT NULL DEFAULT clock_timestamp(),
		by       text NOT NULL CHECK (length(by) <= 200),
		why      text NOT NULL CHECK (length(why) BETWEEN 1 AND 500),
		kind     text NOT NULL CHECK (kind IN ('void', 'name', 'winners')),
		old_name text CHECK (length(old_name) <= 400),
		new_name text CHECK (length(new_name) <= 400),
		winners  text[]
	);`,
	roundsMigration,
	nightsMigration,
	roundsExtraMigration,
}

// Schema is the PostgreSQL schema that holds the league's tables, so that
// another application's tables of the same names cannot clash with them.
const Schema = "rolekeeper"

// The league's tables, named with their schema.
const (
	tGames   = Schema + ".games"
	tRecords = Schema + ".records"
	tVersion = Schema + ".rolekeeper_schema"

	tWithdrawals   = Schema + ".withdrawals"
	tPlayerChanges = Schema + ".player_changes"
	tCorrections   = Schema + ".corrections"
)

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
	if _, err := tx.Exec(ctx, "CREATE SCHEMA IF NOT EXISTS "+Schema); err != nil {
		return db.fail(err)
	}
	if err := moveLegacy(ctx, tx); err != nil {
		return db.fail(err)
	}
	if _, err := tx.Exec(ctx, "SET LOCAL search_path = "+Schema); err != nil {
		return db.fail(err)
	}
	if _, err := tx.Exec(ctx, "CREATE TABLE IF NOT EXISTS "+tVersion+" (version integer NOT NULL)"); err != nil {
		return db.fail(err)
	}
	if err := tx.QueryRow(ctx, "SELECT coalesce(max(version), 0) FROM "+tVersion).Scan(&version); err != nil {
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
	if _, err := tx.Exec(ctx, "DELETE FROM "+tVersion); err != nil {
		return db.fail(err)
	}
	if _, err := tx.Exec(ctx, "INSERT INTO "+tVersion+" (version) VALUES ($1)", SchemaVersion); err != nil {
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
	if err := db.conn.QueryRow(ctx, "SELECT to_regclass('"+tVersion+"') IS NOT NULL").Scan(&exists); err != nil {
		return 0, err
	}
	if !exists {
		return 0, nil
	}
	var v int
	err := db.conn.QueryRow(ctx, "SELECT coalesce(max(version), 0) FROM "+tVersion).Scan(&v)
	return v, err
}

// moveLegacy moves the tables of a league made before Schema existed
// (version 1, in the schema the search path found first, usually public)
// into Schema, with their rows, indexes and keys. A database without them,
// or whose league is in Schema already, is left as it is.
func moveLegacy(ctx context.Context, tx pgxTx) error {
	var old *string
	err := tx.QueryRow(ctx, `SELECT n.nspname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
		WHERE c.relname = 'rolekeeper_schema' AND c.relkind = 'r' AND n.nspname <> $1 AND pg_table_is_visible(c.oid)
		AND to_regclass($2) IS NULL`, Schema, tVersion).Scan(&old)
	if errors.Is(err, pgx.ErrNoRows) || err == nil && old == nil {
		return nil
	}
	if err != nil {
		return err
	}
	from := pgx.Identifier{*old}.Sanitize()
	for _, table := range []string{"games", "records", "rolekeeper_schema"} {
		if _, err := tx.Exec(ctx, "ALTER TABLE "+from+"."+table+" SET SCHEMA "+Schema); err != nil {
			return err
		}
	}
	return nil
}
