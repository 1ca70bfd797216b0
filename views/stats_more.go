package views

import (
	"math"
	"strconv"
	"strings"

	"rolekeeper/styles"
	"rolekeeper/wording"
)

// StatsRating is one player's line of the ratings tab, in the variant
// the tab shows.
type StatsRating struct {
	Name  string
	Games int
	// Rating is the rating μ − 3σ as text, marked when provisional
	// (stats.RatingText).
	Rating string
	// History is the rating μ − 3σ after each of the player's games of
	// the variant, oldest first.
	History []float64
	// Detail says the μ and σ the rating is made of, under the chosen
	// player's chart; "" for none.
	Detail string
}

// StatsRatingsTab is the ratings tab: the variant's name, a line per
// player in the order of StatsView.Players.
type StatsRatingsTab struct {
	Variant string
	Players []StatsRating
}

// StatsDecksTab is the decks tab: every deck, ranked, and the chosen
// player's decks, each as the cells of its row under Heads.
type StatsDecksTab struct {
	Heads       []string
	All, Chosen [][]string
}

// statsRatings draws the ratings tab: a line per player with their
// games, their rating and its course as a sparkline (one scale for all),
// then the chosen player's rating as a chart when there is room.
func statsRatings(f Frame, v StatsView, rows int) []string {
	ws, st, w := f.Words.Stats, f.Styles, f.Width
	r := v.Ratings
	lines := []string{st.Bold.Render(ws.Ratings(r.Variant)) + "  " + st.Muted.Render(ws.Rated.Provisional(v.RatedGames)),
		st.Muted.Render(truncate(st.Cells, ws.Rated.Explain, w, "…"))}
	lo, hi := math.Inf(1), math.Inf(-1)
	for _, p := range r.Players {
		for _, x := range p.History {
			lo, hi = min(lo, x), max(hi, x)
		}
	}
	if lo > hi {
		return append(lines, st.Muted.Render(ws.Screen.NoRatings))
	}
	chart := rows >= statsChartHeight+2+7
	listRows := rows - 3
	if chart {
		listRows = rows - statsChartHeight - 6
	}
	c := st.Cells
	nameW, gamesW, ratingW := c.StringWidth(ws.Player), c.StringWidth(ws.Games), c.StringWidth(ws.Rating)
	for _, p := range r.Players {
		nameW, gamesW = max(nameW, c.StringWidth(p.Name)), max(gamesW, len(strconv.Itoa(p.Games)))
		ratingW = max(ratingW, c.StringWidth(p.Rating))
	}
	sparkW := max(w-nameW-gamesW-ratingW-6, 1)
	lines = append(lines, st.Muted.Render(truncate(c, align(c, ws.Player, nameW, true)+"  "+align(c, ws.Games, gamesW, false)+"  "+
		align(c, ws.Rating, ratingW, false)+"  "+ws.Rated.Course, w, "…")))
	top := statsTop(v, listRows)
	for i := top; i < len(r.Players) && i < top+listRows; i++ {
		p := r.Players[i]
		line := align(c, p.Name, nameW, true) + "  " + align(c, strconv.Itoa(p.Games), gamesW, false) + "  " +
			align(c, p.Rating, ratingW, false) + "  " + ratingSpark(p.History[max(len(p.History)-sparkW, 0):], lo, hi)
		lines = append(lines, statsRow(f, v, line, i))
	}
	if !chart || v.Cursor >= len(r.Players) {
		return lines
	}
	for len(lines) < listRows+4 {
		lines = append(lines, "")
	}
	p := r.Players[v.Cursor]
	lines = append(lines, st.Bold.Render(ws.Screen.RatingChartTitle(p.Name, r.Variant, p.Games)))
	lines = append(lines, ratingChart(c, p.History, ws.Decimal, w, statsChartHeight)...)
	legend := ws.Screen.RatingChartLegend
	if p.Detail != "" {
		legend += " · " + p.Detail
	}
	return append(lines, st.Muted.Render(truncate(c, legend, w, "…")))
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
func ratingSpark(history []float64, lo, hi float64) string {
	bars := []rune("▁▂▃▄▅▆▇█")
	var b strings.Builder
	for _, x := range history {
		b.WriteRune(bars[level(x, lo, hi, len(bars)-1)])
	}
	return b.String()
}

// ratingChart draws a rating's course as columns two cells wide, the
// most recent games that fit, on the scale of the player's own lowest
// and highest rating, which label the top and the bottom line.
func ratingChart(c styles.Cells, history []float64, decimal func(float64) string, w, height int) []string {
	const eighths = " ▁▂▃▄▅▆▇█"
	lo, hi := math.Inf(1), math.Inf(-1)
	for _, x := range history {
		lo, hi = min(lo, x), max(hi, x)
	}
	labels := make([]string, height)
	labels[0], labels[height-1] = wording.SignedDecimal(decimal, hi), wording.SignedDecimal(decimal, lo)
	labelW := max(c.StringWidth(labels[0]), c.StringWidth(labels[height-1]))
	games := history[max(len(history)-max((w-labelW-2)/3, 1), 0):]
	lines := make([]string, height)
	for row := range lines {
		lines[row] = align(c, labels[row], labelW, false) + " │"
	}
	for _, x := range games {
		// The lowest rating keeps an eighth, so that every game shows.
		fill := 1 + level(x, lo, hi, height*8-1)
		for row := range height {
			cell := []rune(eighths)[min(max(fill-(height-1-row)*8, 0), 8)]
			lines[row] += " " + strings.Repeat(string(cell), 2)
		}
	}
	return lines
}

// statsDecks draws the decks tab: every deck, ranked, and under it the
// chosen player's decks, each as many lines as there is room for.
func statsDecks(f Frame, v StatsView, rows int) []string {
	ws, st := f.Words.Stats, f.Styles
	d := v.Decks
	if len(d.All) == 0 {
		return []string{st.Muted.Render(ws.Screen.NoDecks)}
	}
	// The chosen player's decks get the room they need, up to half.
	mineRows := min(max(len(d.Chosen), 1)+2, rows/2)
	allRows := rows - mineRows - 1
	lines := []string{st.Bold.Render(ws.Decks) + "  " + st.Muted.Render(ws.Screen.DecksRanked(v.DeckShrink))}
	lines = append(lines, deckTable(f, d.Heads, d.All, allRows-1)...)
	for len(lines) < allRows+1 {
		lines = append(lines, "")
	}
	name := ""
	if v.Cursor < len(v.Players) {
		name = v.Players[v.Cursor].Name
	}
	lines = append(lines, st.Bold.Render(ws.Screen.PlayerDecksOf(name)))
	if len(d.Chosen) == 0 {
		return append(lines, st.Muted.Render(ws.Screen.Unrated))
	}
	return append(lines, deckTable(f, d.Heads, d.Chosen, mineRows-1)...)
}

// deckTable draws rows of cells under heads as aligned columns, the
// first left-aligned, at most rows lines with the heads.
func deckTable(f Frame, heads []string, cells [][]string, rows int) []string {
	all := append([][]string{heads}, cells...)
	widths := make([]int, len(heads))
	for _, row := range all {
		for i, c := range row {
			if i < len(widths) {
				widths[i] = max(widths[i], f.Styles.Cells.StringWidth(c))
			}
		}
	}
	var lines []string
	for r, row := range all[:min(len(all), max(rows, 1))] {
		line := make([]string, len(row))
		for i, c := range row {
			line[i] = align(f.Styles.Cells, c, widths[min(i, len(widths)-1)], i == 0)
		}
		text := strings.Join(line, "  ")
		if r == 0 {
			text = f.Styles.Bold.Render(text)
		}
		lines = append(lines, cut(f.Styles.Cells, text, f.Width))
	}
	return lines
}
