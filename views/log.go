package views

import (
	"strconv"
	"strings"

	"rolekeeper/styles"
	"rolekeeper/wording"
)

// LogLines are entries of the history, resolved (see wording.Resolve), in
// words: LogEntry of one entry after another.
func LogLines(f Frame, names []string, entries []wording.Entry, w int) []string {
	lines := make([]string, 0, len(entries)*2)
	for _, en := range entries {
		lines = append(lines, LogEntry(f, names, en, w)...)
	}
	return lines
}

// LogEntry is one entry of the history, resolved, in words as the log
// screen shows it: led by its turn number, with its effects indented under
// the event. Lines longer than w cells are wrapped, never cut (a reason
// for points may be 200 characters long); w of 0 or less wraps nothing.
// There is always at least one line.
func LogEntry(f Frame, names []string, en wording.Entry, w int) []string {
	st, wd := f.Styles, f.Words
	var lines []string
	turn := st.Muted.Render(padLeft(st.Cells, strconv.Itoa(en.Turn), 4) + "  ")
	for i, l := range wd.EntryLines(names, en) {
		lead, style := turn, st.Text
		if i > 0 {
			lead, style = "        ", st.Muted
		}
		if en.Undone {
			style = st.Undone
		}
		lines = append(lines, logWrap(st.Cells, lead, l, style, w)...)
	}
	if len(lines) == 0 {
		lines = []string{turn}
	}
	return lines
}

// logWrap draws a log line after its lead, wrapped to w cells with the
// continuation lines indented under the text.
func logWrap(c styles.Cells, lead, text string, style styles.Ink, w int) []string {
	room := w - 8
	if w <= 0 || room < 10 || textWidth(c, text) <= room {
		return []string{lead + style.Render(text)}
	}
	parts := wrap(c, text, room)
	out := make([]string, len(parts))
	for i, p := range parts {
		if i == 0 {
			out[i] = lead + style.Render(p)
			continue
		}
		out[i] = "        " + style.Render(p)
	}
	return out
}

// LogScreen frames the lines of the log the model shows (at most
// LogViewportHeight of them) with a title, how far down they are in per
// cent, and the help line, w cells wide and h lines high.
func LogScreen(f Frame, viewport string, scrolled int, help string) string {
	st, wd, w, h := f.Styles, f.Words, f.Width, f.Height
	if TooSmallFor(w, h) {
		return TooSmall(f)
	}
	title := spaceBetween(st.Cells, st.Banner.Render(wd.Table.LogTitle),
		" "+st.Muted.Render(strconv.Itoa(scrolled)+"%"), w)

	head := st.Muted.Render(cut(st.Cells, wd.Table.LogHead, w))
	return Fit(st.Cells, strings.Join([]string{title, head, Fit(st.Cells, viewport, w, h-3), cut(st.Cells, help, w)}, "\n"), w, h)
}

// LogViewportHeight is the height of the log's scrolling view in an h
// line screen.
func LogViewportHeight(h int) int { return max(h-3, 1) }
