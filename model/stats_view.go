package model

import (
	"strconv"
	"strings"

	"charm.land/lipgloss/v2"
	"github.com/charmbracelet/x/ansi"

	"rolekeeper/stats"
	"rolekeeper/views"
)

// Render draws the stats screen at the current size; empty before the
// size is known, the "too small" screen below 80x24.
func (s StatsScreen) Render() string {
	w, h := s.width, s.height
	if w <= 0 || h <= 0 {
		return ""
	}
	if !s.embedded && views.TooSmallFor(w, h) {
		return views.TooSmall(s.styles, s.words, w, h)
	}
	head := s.header()
	foot := strings.Split(s.help.View(s.keys), "\n")
	rows := max(h-len(head)-len(foot)-1, 1)
	var body []string
	switch {
	case len(s.order) == 0:
		body = []string{s.styles.Muted.Render(s.words.Stats.Screen.Empty)}
	case s.view == viewMatrix:
		body = s.matrix(w, rows)
	case s.view == viewResults:
		body = s.results(w, rows)
	default:
		body = s.standings(w, rows)
	}
	page := append(head, views.Fit(strings.Join(body, "\n"), w, rows), "")
	return views.Fit(strings.Join(append(page, foot...), "\n"), w, h)
}

// header is the title, what was counted and how it is ordered, and the
// views with the current one marked.
func (s StatsScreen) header() []string {
	w, st := s.words.Stats, s.styles
	lines := []string{st.Title.Render(w.Title) + "  " + st.Muted.Render(w.Counted(s.season.Games, s.season.Unfinished))}
	note := []string{}
	if f := s.opts.Report.Filter; f != "" {
		note = append(note, f)
	}
	if len(s.columns) > 0 {
		note = append(note, w.Screen.SortedBy(s.columns[s.sortCol].head, s.desc))
	}
	lines = append(lines, st.Muted.Render(strings.Join(note, " · ")))
	if n := len(s.season.Damaged); n > 0 {
		lines = append(lines, st.Danger.Render(w.Screen.DamagedNote(n)))
	}
	tabs := make([]string, len(w.Screen.Views))
	for i, name := range w.Screen.Views {
		if i == s.view {
			tabs[i] = st.Bold.Render("[" + name + "]")
		} else {
			tabs[i] = st.Muted.Render(" " + name + " ")
		}
	}
	return append(lines, strings.Join(tabs, " "))
}

// selected marks the chosen player's line: reverse video, which reads
// without colour.
var selected = lipgloss.NewStyle().Reverse(true)

// sortHead marks the head of the column that orders the standings.
var sortHead = lipgloss.NewStyle().Bold(true).Underline(true)

// top is the first of rows lines of a list that keeps the cursor in view.
func (s StatsScreen) top(rows int) int { return max(0, s.cursor-rows+1) }

// standings draws the standings table: the place and the name always,
// then as many columns as fit, the sort column among them.
func (s StatsScreen) standings(w, rows int) []string {
	cells := make([][]string, len(s.order))
	widths := make([]int, len(s.columns))
	for i, c := range s.columns {
		widths[i] = ansi.StringWidth(c.head) + 1 // room for the arrow
	}
	for r, pi := range s.order {
		cells[r] = make([]string, len(s.columns))
		for i, c := range s.columns {
			cells[r][i] = c.text(pi, s.season.Players[pi])
			widths[i] = max(widths[i], ansi.StringWidth(cells[r][i]))
		}
	}
	shown := visibleColumns(widths, s.sortCol, w)
	head := make([]string, len(shown))
	for k, i := range shown {
		h := s.columns[i].head
		if i == s.sortCol {
			h = sortHead.Render(h + arrow(s.desc))
		}
		head[k] = align(h, widths[i], i == 1)
	}
	lines := []string{s.styles.Bold.Render(strings.Join(head, "  "))}
	top := s.top(rows - 1)
	for r := top; r < len(s.order) && r < top+rows-1; r++ {
		line := make([]string, len(shown))
		for k, i := range shown {
			line[k] = align(cells[r][i], widths[i], i == 1)
		}
		lines = append(lines, s.row(strings.Join(line, "  "), r, w))
	}
	return lines
}

// row draws one line of a list, reversed for the chosen player.
func (s StatsScreen) row(line string, r, w int) string {
	if r != s.cursor {
		return line
	}
	if n := w - ansi.StringWidth(line); n > 0 {
		line += strings.Repeat(" ", n)
	}
	return selected.Render(ansi.Truncate(line, w, ""))
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
	for start < sortCol && !fits(widths, start, sortCol, w-used) {
		start++
	}
	for i := start; i < len(widths) && used+widths[i] <= w; i++ {
		used += widths[i] + 2
		shown = append(shown, i)
	}
	return shown
}

