package league

import (
	"context"
	"errors"
	"time"

	"github.com/jackc/pgx/v5"
)

// RoundClock is a club night's round clock as the league keeps it (the
// rounds table, schema version 6): the round, its length with the
// minutes added, the time it ran before its last start, since when it
// runs (zero while paused) and when time was called (zero if not).
type RoundClock struct {
	Round           int
	Length, Elapsed time.Duration
	Since, Called   time.Time
	// Extra is the club's end of round (schema version 8): the turns
	// each player still in gets once time is called, 0 to 3.
	Extra int
}

// tRounds is the rounds table.
const tRounds = Schema + ".rounds"

// roundsMigration makes the rounds table: one row per night, its clock
// as last set, replaced at every change, and told to the screens on
// Channel as "round:" and the night's id.
const roundsMigration = `CREATE TABLE rounds (
		night     text PRIMARY KEY CHECK (night ~ '^[0-9a-f]{32}$'),
		round     integer NOT NULL CHECK (round BETWEEN 1 AND 12),
		length_s  integer NOT NULL CHECK (length_s BETWEEN 60 AND 21600),
		elapsed_s integer NOT NULL CHECK (elapsed_s BETWEEN 0 AND 21600),
		since     timestamptz,
		called    timestamptz,
		changed   timestamptz NOT NULL DEFAULT clock_timestamp()
	);`

// roundsExtraMigration keeps the club's end of round beside the clock; a
// clock kept before it has the default, one more turn each.
const roundsExtraMigration = `ALTER TABLE rounds ADD COLUMN extra_turns integer NOT NULL DEFAULT 1
		CHECK (extra_turns BETWEEN 0 AND 3);`

// RoundPrefix starts the payload of a round clock's notification.
const RoundPrefix = "round:"

// putRound keeps the night's round clock in tx and tells the screens;
// PutNight calls it, so that the clock changes only with a night that
// may replace the league's copy.
func putRound(ctx context.Context, tx pgx.Tx, night string, c RoundClock) error {
	_, err := tx.Exec(ctx, `INSERT INTO `+tRounds+` (night, round, length_s, elapsed_s, since, called, extra_turns)
		VALUES ($1, $2, $3, $4, $5, $6, $7)
		ON CONFLICT (night) DO UPDATE SET round = $2, length_s = $3, elapsed_s = $4, since = $5, called = $6,
			extra_turns = $7, changed = clock_timestamp()`,
		night, c.Round, int(c.Length/time.Second), int(c.Elapsed/time.Second), timeOrNil(c.Since), timeOrNil(c.Called), c.Extra)
	if err == nil {
		_, err = tx.Exec(ctx, "SELECT pg_notify($1, $2)", Channel, RoundPrefix+night)
	}
	return err
}

// Round reads the night's round clock; ok is false when none is kept.
func (db *DB) Round(ctx context.Context, night string) (c RoundClock, ok bool, err error) {
	var length, elapsed int
	var since, called *time.Time
	err = db.conn.QueryRow(ctx, `SELECT round, length_s, elapsed_s, since, called, extra_turns FROM `+tRounds+` WHERE night = $1`, night).
		Scan(&c.Round, &length, &elapsed, &since, &called, &c.Extra)
	if errors.Is(err, pgx.ErrNoRows) {
		return RoundClock{}, false, nil
	}
	if err != nil {
		return RoundClock{}, false, db.fail(err)
	}
	c.Length, c.Elapsed = time.Duration(length)*time.Second, time.Duration(elapsed)*time.Second
	if since != nil {
		c.Since = *since
	}
	if called != nil {
		c.Called = *called
	}
	return c, true, nil
}
