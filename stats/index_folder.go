package stats

import (
	"database/sql"
	"encoding/binary"
	"errors"
	"hash/crc32"
	"path/filepath"
	"strings"
	"time"

	"rolekeeper/rules"
)

// The index keeps, beside a row per game, one row per folder: every game
// row of the folder, stamps and facts, in the order Games returns them,
// as one blob (the folder's digest). A warm run over a folder whose files
// are all unchanged reads that one row instead of ten thousand: reading
// the rows one by one through database/sql took most of a warm `stats`
// over 10,000 games (BENCHMARKS.md, "Warm stats"). The digest is a cache
// of the rows: every change of a row of the folder deletes it in the same
// transaction, and the next Load writes it again from the rows. Its form
// is digestVersion, the CRC-32C of the rest, the number of games, then
// each game's columns as encodeFacts writes numbers and strings, its
// facts as their length and bytes; a digest of another version, of
// another checksum or that does not read to its end is refused
// (errFacts), and Load builds the index again from the game files.
const digestVersion = 1

// digestColumns are the columns of a game row that the digest holds, in
// its order.
const digestColumns = `path, size, mtime, sum, ctime, ino, variant, over, events, start, end, names, damage_line, damage, error, glance, facts`

// digestRow is one game row as the digest holds it.
type digestRow struct {
	path                              string
	stamp                             stamp
	variant, over, events, damageLine int
	start, end                        int64
	names, damage, err, glance        string
	// facts are encodeFacts's bytes, and text the same as a string (a
	// part of the digest's), whose parts the facts' strings become.
	facts []byte
	text  string
}

// load is Load's one attempt: when the folder's digest holds every game
// file of dir unchanged, the games come from it; otherwise the files that
// changed are read (Sync), the digest is written again, and the games
// come from the rows.
func (ix *Index) load(dir string, want Want, progress Progress) ([]Entry, error) {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return nil, err
	}
	d, err := ix.readDigest(abs)
	if err != nil {
		return nil, &pathError{path: ix.path, err: err}
	}
	if d == nil {
		if err := ix.Sync(abs, progress); err != nil {
			return nil, err
		}
	} else {
		files, err := GameFiles(abs)
		if err != nil {
			return nil, err
		}
		known := d.stamps()
		stale := staleFiles(files, known)
		if len(stale) == 0 && len(files) == len(known) {
			return d.entries(want) // every file known, none changed, none gone
		}
		if err := ix.check(); err != nil {
			return nil, err
		}
		if err := ix.readAll(stale, progress); err != nil {
			return nil, err
		}
		if err := ix.prune(abs, files, known); err != nil {
			return nil, err
		}
	}
	ix.writeDigest(abs)
	return ix.entries(abs, want)
}

// writeDigest writes the digest of dir from its rows, in one transaction
// that reads them and writes it: should another process change a row of
// the folder meanwhile, SQLite refuses the write, and no digest is kept
// (the next Load writes it). It is a cache: failing to write it is no
// error of the run.
func (ix *Index) writeDigest(dir string) {
	tx, err := ix.db.Begin()
	if err != nil {
		return
	}
	defer tx.Rollback()
	rows, err := tx.Query(`SELECT `+digestColumns+` FROM games WHERE dir = ?`+entryOrder, dir)
	if err != nil {
		return
	}
	blob, err := encodeDigest(rows)
	if err != nil {
		return
	}
	if _, err := tx.Exec(`INSERT OR REPLACE INTO folders (dir, digest) VALUES (?, ?)`, dir, blob); err == nil {
		_ = tx.Commit()
	}
}

