package model

import (
	"math"
	"strings"

	"rolekeeper/names"
	"rolekeeper/rating"
	"rolekeeper/rules"
	"rolekeeper/views"
	"rolekeeper/wording"
)

// Ratings gives a player's rating in a variant from the season before
// this game, and how many games of it it rests on: a new player's rating
// and 0 for someone the season does not know (stats.Season.RatingOf).
type Ratings func(name string, v rules.Variant) (rating.Rating, int)

// provisionalGames is how many games a rating needs before it counts
// (stats.RatedGames; model does not read the statistics).
const provisionalGames = 5

// ratingsBefore are the ratings of names before this game and their
// games; ok is false when no ratings are known.
func (m Model) ratingsBefore(v rules.Variant, names []string) ([]rating.Rating, []int, bool) {
	if m.opts.Ratings == nil || len(names) < 2 {
		return nil, nil, false
	}
	rs, games := make([]rating.Rating, len(names)), make([]int, len(names))
	for i, n := range names {
		rs[i], games[i] = m.opts.Ratings(n, v)
	}
	return rs, games, true
}

// chanceLine says each player's chance to win from the ratings before
// the game (openskill's predictWin), a provisional one marked: "Chance
// to win: Ana 31 % · Ben? 22 %"; "" without ratings, and "" for a table
// the variant does not play (two names of Buhmann, which starts with
// three and knows two only as its endgame's duel, B-9; fewer than five
// of Lord, C-1): a chance of a game that cannot start means nothing.
// The setup shows it, before any role is drawn: the ratings know no
// roles, so the roles' screen, which names the Lord and the waiting
// player (who takes no turn until someone is out, L-6), shows none.
func (m Model) chanceLine(v rules.Variant, names []string) string {
	if len(names) < minPlayers(v) || len(names) > rules.MaxPlayers {
		return ""
	}
	rs, games, ok := m.ratingsBefore(v, names)
	if !ok {
		return ""
	}
	w := m.Words.Stats
	parts := make([]string, len(names))
	for i, p := range rating.PredictWin(rs) {
		parts[i] = names[i] + provisionalMark(w.Rated, games[i]) + " " + w.Percent(p)
	}
	return w.Rated.ChanceLine(strings.Join(parts, " · "))
}

// provisionalMark is the mark of a rating of games games, "" for one
// that counts.
func provisionalMark(r wording.Rated, games int) string {
	if games < provisionalGames {
		return r.Mark
	}
	return ""
}

// ratingChanges are, by seat, the change of each player's rating this
// game made ("+1.8 ▲", "−0.9? ▼"), rated as the statistics will rate it:
// from the ratings before it, by the rank rule. nil while the game is not
// over or without ratings.
func (m Model) ratingChanges() []string {
	s := m.game.State
	if !s.Over {
		return nil
	}
	names := wording.Names(s)
	before, games, ok := m.ratingsBefore(s.Setup.Variant, names)
	if !ok {
		return nil
	}
	r := m.Words.Stats.Rated
	out := make([]string, len(names))
	for i, after := range rating.Rate(before, rules.Places(s)) {
		d := after.Ordinal() - before[i].Ordinal()
		arrow := r.Up
		if d < 0 {
			arrow = r.Down
		}
		if math.Abs(d) < 0.05 {
			arrow = "="
		}
		text := wording.SignedDecimal(m.Words.Stats.Decimal, d)
		if math.Round(d*10) > 0 {
			text = "+" + text
		}
		out[i] = text + provisionalMark(r, games[i]+1) + " " + arrow
	}
	return out
}

// summaryExtra is what the summary shows beside the rules' summary: the
// change of each player's rating.
func (m Model) summaryExtra() views.SummaryExtra {
	changes := m.ratingChanges()
	if changes == nil {
		return views.SummaryExtra{}
	}
	return views.SummaryExtra{Changes: changes, ChangeHead: m.Words.Stats.Rated.Change, ChangeNote: m.Words.Stats.Rated.ChangeNote}
}

// afterGame is o with the ratings the finished game s made, for the next
// game of the evening: its chances count the game just played.
func (o Options) afterGame(s rules.State) Options {
	prev := o.Ratings
	if prev == nil || !s.Over {
		return o
	}
	seated := wording.Names(s)
	before, games := make([]rating.Rating, len(seated)), make([]int, len(seated))
	for i, n := range seated {
		before[i], games[i] = prev(n, s.Setup.Variant)
	}
	type rated struct {
		r     rating.Rating
		games int
	}
	now := make(map[string]rated, len(seated))
	for i, r := range rating.Rate(before, rules.Places(s)) {
		now[names.Key(seated[i])] = rated{r, games[i] + 1}
	}
	o.Ratings = func(name string, v rules.Variant) (rating.Rating, int) {
		if r, ok := now[names.Key(name)]; ok && v == s.Setup.Variant {
			return r.r, r.games
		}
		return prev(name, v)
	}
	return o
}

// minPlayers is the fewest players a game of the variant starts with
// (C-1).
func minPlayers(v rules.Variant) int {
	if v == rules.Lord {
		return rules.MinLordPlayers
	}
	return rules.MinBuhmannPlayers
}
