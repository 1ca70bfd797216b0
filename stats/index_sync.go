package stats

import (
	"context"
	"database/sql"
	"errors"
	"hash/crc32"
	"maps"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"sync"
	"time"

	"rolekeeper/journal"
	"rolekeeper/safefile"
	"rolekeeper/wording"
)

// stamp identifies the content of a game file on disk: when any part
// changes, the file is read again.
type stamp struct {
	size  int64
	mtime int64 // nanoseconds since 1970
	sum   uint32
	// ctime is the file's change time (nanoseconds since 1970) and ino its
	// number on its file system, where the system tells them (0 where it
	// does not). A program can set a file's modification time back, never
	// its change time: a file whose size, times and number are those
	// known is the file read then, and is not read again (fresh).
	ctime, ino int64
}

// settled is how long ago a file must have changed for its change time
// to be trusted (fresh): the file system's clock ticks every few
// milliseconds, and a file written again within the tick it was stamped
// in would keep its times.
var settled = 2 * time.Second // a variable for the tests, which read no clock

// onFullStamp, when set (by tests), is called whenever a file is read
// whole for its checksum to tell whether it changed.
var onFullStamp func()

// fresh reports whether a file whose status (size, times, number, no
// sum: statOf) is now is the file known: then its checksum need not be
// taken again. Without a change time nothing is fresh: every file is
// read whole to its checksum.
func fresh(now, known stamp) bool {
	return known.ctime != 0 && now.size == known.size && now.mtime == known.mtime &&
		now.ctime == known.ctime && now.ino == known.ino
}

// readChunk is how much of a file the stamp reads at a time.
const readChunk = 64 << 10

var castagnoli = crc32.MakeTable(crc32.Castagnoli)

// GameFiles lists the game files of dir as journal.List finds them:
// every *.jsonl that is not hidden and not a folder, as absolute paths.
// A missing folder has none.
func GameFiles(dir string) ([]string, error) {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return nil, err
	}
	items, err := safefile.ReadDir(abs)
	if errors.Is(err, os.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var files []string
	for _, item := range items {
		name := item.Name()
		if item.IsDir() || strings.HasPrefix(name, ".") || filepath.Ext(name) != ".jsonl" {
			continue
		}
		files = append(files, filepath.Join(abs, name))
	}
	return files, nil
}

// Progress is told how many of the game files that had to be read are
// read so far, out of total. It is called from the goroutine of Sync.
type Progress func(done, total int)

// Sync brings the index up to date with the game files of dir: files it
// does not know, or whose stamp changed, are read and replayed; files no
// longer there are forgotten. progress may be nil.
func (ix *Index) Sync(dir string, progress Progress) error {
	files, err := GameFiles(dir)
	if err != nil {
		return err
	}
	abs, err := filepath.Abs(dir)
	if err != nil {
		return err
	}
	known, err := ix.stamps(abs)
	if err != nil {
		return err
	}
	if err := ix.refresh(files, known, progress); err != nil {
		return err
	}
	return ix.prune(abs, files, known)
}

// SyncFiles brings the index up to date with the given game files only.
func (ix *Index) SyncFiles(paths []string, progress Progress) error {
	files := make([]string, len(paths))
	for i, p := range paths {
		abs, err := filepath.Abs(p)
		if err != nil {
			return err
		}
		files[i] = abs
	}
	dirs := map[string]bool{}
	for _, f := range files {
		dirs[filepath.Dir(f)] = true
	}
	known, err := ix.stamps(slices.Collect(maps.Keys(dirs))...)
	if err != nil {
		return err
	}
	return ix.refresh(files, known, progress)
}

// refresh reads the files whose stamp differs from the one known.
func (ix *Index) refresh(files []string, known map[string]stamp, progress Progress) error {
	stale := staleFiles(files, known)
	if len(stale) == 0 {
		return nil
	}
	return ix.readAll(stale, progress)
}

// staleFiles returns the files whose stamp is not the one known, in the
// order of files. The stamps are taken on several goroutines: most of
// the time goes to waiting for the file system.
func staleFiles(files []string, known map[string]stamp) []string {
	isStale := make([]bool, len(files))
	var wg sync.WaitGroup
	workers := min(2*max(runtime.GOMAXPROCS(0), 1), len(files))
	for w := range workers {
		wg.Go(func() {
			buf := make([]byte, readChunk)
			for i := w; i < len(files); i += workers {
				k, ok := known[files[i]]
				if now, err := statOf(files[i]); ok && err == nil && fresh(now, k) {
					continue // unchanged since it was read: no need to read it whole
				}
				if onFullStamp != nil {
					onFullStamp()
				}
				st, err := stampInto(files[i], buf)
				isStale[i] = err != nil || !ok || k.size != st.size || k.mtime != st.mtime || k.sum != st.sum
			}
		})
	}
	wg.Wait()
	var stale []string
	for i, s := range isStale {
		if s {
			stale = append(stale, files[i])
		}
	}
	return stale
}

