package stats

import (
	"cmp"
	"slices"
	"strings"
	"time"

	"rolekeeper/rating"
	"rolekeeper/rules"
)

// RatedGames is how many games of a variant a player needs before their
// rating counts: with fewer, σ is still too wide to say much, and every
// screen and export marks the rating provisional and ranks it below the
// others.
const RatedGames = 5

// Provisional reports whether a rating of games games of a variant is
// provisional (fewer than RatedGames).
func Provisional(games int) bool { return games < RatedGames }

// Match is one finished game as the ratings see it: every seated player a
// team of one, ranked by their place.
type Match struct {
	Path    string
	Start   time.Time
	Variant rules.Variant
	// Keys are the players' person keys, Places their places and Won
	// whether they won, by seat.
	Keys   []string
	Places []int
	Won    []bool
}

// RatingPoint is a player's rating after one game of a variant: the
// game (its file, start, the player's place and the number of players)
// and the change of the ordinal it made.
type RatingPoint struct {
	Start          time.Time
	Path           string
	Place, Players int
	Rating         rating.Rating
	Change         float64
}

// Skill is a player's rating in one variant: where it stands after their
// last game, and where it stood after each game, oldest first.
type Skill struct {
	rating.Rating
	History []RatingPoint
}

// newMatch is game g as a match, keys the person keys of its seats.
func newMatch(g Game, keys []string) Match {
	m := Match{Path: g.Path, Start: g.Start, Variant: g.Variant, Keys: keys, Places: make([]int, len(g.Players)),
		Won: make([]bool, len(g.Players))}
	for i, p := range g.Players {
		m.Places[i], m.Won[i] = p.Place, p.Result == Win
	}
	return m
}

// compareMatches orders matches by their start, then by file name.
func compareMatches(a, b Match) int {
	return cmp.Or(a.Start.Compare(b.Start), strings.Compare(a.Path, b.Path))
}

// rate rates the season's matches in order and sets every player's
// Buhmann and Lord skill. The matches are sorted first.
func (s *Season) rate() {
	slices.SortFunc(s.Matches, compareMatches) // a path is one game: no two are equal
	s.Calibration = Calibration{}
	at := make(map[string]int, len(s.Players))
	for i := range s.Players {
		p := &s.Players[i]
		at[p.Key] = i
		p.Buhmann.Skill, p.Lord.Skill = newSkill(p.Buhmann.Games), newSkill(p.Lord.Games)
	}
	skill := func(key string, v rules.Variant) *Skill {
		i, ok := at[key]
		if !ok {
			return nil
		}
		if v == rules.Lord {
			return &s.Players[i].Lord.Skill
		}
		return &s.Players[i].Buhmann.Skill
	}
	before := make([]rating.Rating, 0, rules.MaxPlayers)
	for _, m := range s.Matches {
		before = before[:0]
		for _, key := range m.Keys {
			r := rating.New()
			if sk := skill(key, m.Variant); sk != nil {
				r = sk.Rating
			}
			before = append(before, r)
		}
		s.Calibration.add(before, m.Won)
		for i, r := range rating.Rate(before, m.Places) {
			if sk := skill(m.Keys[i], m.Variant); sk != nil {
				sk.History = append(sk.History, RatingPoint{Start: m.Start, Path: m.Path, Place: m.Places[i],
					Players: len(m.Keys), Rating: r, Change: r.Ordinal() - sk.Ordinal()})
				sk.Rating = r
			}
		}
	}
}

// newSkill is a new rating with room for the history of games games:
// growing the histories of 10,000 games point by point was a tenth of
// adding up the season.
func newSkill(games int) Skill {
	s := Skill{Rating: rating.New()}
	if games > 0 {
		s.History = make([]RatingPoint, 0, games)
	}
	return s
}

// RatingOf is the current rating in variant v of the person called name
// (ids says who is who) and how many games of v they played: a new
// player's rating and 0 for someone the season does not know. It is what
// a screen needs before a game: the chances, the table's balance.
func (s Season) RatingOf(ids Identities, name string, v rules.Variant) (rating.Rating, int) {
	key := ids.Key(name)
	for _, p := range s.Players {
		if p.Key == key {
			sk, games := p.SkillIn(v)
			return sk.Rating, games
		}
	}
	return rating.New(), 0
}

// SkillIn is the player's skill in variant v and how many games of it
// they played.
func (t Totals) SkillIn(v rules.Variant) (Skill, int) {
	if v == rules.Lord {
		return t.Lord.Skill, t.Lord.Games
	}
	return t.Buhmann.Skill, t.Buhmann.Games
}
