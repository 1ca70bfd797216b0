package stats

import (
	"cmp"
	"slices"
	"strings"
	"time"

	"rolekeeper/names"
	"rolekeeper/rules"
)

// Filter chooses the games of a Season. The zero value takes every game.
type Filter struct {
	// Variant, when set, keeps only games of that variant.
	Variant *rules.Variant
	// Since and Until, when not zero, keep only games that started at or
	// after Since and before Until.
	Since, Until time.Time
	// Player, when not empty, keeps only games in which that person sat
	// (compared by Identities.Key).
	Player string
	// Night, when not empty, keeps only the games started from that club
	// night's seating (the setup's night).
	Night string
}

// Season is the statistics of many games.
type Season struct {
	// Games is the number of finished games counted.
	Games int
	// Unfinished is the number of games that passed the filter but are not
	// over: counted apart, they add nothing to the players' figures.
	Unfinished int
	// Damaged lists the damaged game files, which are listed, never left
	// out silently; a file that cannot be read is listed whatever the
	// filter, since no filter can place it.
	Damaged []Damaged
	// Players holds one line per person, in standings order (see Rank).
	Players []Totals
	// Matrix counts who eliminated whom.
	Matrix Matrix
	// Positions counts games and wins by place in the turn order at the
	// start, over every finished game: Positions[0] is the first player.
	Positions Positions
	// Decks holds the figures of every deck over all its players, and
	// PlayerDecks those of every player with every deck they played,
	// each ranked by RankDecks.
	Decks, PlayerDecks []DeckTotals
	// Matches lists the finished games in the order the ratings take
	// them (by start, then file name).
	Matches []Match
	// Calibration sets each player's chance to win before each game, from
	// the ratings then, beside whether they won.
	Calibration Calibration
	// FirstPlayer is how the first players of the finished games did.
	FirstPlayer FirstPlayer
}

// FirstPlayer counts the finished games and those the first player won
// (alone or sharing the win), for the first player's win rate: does the
// draw of the first player (C-3) decide games?
type FirstPlayer struct {
	Games, Wins int
}

// WinRate is the share of games the first player won, 0–1.
func (f FirstPlayer) WinRate() float64 { return ratio(f.Wins, f.Games) }

// Damaged is a damaged game file and why: one that cannot be read, not
// counted, whose Reason names the file ("FILE:LINE: reason"); or one
// whose torn last line (Line) was left out, counted without it, whose
// Reason is the line's problem alone.
type Damaged struct {
	Path    string
	Line    int
	Reason  string
	Counted bool
}

// Totals is one person's figures over the games of a Season.
type Totals struct {
	// Key is the person's identity (Identities.Key); Name is how they are
	// shown: the name their aliases stand for, or else the spelling of
	// their most recent game.
	Key  string
	Name string
	// Games, Wins and Draws count finished games (L-5, L-12, B-10: a
	// shared victory is a win for each winner, no winner a draw for all).
	Games, Wins, Draws int
	// PlaceSum adds the player's places; AveragePlace divides it.
	PlaceSum int
	// TurnsTaken, Eliminations and Eliminated add up PlayerGame's.
	TurnsTaken   int
	Eliminations int
	Eliminated   [CauseCount]int
	// Positions counts the player's games and wins by their place in
	// the turn order at the start.
	Positions Positions
	// BySize counts the player's games and wins by table size (Sizes).
	BySize [len(Sizes)]SizeTotals
	// Buhmann and Lord hold the figures of one variant's games.
	Buhmann BuhmannTotals
	Lord    LordTotals
	// Results lists the player's games, oldest first, for charts.
	Results []GameResult
}

// BuhmannTotals are a person's figures from Buhmann games.
type BuhmannTotals struct {
	Games         int
	TurnsAsIT     int
	PassivityLost int
	// Skill is the player's Buhmann rating (the season's matches rated
	// in order).
	Skill Skill
}

// LordTotals are a person's figures from Lord games.
type LordTotals struct {
	Games             int
	Points            int
	PointsBySource    [rules.PointSourceCount]int
	TurnsAsLord       int
	Entries           int
	ProtectionGranted int
	// Skill is the player's Lord rating.
	Skill Skill
}

