package views

import (
	"strconv"
	"strings"
)

// LogLines are the whole history in words, one entry after another, each
// led by its turn number; effects are indented under their event. They
// are the content of the log screen's scrolling view.
func LogLines(names []string, entries []Entry, st Styles) []string {
	lines := make([]string, 0, len(entries)*2)
	for _, en := range entries {
		turn := st.Muted.Render(padLeft(strconv.Itoa(en.Turn), 4) + "  ")
		for i, l := range EntryLines(names, en) {
			if i == 0 {
				lines = append(lines, turn+st.Text.Render(l))
				continue
			}
			lines = append(lines, "        "+st.Muted.Render(l))
		}
	}
	return lines
}

// LogScreen frames the log's scrolling view (already drawn by the model's
// viewport) with a title and the help line, w cells wide and h lines high.
func LogScreen(viewport string, scrolled int, st Styles, help string, w, h int) string {
	if TooSmallFor(w, h) {
		return TooSmall(st, w, h)
	}
	title := spaceBetween(st.Banner.Render("Log: everything entered, oldest first"),
		" "+st.Muted.Render(strconv.Itoa(scrolled)+"%"), w)
	head := st.Muted.Render(cut("Turn  Event and what it caused", w))
	return Fit(strings.Join([]string{title, head, Fit(viewport, w, h-3), cut(help, w)}, "\n"), w, h)
}

// LogViewportHeight is the height of the log's scrolling view in an h
// line screen.
func LogViewportHeight(h int) int { return max(h-3, 1) }
