package statscreen

import (
	"math"
	"strconv"

	"rolekeeper/rules"
	"rolekeeper/stats"
	"rolekeeper/wording"
)

// statsColumns are the standings' columns: the place and the name, the
// figures of every game, then those of Buhmann and of Lord when the
// season has games of them, then the ways the players went out.
func statsColumns(s stats.Season, wd *wording.Words) []statsColumn {
	w := wd.Stats
	num := func(f func(t stats.Totals) int) (func(int, stats.Totals) string, func(int, stats.Totals) float64) {
		return func(_ int, t stats.Totals) string { return wording.Number(f(t)) },
			func(_ int, t stats.Totals) float64 { return float64(f(t)) }
	}
	col := func(head string, f func(t stats.Totals) int) statsColumn {
		text, value := num(f)
		return statsColumn{head: head, text: text, value: value, higherFirst: true}
	}
	cols := []statsColumn{
		{head: w.Screen.Rank, text: func(r int, _ stats.Totals) string { return strconv.Itoa(r + 1) },
			value: func(r int, _ stats.Totals) float64 { return float64(r) }, sorted: w.Screen.SortedByRank},
		{head: w.Player, text: func(_ int, t stats.Totals) string { return t.Name }, sorted: w.Screen.SortedByName},
		col(w.Games, func(t stats.Totals) int { return t.Games }),
		col(w.Wins, func(t stats.Totals) int { return t.Wins }),
		col(w.Draws, func(t stats.Totals) int { return t.Draws }),
		{head: w.WinRate, text: func(_ int, t stats.Totals) string { return w.Percent(t.WinRate()) },
			value: func(_ int, t stats.Totals) float64 { return t.WinRate() }, higherFirst: true},
		// The win rate's 95 % interval, sorted by its lower end: the rate
		// the games make sure of.
		{head: w.Rated.Interval, text: func(_ int, t stats.Totals) string { return stats.IntervalText(w, t.Wins, t.Games) },
			value: func(_ int, t stats.Totals) float64 { lo, _ := stats.Wilson(t.Wins, t.Games); return lo }, higherFirst: true},
		{head: w.AveragePlace, text: func(_ int, t stats.Totals) string { return w.Decimal(t.AveragePlace()) },
			value: func(_ int, t stats.Totals) float64 { return t.AveragePlace() }},
		col(w.Eliminations, func(t stats.Totals) int { return t.Eliminations }),
		col(w.TimesOut, func(t stats.Totals) int { return t.TimesEliminated() }),
		col(w.Turns, func(t stats.Totals) int { return t.TurnsTaken }),
	}
	buhmann, lord := variantsOf(s)
	if buhmann {
		cols = append(cols, ratingColumn(w, w.BuhmannRating, rules.Buhmann))
	}
	if lord {
		cols = append(cols, ratingColumn(w, w.LordRating, rules.Lord))
	}
	if buhmann {
		cols = append(cols,
			col(w.TurnsAsIT, func(t stats.Totals) int { return t.Buhmann.TurnsAsIT }),
			col(w.PassivityLost, func(t stats.Totals) int { return t.Buhmann.PassivityLost }))
	}
	if lord {
		cols = append(cols,
			col(w.Points, func(t stats.Totals) int { return t.Lord.Points }),
			statsColumn{head: w.PointsPerGame,
				text:  func(_ int, t stats.Totals) string { return w.Decimal(t.Lord.PointsPerGame()) },
				value: func(_ int, t stats.Totals) float64 { return t.Lord.PointsPerGame() }, higherFirst: true},
			col(w.TurnsAsLord, func(t stats.Totals) int { return t.Lord.TurnsAsLord }),
			col(w.Entries, func(t stats.Totals) int { return t.Lord.Entries }),
			col(w.Protection, func(t stats.Totals) int { return t.Lord.ProtectionGranted }))
		for src := range rules.PointSourceCount {
			cols = append(cols, col(w.Source(src), func(t stats.Totals) int { return t.Lord.PointsBySource[src] }))
		}
	}
	for i, c := range stats.Causes {
		cols = append(cols, col(w.Screen.OutBy(c), func(t stats.Totals) int { return t.Eliminated[i] }))
	}
	return cols
}

// ratingColumn is a variant's rating μ − 3σ, marked provisional below
// stats.RatedGames games of it; provisional ratings sort below every
// counted one, players without a game of it below all.
func ratingColumn(w wording.Stats, head string, v rules.Variant) statsColumn {
	return statsColumn{head: head, higherFirst: true,
		text: func(_ int, t stats.Totals) string {
			if skill, games := t.SkillIn(v); games > 0 {
				return stats.RatingText(w, skill, games)
			}
			return w.Screen.Unrated
		},
		value: func(_ int, t stats.Totals) float64 {
			skill, games := t.SkillIn(v)
			switch {
			case games == 0:
				return math.Inf(-1)
			case stats.Provisional(games):
				return skill.Ordinal() - provisionalBelow
			}
			return skill.Ordinal()
		}}
}

// provisionalBelow is taken off a provisional rating to sort it below
// every counted one: ordinals lie within a few dozen of 0.
const provisionalBelow = 1e6

// variantsOf reports whether the season has Buhmann and Lord games.
func variantsOf(s stats.Season) (buhmann, lord bool) {
	for _, p := range s.Players {
		buhmann = buhmann || p.Buhmann.Games > 0
		lord = lord || p.Lord.Games > 0
	}
	return buhmann, lord
}
