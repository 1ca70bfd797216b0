package views

import (
	"strconv"
	"strings"

	"rolekeeper/styles"
)

// The stats screen's tabs, in the order tab goes through them.
const (
	StatsStandings = iota
	StatsMatrix
	StatsResults
	StatsRatings
	StatsDecks
	StatsTabs
)

// StatsView is what the stats screen shows, in the order the screen has
// put the players in (by the sort column): the figures as text, so that
// drawing them needs nothing of the package that added them up.
type StatsView struct {
	// Embedded is true for the standings on the league's screen, which
	// checks the size of the whole screen itself.
	Embedded bool
	// Games and Unfinished are the finished games counted and the
	// unfinished ones left out; Filter says which games were chosen ("" for
	// all); Damaged is the number of damaged game files.
	Games, Unfinished int
	Filter            string
	Damaged           int
	// First says how often the first player won ("" for no games).
	First string
	// Tab is the view shown: StatsStandings, StatsMatrix or StatsResults.
	Tab int
	// Heads are the standings' columns; Rows the players' cells, a row per
	// player. The first two columns (place and name) are always shown, the
	// name left-aligned, the rest right-aligned.
	Heads []string
	Rows  [][]string
	// SortCol is the column that orders the players; Desc its direction;
	// Sorted says so, under the title.
	SortCol int
	Desc    bool
	Sorted  string
	// Cursor is the chosen player's row.
	Cursor int
	// Players are the players' names, results and who they eliminated.
	Players []StatsPlayer
	// Nobody counts the players out by no one's hand, by victim.
	Nobody []int
	// MatrixLeft is the first victim column the matrix shows.
	MatrixLeft int
	// Ratings and RatedGames are the ratings tab's, and the games of a
	// variant from which a rating counts; Decks and DeckShrink the decks
	// tab's, and the games from which a deck is ranked.
	Ratings    StatsRatingsTab
	RatedGames int
	Decks      StatsDecksTab
	DeckShrink int
	// Help is the help line (or full help) at the bottom.
	Help string
}

// StatsPlayer is one player of the stats screen.
type StatsPlayer struct {
	Name                string
	Wins, Draws, Losses int
	// Games is the number of games played; Spark is one glyph per game,
	// oldest first (the stats package's Spark); Chart the same games for
	// the bar chart.
	Games int
	Spark string
	Chart []StatsGame
	// Eliminated counts the players this one eliminated, by victim, in
	// the order of StatsView.Players.
	Eliminated []int
}

// StatsGame is how one game went for a player, for the bar chart.
type StatsGame struct {
	Win, Draw bool
	// Place is the player's place among Players (1 is first).
	Place, Players int
}

// Stats draws the stats screen: the title, what was counted and how it is
// ordered, the tabs, the tab's view and the help. Empty before the size is
// known, the "too small" screen below 80x24.
func Stats(f Frame, v StatsView) string {
	w, h := f.Width, f.Height
	if w <= 0 || h <= 0 {
		return ""
	}
	if !v.Embedded && TooSmallFor(w, h) {
		return TooSmall(f)
	}
	head := statsHeader(f, v)
	foot := strings.Split(v.Help, "\n")
	rows := max(h-len(head)-len(foot)-1, 1)
	var body []string
	switch {
	case len(v.Players) == 0:
		body = []string{f.Styles.Muted.Render(f.Words.Stats.Screen.Empty)}
	case v.Tab == StatsMatrix:
		body = statsMatrix(f, v, rows)
	case v.Tab == StatsResults:
		body = statsResults(f, v, rows)
	case v.Tab == StatsRatings:
		body = statsRatings(f, v, rows)
	case v.Tab == StatsDecks:
		body = statsDecks(f, v, rows)
	default:
		body = statsStandings(f, v, rows)
	}
	page := append(head, Fit(f.Styles.Cells, strings.Join(body, "\n"), w, rows), "")
	return Fit(f.Styles.Cells, strings.Join(append(page, foot...), "\n"), w, h)
}

// statsHeader is the title, what was counted and how it is ordered, and
// the tabs with the current one marked.
func statsHeader(f Frame, v StatsView) []string {
	w, st := f.Words.Stats, f.Styles
	lines := []string{st.Title.Render(w.Title) + "  " + st.Muted.Render(w.Counted(v.Games, v.Unfinished))}
	note := []string{}
	if v.Filter != "" {
		note = append(note, v.Filter)
	}
	if v.Sorted != "" {
		note = append(note, v.Sorted)
	}
	if v.First != "" {
		note = append(note, v.First)
	}
	lines = append(lines, st.Muted.Render(strings.Join(note, " · ")))
	if v.Damaged > 0 {
		lines = append(lines, st.Danger.Render(w.Screen.DamagedNote(v.Damaged)))
	}
	tabs := make([]string, len(w.Screen.Views))
	for i, name := range w.Screen.Views {
		if i == v.Tab {
			tabs[i] = st.Bold.Render("[" + name + "]")
		} else {
			tabs[i] = st.Muted.Render(" " + name + " ")
		}
	}
	return append(lines, strings.Join(tabs, " "))
}

