package stats

import (
	"database/sql"
	"errors"
	"path/filepath"
	"strings"
	"time"

	"rolekeeper/rules"
	"rolekeeper/wording"
)

// Entry is one game file as the index knows it.
type Entry struct {
	// Path is the game file, absolute.
	Path string
	// Modified is the file's modification time when it was read.
	Modified time.Time
	// Game is the game's facts. In List only the fields the list of games
	// shows are set (Variant, Start, End, Events, Over, Glance, and the
	// players' Seat and Name); in Games all of them.
	Game Game
	// DamageLine and Damage describe a torn last line that was left out
	// (journal.Damage); DamageLine is 0 when the file is whole.
	DamageLine int
	Damage     string
	// Err says why the file cannot be read at all, naming the file
	// ("FILE:LINE: reason"); "" when it can be read. Such a game is listed
	// as damaged, never left out.
	Err string
}

// Changed is when the game last changed: the time of its last record, or
// the file's modification time when the records carry none.
func (e Entry) Changed() time.Time {
	if !e.Game.End.IsZero() {
		return e.Game.End
	}
	return e.Modified
}

// Want says which games of a folder, and how much of them, Load returns.
type Want uint8

// What Load returns.
const (
	// WantList: every game, without its full facts (what List gives).
	WantList Want = iota
	// WantUnfinished: the games that are not over and those that cannot
	// be read, without their full facts: the list of unfinished games.
	WantUnfinished
	// WantFacts: every game with its full facts (what Games gives).
	WantFacts
)

// List returns the games of dir the index holds, the most recently
// changed first, without their full facts. Call Sync first.
func (ix *Index) List(dir string) ([]Entry, error) {
	return ix.entries(dir, WantList)
}

// Unfinished is List for the games that are not over and those that
// cannot be read: what the list of unfinished games shows.
func (ix *Index) Unfinished(dir string) ([]Entry, error) {
	return ix.entries(dir, WantUnfinished)
}

// Games returns the games of dir with their full facts. Call Sync first.
func (ix *Index) Games(dir string) ([]Entry, error) {
	return ix.entries(dir, WantFacts)
}

// Game returns the entry of one game file with its full facts; ok is
// false when the index does not hold it. Call SyncFiles first.
func (ix *Index) Game(path string) (e Entry, ok bool, err error) {
	abs, err := filepath.Abs(path)
	if err != nil {
		return Entry{}, false, err
	}
	if err := ix.check(); err != nil {
		return Entry{}, false, err
	}
	rows, err := ix.db.Query(selectEntries+" WHERE path = ?", abs)
	if err != nil {
		return Entry{}, false, err
	}
	es, err := scanEntries(rows, WantFacts)
	if err != nil || len(es) == 0 {
		return Entry{}, false, err
	}
	return es[0], true, nil
}

// entryOrder is the order of a folder's games: the most recently
// changed first.
const entryOrder = ` ORDER BY CASE end WHEN 0 THEN mtime ELSE end END DESC, path`

const selectEntries = `SELECT path, mtime, variant, over, events, start, end, names, damage_line, damage, error, glance, facts FROM games`

func (ix *Index) entries(dir string, want Want) ([]Entry, error) {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return nil, err
	}
	if err := ix.check(); err != nil {
		return nil, err
	}
	where := ` WHERE dir = ?`
	if want == WantUnfinished {
		where += ` AND (over = 0 OR error != '')`
	}
	rows, err := ix.db.Query(selectEntries+where+entryOrder, abs)
	if err != nil {
		return nil, err
	}
	return scanEntries(rows, want)
}

