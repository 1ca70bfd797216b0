package league

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"

	"rolekeeper/names"
	"rolekeeper/safefile"
)

// The club's players: one canonical name per person, its aliases and an
// optional short id, kept in the league so that every laptop counts
// "Jule" and "Julia" as one person. The table player_changes is the
// only truth and is only ever appended to: a player added (add), a name
// joined to a player (join: `league player alias` for a name, `merge`
// for a player), and a join undone (split: `unmerge`). The roster of
// today (Players) is those changes replayed in order; the game files
// and the league's records are never rewritten. Names are compared by
// C-1 (names.Key: Unicode NFKC, case ignored).
//
// Other parts of the league (the club night's seating) refer to a player
// by the key of the canonical name (Player.Key), which Players gives and
// Roster.Canonical finds for any name.

// MaxShort is the longest short id, in bytes.
const MaxShort = 16

// Player is one person of the club.
type Player struct {
	// Name is the canonical name, as first added; Key its C-1 key.
	Name string `json:"name"`
	Key  string `json:"key"`
	// Short is the optional short id ("JB"), unique in the club; "" for
	// none.
	Short string `json:"short,omitempty"`
	// Aliases are the other names of the person, in the order joined.
	Aliases []string `json:"aliases,omitempty"`
}

// Change is one entry of the players' history, for `league player
// history` and for undoing a merge.
type Change struct {
	N    int64
	At   time.Time
	By   string
	Kind string // "add", "join" or "split"
	// Name is the name added, joined or split off; Into the player it
	// joins or leaves (join, split); Short the short id (add).
	Name, Into, Short string
}

// Roster is the club's players as of a moment, worked out from the
// history.
type Roster struct {
	Players []Player
	// canonical maps a key (of a canonical name or an alias) to the index
	// of its player in Players.
	canonical map[string]int
}

// PlayerError is a change of the players that is refused: which, and
// the names it is about. Package cli says it in words.
type PlayerError struct {
	// Why is one of the PlayerRefusal values.
	Why        PlayerRefusal
	Name, Into string
}

// PlayerRefusal says why a change of the players is refused.
type PlayerRefusal int

// The refusals of a change of the players.
const (
	// PlayerExists: the name is a player or an alias already.
	PlayerExists PlayerRefusal = iota + 1
	// PlayerUnknown: Into (or Name, for a merge) is no player.
	PlayerUnknown
	// PlayerSame: the name and the player are one already.
	PlayerSame
	// PlayerNotJoined: unmerge of a name that was never joined.
	PlayerNotJoined
	// ShortTaken: the short id is another player's.
	ShortTaken
	// BadName: the name is refused by C-1 (names.CheckOne).
	BadName
)

// Error implements error, in English.
func (e *PlayerError) Error() string {
	return fmt.Sprintf("players: refused (%d): %q %q", e.Why, e.Name, e.Into)
}

// Canonical returns the player of name (its canonical name or an alias),
// and whether there is one.
func (r Roster) Canonical(name string) (Player, bool) {
	i, ok := r.canonical[names.Key(name)]
	if !ok {
		return Player{}, false
	}
	return r.Players[i], true
}

// Aliases maps every alias to its player's canonical name, as the
// config file's [aliases] does (stats.NewIdentities).
func (r Roster) Aliases() map[string]string {
	out := map[string]string{}
	for _, p := range r.Players {
		for _, a := range p.Aliases {
			out[a] = p.Name
		}
	}
	return out
}

// replayChanges works out the roster from the history, in order.
func replayChanges(changes []Change) Roster {
	r := Roster{canonical: map[string]int{}}
	for _, c := range changes {
		switch c.Kind {
		case "add":
			if _, ok := r.canonical[names.Key(c.Name)]; !ok {
				r.canonical[names.Key(c.Name)] = len(r.Players)
				r.Players = append(r.Players, Player{Name: c.Name, Key: names.Key(c.Name), Short: c.Short})
			}
		case "join":
			r.join(c.Name, c.Into)
		case "split":
			r.split(c.Name, c.Into)
		}
	}
	// The players merged away (joined to another) are not players of
	// their own any more.
	out := Roster{canonical: map[string]int{}}
	for i, p := range r.Players {
		if r.canonical[p.Key] != i {
			continue
		}
		out.canonical[p.Key] = len(out.Players)
		for _, a := range p.Aliases {
			out.canonical[names.Key(a)] = len(out.Players)
		}
		out.Players = append(out.Players, p)
	}
	return out
}

