package stats

import (
	"cmp"
	"hash/fnv"
	"maps"
	"slices"
	"strconv"
	"time"
)

// A club's season as its own rules say: which games count (those that
// ended between two days in the club's time zone), how many per player
// (best or first N), how a game scores (per result, per place, or the
// variant's own points), who is ranked (a minimum of distinct opponents),
// and how ties are broken (a chain from Tiebreaks). RuledStandings adds
// it up; `rolekeeper stats --season` and `league standings --season` both
// print it.

// The ways a game scores, for SeasonRules.Points.
const (
	// ByResult: Win, Draw or Loss points by the player's result.
	ByResult = "result"
	// ByPlace: PlacePoints[place-1] (0 beyond the list).
	ByPlace = "place"
	// ByVariant: the variant's own points (Lord's points).
	ByVariant = "variant"
)

// The tiebreaks, in the words a club's rules use.
const (
	TiePoints           = "points"             // more season points
	TieWins             = "wins"               // more wins among the counted games
	TieWinRate          = "win_rate"           // wins / counted games
	TieOpponentsPoints  = "opponents_points"   // the average season points of the opponents met
	TieOpponentsWinRate = "opponents_win_rate" // the average win rate of the opponents met
	TieHeadToHead       = "head_to_head"       // more points in the counted games both played
	TieDraw             = "draw"               // a draw seeded by Seed: the same at every run
)

// Tiebreaks lists every tiebreak, in the order documented.
var Tiebreaks = []string{TiePoints, TieWins, TieWinRate, TieOpponentsPoints, TieOpponentsWinRate, TieHeadToHead, TieDraw}

// SeasonRules are a season's rules.
type SeasonRules struct {
	Name string
	// First and Last are the season's first and last days, in Zone: a
	// game belongs to the season when the day of its end (its last
	// record) in Zone is between them, whatever the laptop's zone.
	First, Last time.Time
	Zone        *time.Location
	// Points is ByResult, ByPlace or ByVariant.
	Points          string
	Win, Draw, Loss int
	PlacePoints     []int
	// Count is how many games of each player count (0: all); Best counts
	// the best Count, else the first Count by time.
	Count int
	Best  bool
	// MinOpponents is the number of distinct opponents a player must
	// have met in the counted games to be ranked.
	MinOpponents int
	// Tiebreaks is the chain after the points; Seed seeds TieDraw.
	Tiebreaks []string
	Seed      uint64
}

// Ruled is one player's line of a ruled season.
type Ruled struct {
	// Rank is 1, 2, … for ranked players, 0 for those not ranked (too
	// few opponents), who follow in the same order.
	Rank int
	Name string
	Key  string
	// Points are the season points of the counted games; Counted and
	// Played the games counted and played in the season.
	Points, Counted, Played, Wins int
	WinRate                       float64
	Opponents                     int
	OpponentsPoints               float64
	OpponentsWinRate              float64
	// DecidedBy is the tiebreak that put this player below the one
	// above: "" when the points did, or for the first.
	DecidedBy string
}

// played is one player's game in the season.
type played struct {
	end       time.Time
	id        string
	points    int
	win       bool
	opponents []string
	game      int
}

// RuledStandings adds the finished games of entries up by the rules r,
// the names through ids.
func RuledStandings(entries []Entry, r SeasonRules, ids Identities) []Ruled {
	m := newMemo(ids)
	byKey := map[string][]played{}
	names := map[string]string{}
	for gi, e := range entries {
		g := e.Game
		if e.Err != "" || !g.Over || !r.Contains(e.Changed()) {
			continue
		}
		keys := make([]string, len(g.Players))
		for i, p := range g.Players {
			k := m.of(p.Name)
			keys[i], names[k.key] = k.key, k.name
		}
		for i, p := range g.Players {
			pl := played{end: e.Changed(), id: g.ID + g.Path, points: r.score(p), win: p.Result == Win, game: gi}
			for j, o := range keys {
				if j != i {
					pl.opponents = append(pl.opponents, o)
				}
			}
			byKey[keys[i]] = append(byKey[keys[i]], pl)
		}
	}
	rows := make([]Ruled, 0, len(byKey))
	counted := map[string][]played{}
	for key, ps := range byKey {
		slices.SortFunc(ps, func(a, b played) int { return cmp.Or(a.end.Compare(b.end), cmp.Compare(a.id, b.id)) })
		use := ps
		if r.Best {
			use = slices.Clone(ps)
			slices.SortStableFunc(use, func(a, b played) int { return b.points - a.points })
		}
		if r.Count > 0 && len(use) > r.Count {
			use = use[:r.Count]
		}
		counted[key] = use
		row := Ruled{Name: names[key], Key: key, Played: len(ps), Counted: len(use)}
		met := map[string]bool{}
		for _, p := range use {
			row.Points += p.points
			if p.win {
				row.Wins++
			}
			for _, o := range p.opponents {
				met[o] = true
			}
		}
		row.Opponents = len(met)
		row.WinRate = float64(row.Wins) / float64(max(row.Counted, 1))
		rows = append(rows, row)
	}
	byRow := map[string]*Ruled{}
	for i := range rows {
		byRow[rows[i].Key] = &rows[i]
	}
	for i := range rows {
		met := map[string]bool{}
		for _, p := range counted[rows[i].Key] {
			for _, o := range p.opponents {
				met[o] = true
			}
		}
		var pts, rate float64
		for _, o := range slices.Sorted(maps.Keys(met)) { // one order: the same sums at every run
			pts += float64(byRow[o].Points)
			rate += byRow[o].WinRate
		}
		if n := float64(len(met)); n > 0 {
			rows[i].OpponentsPoints, rows[i].OpponentsWinRate = pts/n, rate/n
		}
	}
	r.order(rows, counted)
	rank := 0
	for i := range rows {
		if rows[i].Opponents >= r.MinOpponents {
			rank++
			rows[i].Rank = rank
		}
	}
	// The ranked first, then the others, each in the order of the chain.
	slices.SortStableFunc(rows, func(a, b Ruled) int { return cmp.Compare(rankOrder(a), rankOrder(b)) })
	return rows
}

