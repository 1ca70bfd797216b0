package league

import (
	"bytes"
	"context"
	"fmt"
	"slices"
	"strings"
	"time"

	"rolekeeper/journal"
	"rolekeeper/rules"
	"rolekeeper/stats"
)

// Game is one game of the league, read back as `rolekeeper stats` reads
// a file: its Entry holds the facts package stats derives from the
// league's records (journal.Parse, stats.FromFile), named by the game's
// id where a file is named by its path (the league holds no path).
type Game struct {
	stats.Entry
	ID string
	// Table is the name of the table that pushed it last, "" when its
	// players chose none; Pushed is when the league last received records
	// of the game (the database's clock).
	Table  string
	Pushed time.Time
	// lines is how many records the entry was read from, and digest the
	// league's digest of them.
	lines  int
	digest []byte
	// replay is the game replayed, kept for an unfinished game so that
	// the records it gains are applied to it rather than the whole game
	// read again; nil for a finished one.
	replay *replay
}

// replay is a game as replayed so far, with its undo history.
type replay struct {
	game       rules.Game
	start, end time.Time
	events     int
}

// Reader reads the league's games, each replayed once: a game is read
// again only when the league holds more of it, so that a standings
// screen that reads after every push does not replay the whole season.
type Reader struct {
	db    *DB
	games map[string]Game
	now   time.Time
	// cache, when set, remembers the games' facts across runs (the stats
	// index, under the league's name): a one-shot `league standings`
	// replays only the games the league holds other records of.
	cache  *stats.Index
	league string
	loaded bool // the cache has been read (once per reader)
}

// Now is the database's time when Games last read the league: the clock
// that Game.Pushed is of, so that "unchanged for 12 hours" is measured
// on one clock whatever the laptops' clocks say.
func (r *Reader) Now() time.Time { return r.now }

// AbandonedAfter is how long an unfinished game may go without a push
// before the evening's screen calls it abandoned rather than playing.
const AbandonedAfter = 12 * time.Hour

// Abandoned reports whether g, unfinished, has not changed in the league
// for AbandonedAfter at the database's time now.
func (g Game) Abandoned(now time.Time) bool {
	return !g.Entry.Game.Over && now.Sub(g.Pushed) >= AbandonedAfter
}

// NewReader returns a Reader of db's games.
func NewReader(db *DB) *Reader { return &Reader{db: db, games: map[string]Game{}} }

// NewCachedReader is NewReader remembering the games' facts in the index
// ix (stats.Index.LeagueGames) for the league at url, named there by a
// digest of its address as the push log names it.
func NewCachedReader(db *DB, ix *stats.Index, url string) *Reader {
	r := NewReader(db)
	r.cache, r.league = ix, leagueName(url)
	return r
}

// Games returns every game of the league, the most recently pushed first,
// but those withdrawn (Withdraw) since their last push, with the
// organisers' corrections applied (Corrected: a game voided left out).
func (r *Reader) Games(ctx context.Context) ([]Game, error) {
	tx, err := r.db.conn.BeginTx(ctx, pgxReadOnlySnapshot)
	if err != nil {
		return nil, r.db.fail(err)
	}
	defer tx.Rollback(context.Background())
	if err := tx.QueryRow(ctx, "SELECT now()").Scan(&r.now); err != nil {
		return nil, r.db.fail(err)
	}
	cached := r.cached()
	rows, err := tx.Query(ctx, "SELECT id, lines, table_name, modified, pushed, digest FROM "+tGames+` g
		WHERE NOT EXISTS (SELECT 1 FROM `+tWithdrawals+` w WHERE w.game = g.id AND w.at > g.pushed)`)
	if err != nil {
		return nil, r.db.fail(err)
	}
	seen := map[string]bool{}
	var stale []string
	var fresh []Game
	var grown []grownGame
	for rows.Next() {
		var g Game
		var modified int64
		if err := rows.Scan(&g.ID, &g.lines, &g.Table, &modified, &g.Pushed, &g.digest); err != nil {
			rows.Close()
			return nil, r.db.fail(err)
		}
		g.Modified = time.Unix(0, modified)
		g.Path = g.ID
		seen[g.ID] = true
		if old, ok := r.games[g.ID]; ok && old.lines == g.lines && old.Modified.Equal(g.Modified) {
			old.Table, old.Pushed = g.Table, g.Pushed
			r.games[g.ID] = old
			continue
		}
		if old, ok := r.games[g.ID]; ok && old.replay != nil && g.lines > old.lines {
			grown = append(grown, grownGame{old: old, now: g})
			continue
		}
		if c, ok := cached[g.ID]; ok && c.Lines == g.lines && c.Modified == modified && bytes.Equal(c.Digest, g.digest) {
			g.Entry.Game, g.Err = c.Game, c.Err // remembered as the league holds it: not replayed
			r.games[g.ID] = g
			continue
		}
		stale = append(stale, g.ID)
		fresh = append(fresh, g)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, r.db.fail(err)
	}
	for _, gg := range grown {
		g, applied, err := r.grow(ctx, tx, gg.old, gg.now)
		if err != nil {
			return nil, err
		}
		if !applied { // the new records did not apply: read it whole
			stale = append(stale, g.ID)
			fresh = append(fresh, gg.now)
			continue
		}
		r.games[g.ID] = g
	}
	if len(stale) > 0 {
		texts, err := r.records(ctx, tx, stale)
		if err != nil {
			return nil, err
		}
		for _, g := range fresh {
			r.games[g.ID] = read(g, texts[g.ID])
		}
	}
	dirty := len(fresh) > 0 || len(grown) > 0
	for id := range r.games {
		if !seen[id] {
			delete(r.games, id)
			dirty = true
		}
	}
	if r.cache != nil && (dirty || (cached != nil && len(cached) != len(r.games))) {
		r.remember()
	}
	cs, err := correctionsIn(ctx, tx)
	if err != nil {
		return nil, r.db.fail(err)
	}
	out := make([]Game, 0, len(r.games))
	for _, g := range r.games {
		out = append(out, g)
	}
	slices.SortFunc(out, func(a, b Game) int {
		if c := b.Pushed.Compare(a.Pushed); c != 0 {
			return c
		}
		return strings.Compare(a.ID, b.ID)
	})
	return Corrected(out, cs), nil
}

