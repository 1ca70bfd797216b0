package common

import (
	"strconv"
	"strings"
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"
	"github.com/rivo/uniseg"

	"rolekeeper/styles"
)

// How a screen learns how wide the terminal draws a name. The width of an
// unusual grapheme (styles.Unusual: an emoji ZWJ sequence, a variation
// selector, a flag, a skin tone) is what the terminal draws, and terminals
// disagree (tmux 3.3a draws 🧙‍♂️ as 2 cells and 💅🏻 as 4; a rule per code
// point says 3 and 4, one by grapheme clusters 2 and 2). So the terminal is
// asked: Measure draws each new grapheme at the start of a line of its
// own, between two cursor position requests (the query of
// tea.RequestCursorPosition, ansi.RequestCursorPositionReport), in one
// write, so that no frame of the renderer comes between, and puts the
// cursor back; the two tea.CursorPositionMsg answers of that line give
// the width. The answers are kept for as long as the program runs (each
// SSH viewer's program asks its own terminal), and the screen is drawn
// anew over the place the graphemes were drawn at. Until an answer comes,
// or where none comes (a pipe, a terminal that ignores the request,
// measureWait), the rule of width stays today's.
//
// Bubble Tea's renderer must count what the terminal draws, or it would
// wrap or misplace the line: once an answer differs from the rule per
// code point, the renderer is switched to grapheme clusters (the
// message it takes for mode 2027), under which every measured grapheme
// can be given in a form that counts as the terminal draws it
// (styles.Cells.Draw).

// measureWait is how long a question waits for its answers: then the
// graphemes not answered keep today's rule and are not asked again.
const measureWait = 2 * time.Second

// maxAsked is the most graphemes asked at once.
const maxAsked = 16

// asking is a question in flight, and every grapheme asked so far.
type asking struct {
	id int
	// rows are the graphemes asked by the line they are drawn on (0 the
	// first line, never used), and starts the column of each line's
	// first answer.
	rows   map[int]string
	starts map[int]int
	asked  map[string]bool
}

// measureDoneMsg ends the question id: its unanswered graphemes keep
// today's rule.
type measureDoneMsg struct{ id int }

// Measure asks the terminal how wide it draws the unusual graphemes of
// texts not asked yet, and takes its answers (tea.CursorPositionMsg) and
// the end of a question (msg). It returns the commands that ask, repaint
// and tell the renderer; nil when there is nothing to do. A screen calls
// it from Update with every message and the names it shows.
func (c *Common) Measure(msg tea.Msg, texts ...string) tea.Cmd {
	var cmds []tea.Cmd
	switch msg := msg.(type) {
	case tea.CursorPositionMsg:
		cmds = append(cmds, c.answered(msg))
	case measureDoneMsg:
		if c.ask != nil && c.ask.id == msg.id && len(c.ask.rows) > 0 {
			c.ask = c.ask.without(nil)
			cmds = append(cmds, tea.ClearScreen)
		}
	}
	if c.Height > 0 && (c.ask == nil || len(c.ask.rows) == 0) {
		cmds = append(cmds, c.ask1(texts))
	}
	return tea.Batch(cmds...)
}

// ask1 starts a question about the new graphemes of texts.
func (c *Common) ask1(texts []string) tea.Cmd {
	var fresh []string
	seen := map[string]bool{}
	for _, t := range texts {
		g := uniseg.NewGraphemes(t)
		for g.Next() {
			s := g.Str()
			if styles.Unusual(s) && !seen[s] && (c.ask == nil || !c.ask.asked[s]) && len(fresh) < min(maxAsked, c.Height-1) {
				seen[s] = true
				fresh = append(fresh, s)
			}
		}
	}
	if len(fresh) == 0 {
		return nil
	}
	next := &asking{rows: map[int]string{}, starts: map[int]int{}, asked: map[string]bool{}}
	if c.ask != nil {
		next.id = c.ask.id + 1
		for k := range c.ask.asked {
			next.asked[k] = true
		}
	}
	var b strings.Builder
	b.WriteString(ansi.SaveCursor)
	for i, g := range fresh {
		// From the second line on: an answer on the first, at a column of
		// 2 to 16, reads as a modified F3 as well (CSI 1 ; n R).
		next.rows[i+1], next.asked[g] = g, true
		b.WriteString(ansi.CursorPosition(1, i+2) + ansi.EraseEntireLine + ansi.RequestCursorPositionReport +
			g + ansi.RequestCursorPositionReport)
	}
	b.WriteString(ansi.RestoreCursor)
	c.ask = next
	id := next.id
	return tea.Sequence(tea.Raw(b.String()), tea.Tick(measureWait, func(time.Time) tea.Msg { return measureDoneMsg{id: id} }))
}