// GameResult is one player's result in one game.
type GameResult struct {
	Path    string
	Start   time.Time
	Variant rules.Variant
	Result  Result
	// Place is the player's place among Players players (1 is best).
	Place   int
	Players int
	// Points are the Lord game's points, 0 in Buhmann.
	Points int
}

// Matrix counts eliminations: Counts[culprit][victim] is how many times
// the culprit eliminated the victim, both person keys; the culprit
// NoCulprit stands for eliminations with no culprit (passivity, a life
// change with no source, an Eliminate event naming nobody).
type Matrix struct {
	Counts map[string]map[string]int
}

// NoCulprit is the Matrix key of eliminations with no culprit.
const NoCulprit = ""

// Count returns how many times culprit eliminated victim.
func (m Matrix) Count(culprit, victim string) int { return m.Counts[culprit][victim] }

func (m *Matrix) add(culprit, victim string, n int) {
	if m.Counts == nil {
		m.Counts = map[string]map[string]int{}
	}
	if m.Counts[culprit] == nil {
		m.Counts[culprit] = map[string]int{}
	}
	m.Counts[culprit][victim] += n
}

// WinRate is Wins divided by Games, 0 without games.
func (t Totals) WinRate() float64 { return ratio(t.Wins, t.Games) }

// AveragePlace is the mean place over Games, 0 without games.
func (t Totals) AveragePlace() float64 { return ratio(t.PlaceSum, t.Games) }

// TimesEliminated is the number of times the player was eliminated.
func (t Totals) TimesEliminated() int {
	n := 0
	for _, c := range t.Eliminated {
		n += c
	}
	return n
}

// PointsPerGame is Lord points per Lord game, 0 without Lord games.
func (l LordTotals) PointsPerGame() float64 { return ratio(l.Points, l.Games) }

func ratio(a, b int) float64 {
	if b == 0 {
		return 0
	}
	return float64(a) / float64(b)
}

// Aggregate adds up the facts of games into a Season: every game that
// passes the filter, finished ones into the players' figures, unfinished
// ones only counted. The result does not depend on the order of games.
func Aggregate(games []Game, f Filter, ids Identities) Season {
	var s Season
	people := map[string]*person{}
	decks := newDeckBook()
	playerDecks := deckBook{decks: map[[2]string]*DeckTotals{}, keys: decks.keys}
	m := newMemo(ids)
	for _, g := range games {
		if !f.keeps(g, m) {
			continue
		}
		if !g.Over {
			s.Unfinished++
			continue
		}
		s.Games++
		s.FirstPlayer.add(g)
		keys, seats := gameKeys(g, m)
		s.Matches = append(s.Matches, newMatch(g, keys))
		for i, p := range g.Players {
			spelling := seats[i].name
			if keys[i] != seats[i].key {
				spelling = p.Name
			}
			people[keys[i]] = people[keys[i]].add(g, p, spelling)
			s.Positions.add(p)
			decks.add(g, p, "")
			playerDecks.add(g, p, keys[i])
		}
		for _, e := range g.Eliminations {
			culprit := NoCulprit
			if e.Culprit >= 0 && e.Culprit < len(keys) {
				culprit = keys[e.Culprit]
			}
			s.Matrix.add(culprit, keys[e.Victim], 1)
		}
	}
	for key, p := range people {
		p.Key = key
		s.Players = append(s.Players, p.finish())
	}
	Rank(s.Players)
	s.rate()
	s.Decks, s.PlayerDecks = decks.list(nil), playerDecks.list(s.playerNames())
	RankDecks(s.Decks)
	RankDecks(s.PlayerDecks)
	return s
}

// add counts a finished game for the first player.
func (f *FirstPlayer) add(g Game) {
	f.Games++
	if g.First >= 0 && g.First < len(g.Players) && g.Players[g.First].Result == Win {
		f.Wins++
	}
}

// gameKeys returns the person key of every seat of g, and what the memo
// knows of each seat's name. Two seats are never one person: when
// aliases would make them so, the seats whose names are no alias keep
// the key, and an aliased seat falls back to the key of its own name.
func gameKeys(g Game, m *memo) ([]string, []known) {
	keys := make([]string, len(g.Players))
	seats := make([]known, len(g.Players))
	for i, p := range g.Players {
		seats[i] = m.of(p.Name)
	}
	taken := make([]string, 0, len(g.Players)) // a table's few keys: a list beats a map
	for _, aliased := range []bool{false, true} {
		for i, p := range g.Players {
			if seats[i].aliased != aliased {
				continue
			}
			keys[i] = seats[i].key
			if slices.Contains(taken, keys[i]) {
				keys[i] = names.Key(p.Name)
			}
			taken = append(taken, keys[i])
		}
	}
	return keys, seats
}