func rankOrder(r Ruled) int {
	if r.Rank == 0 {
		return 1 << 30
	}
	return r.Rank
}

// Contains reports whether a game that ended at end belongs to the
// season: its day in the club's zone between First and Last.
func (r SeasonRules) Contains(end time.Time) bool {
	zone := r.Zone
	if zone == nil {
		zone = time.UTC
	}
	y, mo, d := end.In(zone).Date()
	day := time.Date(y, mo, d, 0, 0, 0, 0, time.UTC)
	first := time.Date(r.First.Year(), r.First.Month(), r.First.Day(), 0, 0, 0, 0, time.UTC)
	last := time.Date(r.Last.Year(), r.Last.Month(), r.Last.Day(), 0, 0, 0, 0, time.UTC)
	return (r.First.IsZero() || !day.Before(first)) && (r.Last.IsZero() || !day.After(last))
}

// score is what one player's game scores by the rules.
func (r SeasonRules) score(p PlayerGame) int {
	switch r.Points {
	case ByPlace:
		if p.Place >= 1 && p.Place <= len(r.PlacePoints) {
			return r.PlacePoints[p.Place-1]
		}
		return 0
	case ByVariant:
		return p.Points
	}
	switch p.Result {
	case Win:
		return r.Win
	case Draw:
		return r.Draw
	}
	return r.Loss
}

// order sorts rows by the points, then the tiebreak chain, and notes on
// each row the tiebreak that put it below the row above.
func (r SeasonRules) order(rows []Ruled, counted map[string][]played) {
	chain := append([]string{TiePoints}, r.Tiebreaks...)
	if !slices.Contains(chain, TieDraw) {
		chain = append(chain, TieDraw) // an order the same at every run
	}
	decide := func(a, b Ruled) (int, string) {
		for _, t := range chain {
			if c := r.compare(t, a, b, counted); c != 0 {
				return c, t
			}
		}
		return cmp.Compare(a.Key, b.Key), TieDraw
	}
	slices.SortFunc(rows, func(a, b Ruled) int { c, _ := decide(a, b); return c })
	for i := 1; i < len(rows); i++ {
		if _, t := decide(rows[i-1], rows[i]); t != TiePoints {
			rows[i].DecidedBy = t
		}
	}
}

// compare is the tiebreak t between a and b: negative when a is above.
func (r SeasonRules) compare(t string, a, b Ruled, counted map[string][]played) int {
	switch t {
	case TiePoints:
		return cmp.Compare(b.Points, a.Points)
	case TieWins:
		return cmp.Compare(b.Wins, a.Wins)
	case TieWinRate:
		return cmp.Compare(b.WinRate, a.WinRate)
	case TieOpponentsPoints:
		return cmp.Compare(b.OpponentsPoints, a.OpponentsPoints)
	case TieOpponentsWinRate:
		return cmp.Compare(b.OpponentsWinRate, a.OpponentsWinRate)
	case TieHeadToHead:
		return cmp.Compare(headToHead(counted[b.Key], counted[a.Key]), headToHead(counted[a.Key], counted[b.Key]))
	case TieDraw:
		return cmp.Compare(r.lot(a.Key), r.lot(b.Key))
	}
	return 0
}

// headToHead is the points of mine in the games that theirs shares.
func headToHead(mine, theirs []played) int {
	shared := map[int]bool{}
	for _, p := range theirs {
		shared[p.game] = true
	}
	n := 0
	for _, p := range mine {
		if shared[p.game] {
			n += p.points
		}
	}
	return n
}

// lot is a player's lot in the seeded draw.
func (r SeasonRules) lot(key string) uint64 {
	h := fnv.New64a()
	h.Write([]byte(strconv.FormatUint(r.Seed, 10) + "\x00" + key))
	return h.Sum64()
}
