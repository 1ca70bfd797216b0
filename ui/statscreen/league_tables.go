package statscreen

import (
	"strconv"
	"strings"
	"time"

	"rolekeeper/night"
	"rolekeeper/styles"
	"rolekeeper/views"
)

// seatText is one seat: its number, the name, and the first player's
// and the waiting player's marks, as the night's sheet writes them.
func (s League) seatText(t NightTable, i int) string {
	text := strconv.Itoa(i+1) + " " + t.Players[i]
	switch {
	case i == 0:
		text += " (" + s.words.Night.First + ")"
	case i == t.Waiting:
		text += " (" + s.words.Night.Waiting + ")"
	}
	return text
}

// turnsText is a table's turns still to play once time is called, ""
// before, and for a table whose game is over.
func (s League) turnsText(t NightTable) string {
	if s.clockAt(s.now).State != night.TimeCalled || t.Turns < 0 || s.night.Clock.Round != s.night.Round {
		return ""
	}
	return s.words.Night.TV.Turns(t.Turns)
}

// nightLines are the night in at most rows lines of w cells: the head,
// then the tables side by side when they fit so (a column a table, a
// line a seat, on a wide screen), else a table a line, wrapped, else as
// many tables as fit and a line that says how many more there are.
func (s League) nightLines(w, rows int) []string {
	lines := s.nightHead(w)
	if s.night.Problem != "" {
		return append(lines, views.Cut(s.stats.Styles.Cells, s.stats.Styles.Danger.Render(s.night.Problem), w))
	}
	room := rows - len(lines)
	if grid := s.tableGrid(w); len(grid) <= room {
		return append(lines, grid...)
	}
	return append(lines, s.tableList(w, room)...)
}

// tableBlock is a table as a column: its name (and turns), then a line a
// seat.
func (s League) tableBlock(n int, t NightTable) []string {
	head := s.words.Night.TV.Table(n, len(t.Players))
	block := []string{head}
	for i := range t.Players {
		block = append(block, "  "+s.seatText(t, i))
	}
	if turns := s.turnsText(t); turns != "" {
		block = append(block, "  "+turns)
	}
	return block
}

// tableGrid lays the tables out side by side in columns as wide as the
// widest table's lines, as many columns as the width holds, a blank line
// between rows of tables; nil when not one column fits.
func (s League) tableGrid(w int) []string {
	st, c := s.stats.Styles, s.stats.Styles.Cells
	const gap = 3
	blocks := make([][]string, len(s.night.Tables))
	colW := 0
	for i, t := range s.night.Tables {
		blocks[i] = s.tableBlock(i+1, t)
		for _, l := range blocks[i] {
			colW = max(colW, c.StringWidth(l))
		}
	}
	cols := (w + gap) / (colW + gap)
	if cols < 1 || len(blocks) == 0 {
		return nil
	}
	var out []string
	for start := 0; start < len(blocks); start += cols {
		row := blocks[start:min(start+cols, len(blocks))]
		height := 0
		for _, b := range row {
			height = max(height, len(b))
		}
		if start > 0 {
			out = append(out, "")
		}
		for l := range height {
			var b strings.Builder
			for k, block := range row {
				cell := ""
				if l < len(block) {
					cell = block[l]
				}
				if k < len(row)-1 {
					cell += strings.Repeat(" ", colW-c.StringWidth(cell)+gap)
				}
				if l == 0 {
					cell = st.Bold.Render(cell)
				}
				b.WriteString(cell)
			}
			out = append(out, strings.TrimRight(b.String(), " "))
		}
	}
	return out
}

// pageEvery is how long the TV shows one page of tables when they do
// not all fit.
const pageEvery = 10 * time.Second

// tableList is a table a line ("Table 1 (5): 1 Ana (first) · 2 Ben …"),
// wrapped at the width under the table's name, in at most rows lines.
// When they do not all fit, they are shown a page at a time, each page
// as many tables as fit above a line that says which, the next page
// every pageEvery (the screen's clock), so that every table is seen.
func (s League) tableList(w, rows int) []string {
	st, c := s.stats.Styles, s.stats.Styles.Cells
	tables := s.tableLines(w)
	total := 0
	for _, lines := range tables {
		total += len(lines)
	}
	if total <= rows {
		var out []string
		for _, lines := range tables {
			out = append(out, lines...)
		}
		return out
	}
	pages := pagesOf(tables, rows-1)
	if len(pages) == 0 {
		return nil
	}
	p := pages[int(s.now.Unix()/int64(pageEvery/time.Second))%len(pages)]
	var out []string
	for _, lines := range tables[p[0]:p[1]] {
		out = append(out, lines...)
	}
	note := s.words.Night.TV.Page(p[0]+1, p[1], len(tables), int(pageEvery/time.Second))
	return append(out, st.Muted.Render(views.Cut(c, note, w)))
}

// tableLines are every table's lines in the list, wrapped at w.
func (s League) tableLines(w int) [][]string {
	st, c := s.stats.Styles, s.stats.Styles.Cells
	tables := make([][]string, len(s.night.Tables))
	for i, t := range s.night.Tables {
		head := s.words.Night.TV.Table(i+1, len(t.Players)) + ":"
		parts := make([]string, 0, len(t.Players)+1)
		for k := range t.Players {
			parts = append(parts, s.seatText(t, k))
		}
		if turns := s.turnsText(t); turns != "" {
			parts = append(parts, turns)
		}
		tables[i] = wrapParts(c, head, parts, w)
		tables[i][0] = st.Bold.Render(head) + strings.TrimPrefix(tables[i][0], head)
	}
	return tables
}

// pagesOf packs the tables in order into pages of at most rows lines
// (a table longer than a page is cut to it), as [first, end) pairs.
func pagesOf(tables [][]string, rows int) [][2]int {
	if rows < 1 {
		return nil
	}
	var pages [][2]int
	for start := 0; start < len(tables); {
		end, used := start, 0
		for end < len(tables) && (end == start || used+len(tables[end]) <= rows) {
			used += len(tables[end])
			end++
		}
		if used > rows {
			tables[start] = tables[start][:rows]
		}
		pages = append(pages, [2]int{start, end})
		start = end
	}
	return pages
}

// paged reports whether the tables are shown a page at a time.
func (s League) paged() bool {
	if !s.night.Shown || s.width <= 0 || s.night.Problem != "" {
		return false
	}
	room := s.nightRows - len(s.nightHead(s.width))
	if len(s.tableGrid(s.width)) <= room {
		return false
	}
	total := 0
	for _, lines := range s.tableLines(s.width) {
		total += len(lines)
	}
	return total > room
}

// wrapParts writes head and the parts joined by " · ", wrapped at w
// cells, the lines after the first indented by two cells; a part wider
// than a line is cut.
func wrapParts(c styles.Cells, head string, parts []string, w int) []string {
	var lines []string
	line := head
	for _, p := range parts {
		sep := " · "
		if line == head {
			sep = " "
		}
		if c.StringWidth(line)+c.StringWidth(sep)+c.StringWidth(p) <= w {
			line += sep + p
			continue
		}
		lines = append(lines, line)
		line = "  " + views.Cut(c, p, w-2)
	}
	return append(lines, line)
}
