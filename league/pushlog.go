package league

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"io"
	"os"
	"path/filepath"

	"rolekeeper/journal"
	"rolekeeper/safefile"
	"rolekeeper/stats"
)

// A PushLog is this laptop's note of the game files a push stored whole
// in a league: each file's stamp (stats.FileStamp: size, times, file
// number, checksum) when it was read, the game's id and how many records
// the league then held of it, with their digest. `league push` skips a
// file whose stamp, by one stat, is the one noted, when the league still
// holds that many records with that digest (one query for all of them):
// a re-push of an unchanged season reads no game file. It lives beside
// the queue in the state folder, a cache of no other use: a log that
// cannot be read is started again, and a file not in it is pushed as
// before. Of a game not over it notes where the push ended (tailMark),
// so that a push of the file once it grew reads only what it gained. The
// league is named by a digest of its address, never the address (which
// may hold a password).
type PushLog struct {
	file    string
	league  string
	entries map[string]pushedFile // by the file's absolute path
	changed bool
}

// pushedFile is what the log notes of one file.
type pushedFile struct {
	Stamp  stats.FileStamp `json:"stamp"`
	ID     string          `json:"id"`
	Lines  int             `json:"lines"`
	Digest []byte          `json:"digest"`
	// Tail, for a game not over, is where the push ended, so that the
	// next push of the file, once it grew, reads only what it gained.
	Tail *tailMark `json:"tail,omitempty"`
}

// pushLogFile is the log's form on disk: one league's files.
type pushLogFile struct {
	League string                `json:"league"`
	Files  map[string]pushedFile `json:"files"`
}

// maxPushLog bounds the log's file: some 20,000 games.
const maxPushLog = 8 << 20

// OpenPushLog reads the push log in file for the league at url (a
// missing, unreadable or other league's log is an empty one).
func OpenPushLog(file, url string) *PushLog {
	l := &PushLog{file: file, league: leagueName(url), entries: map[string]pushedFile{}}
	data, err := safefile.ReadFile(file, maxPushLog)
	if err != nil {
		return l
	}
	var on pushLogFile
	if json.Unmarshal(data, &on) == nil && on.League == l.league && on.Files != nil {
		l.entries = on.Files
	}
	return l
}

// leagueName names the league at url by a digest of its address, never
// the address (which may hold a password).
func leagueName(url string) string {
	sum := sha256.Sum256([]byte(url))
	return hex.EncodeToString(sum[:])
}

// Save writes the log anew if it changed (atomically, through safefile).
func (l *PushLog) Save() error {
	if l == nil || !l.changed {
		return nil
	}
	if err := os.MkdirAll(filepath.Dir(l.file), 0o755); err != nil {
		return err
	}
	data, err := json.Marshal(pushLogFile{League: l.league, Files: l.entries})
	if err != nil {
		return err
	}
	if len(data) > maxPushLog { // the marks of many unfinished games: kept without them, their next push reads them whole
		for path, e := range l.entries {
			e.Tail = nil
			l.entries[path] = e
		}
		if data, err = json.Marshal(pushLogFile{League: l.league, Files: l.entries}); err != nil {
			return err
		}
	}
	if len(data) > maxPushLog {
		return nil // a log too large to read back is not written
	}
	return safefile.Replace(l.file, func(w io.Writer) error {
		_, err := w.Write(data)
		return err
	})
}

// Stored returns the files of paths that the league holds whole as they
// are: unchanged since a push noted them (stats.Unchanged, no byte of
// the file read) and held by the league to the same record with the same
// digest, checked in one query for all of them.
func (db *DB) Stored(ctx context.Context, l *PushLog, paths []string) (map[string]bool, error) {
	stored := map[string]bool{}
	if l == nil {
		return stored, nil
	}
	byID := map[string][]string{}
	for _, p := range paths {
		abs, _ := filepath.Abs(p)
		if e, ok := l.entries[abs]; ok && stats.Unchanged(abs, e.Stamp) {
			byID[e.ID] = append(byID[e.ID], p)
		}
	}
	if len(byID) == 0 {
		return stored, nil
	}
	ids := make([]string, 0, len(byID))
	for id := range byID {
		ids = append(ids, id)
	}
	rows, err := db.conn.Query(ctx, "SELECT id, lines, digest FROM "+tGames+" WHERE id = ANY($1)", ids)
	if err != nil {
		return nil, db.fail(err)
	}
	defer rows.Close()
	for rows.Next() {
		var id string
		var lines int
		var digest []byte
		if err := rows.Scan(&id, &lines, &digest); err != nil {
			return nil, db.fail(err)
		}
		for _, p := range byID[id] {
			abs, _ := filepath.Abs(p)
			if e := l.entries[abs]; e.Lines == lines && bytes.Equal(e.Digest, digest) {
				stored[p] = true
			}
		}
	}
	if err := rows.Err(); err != nil {
		return nil, db.fail(err)
	}
	return stored, nil
}

// PushNoting is Push, noting in l (when it is not nil) a file the league
// then holds whole, with the stamp taken before the file was read (a file
// that grows meanwhile is then not the one noted). A file with a damaged
// last line is not noted: each push says so again. A file noted with the
// mark of a game not over and grown since is read from that mark on
// only (pushTail), when nothing says it is not the file read before; at
// any doubt it is read whole, as the first time.
func (db *DB) PushNoting(ctx context.Context, l *PushLog, path, table string) (Pushed, error) {
	if l == nil {
		return db.Push(ctx, path, table)
	}
	abs, _ := filepath.Abs(path)
	if e, ok := l.entries[abs]; ok && e.Tail != nil {
		if p, done, err := db.pushTail(ctx, l, abs, e, table); done {
			return p, err
		}
	}
	st, serr := stats.StampFile(abs)
	data, id, err := journal.ReadFileOf(path)
	if err != nil {
		return Pushed{Path: path}, err
	}
	g, err := parseGame(path, data)
	if err != nil {
		return Pushed{Path: path}, err
	}
	p, err := db.push(ctx, g, table)
	if err != nil || serr != nil || p.Outcome == Behind || p.Damage.Damaged() || st.Size != int64(len(data)) {
		if _, ok := l.entries[abs]; ok {
			delete(l.entries, abs)
			l.changed = true
		}
		return p, err
	}
	_, all := g.digests(0)
	e := pushedFile{Stamp: st, ID: g.file.ID, Lines: len(g.records), Digest: all}
	if t, ok := markOf(g, g.file, data, id); ok {
		e.Tail = &t
	}
	l.entries[abs] = e
	l.changed = true
	return p, nil
}