// join makes name (and, for a player, its aliases) the player into's.
func (r *Roster) join(name, into string) {
	to, ok := r.canonical[names.Key(into)]
	if !ok {
		return
	}
	key := names.Key(name)
	moved := []string{name}
	if from, ok := r.canonical[key]; ok && r.Players[from].Key == key {
		moved = append(moved, r.Players[from].Aliases...)
	}
	for _, n := range moved {
		r.canonical[names.Key(n)] = to
		if !slices.ContainsFunc(r.Players[to].Aliases, func(a string) bool { return names.Key(a) == names.Key(n) }) {
			r.Players[to].Aliases = append(r.Players[to].Aliases, n)
		}
	}
}

// split undoes the join of name into into: name, a player of its own
// before, is one again with the aliases it had; an alias is no alias.
func (r *Roster) split(name, into string) {
	to, ok := r.canonical[names.Key(into)]
	if !ok {
		return
	}
	key := names.Key(name)
	own := slices.IndexFunc(r.Players, func(p Player) bool { return p.Key == key })
	var back []string
	if own >= 0 {
		back = append(back, r.Players[own].Aliases...)
	}
	r.Players[to].Aliases = slices.DeleteFunc(r.Players[to].Aliases, func(a string) bool {
		return names.Key(a) == key || slices.ContainsFunc(back, func(b string) bool { return names.Key(b) == names.Key(a) })
	})
	delete(r.canonical, key)
	if own >= 0 {
		r.canonical[key] = own
		for _, a := range back {
			r.canonical[names.Key(a)] = own
		}
	}
}

// History returns every change of the players, in order.
func (db *DB) History(ctx context.Context) ([]Change, error) {
	changes, err := historyIn(ctx, db.conn)
	return changes, db.fail2(err)
}

// Players returns the club's players today.
func (db *DB) Players(ctx context.Context) (Roster, error) {
	changes, err := db.History(ctx)
	if err != nil {
		return Roster{}, err
	}
	return replayChanges(changes), nil
}

// AddPlayer adds a player of the canonical name name, with the short id
// short ("" for none).
func (db *DB) AddPlayer(ctx context.Context, name, short string) error {
	name, short = names.Normalize(name), strings.TrimSpace(short)
	return db.change(ctx, func(r Roster) (Change, error) {
		if err := names.CheckOne(name); err != nil {
			return Change{}, &PlayerError{Why: BadName, Name: name}
		}
		if _, ok := r.Canonical(name); ok {
			return Change{}, &PlayerError{Why: PlayerExists, Name: name}
		}
		if len(short) > MaxShort {
			return Change{}, &PlayerError{Why: BadName, Name: short}
		}
		if short != "" && slices.ContainsFunc(r.Players, func(p Player) bool { return strings.EqualFold(p.Short, short) }) {
			return Change{}, &PlayerError{Why: ShortTaken, Name: short}
		}
		return Change{Kind: "add", Name: name, Short: short}, nil
	})
}

// Join makes name the player into's: an alias (`league player alias`)
// when name is no player, a merge (`league player merge`) when it is one,
// its aliases coming along. into is the player's canonical name or an
// alias of it.
func (db *DB) Join(ctx context.Context, name, into string) error {
	name = names.Normalize(name)
	return db.change(ctx, func(r Roster) (Change, error) {
		if err := names.CheckOne(name); err != nil {
			return Change{}, &PlayerError{Why: BadName, Name: name}
		}
		to, ok := r.Canonical(into)
		if !ok {
			return Change{}, &PlayerError{Why: PlayerUnknown, Name: name, Into: into}
		}
		if from, ok := r.Canonical(name); ok {
			if from.Key == to.Key {
				return Change{}, &PlayerError{Why: PlayerSame, Name: name, Into: to.Name}
			}
			if from.Key != names.Key(name) { // an alias of another player: merge that player
				return Change{}, &PlayerError{Why: PlayerExists, Name: name, Into: from.Name}
			}
		}
		return Change{Kind: "join", Name: name, Into: to.Name}, nil
	})
}