// cached is what the cache remembers of the league's games: nil without
// a cache and after the reader's first reading (its own games are newer).
// A cache that cannot be read remembers nothing.
func (r *Reader) cached() map[string]stats.LeagueGame {
	if r.cache == nil || r.loaded {
		return nil
	}
	r.loaded = true
	games, err := r.cache.LeagueGames(r.league)
	if err != nil {
		return map[string]stats.LeagueGame{}
	}
	return games
}

// remember makes the reader's games what the cache remembers of the
// league; a cache that cannot be written is no error of the standings.
func (r *Reader) remember() {
	games := make([]stats.LeagueGame, 0, len(r.games))
	for _, g := range r.games {
		games = append(games, stats.LeagueGame{ID: g.ID, Lines: g.lines, Digest: g.digest,
			Modified: g.Modified.UnixNano(), Err: g.Err, Game: g.Entry.Game})
	}
	_ = r.cache.PutLeagueGames(r.league, games)
}

// records reads the records of the games ids, each game's joined into
// the text of its file.
func (r *Reader) records(ctx context.Context, tx pgxTx, ids []string) (map[string][]byte, error) {
	rows, err := tx.Query(ctx, `SELECT r.game, r.line FROM `+tRecords+` r JOIN `+tGames+` g ON g.id = r.game
		WHERE r.game = ANY($1) AND r.seq < g.lines ORDER BY r.game, r.seq`, ids)
	if err != nil {
		return nil, r.db.fail(err)
	}
	defer rows.Close()
	texts := make(map[string][]byte, len(ids))
	var id, line string
	for rows.Next() {
		if err := rows.Scan(&id, &line); err != nil {
			return nil, r.db.fail(err)
		}
		texts[id] = append(append(texts[id], line...), '\n')
	}
	if err := rows.Err(); err != nil {
		return nil, r.db.fail(err)
	}
	return texts, nil
}

// onRead, when set (by tests), is called for every game read and
// replayed whole.
var onRead func()

// read replays the league's copy of a game as stats reads a file. A copy
// that this rolekeeper cannot read (records of a newer rolekeeper) is an
// entry with its reason, listed as damaged, as stats lists such a file.
func read(g Game, text []byte) Game {
	if onRead != nil {
		onRead()
	}
	f, err := journal.Parse(g.Path, text)
	if err != nil {
		g.Err = err.Error()
		return g
	}
	g.Entry.Game = stats.FromFile(f, g.Modified)
	if f.ID != g.ID {
		g.Err = fmt.Sprintf("%s: the league's copy has the id %s, not %s", g.Path, f.ID, g.ID)
	}
	if !f.Game.State.Over {
		g.replay = &replay{game: f.Game, start: f.Start, end: f.End, events: g.Entry.Game.Events}
	}
	return g
}

// grownGame is a game kept (old) that the league now holds more of (now).
type grownGame struct{ old, now Game }

// grow applies the records the league gained of a game kept replayed;
// applied is false when one does not apply (it should: every push was
// checked), and the game is then to be read whole.
func (r *Reader) grow(ctx context.Context, tx pgxTx, old, now Game) (g Game, applied bool, err error) {
	rows, err := tx.Query(ctx, "SELECT seq, line FROM "+tRecords+" WHERE game = $1 AND seq >= $2 AND seq < $3 ORDER BY seq",
		now.ID, old.lines, now.lines)
	if err != nil {
		return now, false, r.db.fail(err)
	}
	defer rows.Close()
	rp := *old.replay
	next := old.lines
	ok := true
	var seq int
	var line []byte
	for rows.Next() {
		if err := rows.Scan(&seq, &line); err != nil {
			return now, false, r.db.fail(err)
		}
		rec, err := journal.DecodeRecord(line)
		if err != nil || seq != next || rec.Setup != nil {
			ok = false
			continue
		}
		after, _, err := rules.Apply(rp.game, rec.Event)
		if err != nil {
			ok = false
			continue
		}
		rp.game, next = after, next+1
		switch rec.Event.(type) {
		case rules.Undo, rules.Redo:
		default:
			rp.events++
		}
		if !rec.At.IsZero() {
			if rp.start.IsZero() {
				rp.start = rec.At
			}
			rp.end = rec.At
		}
	}
	if err := rows.Err(); err != nil {
		return now, false, r.db.fail(err)
	}
	if !ok || next != now.lines {
		return now, false, nil
	}
	now.Entry.Game = stats.FromReplay(stats.Replayed{Path: now.Path, ID: now.ID, State: rp.game.State,
		Start: rp.start, End: rp.end, Events: rp.events, Lines: now.lines}, now.Modified)
	if !rp.game.State.Over {
		now.replay = &rp
	}
	return now, true, nil
}

// Entries returns the stats entries of games, for stats.SeasonOf.
func Entries(games []Game) []stats.Entry {
	out := make([]stats.Entry, len(games))
	for i, g := range games {
		out[i] = g.Entry
	}
	return out
}
