package league

import (
	"context"
	"errors"
	"fmt"
	"regexp"
	"time"

	"github.com/jackc/pgx/v5"

	"rolekeeper/rules"
)

// MaxNightSize is the largest night the league keeps: the bytes of a
// night's file as night.(*Night).Encode writes them, bounded as the file
// is (night.MaxFileSize; package cli's tests hold the two equal, since
// the league does not import night).
const MaxNightSize = 1 << 20

// tNights is the nights table.
const tNights = Schema + ".nights"

// nightsMigration makes the nights table: one row per club night, its
// file's bytes as last put, replaced at every change and told to the
// screens on Channel as "night:" and the night's id. The league keeps
// the bytes and does not read them: every reader decodes them as it
// decodes the file (night.Decode), drawing every round again from its
// seed.
const nightsMigration = `CREATE TABLE nights (
		id      text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{32}$'),
		doc     bytea NOT NULL CHECK (octet_length(doc) BETWEEN 1 AND 1048576),
		changed timestamptz NOT NULL DEFAULT clock_timestamp()
	);
	CREATE INDEX nights_changed ON nights (changed);`

// NightPrefix starts the payload of a night's notification.
const NightPrefix = "night:"

// nightID is a night's id: 32 lowercase hex digits.
var nightID = regexp.MustCompile(`^[0-9a-f]{32}$`)

// NightRefused is a night the league refuses before sending anything:
// its id is not 32 lowercase hex digits, or its size (Size bytes) is not
// 1 to MaxNightSize. Package cli never puts such a night (night.Encode
// writes a valid id, and a night at every limit is under half the
// size); it is said as any other error.
type NightRefused struct {
	ID   string
	Size int
}

// Error implements error, in English.
func (e *NightRefused) Error() string {
	return fmt.Sprintf("league: night %q of %d bytes refused", e.ID, e.Size)
}

// PutNight keeps the night id as doc (its file's bytes) and tells the
// screens. A night put again with the same bytes changes nothing and
// tells nobody.
func (db *DB) PutNight(ctx context.Context, id string, doc []byte) error {
	if !nightID.MatchString(id) || len(doc) == 0 || len(doc) > MaxNightSize {
		return &NightRefused{ID: id, Size: len(doc)}
	}
	tx, err := db.conn.Begin(ctx)
	if err != nil {
		return db.fail(err)
	}
	defer tx.Rollback(context.Background())
	tag, err := tx.Exec(ctx, `INSERT INTO `+tNights+` (id, doc) VALUES ($1, $2)
		ON CONFLICT (id) DO UPDATE SET doc = $2, changed = clock_timestamp() WHERE `+tNights+`.doc <> $2`, id, doc)
	if err == nil && tag.RowsAffected() > 0 {
		_, err = tx.Exec(ctx, "SELECT pg_notify($1, $2)", Channel, NightPrefix+id)
	}
	if err == nil {
		err = tx.Commit(ctx)
	}
	if err != nil {
		return db.fail(err)
	}
	return nil
}

// Night reads the night id: its bytes as last put and when they changed
// (the database's clock); ok is false when the league keeps no such
// night.
func (db *DB) Night(ctx context.Context, id string) (doc []byte, changed time.Time, ok bool, err error) {
	if !nightID.MatchString(id) {
		return nil, time.Time{}, false, nil
	}
	err = db.conn.QueryRow(ctx, `SELECT doc, changed FROM `+tNights+` WHERE id = $1`, id).Scan(&doc, &changed)
	return nightRow(db, doc, changed, err)
}

// LatestNight reads the night that changed last, if it changed within
// the span before the database's time now (the evening: a night of last
// week is not tonight's); ok is false when none did.
func (db *DB) LatestNight(ctx context.Context, within time.Duration) (id string, doc []byte, changed time.Time, ok bool, err error) {
	err = db.conn.QueryRow(ctx, `SELECT id, doc, changed FROM `+tNights+`
		WHERE changed > clock_timestamp() - make_interval(secs => $1) ORDER BY changed DESC, id LIMIT 1`,
		within.Seconds()).Scan(&id, &doc, &changed)
	doc, changed, ok, err = nightRow(db, doc, changed, err)
	if !ok {
		id = ""
	}
	return id, doc, changed, ok, err
}

// nightRow is the result of reading one night's row.
func nightRow(db *DB, doc []byte, changed time.Time, err error) ([]byte, time.Time, bool, error) {
	if errors.Is(err, pgx.ErrNoRows) {
		return nil, time.Time{}, false, nil
	}
	if err != nil {
		return nil, time.Time{}, false, db.fail(err)
	}
	return doc, changed, true, nil
}

// Playing is the replayed state of an unfinished game, for what a screen
// shows of it beyond its facts (the turns still to play once a night's
// time is called); ok is false for a finished game.
func (g Game) Playing() (rules.State, bool) {
	if g.replay == nil || g.Entry.Game.Over {
		return rules.State{}, false
	}
	return g.replay.game.State, true
}