// keeps reports whether the filter keeps game g.
func (f Filter) keeps(g Game, m *memo) bool {
	switch {
	case f.Variant != nil && g.Variant != *f.Variant:
		return false
	case !f.Since.IsZero() && g.Start.Before(f.Since):
		return false
	case !f.Until.IsZero() && !g.Start.Before(f.Until):
		return false
	case f.Night != "" && g.Night.ID != f.Night:
		return false
	case f.Player == "":
		return true
	}
	want := m.of(f.Player).key
	return slices.ContainsFunc(g.Players, func(p PlayerGame) bool { return m.of(p.Name).key == want })
}

// person is a Totals being added up, with the game that gave its name.
type person struct {
	Totals
	named  GameResult // the most recent game, whose spelling is shown
	spell  string
	hasAny bool
}

// add adds one player's game to the person (nil: a new person), who is
// called spelling in it.
func (p *person) add(g Game, pg PlayerGame, spelling string) *person {
	if p == nil {
		p = &person{}
	}
	r := GameResult{Path: g.Path, Start: g.Start, Variant: g.Variant, Result: pg.Result,
		Place: pg.Place, Players: len(g.Players), Points: pg.Points}
	p.Totals.add(pg, r)
	if !p.hasAny || later(r, p.named) {
		p.named, p.spell, p.hasAny = r, spelling, true
	}
	return p
}

// finish returns the person's Totals, named and with results in order.
func (p *person) finish() Totals {
	t := p.Totals
	t.Name = p.spell
	sortResults(t.Results)
	return t
}

// add adds one player's game to the totals.
func (t *Totals) add(pg PlayerGame, r GameResult) {
	t.Games++
	t.Wins += boolInt(pg.Result == Win)
	t.Draws += boolInt(pg.Result == Draw)
	t.PlaceSum += pg.Place
	t.Positions.add(pg)
	size := &t.BySize[SizeIndex(r.Players)]
	size.Games++
	size.Wins += boolInt(pg.Result == Win)
	t.TurnsTaken += pg.TurnsTaken
	t.Eliminations += pg.Eliminations
	for i, n := range pg.Eliminated {
		t.Eliminated[i] += n
	}
	if r.Variant == rules.Lord {
		l := &t.Lord
		l.Games++
		l.Points += pg.Points
		for i, n := range pg.PointsBySource {
			l.PointsBySource[i] += n
		}
		l.TurnsAsLord += pg.TurnsAsLord
		l.Entries += pg.Entries
		l.ProtectionGranted += pg.ProtectionGranted
	} else {
		t.Buhmann.Games++
		t.Buhmann.TurnsAsIT += pg.TurnsAsIT
		t.Buhmann.PassivityLost += pg.PassivityLost
	}
	t.Results = append(t.Results, r)
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// later reports whether game a comes after game b: by start, then path.
func later(a, b GameResult) bool {
	if c := a.Start.Compare(b.Start); c != 0 {
		return c > 0
	}
	return a.Path > b.Path
}

// sortResults orders results by start, then path. A path is one game,
// so no two results are equal and the sort need not be stable: pdqsort
// takes the results of the index, the most recent first, in one pass.
func sortResults(rs []GameResult) {
	slices.SortFunc(rs, func(a, b GameResult) int {
		if c := a.Start.Compare(b.Start); c != 0 {
			return c
		}
		return strings.Compare(a.Path, b.Path)
	})
}

// Rank sorts totals into standings order: most wins first, then the
// better win rate, the better average place, more games, and the name.
func Rank(ts []Totals) {
	slices.SortStableFunc(ts, func(a, b Totals) int {
		return cmp.Or(
			cmp.Compare(b.Wins, a.Wins),
			cmp.Compare(b.WinRate(), a.WinRate()),
			cmp.Compare(a.AveragePlace(), b.AveragePlace()),
			cmp.Compare(b.Games, a.Games),
			strings.Compare(a.Name, b.Name),
			strings.Compare(a.Key, b.Key),
		)
	})
}