// encodeDigest reads rows of digestColumns, closes them, and writes the
// digest.
func encodeDigest(rows *sql.Rows) ([]byte, error) {
	defer rows.Close()
	e := factsEncoder{buf: make([]byte, 9, 1<<16)}
	n := 0
	for rows.Next() {
		var r digestRow
		if err := rows.Scan(&r.path, &r.stamp.size, &r.stamp.mtime, &r.stamp.sum, &r.stamp.ctime, &r.stamp.ino,
			&r.variant, &r.over, &r.events, &r.start, &r.end, &r.names, &r.damageLine, &r.damage, &r.err, &r.glance, &r.facts); err != nil {
			return nil, err
		}
		e.str(r.path)
		e.ints(int(r.stamp.size), int(r.stamp.mtime), int(r.stamp.sum), int(r.stamp.ctime), int(r.stamp.ino))
		e.ints(r.variant, r.over, r.events, int(r.start), int(r.end), r.damageLine)
		e.str(r.names)
		e.str(r.damage)
		e.str(r.err)
		e.str(r.glance)
		e.str(string(r.facts))
		n++
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	b := e.buf
	b[0] = digestVersion
	binary.LittleEndian.PutUint32(b[5:9], uint32(n))
	binary.LittleEndian.PutUint32(b[1:5], crc32.Checksum(b[5:], castagnoli))
	return b, nil
}

// digest is a folder's digest read back: its games' rows, every string
// a part of one copy of the blob.
type digest struct {
	rows []digestRow
}

// readDigest returns the digest of dir, nil when the index holds none,
// errFacts when it holds one it cannot read.
func (ix *Index) readDigest(dir string) (*digest, error) {
	var blob []byte
	err := ix.db.QueryRow(`SELECT digest FROM folders WHERE dir = ?`, dir).Scan(&blob)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	return decodeDigest(blob)
}

// decodeDigest reads what encodeDigest wrote.
func decodeDigest(b []byte) (*digest, error) {
	if len(b) < 9 || b[0] != digestVersion || binary.LittleEndian.Uint32(b[1:5]) != crc32.Checksum(b[5:], castagnoli) {
		return nil, errFacts
	}
	n := int(binary.LittleEndian.Uint32(b[5:9]))
	d := factsDecoder{buf: b, pos: 9, whole: string(b)}
	if n > d.left() {
		return nil, errFacts
	}
	out := &digest{rows: make([]digestRow, n)}
	for i := range out.rows {
		r := &out.rows[i]
		r.path = d.str()
		r.stamp = stamp{size: int64(d.int()), mtime: int64(d.int()), sum: uint32(d.int()), ctime: int64(d.int()), ino: int64(d.int())}
		r.variant, r.over, r.events, r.start, r.end, r.damageLine = d.int(), d.int(), d.int(), int64(d.int()), int64(d.int()), d.int()
		r.names, r.damage, r.err, r.glance = d.str(), d.str(), d.str(), d.str()
		r.facts, r.text = d.bytes()
	}
	if d.bad || d.left() != 0 {
		return nil, errFacts
	}
	return out, nil
}

// stamps are the stamps of the digest's games, by path.
func (d *digest) stamps() map[string]stamp {
	out := make(map[string]stamp, len(d.rows))
	for _, r := range d.rows {
		out[r.path] = r.stamp
	}
	return out
}

// entries are the digest's games that want asks for, as entries would
// read them from the rows.
func (d *digest) entries(want Want) ([]Entry, error) {
	out := make([]Entry, 0, len(d.rows))
	var dec factsReader
	for _, r := range d.rows {
		if want == WantUnfinished && r.over != 0 && r.err == "" {
			continue
		}
		e := Entry{Path: r.path, Modified: time.Unix(0, r.stamp.mtime), DamageLine: r.damageLine, Damage: r.damage, Err: r.err}
		e.Game.Over, e.Game.Events = r.over != 0, r.events
		switch {
		case e.Err != "":
		case want == WantFacts:
			g, err := dec.decode(e.Path, r.facts, r.text)
			if err != nil {
				return nil, &pathError{path: e.Path, err: err}
			}
			e.Game = g
		default:
			e.Game.Variant, e.Game.Start, e.Game.End = rules.Variant(r.variant), fromNano(r.start), fromNano(r.end)
			for seat, name := range strings.Split(r.names, "\n") {
				e.Game.Players = append(e.Game.Players, PlayerGame{Seat: seat, Name: name})
			}
		}
		e.Game.Path, e.Game.Glance = e.Path, decodeGlance(r.glance)
		out = append(out, e)
	}
	return out, nil
}
