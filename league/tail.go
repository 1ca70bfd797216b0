package league

import (
	"bytes"
	"context"
	"crypto/sha256"
	"errors"
	"hash"
	"io"
	"os"
	"time"

	"rolekeeper/journal"
	"rolekeeper/rules"
	"rolekeeper/safefile"
)

// Tail follows one game file that grows, the game in play, so that
// pushing what it gained costs what it gained rather than the whole game:
// the first push reads and checks the file whole (as Push does); later
// ones read only the lines after the last record pushed, decode them
// strictly and apply them to the game kept from before (the rules check
// each), and send them if the league's copy is still the one this Tail
// sent (its number of records and digest). Anything else (a file
// replaced, a line the decoder or the rules refuse, a league that holds
// another copy) falls back to a whole Push, which says what is wrong.
type Tail struct {
	path string
	// ok is false until a whole push set the fields below.
	ok   bool
	info os.FileInfo
	// ident is the file's identity (journal.FileID), which os.SameFile
	// does not compare whole on Windows (ReFS's 128-bit ids).
	ident   journal.FileID
	offset  int64
	line    int // the file's line of the last record pushed
	records int
	id      string
	game    rules.Game
	digest  hash.Hash
	// since counts the pushes since the last whole one: every
	// wholeEvery-th push is whole again, which finds a line edited in
	// place before offset.
	since    int
	start    time.Time
	end      time.Time
	modified int64
}

// wholeEvery is how many pushes of a Tail read only what the file gained
// before one reads it whole again.
const wholeEvery = 100

// NewTail returns a Tail of the game file at path.
func NewTail(path string) *Tail { return &Tail{path: path} }

// more is what the file gained: its new records, and the game and times
// after them; ok is false when only a whole push can say.
type more struct {
	records    []record
	game       rules.Game
	start, end time.Time
	offset     int64
	line       int
	info       os.FileInfo
	ident      journal.FileID
}

// PushTail pushes what the file of t gained since t's last push.
func (db *DB) PushTail(ctx context.Context, t *Tail, table string) (Pushed, error) {
	if !t.ok || t.since >= wholeEvery {
		return db.pushWhole(ctx, t, table)
	}
	m, ok := t.read()
	if !ok {
		return db.pushWhole(ctx, t, table)
	}
	p := Pushed{Path: t.path, ID: t.id, Outcome: Unchanged, Over: m.game.State.Over}
	if len(m.records) == 0 {
		t.info, t.ident = m.info, m.ident
		return p, nil
	}
	digest := t.digest.(hash.Cloner)
	h, err := digest.Clone()
	if err != nil {
		return db.pushWhole(ctx, t, table)
	}
	for _, r := range m.records {
		h.Write(r.text)
		h.Write([]byte{'\n'})
	}
	sent, err := db.sendMore(ctx, t, m, h.Sum(nil), table)
	if err != nil {
		return p, err
	}
	if !sent {
		return db.pushWhole(ctx, t, table)
	}
	t.since++
	t.info, t.ident, t.offset, t.line, t.records = m.info, m.ident, m.offset, m.line, t.records+len(m.records)
	t.game, t.digest, t.start, t.end, t.modified = m.game, h, m.start, m.end, m.info.ModTime().UnixNano()
	p.Outcome, p.Records = Completed, len(m.records)
	return p, nil
}

// pushWhole pushes the file as Push does and, when the league now holds
// exactly the file's records, sets t from it.
func (db *DB) pushWhole(ctx context.Context, t *Tail, table string) (Pushed, error) {
	t.ok = false
	g, err := readGame(t.path)
	if err != nil {
		return Pushed{Path: t.path}, err
	}
	p, err := db.push(ctx, g, table)
	if err != nil || p.Outcome == Behind || g.end < 0 || g.file.Damage.Damaged() {
		return p, err
	}
	h := sha256.New()
	for _, r := range g.records {
		h.Write(r.text)
		h.Write([]byte{'\n'})
	}
	f := g.file
	*t = Tail{path: t.path, ok: true, info: g.info, ident: g.ident, offset: g.end, line: g.records[len(g.records)-1].line,
		records: len(g.records), id: f.ID, game: f.Game, digest: h, start: f.Start, end: f.End, modified: g.modified}
	return p, nil
}

// read reads the records the file gained since t's last push.
func (t *Tail) read() (more, bool) {
	m := more{game: t.game, start: t.start, end: t.end, offset: t.offset, line: t.line}
	in, err := safefile.Open(t.path, journal.MaxFileSize) // a regular file, opened without blocking
	if err != nil {
		return m, false
	}
	defer in.Close()
	info, err := in.Stat()
	if err != nil || info.Size() < t.offset {
		return m, false
	}
	if ident, err := journal.IdentityOf(in); err != nil || ident != t.ident {
		return m, false // another file than the one pushed
	}
	m.info, m.ident = info, t.ident
	if info.Size() == t.offset {
		return m, true
	}
	data := make([]byte, info.Size()-t.offset)
	if _, err := in.ReadAt(data, t.offset); err != nil && !errors.Is(err, io.EOF) {
		return m, false
	}
	seq := t.records - 1 // the events pushed
	for {
		i := bytes.IndexByte(data, '\n')
		if i < 0 {
			return m, true // a line still being written waits for the next push
		}
		line := data[:i+1]
		data = data[i+1:]
		n := m.line + 1
		body := bytes.TrimSpace(line)
		if len(body) > 0 {
			rec, err := journal.DecodeRecord(body)
			if err != nil || rec.Setup != nil || rec.Seq != 0 && rec.Seq != seq+1 {
				return m, false
			}
			next, _, err := rules.Apply(m.game, rec.Event)
			if err != nil {
				return m, false
			}
			m.game, seq = next, seq+1
			if !rec.At.IsZero() {
				if m.start.IsZero() {
					m.start = rec.At
				}
				m.end = rec.At
			}
			m.records = append(m.records, record{line: n, text: bytes.Clone(body)})
			m.line = n
			m.offset += int64(len(line))
		} else {
			m.line = n
			m.offset += int64(len(line))
		}
	}
}

// sendMore sends the records m adds to the league's copy in one
// transaction, if the league's copy is still the one t sent: sent is
// false (and nothing written) when it is not.
func (db *DB) sendMore(ctx context.Context, t *Tail, m more, digest []byte, table string) (sent bool, err error) {
	return db.sendAppended(ctx, appended{id: t.id, have: t.records, held: t.digest.Sum(nil), records: m.records,
		digest: digest, modified: m.info.ModTime().UnixNano(), over: m.game.State.Over, start: m.start, end: m.end}, table)
}
