package model

import (
	"math"
	"strconv"
	"strings"

	"github.com/charmbracelet/x/ansi"

	"rolekeeper/rules"
	"rolekeeper/stats"
	"rolekeeper/wording"
)

// otherVariant is the variant that is not v.
func otherVariant(v rules.Variant) rules.Variant {
	if v == rules.Lord {
		return rules.Buhmann
	}
	return rules.Lord
}

// ratings draws the ratings view of the chosen variant: a line per
// player with their games, their rating μ − 3σ once they have
// stats.RatedGames games, and its course as a sparkline (one scale for
// all), then the chosen player's rating as a chart when there is room.
func (s StatsScreen) ratings(w, rows int) []string {
	ws := s.words.Stats
	variant := ws.Buhmann
	if s.variant == rules.Lord {
		variant = ws.Lord
	}
	lines := []string{s.styles.Bold.Render(ws.Ratings(variant)) + "  " + s.styles.Muted.Render(ws.Screen.RatedFrom(stats.RatedGames))}
	lo, hi := ratingRange(s.season, s.variant)
	if lo > hi {
		return append(lines, s.styles.Muted.Render(ws.Screen.NoRatings))
	}
	chart := rows >= chartHeight+2+5
	listRows := rows - 1
	if chart {
		listRows = rows - chartHeight - 4
	}
	nameW, gamesW, ratingW := 0, 0, ansi.StringWidth(ws.Rating)
	for _, pi := range s.order {
		t := s.season.Players[pi]
		_, games := t.SkillIn(s.variant)
		nameW, gamesW = max(nameW, ansi.StringWidth(t.Name)), max(gamesW, len(strconv.Itoa(games)))
		ratingW = max(ratingW, ansi.StringWidth(s.ratingText(t)))
	}
	sparkW := max(w-nameW-gamesW-ratingW-6, 1)
	top := s.top(listRows)
	for r := top; r < len(s.order) && r < top+listRows; r++ {
		t := s.season.Players[s.order[r]]
		skill, games := t.SkillIn(s.variant)
		history := skill.History[max(len(skill.History)-sparkW, 0):]
		line := align(t.Name, nameW, true) + "  " + align(strconv.Itoa(games), gamesW, false) + "  " +
			align(s.ratingText(t), ratingW, false) + "  " + ratingSpark(history, lo, hi)
		lines = append(lines, s.row(line, r, w))
	}
	if !chart {
		return lines
	}
	for len(lines) < listRows+2 {
		lines = append(lines, "")
	}
	t := s.season.Players[s.order[s.cursor]]
	skill, games := t.SkillIn(s.variant)
	lines = append(lines, s.styles.Bold.Render(ws.Screen.RatingChartTitle(t.Name, variant, games)))
	lines = append(lines, ratingChart(skill.History, ws.Decimal, w, chartHeight)...)
	return append(lines, s.styles.Muted.Render(ws.Screen.RatingChartLegend))
}

// ratingText is a player's rating in the view's variant, or the sign of
// a rating not shown yet.
func (s StatsScreen) ratingText(t stats.Totals) string {
	skill, games := t.SkillIn(s.variant)
	if games < stats.RatedGames {
		return s.words.Stats.Screen.Unrated
	}
	return wording.SignedDecimal(s.words.Stats.Decimal, skill.Ordinal())
}

// ratingRange is the lowest and highest rating μ − 3σ that any player
// reached in variant v; lo > hi when nobody played it.
func ratingRange(season stats.Season, v rules.Variant) (lo, hi float64) {
	lo, hi = math.Inf(1), math.Inf(-1)
	for _, t := range season.Players {
		skill, _ := t.SkillIn(v)
		for _, p := range skill.History {
			lo, hi = min(lo, p.Rating.Ordinal()), max(hi, p.Rating.Ordinal())
		}
	}
	return lo, hi
}

// level maps x in lo..hi to 0..steps.
func level(x, lo, hi float64, steps int) int {
	if hi <= lo {
		return steps / 2
	}
	return min(max(int(math.Round((x-lo)/(hi-lo)*float64(steps))), 0), steps)
}

// ratingSpark draws a rating's course, one character a game, ▁ the
// lowest rating of the scale lo..hi and █ the highest.
func ratingSpark(history []stats.RatingPoint, lo, hi float64) string {
	bars := []rune("▁▂▃▄▅▆▇█")
	var b strings.Builder
	for _, p := range history {
		b.WriteRune(bars[level(p.Rating.Ordinal(), lo, hi, len(bars)-1)])
	}
	return b.String()
}

// ratingChart draws a rating's course as columns two cells wide, the most
// recent games that fit, on the scale of the player's own lowest and
// highest rating, which label the top and the bottom line.
func ratingChart(history []stats.RatingPoint, decimal func(float64) string, w, height int) []string {
	const eighths = " ▁▂▃▄▅▆▇█"
	lo, hi := math.Inf(1), math.Inf(-1)
	for _, p := range history {
		lo, hi = min(lo, p.Rating.Ordinal()), max(hi, p.Rating.Ordinal())
	}
	labels := make([]string, height)
	labels[0], labels[height-1] = wording.SignedDecimal(decimal, hi), wording.SignedDecimal(decimal, lo)
	labelW := max(ansi.StringWidth(labels[0]), ansi.StringWidth(labels[height-1]))
	games := history[max(len(history)-max((w-labelW-2)/3, 1), 0):]
	lines := make([]string, height)
	for row := range lines {
		lines[row] = align(labels[row], labelW, false) + " │"
	}
	for _, p := range games {
		// The lowest rating keeps an eighth, so that every game shows.
		fill := 1 + level(p.Rating.Ordinal(), lo, hi, height*8-1)
		for row := range height {
			cell := []rune(eighths)[min(max(fill-(height-1-row)*8, 0), 8)]
			lines[row] += " " + strings.Repeat(string(cell), 2)
		}
	}
	return lines
}