// statsTop is the first of rows lines of a list that keeps the cursor in
// view.
func statsTop(v StatsView, rows int) int { return max(0, v.Cursor-rows+1) }

// statsStandings draws the standings table: the place and the name
// always, then as many columns as fit, the sort column among them.
func statsStandings(f Frame, v StatsView, rows int) []string {
	w := f.Width
	widths := make([]int, len(v.Heads))
	for i, h := range v.Heads {
		widths[i] = f.Styles.Cells.StringWidth(h) + 1 // room for the arrow
	}
	for _, row := range v.Rows {
		for i, cell := range row {
			widths[i] = max(widths[i], f.Styles.Cells.StringWidth(cell))
		}
	}
	shown := visibleColumns(widths, v.SortCol, w)
	head := make([]string, len(shown))
	for k, i := range shown {
		if i != v.SortCol {
			head[k] = f.Styles.Bold.Render(align(f.Styles.Cells, v.Heads[i], widths[i], i == 1))
			continue
		}
		text := v.Heads[i] + sortArrow(v.Desc)
		pad := strings.Repeat(" ", max(widths[i]-f.Styles.Cells.StringWidth(text), 0))
		if head[k] = f.Styles.SortHead.Render(text); i == 1 {
			head[k] += pad
		} else {
			head[k] = pad + head[k]
		}
	}
	lines := []string{strings.Join(head, "  ")}
	top := statsTop(v, rows-1)
	for r := top; r < len(v.Rows) && r < top+rows-1; r++ {
		line := make([]string, len(shown))
		for k, i := range shown {
			line[k] = align(f.Styles.Cells, v.Rows[r][i], widths[i], i == 1)
		}
		lines = append(lines, statsRow(f, v, strings.Join(line, "  "), r))
	}
	return append(lines, ratingNotes(f, v, rows-len(lines))...)
}

// ratingNotes are what the numbers of the standings mean, one line each,
// under them where rows allow: the rating, its provisional mark, the
// win rate's interval.
func ratingNotes(f Frame, v StatsView, rows int) []string {
	r := f.Words.Stats.Rated
	notes := []string{r.Explain, r.Provisional(v.RatedGames), r.IntervalNote(v.RatedGames)}
	if rows < len(notes)+1 {
		return nil
	}
	out := []string{""}
	for _, n := range notes {
		out = append(out, f.Styles.Muted.Render(truncate(f.Styles.Cells, n, f.Width, "…")))
	}
	return out
}

// statsRow draws one line of a list, reversed for the chosen player.
func statsRow(f Frame, v StatsView, line string, r int) string {
	if r != v.Cursor {
		return line
	}
	if n := f.Width - f.Styles.Cells.StringWidth(line); n > 0 {
		line += strings.Repeat(" ", n)
	}
	return f.Styles.Selected.Render(truncate(f.Styles.Cells, line, f.Width, ""))
}

// visibleColumns returns the columns that fit in w cells: the first two
// always, then a run of the others that holds the sort column.
func visibleColumns(widths []int, sortCol, w int) []int {
	fixed := min(2, len(widths))
	used := 0
	shown := make([]int, 0, len(widths))
	for i := range fixed {
		used += widths[i] + 2
		shown = append(shown, i)
	}
	start := fixed
	for start < sortCol && !columnsFit(widths, start, sortCol, w-used) {
		start++
	}
	for i := start; i < len(widths) && used+widths[i] <= w; i++ {
		used += widths[i] + 2
		shown = append(shown, i)
	}
	return shown
}

// columnsFit reports whether the columns from..to fit in w cells.
func columnsFit(widths []int, from, to, w int) bool {
	used := 0
	for i := from; i <= to; i++ {
		used += widths[i] + 2
	}
	return used-2 <= w
}

func sortArrow(desc bool) string {
	if desc {
		return "▼"
	}
	return "▲"
}

// align pads a cell to w cells: left for text, right for numbers.
func align(c styles.Cells, s string, w int, left bool) string {
	n := max(w-c.StringWidth(s), 0)
	if left {
		return s + strings.Repeat(" ", n)
	}
	return strings.Repeat(" ", n) + s
}

