package views

import (
	"strings"

	"rolekeeper/styles"
)

// Screen sizes in cells. From Full on the full layout is used (seating
// circle with large life totals beside the variant's panel); from Min on the
// compact layout; below Min a "terminal too small" screen.
const (
	MinWidth   = 80
	MinHeight  = 24
	FullWidth  = 120
	FullHeight = 40
)

// ellipsis marks text that was cut to fit.
const ellipsis = "…"

// cut shortens s to at most w cells by display width, ending it with an
// ellipsis when it was cut. Styled text keeps its escape sequences.
func cut(c styles.Cells, s string, w int) string {
	if w <= 0 {
		return ""
	}
	if textWidth(c, s) <= w {
		return s
	}
	return truncate(c, s, w, ellipsis)
}

// Cut is cut for other packages: s in at most w cells by c's rule,
// ending in an ellipsis when it was cut.
func Cut(c styles.Cells, s string, w int) string { return cut(c, s, w) }

// truncate is c.Truncate(s, w, tail) that keeps to w cells by c's rule.
// x/ansi's Truncate (v0.11.9) first measures the whole of s by grapheme
// width and, when that fits, gives s back uncut, even under WcWidth,
// where 💅🏻Ana is 7 cells, not 5. Blanks after s, as wide as w, make that
// first measure fail: the cut then falls inside s, measured by c, and
// what follows the cut (the blanks too) is dropped.
func truncate(c styles.Cells, s string, w int, tail string) string {
	if textWidth(c, s) <= w {
		return s
	}
	return c.Truncate(s+strings.Repeat(" ", w+1), w, tail)
}

// pad cuts s to w cells and fills it with spaces to exactly w cells.
func pad(c styles.Cells, s string, w int) string {
	s = cut(c, s, w)
	if n := w - textWidth(c, s); n > 0 {
		s += strings.Repeat(" ", n)
	}
	return s
}

// padLeft cuts s to w cells and right-aligns it in exactly w cells.
func padLeft(c styles.Cells, s string, w int) string {
	s = cut(c, s, w)
	if n := w - textWidth(c, s); n > 0 {
		s = strings.Repeat(" ", n) + s
	}
	return s
}

// center cuts s to w cells and centres it in exactly w cells.
func center(c styles.Cells, s string, w int) string {
	s = cut(c, s, w)
	n := w - textWidth(c, s)
	if n <= 0 {
		return s
	}
	return strings.Repeat(" ", n/2) + s + strings.Repeat(" ", n-n/2)
}

// spaceBetween puts left at the start and right at the end of w cells. When
// both do not fit, right wins its room first and left is cut.
func spaceBetween(c styles.Cells, left, right string, w int) string {
	rw := textWidth(c, right)
	if rw >= w {
		return cut(c, right, w)
	}
	return pad(c, left, w-rw) + right
}

// Fit makes a block exactly h lines of at most w cells: longer lines are
// cut by display width and end with an ellipsis, so that no cut reads as
// whole; missing lines are blank, extra lines are dropped.
// Every screen passes through it, so no line is ever wider than the
// terminal. Sizes of 0 or less give an empty string.
func Fit(c styles.Cells, s string, w, h int) string {
	if w <= 0 || h <= 0 {
		return ""
	}
	if shaped(c, s, w, h, false) {
		return s // nothing to cut or add: no copy (a frame passes through several)
	}
	lines := strings.Split(s, "\n")
	if len(lines) > h {
		lines = lines[:h]
	}
	for i, l := range lines {
		if textWidth(c, l) > w {
			lines[i] = truncate(c, l, w, ellipsis)
		}
	}
	for len(lines) < h {
		lines = append(lines, "")
	}
	return strings.Join(lines, "\n")
}

// block makes s exactly w cells wide and h lines high, padding each line
// with spaces, so that blocks can be joined side by side.
func block(c styles.Cells, s string, w, h int) string {
	if w <= 0 || h <= 0 {
		return ""
	}
	if shaped(c, s, w, h, true) {
		return s // already a block: no copy
	}
	lines := strings.Split(s, "\n")
	out := make([]string, h)
	for i := range out {
		if i < len(lines) {
			out[i] = pad(c, lines[i], w)
		} else {
			out[i] = strings.Repeat(" ", w)
		}
	}
	return strings.Join(out, "\n")
}

// shaped reports whether s is h lines of at most w cells (exact: of w
// cells each), which Fit (block) would give back as they are. Fit and
// block then return s itself rather than a copy: a key press draws a
// table whose parts pass through both several times, and each copy is
// garbage to collect (BENCHMARKS.md, "Played in tmux").
func shaped(c styles.Cells, s string, w, h int, exact bool) bool {
	if strings.Count(s, "\n")+1 != h {
		return false
	}
	for rest, more := s, true; more; {
		var line string
		line, rest, more = strings.Cut(rest, "\n")
		if lw := textWidth(c, line); lw > w || exact && lw != w {
			return false
		}
	}
	return true
}

// height returns how many lines s has.
func height(s string) int {
	if s == "" {
		return 0
	}
	return strings.Count(s, "\n") + 1
}

// displayWidth is the cells s takes on screen, ignoring escape sequences.
func displayWidth(c styles.Cells, s string) int { return textWidth(c, s) }
