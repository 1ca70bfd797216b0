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

// NightDoc is a night to keep: its id, its file's bytes, the marks of
// the files it was changed from (night.Head's After: the first 8 bytes
// of their SHA-256 in hex), and its round clock (nil: none started).
type NightDoc struct {
	ID    string
	Doc   []byte
	After []string
	Clock *RoundClock
}

// NightPut is what PutNight did.
type NightPut uint8

const (
	// NightKept: the league had no copy of the night, or one these bytes
	// follow on from (its mark is in After); they replace it.
	NightKept NightPut = iota
	// NightSame: the league keeps these bytes already.
	NightSame
	// NightOther: the league keeps another copy that these bytes do not
	// follow on from (a newer one, or another laptop's): it stands.
	NightOther
)

// PutNight keeps the night as d.Doc, with its round clock, in one
// transaction, and tells the screens ("night:" and, with a clock,
// "round:"), but only when the league has no copy of the night or d
// follows on from the copy it keeps: an older file, or another laptop's
// copy, never replaces a newer one. The same bytes again change nothing
// and tell nobody.
func (db *DB) PutNight(ctx context.Context, d NightDoc) (NightPut, error) {
	if !nightID.MatchString(d.ID) || len(d.Doc) == 0 || len(d.Doc) > MaxNightSize {
		return NightOther, &NightRefused{ID: d.ID, Size: len(d.Doc)}
	}
	tx, err := db.conn.Begin(ctx)
	if err != nil {
		return NightOther, db.fail(err)
	}
	defer tx.Rollback(context.Background())
	put, err := putNight(ctx, tx, d)
	if err == nil && put == NightKept && d.Clock != nil {
		err = putRound(ctx, tx, d.ID, *d.Clock)
	}
	if err == nil {
		err = tx.Commit(ctx)
	}
	if err != nil {
		return NightOther, db.fail(err)
	}
	return put, nil
}

// putNight keeps d's bytes in tx when the league has none of the night
// or d follows on from them, and says which it was.
func putNight(ctx context.Context, tx pgx.Tx, d NightDoc) (NightPut, error) {
	after := d.After
	if after == nil {
		after = []string{}
	}
	tag, err := tx.Exec(ctx, `INSERT INTO `+tNights+` (id, doc) VALUES ($1, $2)
		ON CONFLICT (id) DO UPDATE SET doc = $2, changed = clock_timestamp()
		WHERE encode(substr(sha256(`+tNights+`.doc), 1, 8), 'hex') = ANY($3::text[])`, d.ID, d.Doc, after)
	if err != nil {
		return NightOther, err
	}
	if tag.RowsAffected() > 0 {
		_, err = tx.Exec(ctx, "SELECT pg_notify($1, $2)", Channel, NightPrefix+d.ID)
		return NightKept, err
	}
	var same bool
	if err := tx.QueryRow(ctx, `SELECT doc = $2 FROM `+tNights+` WHERE id = $1`, d.ID, d.Doc).Scan(&same); err != nil {
		return NightOther, err
	}
	if same {
		return NightSame, nil
	}
	return NightOther, nil
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

// ReplaceNight keeps d as the night whatever copy the league keeps, with
// its round clock, and tells the screens, but only while the league's
// copy is still was (nil: the league keeps none): a person chose this
// laptop's copy over the one they were shown, and a copy another laptop
// put meanwhile is not replaced unseen. It reports whether it replaced.
func (db *DB) ReplaceNight(ctx context.Context, d NightDoc, was []byte) (bool, error) {
	if !nightID.MatchString(d.ID) || len(d.Doc) == 0 || len(d.Doc) > MaxNightSize {
		return false, &NightRefused{ID: d.ID, Size: len(d.Doc)}
	}
	tx, err := db.conn.Begin(ctx)
	if err != nil {
		return false, db.fail(err)
	}
	defer tx.Rollback(context.Background())
	q := `UPDATE ` + tNights + ` SET doc = $2, changed = clock_timestamp() WHERE id = $1 AND doc = $3`
	if was == nil {
		q = `INSERT INTO ` + tNights + ` (id, doc) SELECT $1, $2 WHERE $3::bytea IS NULL ON CONFLICT (id) DO NOTHING`
	}
	tag, err := tx.Exec(ctx, q, d.ID, d.Doc, was)
	if err == nil && tag.RowsAffected() == 0 {
		return false, nil
	}
	if err == nil {
		_, err = tx.Exec(ctx, "SELECT pg_notify($1, $2)", Channel, NightPrefix+d.ID)
	}
	if err == nil && d.Clock != nil {
		err = putRound(ctx, tx, d.ID, *d.Clock)
	}
	if err == nil {
		err = tx.Commit(ctx)
	}
	if err != nil {
		return false, db.fail(err)
	}
	return true, nil
}