// answered takes one answer: the first of a line is where the grapheme
// starts, the second where it ends.
func (c *Common) answered(msg tea.CursorPositionMsg) tea.Cmd {
	if c.ask == nil {
		return nil
	}
	g, ok := c.ask.rows[msg.Y]
	if !ok {
		return nil
	}
	start, started := c.ask.starts[msg.Y]
	if !started {
		c.ask = c.ask.started(msg.Y, msg.X)
		return nil
	}
	if w := msg.X - start; w > 0 && w <= 16 {
		c.measured = c.measured.With(g, w)
	}
	c.ask = c.ask.without(&msg.Y)
	var cmds []tea.Cmd
	if c.cells != ansi.GraphemeWidth && c.measured.Len() > 0 && differs(c.measured, c.cells) {
		// The renderer counts by grapheme clusters from now on, so that
		// every measured grapheme has a form it counts right.
		cmds = append(cmds, func() tea.Msg {
			return tea.ModeReportMsg{Mode: ansi.ModeUnicodeCore, Value: ansi.ModeSet}
		})
	}
	c.restyle()
	if len(c.ask.rows) == 0 {
		cmds = append(cmds, tea.ClearScreen) // draw again where the graphemes were drawn
	}
	return tea.Batch(cmds...)
}

// differs reports whether a measured width differs from the rule m.
func differs(ms *styles.Measured, m ansi.Method) bool {
	for _, g := range ms.Graphemes() {
		if w, _ := ms.Width(g); w != m.StringWidth(g) {
			return true
		}
	}
	return false
}

// started is a with the first answer of line row at column x.
func (a *asking) started(row, x int) *asking {
	next := a.copy()
	next.starts[row] = x
	return next
}

// without is a without line row (nil: without every line).
func (a *asking) without(row *int) *asking {
	next := a.copy()
	if row == nil {
		next.rows, next.starts = map[int]string{}, map[int]int{}
		return next
	}
	delete(next.rows, *row)
	delete(next.starts, *row)
	return next
}

// copy is a copy of a that shares nothing with it.
func (a *asking) copy() *asking {
	next := &asking{id: a.id, rows: make(map[int]string, len(a.rows)), starts: make(map[int]int, len(a.starts)), asked: a.asked}
	for k, v := range a.rows {
		next.rows[k] = v
	}
	for k, v := range a.starts {
		next.starts[k] = v
	}
	return next
}

// MeasuredString lists the measured widths, "g=w" by grapheme, for tests
// and logs.
func (c Common) MeasuredString() string {
	var parts []string
	for _, g := range c.measured.Graphemes() {
		w, _ := c.measured.Width(g)
		parts = append(parts, g+"="+strconv.Itoa(w))
	}
	return strings.Join(parts, " ")
}

// Question is the graphemes of the question in flight, by the line they
// are drawn on ("" for a line answered or not used): what a terminal is
// asked, for tests that answer as a terminal would.
func (c Common) Question() []string {
	if c.ask == nil {
		return nil
	}
	out := make([]string, maxAsked+1)
	n := 0
	for row, g := range c.ask.rows {
		if row < len(out) {
			out[row], n = g, max(n, row+1)
		}
	}
	return out[:n]
}
