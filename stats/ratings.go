package stats

import (
	"cmp"
	"slices"
	"strings"
	"time"

	"rolekeeper/rating"
	"rolekeeper/rules"
	"rolekeeper/wording"
)

// RatedGames is how many games of a variant a player needs before the
// stats screen shows their rating: fewer, and σ is still too wide to say
// much.
const RatedGames = 5

// Match is one finished game as the ratings see it: every seated player a
// team of one, ranked by their place.
type Match struct {
	Path    string
	Start   time.Time
	Variant rules.Variant
	// Keys are the players' person keys and Places their places, by seat.
	Keys   []string
	Places []int
}

// RatingPoint is a player's rating after one game of a variant.
type RatingPoint struct {
	Start  time.Time
	Rating rating.Rating
}

// Skill is a player's rating in one variant: where it stands after their
// last game, and where it stood after each game, oldest first.
type Skill struct {
	rating.Rating
	History []RatingPoint
}

// newMatch is game g as a match, keys the person keys of its seats.
func newMatch(g Game, keys []string) Match {
	m := Match{Path: g.Path, Start: g.Start, Variant: g.Variant, Keys: keys, Places: make([]int, len(g.Players))}
	for i, p := range g.Players {
		m.Places[i] = p.Place
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
	at := make(map[string]int, len(s.Players))
	for i := range s.Players {
		at[s.Players[i].Key] = i
		s.Players[i].Buhmann.Skill = Skill{Rating: rating.New()}
		s.Players[i].Lord.Skill = Skill{Rating: rating.New()}
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
		for i, r := range rating.Rate(before, m.Places) {
			if sk := skill(m.Keys[i], m.Variant); sk != nil {
				sk.Rating = r
				sk.History = append(sk.History, RatingPoint{Start: m.Start, Rating: r})
			}
		}
	}
}

// SkillIn is the player's skill in variant v and how many games of it
// they played.
func (t Totals) SkillIn(v rules.Variant) (Skill, int) {
	if v == rules.Lord {
		return t.Lord.Skill, t.Lord.Games
	}
	return t.Buhmann.Skill, t.Buhmann.Games
}

// ratings is the table of a variant's ratings, the highest ordinal first.
func (r Report) ratings(v rules.Variant) table {
	w := r.Words
	variant := w.Buhmann
	if v == rules.Lord {
		variant = w.Lord
	}
	t := table{title: w.Ratings(variant), note: w.RatingNote, heads: []string{w.Player, w.Games, w.Rating, w.Mu, w.Sigma}}
	var rated []Totals
	for _, p := range r.Season.Players {
		if _, games := p.SkillIn(v); games > 0 {
			rated = append(rated, p)
		}
	}
	slices.SortStableFunc(rated, func(a, b Totals) int {
		sa, _ := a.SkillIn(v)
		sb, _ := b.SkillIn(v)
		return cmp.Compare(sb.Ordinal(), sa.Ordinal())
	})
	for _, p := range rated {
		s, games := p.SkillIn(v)
		dec := func(x float64) string { return wording.SignedDecimal(w.Decimal, x) }
		t.rows = append(t.rows, []string{p.Name, itoa(games), dec(s.Ordinal()), dec(s.Mu), dec(s.Sigma)})
	}
	return t
}
