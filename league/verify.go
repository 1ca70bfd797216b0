package league

import (
	"bytes"
	"context"
	"crypto/sha256"
	"errors"
	"fmt"
	"slices"
	"time"

	"rolekeeper/journal"
)

// Difference is one thing `league verify` found that does not agree with
// the records: a derived column of a game's row that the records say
// otherwise, records missing, beyond the row's count or out of order, a
// digest that is not the records'.
type Difference struct {
	Game string
	// What names it: "lines", "digest", "variant", "players", "over",
	// "started", "changed", "seq" (a record missing or out of order),
	// "record" (a record the reader refuses: Line is its seq + 1).
	What string
	// Row is what the row says, Records what the records say.
	Row, Records string
	Line         int
}

// Verified is what Verify checked.
type Verified struct {
	Games, Records int
	Differences    []Difference
}

// row is a game's row as Verify reads it.
type row struct {
	lines            int
	digest           []byte
	variant          string
	players          []string
	over             bool
	started, changed *time.Time
}

// Verify replays every game of the league from its raw records, in one
// snapshot, and compares what it derives with each game's row: the
// number of records and their digest, the variant, the players, whether
// it is over, the times of its first and last record; and checks that the
// records are numbered 0, 1, 2 … with nothing missing, and that the
// reader accepts them in that order (their checksums and seq, the rules).
// It changes nothing. The standings are computed from the same records
// by the same reader (Reader.Games), so a league without differences has
// the standings its records say.
func (db *DB) Verify(ctx context.Context) (Verified, error) {
	tx, err := db.conn.BeginTx(ctx, pgxReadOnlySnapshot)
	if err != nil {
		return Verified{}, db.fail(err)
	}
	defer tx.Rollback(context.Background())
	rows, err := tx.Query(ctx, "SELECT id, lines, digest, variant, players, over, started, changed FROM "+tGames+" ORDER BY id")
	if err != nil {
		return Verified{}, db.fail(err)
	}
	games := map[string]row{}
	var ids []string
	for rows.Next() {
		var id string
		var r row
		if err := rows.Scan(&id, &r.lines, &r.digest, &r.variant, &r.players, &r.over, &r.started, &r.changed); err != nil {
			rows.Close()
			return Verified{}, db.fail(err)
		}
		games[id] = r
		ids = append(ids, id)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return Verified{}, db.fail(err)
	}
	v := Verified{Games: len(ids)}
	for _, id := range ids {
		recs, err := tx.Query(ctx, "SELECT seq, line FROM "+tRecords+" WHERE game = $1 ORDER BY seq", id)
		if err != nil {
			return v, db.fail(err)
		}
		var text []byte
		h := sha256.New()
		next := 0
		for recs.Next() {
			var seq int
			var line string
			if err := recs.Scan(&seq, &line); err != nil {
				recs.Close()
				return v, db.fail(err)
			}
			v.Records++
			if seq != next {
				v.Differences = append(v.Differences, Difference{Game: id, What: "seq", Row: fmt.Sprint(next), Records: fmt.Sprint(seq)})
				next = seq
			}
			next++
			text = append(append(text, line...), '\n')
			h.Write([]byte(line))
			h.Write([]byte{'\n'})
		}
		recs.Close()
		if err := recs.Err(); err != nil {
			return v, db.fail(err)
		}
		v.Differences = append(v.Differences, compareRow(id, games[id], next, h.Sum(nil), text)...)
	}
	return v, nil
}

// compareRow compares a game's row with its records replayed.
func compareRow(id string, r row, n int, digest, text []byte) []Difference {
	var out []Difference
	diff := func(what, row, recs string) {
		if row != recs {
			out = append(out, Difference{Game: id, What: what, Row: row, Records: recs})
		}
	}
	diff("lines", fmt.Sprint(r.lines), fmt.Sprint(n))
	if !bytes.Equal(r.digest, digest) {
		diff("digest", fmt.Sprintf("%x", r.digest), fmt.Sprintf("%x", digest))
	}
	f, err := journal.Parse(id, text)
	if err != nil {
		line := 0
		var le *journal.LineError
		if errors.As(err, &le) {
			line = le.Line
		}
		return append(out, Difference{Game: id, What: "record", Records: err.Error(), Line: line})
	}
	diff("variant", r.variant, f.Setup.Variant.String())
	diff("players", fmt.Sprint(r.players), fmt.Sprint(f.Setup.Players))
	diff("over", fmt.Sprint(r.over), fmt.Sprint(f.Game.State.Over))
	diff("started", timeText(r.started), timeText(ptr(f.Start)))
	diff("changed", timeText(r.changed), timeText(ptr(f.End)))
	if f.ID != id {
		diff("id", id, f.ID)
	}
	return slices.Clip(out)
}

func ptr(t time.Time) *time.Time {
	if t.IsZero() {
		return nil
	}
	return &t
}

func timeText(t *time.Time) string {
	if t == nil {
		return "-"
	}
	return t.UTC().Format(time.RFC3339Nano)
}