// fits reports whether the columns from..to fit in w cells.
func fits(widths []int, from, to, w int) bool {
	used := 0
	for i := from; i <= to; i++ {
		used += widths[i] + 2
	}
	return used-2 <= w
}

func arrow(desc bool) string {
	if desc {
		return "▼"
	}
	return "▲"
}

// align pads a cell to w cells: left for text, right for numbers.
func align(s string, w int, left bool) string {
	n := max(w-ansi.StringWidth(s), 0)
	if left {
		return s + strings.Repeat(" ", n)
	}
	return strings.Repeat(" ", n) + s
}

// matrix draws who eliminated whom: a row per player (culprit) and one
// for nobody, a numbered column per player (victim), in the standings'
// current order.
func (s StatsScreen) matrix(w, rows int) []string {
	ps := s.season.Players
	names := make([]string, 0, len(s.order)+1)
	digits := len(strconv.Itoa(len(s.order)))
	for r, pi := range s.order {
		names = append(names, align(strconv.Itoa(r+1), digits, false)+" "+ps[pi].Name)
	}
	names = append(names, s.words.Stats.Nobody)
	nameW := 0
	for _, n := range names {
		nameW = max(nameW, ansi.StringWidth(n))
	}
	cellW := len(strconv.Itoa(len(s.order))) + 1
	for _, row := range s.season.Matrix.Counts {
		for _, n := range row {
			cellW = max(cellW, len(strconv.Itoa(n))+1)
		}
	}
	cols := max((w-nameW)/(cellW+1), 1)
	from := min(s.matrixLeft, max(len(s.order)-cols, 0))
	to := min(from+cols, len(s.order))
	head := align("", nameW, true)
	for c := from; c < to; c++ {
		head += " " + align(strconv.Itoa(c+1), cellW, false)
	}
	lines := []string{s.styles.Muted.Render(s.words.Stats.MatrixNote), s.styles.Bold.Render(head)}
	culprit := func(r int) string {
		if r == len(s.order) {
			return stats.NoCulprit
		}
		return ps[s.order[r]].Key
	}
	top := s.top(rows - 2)
	for r := top; r < len(names) && r < top+rows-2; r++ {
		line := align(names[r], nameW, true)
		for c := from; c < to; c++ {
			n := s.season.Matrix.Count(culprit(r), ps[s.order[c]].Key)
			cell := "·"
			if n > 0 {
				cell = strconv.Itoa(n)
			}
			line += " " + align(cell, cellW, false)
		}
		lines = append(lines, s.row(line, r, w))
	}
	return lines
}

// chartHeight is the height of the chosen player's chart, in lines.
const chartHeight = 5

// results draws each player's record and games as a sparkline, and the
// chosen player's games as a bar chart when there is room.
func (s StatsScreen) results(w, rows int) []string {
	ws := s.words.Stats
	chart := rows >= chartHeight+2+4
	listRows := rows
	if chart {
		listRows = rows - chartHeight - 3
	}
	nameW, recW := 0, 0
	records := make([]string, len(s.order))
	for r, pi := range s.order {
		t := s.season.Players[pi]
		records[r] = ws.Screen.Record(t.Wins, t.Draws, t.Games-t.Wins-t.Draws)
		nameW, recW = max(nameW, ansi.StringWidth(t.Name)), max(recW, ansi.StringWidth(records[r]))
	}
	sparkW := max(w-nameW-recW-4, 1)
	var lines []string
	top := s.top(listRows)
	for r := top; r < len(s.order) && r < top+listRows; r++ {
		t := s.season.Players[s.order[r]]
		games := t.Results[max(len(t.Results)-sparkW, 0):]
		line := align(t.Name, nameW, true) + "  " + align(records[r], recW, true) + "  " + stats.Spark(games)
		lines = append(lines, s.row(line, r, w))
	}
	if !chart {
		return lines
	}
	for len(lines) < listRows+1 {
		lines = append(lines, "")
	}
	t := s.season.Players[s.order[s.cursor]]
	lines = append(lines, s.styles.Bold.Render(ws.Screen.ChartTitle(t.Name, t.Games)))
	lines = append(lines, barChart(t.Results, w, chartHeight)...)
	return append(lines, s.styles.Muted.Render(ws.Screen.ChartLegend))
}

// barChart draws games as vertical bars two cells wide, the most recent
// that fit, oldest first: a full bar of █ for a win, of ░ for a draw,
// and otherwise a bar as high as the place is good.
func barChart(results []stats.GameResult, w, height int) []string {
	const eighths = " ▁▂▃▄▅▆▇█"
	n := max(w/3, 1)
	games := results[max(len(results)-n, 0):]
	lines := make([]string, height)
	for _, g := range games {
		fill, glyph := height*8, "█"
		switch {
		case g.Result == stats.Draw:
			glyph = "░"
		case g.Result != stats.Win && g.Players > 1:
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
