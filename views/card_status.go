package views

import (
	"strings"

	"rolekeeper/styles"
)

// markText is the mark of an open prompt as shown: "◉ defender".
func (v seatView) markText(st styles.Styles) string {
	return st.BadgeMark.Render("◉ " + v.mark)
}

// statusLine is the mark of an open prompt (when it is not in the title
// line), a pending change, the seat's badges (withBadges: when they are
// not on the name line) and counters. When it does not fit, the rule ids
// and the B-7 note are said short, and then the mark is shortened to "◉"
// so that the seat's counters stay in sight.
func (v seatView) statusLine(st styles.Styles, w int, withBadges bool) string {
	line := v.statusText(st, withBadges, false)
	if textWidth(st.Cells, line) > w {
		line = v.statusText(st, withBadges, true)
	}
	if v.mark == "" {
		return cut(st.Cells, line, w)
	}
	marked := joinNonEmpty(v.markText(st), line)
	if textWidth(st.Cells, marked) > w && line != "" {
		marked = joinNonEmpty(st.BadgeMark.Render("◉"), line)
	}
	return cut(st.Cells, marked, w)
}

// joinNonEmpty joins a and b with a space, leaving out an empty b.
func joinNonEmpty(a, b string) string {
	if b == "" {
		return a
	}
	return a + " " + b
}

func (v seatView) statusText(st styles.Styles, withBadges, short bool) string {
	var parts []string
	switch {
	case v.prevented && short:
		parts = append(parts, st.Warn.Render(v.words.Seat.PreventedShort(v.pendingDelta)))
	case v.prevented:
		parts = append(parts, st.Warn.Render(v.words.Seat.Prevented(v.pendingDelta)))
	case v.pending:
		parts = append(parts, st.LifePending.Render(v.words.Seat.Pending(v.pendingDelta)))
	}
	if withBadges {
		for _, b := range v.badges {
			if short && b == v.pairBadge {
				continue // the opponent's name says more
			}
			if !v.waiting || !strings.Contains(b, v.words.Seat.Waiting) {
				parts = append(parts, b)
			}
		}
	}
	if short {
		parts = append(parts, v.shortParts...)
	} else {
		parts = append(parts, v.statusParts...)
	}
	line := strings.Join(parts, " ")
	if short && v.lockedOut {
		line = strings.Replace(line, v.words.Seat.NoLifeGain, v.words.Seat.NoGain, 1) // B-7, said short
		if v.prevented {
			line = strings.Replace(line, " "+st.Warn.Render(v.words.Seat.NoGain), "", 1)
		}
	}
	return line
}
