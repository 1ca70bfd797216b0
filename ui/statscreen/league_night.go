package statscreen

import (
	"strconv"
	"strings"
	"time"

	tea "charm.land/bubbletea/v2"

	"rolekeeper/rules"
	"rolekeeper/styles"
	"rolekeeper/views"
	"rolekeeper/wording"
)

// LeagueNight is the club night the standings screen shows above the
// standings: the round shown (the clock's, else the last seated), its
// tables with the players in seat order, and the room's round clock.
type LeagueNight struct {
	// Shown is false when the league keeps no night this evening: the
	// screen is the standings and the evening's games only.
	Shown bool
	// Problem, when not "", says why the league's copy of the night
	// cannot be read; it stands in place of the tables.
	Problem string
	// Players is the night's players' count; Round the round shown (0:
	// none seated yet) of Rounds planned, and its Variant.
	Players, Round, Rounds int
	Variant                rules.Variant
	Tables                 []NightTable
	Clock                  NightClock
}

// NightTable is one table of the round shown.
type NightTable struct {
	// Players are the table's players in seat order: seat 1 plays first.
	Players []string
	// Waiting is the seat (from 0) of Lord's waiting player, or -1.
	Waiting int
	// Turns are the turns still to play once time is called (the
	// table's game as the league holds it, else one for every player
	// who takes turns); -1 when the table's game is over.
	Turns int
}

// NightClock is the room's round clock as read (LeagueMsg.At): the
// screen counts a running clock down from there every second.
type NightClock struct {
	Round int
	State ClockState
	Left  time.Duration
}

// ClockState is what the round clock shows.
type ClockState uint8

// The states of NightClock.
const (
	ClockNone ClockState = iota
	ClockRunning
	ClockPaused
	ClockCalled
)

// nightTick is the second at which a running clock is drawn again.
type nightTick time.Time

// tick asks for the next second's tick, aligned to the clock's seconds.
func tick() tea.Cmd {
	return tea.Every(time.Second, func(t time.Time) tea.Msg { return nightTick(t) })
}

// clockAt is the clock's state and time left at now, counted down from
// when it was read (at); a clock is not counted while the league cannot
// be read: it shows what it showed at the last update.
func (s League) clockAt(now time.Time) (ClockState, time.Duration) {
	c := s.night.Clock
	if c.State != ClockRunning || s.err != nil {
		return c.State, c.Left
	}
	left := c.Left - max(0, now.Sub(s.at))
	if left <= 0 {
		return ClockCalled, 0
	}
	return ClockRunning, left
}

// onTick draws the next second of a running clock and asks for the one
// after; once it stops running (or the league cannot be read, and the
// clock stands as last read) the ticks stop, and the rows are laid out
// again (time called shows every table's turns).
func (s League) onTick(t nightTick) (League, tea.Cmd) {
	before, _ := s.clockAt(s.now)
	s.now = time.Time(t)
	after, _ := s.clockAt(s.now)
	if after != before {
		s = s.layout()
	}
	if after != ClockRunning || s.err != nil {
		s.ticking = false
		return s, nil
	}
	return s, tick()
}

// startTicks starts the ticks when the clock runs and none are asked for.
func (s League) startTicks() (League, tea.Cmd) {
	if st, _ := s.clockAt(s.now); st != ClockRunning || s.ticking || !s.night.Shown || s.err != nil {
		return s, nil
	}
	s.ticking = true
	return s, tick()
}

// clockText is the room's clock in the words of every table's header.
func (s League) clockText() string {
	st, left := s.clockAt(s.now)
	n, r := s.words.Night, s.night.Clock.Round
	switch st {
	case ClockRunning:
		return n.ClockRunning(r, wording.ClockLeft(left))
	case ClockPaused:
		return n.ClockPaused(r, wording.ClockLeft(left))
	case ClockCalled:
		return n.ClockCalled(r, -1)
	}
	return ""
}

// clockInk is the clock's colour: time called is an alarm, a paused
// clock a warning.
func (s League) clockInk(st styles.Styles) styles.Ink {
	switch state, _ := s.clockAt(s.now); state {
	case ClockCalled:
		return st.Danger
	case ClockPaused:
		return st.Warn
	}
	return st.Bold
}

// nightHead is the night's first line(s): the round and its variant,
// the clock, and when the league cannot be read, the last update.
func (s League) nightHead(w int) []string {
	st, c, tv := s.stats.Styles, s.stats.Styles.Cells, s.words.Night.TV
	n := s.night
	title := tv.NoRound(n.Players)
	if n.Round > 0 {
		title = tv.Tonight(n.Round, n.Rounds, s.words.Common.Variant(n.Variant))
	}
	parts := []string{st.Title.Render(title)}
	if clock := s.clockText(); clock != "" {
		parts = append(parts, s.clockInk(st).Render(clock))
	}
	if s.err != nil {
		parts = append(parts, st.Danger.Render(tv.LastUpdate(s.at.Local().Format("15:04"))))
	}
	var lines []string
	line := ""
	for _, p := range parts {
		switch {
		case line == "":
			line = p
		case c.StringWidth(line)+3+c.StringWidth(p) <= w:
			line += "   " + p
		default:
			lines, line = append(lines, views.Cut(c, line, w)), p
		}
	}
	return append(lines, views.Cut(c, line, w))
}

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
	if st, _ := s.clockAt(s.now); st != ClockCalled || t.Turns < 0 || s.night.Clock.Round != s.night.Round {
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

// tableList is a table a line ("Table 1 (5): 1 Ana (first) · 2 Ben …"),
// wrapped at the width under the table's name, in at most rows lines:
// the tables that do not fit are counted on the last line.
func (s League) tableList(w, rows int) []string {
	st, c := s.stats.Styles, s.stats.Styles.Cells
	tables := make([][]string, len(s.night.Tables))
	total := 0
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
		total += len(tables[i])
	}
	var out []string
	for i, lines := range tables {
		if total > rows && len(out)+len(lines) > rows-1 {
			return append(out, st.Muted.Render(views.Cut(c, s.words.Night.TV.More(len(tables)-i), w)))
		}
		out = append(out, lines...)
	}
	return out
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
