package views

import (
	"strconv"
	"strings"
	"time"

	"rolekeeper/rules"
)

// SummaryLifeScreen draws the summary's second page w cells wide and h
// lines high: under the same title, every player's turn time (turns,
// by seat; nil when unknown), life lost and to whom, and life dealt and to
// whom (C-4, B-6), in the standings' order; in a Lord game then the points
// given by hand with their reasons (L-11). help is the rendered help line.
func SummaryLifeScreen(f Frame, sum rules.Summary, names []string, dur time.Duration, turns []time.Duration, help string) string {
	st, w, h := f.Styles, f.Width, f.Height
	if TooSmallFor(w, h) {
		return TooSmall(f)
	}
	head := summaryHead(f, sum, names, dur, w)
	room := max(h-1-len(head)-1, 0)
	life := lifeLines(f, sum, names, turns, w)
	if max(sum.HandPointsTotal, len(sum.HandPoints)) > 0 && room-len(life) >= 3 {
		life = append(life, "")
		life = append(life, handPointsLines(f, sum, names, w, room-len(life))...)
	}
	screen := strings.Join(append(append(head, ""), life...), "\n")
	return Fit(st.Cells, Fit(st.Cells, screen, w, h-1)+"\n"+cut(st.Cells, help, w), w, h)
}

// summaryHead is the summary's title and its facts: the variant, rounds,
// turns and duration, on one line when they fit beside each other.
func summaryHead(f Frame, sum rules.Summary, names []string, dur time.Duration, w int) []string {
	st, wd := f.Styles, f.Words
	title := summaryTitle(f, sum, names)
	c := wd.Common
	facts := st.Muted.Render(strings.Join([]string{c.Variant(sum.Variant), c.Rounds(sum.Rounds), c.Turns(sum.Turns),
		c.Duration(dur)}, " · "))
	if textWidth(st.Cells, title)+1+textWidth(st.Cells, facts) > w {
		return []string{cut(st.Cells, title, w), cut(st.Cells, facts, w)}
	}
	return []string{spaceBetween(st.Cells, title, " "+facts, w)}
}

// lifeLines are the title and the table of turn time and life lost and
// dealt: a line a player; the column of life dealt to whom only where
// there is room for both lists.
func lifeLines(f Frame, sum rules.Summary, names []string, turns []time.Duration, w int) []string {
	st, wd := f.Styles, f.Words
	t := wd.Summary
	// The columns of numbers are as wide as their heads in the language.
	timeW, lostW, dealtW := headedColumn(st.Cells, 9, t.TurnTime), headedColumn(st.Cells, 6, t.Lost), headedColumn(st.Cells, 6, t.Dealt)
	nameW := summaryNameWidth(st.Cells, sum, w, lostW+dealtW+timeW+24)
	rest := max(w-4-nameW-timeW-lostW-dealtW-2, 1)
	both := rest >= 2*19
	listW := rest
	if both {
		listW = rest/2 - 1
	}
	headCells := pad(st.Cells, "", 4) + pad(st.Cells, t.Player, nameW) + padLeft(st.Cells, t.TurnTime, timeW) + padLeft(st.Cells, t.Lost, lostW) +
		padLeft(st.Cells, t.Dealt, dealtW) + "  " + pad(st.Cells, t.LostTo, listW)
	if both {
		headCells += "  " + t.DealtTo
	}
	lines := []string{st.Bold.Render(t.LifePageTitle), st.Bold.Render(cut(st.Cells, headCells, w))}
	for _, s := range sum.Standings {
		turn := t.NoLifeLost
		if s.Seat >= 0 && s.Seat < len(turns) {
			turn = t.TurnTimeShort(turns[s.Seat])
		}
		line := standingName(s, st, nameW) + padLeft(st.Cells, turn, timeW) + padLeft(st.Cells, strconv.Itoa(s.LifeLost), lostW) +
			padLeft(st.Cells, strconv.Itoa(s.LifeDealt), dealtW) + "  " + pad(st.Cells, cut(st.Cells, wd.LifeShares(names, s.Seat, s.LostTo), listW), listW)
		if both {
			line += "  " + cut(st.Cells, wd.LifeShares(names, s.Seat, s.DealtTo), listW)
		}
		lines = append(lines, cut(st.Cells, line, w))
	}
	return lines
}

// handPointsLines are the title and the points given by hand, one a line,
// in at most h lines; the last says how many more the log holds.
func handPointsLines(f Frame, sum rules.Summary, names []string, w, h int) []string {
	st, wd := f.Styles, f.Words
	t := wd.Summary
	lines := []string{st.Bold.Render(t.HandPointsTitle)}
	// The list may hold only the first (rules.NewSummaryFirst).
	shown, all := sum.HandPoints, 1+max(sum.HandPointsTotal, len(sum.HandPoints))
	if all > h { // only the lines that fit are worded: a long game has many
		shown = shown[:min(max(h-2, 0), len(shown))]
	}
	for _, p := range shown {
		lines = append(lines, cut(st.Cells, wd.Summary.HandPointsLine(p.Round, wd.Name(names, p.Seat), p.Delta, p.Reason), w))
	}
	if all > h {
		lines = append(lines[:max(h-1, 0)], st.Muted.Render(t.ElimMore(all-h+1)))
	}
	return lines
}