// scanEntries reads rows of selectEntries, and closes them.
func scanEntries(rows *sql.Rows, want Want) ([]Entry, error) {
	defer rows.Close()
	var out []Entry
	for rows.Next() {
		var e Entry
		var mtime, start, end int64
		var variant int
		var names, glance string
		var facts []byte
		if err := rows.Scan(&e.Path, &mtime, &variant, &e.Game.Over, &e.Game.Events, &start, &end, &names,
			&e.DamageLine, &e.Damage, &e.Err, &glance, &facts); err != nil {
			return nil, err
		}
		e.Modified = time.Unix(0, mtime)
		switch {
		case e.Err != "":
		case want == WantFacts:
			g, err := decodeFacts(e.Path, facts)
			if err != nil {
				return nil, &pathError{path: e.Path, err: err}
			}
			e.Game = g
		default:
			e.Game.Variant, e.Game.Start, e.Game.End = rules.Variant(variant), fromNano(start), fromNano(end)
			for seat, name := range strings.Split(names, "\n") {
				e.Game.Players = append(e.Game.Players, PlayerGame{Seat: seat, Name: name})
			}
		}
		e.Game.Path, e.Game.Glance = e.Path, decodeGlance(glance)
		out = append(out, e)
	}
	return out, rows.Err()
}

func fromNano(n int64) time.Time {
	if n == 0 {
		return time.Time{}
	}
	return time.Unix(0, n)
}

// Roster returns the names of the players of every indexed game, the
// most recent first, each person once (by ids): the name their aliases
// stand for, or else the spelling of their most recent game.
func (ix *Index) Roster(ids Identities) ([]string, error) {
	if err := ix.check(); err != nil {
		return nil, err
	}
	rows, err := ix.db.Query("SELECT name FROM players ORDER BY end DESC, path, seat")
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	seen := map[string]bool{}
	var out []string
	for rows.Next() {
		var name string
		if err := rows.Scan(&name); err != nil {
			return nil, err
		}
		if key := ids.Key(name); !seen[key] {
			seen[key] = true
			out = append(out, ids.Name(name))
		}
	}
	return out, rows.Err()
}

// SeasonOf adds up the games of entries that pass the filter, each game
// once however many copies of it entries hold (Unique). Files that cannot
// be read are listed in Damaged and not counted; files with a torn last
// line are counted without it and listed too.
func SeasonOf(entries []Entry, f Filter, ids Identities) Season {
	unique := Unique(entries)
	games := make([]Game, 0, len(unique))
	var damaged []Damaged
	for _, e := range unique {
		if e.Err != "" {
			damaged = append(damaged, Damaged{Path: e.Path, Reason: e.Err})
			continue
		}
		games = append(games, e.Game)
		if e.DamageLine > 0 {
			damaged = append(damaged, Damaged{Path: e.Path, Line: e.DamageLine, Reason: e.Damage, Counted: true})
		}
	}
	s := Aggregate(games, f, ids)
	s.Damaged = damaged
	return s
}

// Load brings the index up to date with dir and returns the games it
// wants. Should the index fail on the way (a damaged database, facts or
// a folder's digest it cannot read), it is deleted and built again from
// the game files, once.
func (ix *Index) Load(dir string, want Want, progress Progress) ([]Entry, error) {
	load := func() ([]Entry, error) { return ix.load(dir, want, progress) }
	entries, err := load()
	if err == nil {
		return entries, nil
	}
	if rerr := ix.rebuild(); rerr != nil {
		return nil, errors.Join(err, rerr)
	}
	return load()
}

// LoadFiles is Load for single game files.
func (ix *Index) LoadFiles(paths []string, progress Progress) ([]Entry, error) {
	load := func() ([]Entry, error) {
		if err := ix.SyncFiles(paths, progress); err != nil {
			return nil, err
		}
		var out []Entry
		for _, p := range paths {
			e, ok, err := ix.Game(p)
			if err != nil {
				return nil, err
			}
			if !ok {
				return nil, &pathError{path: p, err: newReason(wording.ReasonNotIndexed)}
			}
			out = append(out, e)
		}
		return out, nil
	}
	entries, err := load()
	if err == nil {
		return entries, nil
	}
	if rerr := ix.rebuild(); rerr != nil {
		return nil, errors.Join(err, rerr)
	}
	return load()
}