// statsMatrix draws who eliminated whom: a row per player (culprit) and
// one for nobody, a numbered column per player (victim), in the players'
// order.
func statsMatrix(f Frame, v StatsView, rows int) []string {
	w, n := f.Width, len(v.Players)
	names := make([]string, 0, n+1)
	counts := make([][]int, 0, n+1)
	digits := len(strconv.Itoa(n))
	for r, p := range v.Players {
		names = append(names, align(f.Styles.Cells, strconv.Itoa(r+1), digits, false)+" "+p.Name)
		counts = append(counts, p.Eliminated)
	}
	names = append(names, f.Words.Stats.Nobody)
	counts = append(counts, v.Nobody)
	corner := f.Words.Stats.Rated.Corner
	nameW := f.Styles.Cells.StringWidth(corner)
	for _, name := range names {
		nameW = max(nameW, f.Styles.Cells.StringWidth(name))
	}
	cellW := digits + 1
	for _, row := range counts {
		for _, c := range row {
			cellW = max(cellW, len(strconv.Itoa(c))+1)
		}
	}
	cols := max((w-nameW)/(cellW+1), 1)
	from := min(v.MatrixLeft, max(n-cols, 0))
	to := min(from+cols, n)
	head := align(f.Styles.Cells, corner, nameW, true)
	for c := from; c < to; c++ {
		head += " " + align(f.Styles.Cells, strconv.Itoa(c+1), cellW, false)
	}
	lines := []string{f.Styles.Muted.Render(f.Words.Stats.MatrixNote), f.Styles.Bold.Render(head)}
	top := statsTop(v, rows-2)
	for r := top; r < len(names) && r < top+rows-2; r++ {
		line := align(f.Styles.Cells, names[r], nameW, true)
		for c := from; c < to; c++ {
			cell := "·"
			if c < len(counts[r]) && counts[r][c] > 0 {
				cell = strconv.Itoa(counts[r][c])
			}
			line += " " + align(f.Styles.Cells, cell, cellW, false)
		}
		lines = append(lines, statsRow(f, v, line, r))
	}
	return lines
}

// statsChartHeight is the height of the chosen player's chart, in lines.
const statsChartHeight = 5

// statsResults draws each player's record and games as a sparkline, and
// the chosen player's games as a bar chart when there is room.
func statsResults(f Frame, v StatsView, rows int) []string {
	ws, w := f.Words.Stats, f.Width
	chart := rows >= statsChartHeight+2+5
	listRows := rows - 1 // under the heads
	if chart {
		listRows = rows - statsChartHeight - 4
	}
	c := f.Styles.Cells
	nameW, recW := c.StringWidth(ws.Player), c.StringWidth(ws.Rated.Record)
	records := make([]string, len(v.Players))
	for r, p := range v.Players {
		records[r] = ws.Screen.Record(p.Wins, p.Draws, p.Losses)
		nameW, recW = max(nameW, f.Styles.Cells.StringWidth(p.Name)), max(recW, f.Styles.Cells.StringWidth(records[r]))
	}
	sparkW := max(w-nameW-recW-4, 1)
	lines := []string{f.Styles.Bold.Render(truncate(c, align(c, ws.Player, nameW, true)+"  "+align(c, ws.Rated.Record, recW, true)+"  "+
		ws.Rated.Course, w, "…"))}
	top := statsTop(v, listRows)
	for r := top; r < len(v.Players) && r < top+listRows; r++ {
		p := v.Players[r]
		spark := []rune(p.Spark) // the most recent games that fit
		line := align(f.Styles.Cells, p.Name, nameW, true) + "  " + align(f.Styles.Cells, records[r], recW, true) + "  " + string(spark[max(len(spark)-sparkW, 0):])
		lines = append(lines, statsRow(f, v, line, r))
	}
	if !chart || v.Cursor >= len(v.Players) {
		return lines
	}
	for len(lines) < listRows+2 {
		lines = append(lines, "")
	}
	p := v.Players[v.Cursor]
	lines = append(lines, f.Styles.Bold.Render(ws.Screen.ChartTitle(p.Name, p.Games)))
	lines = append(lines, barChart(p.Chart, w, statsChartHeight)...)
	return append(lines, f.Styles.Muted.Render(ws.Screen.ChartLegend))
}

// barChart draws games as vertical bars two cells wide, the most recent
// that fit, oldest first: a full bar of █ for a win, of ░ for a draw,
// and otherwise a bar as high as the place is good.
func barChart(results []StatsGame, w, height int) []string {
	const eighths = " ▁▂▃▄▅▆▇█"
	n := max(w/3, 1)
	games := results[max(len(results)-n, 0):]
	lines := make([]string, height)
	for _, g := range games {
		fill, glyph := height*8, "█"
		switch {
		case g.Draw:
			glyph = "░"
		case !g.Win && g.Players > 1:
			fill = max(1, (g.Players-g.Place)*(height*8-8)/(g.Players-1)+4)
		}
		for row := range height {
			level := min(max(fill-(height-1-row)*8, 0), 8)
			cell := string([]rune(eighths)[level])
			if level == 8 {
				cell = glyph
			}
			lines[row] += strings.Repeat(cell, 2) + " "
		}
	}
	return lines
}