// stamps returns the stamps the index holds for the games of dirs.
func (ix *Index) stamps(dirs ...string) (map[string]stamp, error) {
	if err := ix.check(); err != nil {
		return nil, err
	}
	out := map[string]stamp{}
	for _, dir := range dirs {
		rows, err := ix.db.Query("SELECT path, size, mtime, sum, ctime, ino FROM games WHERE dir = ?", dir)
		if err != nil {
			return nil, err
		}
		for rows.Next() {
			var path string
			var st stamp
			if err := rows.Scan(&path, &st.size, &st.mtime, &st.sum, &st.ctime, &st.ino); err != nil {
				rows.Close()
				return nil, err
			}
			out[path] = st
		}
		if err := rows.Close(); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// row is what the index keeps of one game file.
type row struct {
	path  string
	stamp stamp
	game  Game
	// damageLine and damage describe a torn last line left out; err why
	// the file cannot be read at all.
	damageLine int
	damage     string
	err        string
}

// readRow reads and replays one game file. The stamp is taken before the
// file is read, so that a file that grows meanwhile is stamped older than
// what was read and is read again next time, never the other way round.
func readRow(path string) row {
	r := row{path: path}
	st, err := stampOf(path)
	if err != nil {
		r.err = reasonText(err) // an *os.PathError names the file
		return r
	}
	if time.Since(time.Unix(0, st.ctime)) < settled {
		st.ctime = 0 // changed a moment ago: a write in the same tick of the clock would keep its times
	}
	r.stamp = st
	f, err := journal.Read(path)
	if err != nil {
		r.err = reasonText(err)
		return r
	}
	r.game = FromFile(f, time.Unix(0, st.mtime))
	if f.Damage.Damaged() {
		r.damageLine, r.damage = f.Damage.Line, reasonText(f.Damage.Err)
	}
	return r
}

// reasonText is why a file cannot be read, as the index keeps it: in
// English words, "FILE:LINE: B-3: reason" (the index is a cache of
// files, not of languages; a list in another language shows it as kept).
func reasonText(err error) string { return wording.English().ErrorText(err) }

// readAll reads the files on every core and writes them to the index in
// batches, each batch one transaction, so that an interrupted first run
// keeps what it did.
func (ix *Index) readAll(paths []string, progress Progress) error {
	jobs := make(chan string)
	rows := make(chan row)
	var wg sync.WaitGroup
	for range max(runtime.GOMAXPROCS(0), 1) {
		wg.Go(func() {
			for p := range jobs {
				rows <- readRow(p)
			}
		})
	}
	go func() {
		for _, p := range paths {
			jobs <- p
		}
		close(jobs)
		wg.Wait()
		close(rows)
	}()
	const batchSize = 64
	var batch []row
	var werr error
	done := 0
	for r := range rows {
		batch = append(batch, r)
		done++
		if len(batch) == batchSize || done == len(paths) {
			if werr == nil {
				werr = ix.write(batch)
			}
			batch = batch[:0]
		}
		if progress != nil {
			progress(done, len(paths))
		}
	}
	return werr
}

// write stores rows in one transaction.
func (ix *Index) write(rows []row) error {
	ctx := context.Background()
	tx, err := ix.db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	dirs := map[string]bool{}
	for _, r := range rows {
		if err := writeRow(ctx, tx, r); err != nil {
			return err
		}
		dirs[filepath.Dir(r.path)] = true
	}
	for dir := range dirs {
		if _, err := tx.ExecContext(ctx, "DELETE FROM folders WHERE dir = ?", dir); err != nil {
			return err
		}
	}
	return tx.Commit()
}

func writeRow(ctx context.Context, tx *sql.Tx, r row) error {
	var facts []byte
	names := make([]string, len(r.game.Players))
	for i, p := range r.game.Players {
		names[i] = p.Name
	}
	var err error
	if r.err == "" {
		facts = encodeFacts(r.game)
	}
	_, err = tx.ExecContext(ctx, `INSERT OR REPLACE INTO games
		(path, dir, size, mtime, sum, ctime, ino, variant, over, events, start, end, names, damage_line, damage, error, glance, facts)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
		r.path, filepath.Dir(r.path), r.stamp.size, r.stamp.mtime, r.stamp.sum, r.stamp.ctime, r.stamp.ino,
		int(r.game.Variant), r.game.Over, r.game.Events, unixNano(r.game.Start), unixNano(r.game.End),
		strings.Join(names, "\n"), r.damageLine, r.damage, r.err, encodeGlance(r.game.Glance), facts)
	if err != nil {
		return err
	}
	if _, err := tx.ExecContext(ctx, "DELETE FROM players WHERE path = ?", r.path); err != nil {
		return err
	}
	for seat, name := range names {
		if _, err := tx.ExecContext(ctx, "INSERT INTO players (path, seat, name, end) VALUES (?, ?, ?, ?)",
			r.path, seat, name, unixNano(r.game.End)); err != nil {
			return err
		}
	}
	return nil
}

func unixNano(t time.Time) int64 {
	if t.IsZero() {
		return 0
	}
	return t.UnixNano()
}

// prune forgets the games of dir whose files are no longer among files;
// known holds the index's games of dir.
func (ix *Index) prune(dir string, files []string, known map[string]stamp) error {
	present := make(map[string]bool, len(files))
	for _, f := range files {
		present[f] = true
	}
	var gone []string
	for path := range known {
		if filepath.Dir(path) == dir && !present[path] {
			gone = append(gone, path)
		}
	}
	if len(gone) == 0 {
		return nil
	}
	tx, err := ix.db.Begin()
	if err != nil {
		return err
	}
	defer tx.Rollback()
	for _, path := range gone {
		for _, q := range []string{"DELETE FROM games WHERE path = ?", "DELETE FROM players WHERE path = ?"} {
			if _, err := tx.Exec(q, path); err != nil {
				return err
			}
		}
	}
	if _, err := tx.Exec("DELETE FROM folders WHERE dir = ?", dir); err != nil {
		return err
	}
	return tx.Commit()
}