// Split undoes the latest join of name (`league player unmerge`): a
// player merged is one of their own again, with the aliases they had; an
// alias is no alias. Nothing is deleted: the split is one more change.
func (db *DB) Split(ctx context.Context, name string) error {
	name = names.Normalize(name)
	return db.change(ctx, func(r Roster) (Change, error) {
		p, ok := r.Canonical(name)
		if !ok || p.Key == names.Key(name) {
			return Change{}, &PlayerError{Why: PlayerNotJoined, Name: name}
		}
		return Change{Kind: "split", Name: name, Into: p.Name}, nil
	})
}

// change appends the change decide makes of the roster of now, in one
// transaction under a lock, so that two organisers' changes are in one
// order.
func (db *DB) change(ctx context.Context, decide func(Roster) (Change, error)) error {
	tx, err := db.conn.Begin(ctx)
	if err != nil {
		return db.fail(err)
	}
	defer tx.Rollback(context.Background())
	if _, err := tx.Exec(ctx, "LOCK TABLE "+tPlayerChanges+" IN EXCLUSIVE MODE"); err != nil {
		return db.fail(err)
	}
	changes, err := historyIn(ctx, tx)
	if err != nil {
		return db.fail(err)
	}
	c, err := decide(replayChanges(changes))
	if err != nil {
		return err
	}
	if _, err := tx.Exec(ctx, `INSERT INTO `+tPlayerChanges+` (kind, name, into_name, short, by)
		VALUES ($1, $2, nullif($3, ''), nullif($4, ''), coalesce(nullif($5, ''), session_user))`,
		c.Kind, c.Name, c.Into, c.Short, db.actor); err != nil {
		return db.fail(err)
	}
	if err := db.notify(ctx, tx, ""); err != nil {
		return err
	}
	return db.fail2(tx.Commit(ctx))
}

// querier is a connection or a transaction.
type querier interface {
	Query(ctx context.Context, sql string, args ...any) (pgx.Rows, error)
}

func historyIn(ctx context.Context, q querier) ([]Change, error) {
	rows, err := q.Query(ctx, `SELECT n, at, by, kind, name, coalesce(into_name, ''), coalesce(short, '')
		FROM `+tPlayerChanges+` ORDER BY n`)
	if err != nil {
		return nil, err
	}
	return pgx.CollectRows(rows, func(row pgx.CollectableRow) (Change, error) {
		var c Change
		err := row.Scan(&c.N, &c.At, &c.By, &c.Kind, &c.Name, &c.Into, &c.Short)
		return c, err
	})
}

// SetActor names who makes the changes and corrections of this
// connection in their records (`--by`, else the table's name); "" leaves
// it to the database's login.
func (db *DB) SetActor(name string) { db.actor = name }

// PlayersFile is where a laptop keeps the last copy it saw of the club's
// players, in the folder dir of rolekeeper's state: the setup offers
// them, and stats counts their aliases, also offline.
func PlayersFile(dir string) string { return filepath.Join(dir, "league-players.json") }

// maxPlayersFile bounds the copy of the players read back.
const maxPlayersFile = 4 << 20

// SavePlayers writes the copy of the club's players r into the state
// folder dir (replaced whole, atomically).
func SavePlayers(dir string, r Roster) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	return safefile.Replace(PlayersFile(dir), func(w io.Writer) error {
		return json.NewEncoder(w).Encode(r.Players)
	})
}

// LoadPlayers reads the last copy of the club's players saved in dir; no
// copy is an empty Roster.
func LoadPlayers(dir string) (Roster, error) {
	data, err := safefile.ReadFile(PlayersFile(dir), maxPlayersFile)
	if errors.Is(err, os.ErrNotExist) {
		return Roster{}, nil
	}
	if err != nil {
		return Roster{}, err
	}
	var players []Player
	if err := json.Unmarshal(data, &players); err != nil {
		return Roster{}, err
	}
	r := Roster{Players: players, canonical: map[string]int{}}
	for i, p := range players {
		r.canonical[names.Key(p.Name)] = i
		for _, a := range p.Aliases {
			r.canonical[names.Key(a)] = i
		}
	}
	return r, nil
}
