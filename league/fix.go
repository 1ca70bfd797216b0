package league

import (
	"context"
	"slices"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"

	"rolekeeper/names"
	"rolekeeper/stats"
)

// Corrections never edit: an organiser's `league fix` appends a record
// of what is to be read otherwise (a game voided, a name corrected, the
// winners corrected), with who made it, when and why. The records of the
// game stay as the laptops sent them; the standings apply the
// corrections in order, after reading the game (Reader.Games).

// The kinds of a correction.
const (
	// FixVoid: the game does not count.
	FixVoid = "void"
	// FixName: a player's name in this game was entered wrong: Old is
	// read as New.
	FixName = "name"
	// FixWinners: the game ended with Winners as its winners (the others
	// lost), whatever the records say.
	FixWinners = "winners"
)

// Correction is one correction of a game.
type Correction struct {
	N    int64
	Game string
	At   time.Time
	By   string
	Why  string
	Kind string
	// Old and New are the names of a FixName.
	Old, New string
	// Winners are the winners of a FixWinners.
	Winners []string
}

// MaxWhy bounds the reason of a correction, in bytes.
const MaxWhy = 500

// FixError is a correction refused: Why says which.
type FixError struct {
	Why  FixRefusal
	Game string
	Name string
}

// FixRefusal says why a correction is refused.
type FixRefusal int

// The refusals of a correction.
const (
	// FixNoGame: the league holds no game of that id.
	FixNoGame FixRefusal = iota + 1
	// FixNoPlayer: the name is no player of the game.
	FixNoPlayer
	// FixNoReason: a correction must say why (at most MaxWhy bytes).
	FixNoReason
	// FixBadName: the new name is refused by C-1.
	FixBadName
)

// Error implements error, in English.
func (e *FixError) Error() string { return "fix refused: " + e.Game + " " + e.Name }

// Fix appends the correction c of the game c.Game (its N, At and By are
// set by the league: By from SetActor, else the database's login). The
// names of c must be players of the game (compared by C-1).
func (db *DB) Fix(ctx context.Context, c Correction) (int64, error) {
	c.Why = strings.TrimSpace(c.Why)
	if c.Why == "" || len(c.Why) > MaxWhy {
		return 0, &FixError{Why: FixNoReason, Game: c.Game}
	}
	var players []string
	err := db.conn.QueryRow(ctx, "SELECT players FROM "+tGames+" WHERE id = $1", c.Game).Scan(&players)
	if err == pgx.ErrNoRows {
		return 0, &FixError{Why: FixNoGame, Game: c.Game}
	}
	if err != nil {
		return 0, db.fail(err)
	}
	in := func(n string) bool {
		return slices.ContainsFunc(players, func(p string) bool { return names.Key(p) == names.Key(n) })
	}
	switch c.Kind {
	case FixName:
		if !in(c.Old) {
			return 0, &FixError{Why: FixNoPlayer, Game: c.Game, Name: c.Old}
		}
		c.New = names.Normalize(c.New)
		if names.CheckOne(c.New) != nil {
			return 0, &FixError{Why: FixBadName, Game: c.Game, Name: c.New}
		}
	case FixWinners:
		for _, w := range c.Winners {
			if !in(w) {
				return 0, &FixError{Why: FixNoPlayer, Game: c.Game, Name: w}
			}
		}
	}
	var n int64
	err = db.conn.QueryRow(ctx, `INSERT INTO `+tCorrections+` (game, by, why, kind, old_name, new_name, winners)
		VALUES ($1, coalesce(nullif($2, ''), session_user), $3, $4, nullif($5, ''), nullif($6, ''), $7) RETURNING n`,
		c.Game, db.actor, c.Why, c.Kind, c.Old, c.New, c.Winners).Scan(&n)
	if err != nil {
		return 0, db.fail(err)
	}
	_, err = db.conn.Exec(ctx, "SELECT pg_notify($1, $2)", Channel, c.Game)
	return n, db.fail2(err)
}

// Corrections returns every correction, in the order made.
func (db *DB) Corrections(ctx context.Context) ([]Correction, error) {
	cs, err := correctionsIn(ctx, db.conn)
	return cs, db.fail2(err)
}

func correctionsIn(ctx context.Context, q querier) ([]Correction, error) {
	rows, err := q.Query(ctx, `SELECT n, game, at, by, why, kind, coalesce(old_name, ''), coalesce(new_name, ''),
		coalesce(winners, '{}') FROM `+tCorrections+` ORDER BY n`)
	if err != nil {
		return nil, err
	}
	return pgx.CollectRows(rows, func(row pgx.CollectableRow) (Correction, error) {
		var c Correction
		err := row.Scan(&c.N, &c.Game, &c.At, &c.By, &c.Why, &c.Kind, &c.Old, &c.New, &c.Winners)
		return c, err
	})
}

// Corrected returns games with the corrections applied in order: a
// voided game left out, a name read as corrected, the winners set. The
// games given are not changed.
func Corrected(games []Game, cs []Correction) []Game {
	if len(cs) == 0 {
		return games
	}
	byGame := map[string][]Correction{}
	for _, c := range cs {
		byGame[c.Game] = append(byGame[c.Game], c)
	}
	out := make([]Game, 0, len(games))
	for _, g := range games {
		fixes := byGame[g.ID]
		if len(fixes) == 0 {
			out = append(out, g)
			continue
		}
		g.Entry.Game.Players = slices.Clone(g.Entry.Game.Players)
		void := false
		for _, c := range fixes {
			switch c.Kind {
			case FixVoid:
				void = true
			case FixName:
				for i, p := range g.Entry.Game.Players {
					if names.Key(p.Name) == names.Key(c.Old) {
						g.Entry.Game.Players[i].Name = c.New
					}
				}
			case FixWinners:
				setWinners(&g.Entry.Game, c.Winners)
			}
		}
		if !void {
			out = append(out, g)
		}
	}
	return out
}

// setWinners makes winners the game's winners, placed first; the others
// lose, in the order of their places before.
func setWinners(g *stats.Game, winners []string) {
	won := func(p stats.PlayerGame) bool {
		return slices.ContainsFunc(winners, func(w string) bool { return names.Key(w) == names.Key(p.Name) })
	}
	others := make([]int, 0, len(g.Players))
	for i, p := range g.Players {
		if won(p) {
			g.Players[i].Result, g.Players[i].Place = stats.Win, 1
		} else {
			others = append(others, i)
		}
	}
	slices.SortStableFunc(others, func(a, b int) int { return g.Players[a].Place - g.Players[b].Place })
	place, last := 1, -1
	for _, i := range others {
		if g.Players[i].Place != last {
			place++
			last = g.Players[i].Place
		}
		g.Players[i].Result, g.Players[i].Place = stats.Loss, place
	}
	g.Over = true
}
