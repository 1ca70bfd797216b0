package views

import (
	"strconv"
	"strings"

	"rolekeeper/rules"
	"rolekeeper/styles"
	"rolekeeper/wording"
)

// LordPanel draws the pairing and points table of a Lord game, w cells
// wide and h lines high: the Lord (L-3), the waiting player (L-6), the
// pairs (L-2), and for every player in seat order their pair, points with
// progress towards the target score (L-5), protection (L-8) and life. The
// leaders are marked with a star.
func LordPanel(f Frame, s rules.State, w, h int) string {
	st, wd := f.Styles, f.Words
	if w <= 0 || h <= 0 {
		return ""
	}
	inner := max(w-frameWidth, 1)
	names := wording.Names(s)
	var lines []string
	lines = append(lines, st.PanelTitle.Render(wd.Panel.RolesTitle))
	if s.Lord != rules.NoSeat {
		lines = append(lines, wrap(st.Cells, st.BadgeLord.Render(wd.Seat.Lord)+" "+st.Bold.Render(wd.Name(names, s.Lord))+
			wd.Panel.LordNote, inner)...)
	}
	if s.Waiting != rules.NoSeat {
		lines = append(lines, wrap(st.Cells, st.BadgeWaiting.Render(wd.Seat.Waiting)+" "+st.Bold.Render(wd.Name(names, s.Waiting))+
			wd.Panel.WaitingNote, inner)...)
	}
	lines = append(lines, pairLines(f, s, inner)...)
	lines = append(lines, "", st.PanelTitle.Render(wd.Panel.PointsTitle(s.Setup.Target)))
	lines = append(lines, pointsTable(f, s, inner)...)
	return framedPanel(lines, st, w, h)
}

// pairLines lists the pairs, each in its own colour and letter.
func pairLines(f Frame, s rules.State, w int) []string {
	st, wd := f.Styles, f.Words
	names := wording.Names(s)
	var lines []string
	for i, p := range s.Pairs {
		letter := st.PairStyle(i).Render("[" + wording.PairLetter(i) + "]")
		lines = append(lines, cut(st.Cells, letter+" "+wd.Name(names, p[0])+" – "+wd.Name(names, p[1]), w))
	}
	return lines
}

// pointsTable has one line per seat: pair, points and progress,
// protection and life.
func pointsTable(f Frame, s rules.State, w int) []string {
	st, wd := f.Styles, f.Words
	const pointsW, protW = 3, 4
	// The role column holds a pair letter, the Lord's badge or the
	// waiting mark, the life column its head: as wide as their words.
	pairW := max(5, textWidth(st.Cells, wd.Seat.Lord)+1, textWidth(st.Cells, wd.Panel.WaitShort)+1, textWidth(st.Cells, wd.Panel.Pair)+1)
	lifeW := max(5, textWidth(st.Cells, wd.Panel.Life)) // the protection column ends in blanks
	// The bar has a box a point up to a target of barMax, so that players
	// can count it; beyond, each box stands for several points.
	const barMax = 10
	barW := min(max(s.Setup.Target, 0), barMax)
	numW := len(strconv.Itoa(len(s.Players))) + 1
	// The names get at least 7 cells and their head whole: the progress
	// bar gives way first, all of it where it has a box a point (a bar
	// of 8 boxes for 10 points would miscount); the points' head keeps
	// its room.
	minName := max(7, textWidth(st.Cells, wd.Panel.Player)+1)
	for i, p := range s.Players {
		// A player's poison badge stands beside the name: the bar gives
		// way before the name is cut for it.
		if badge := PoisonBadge(f, p); badge != "" {
			minName = max(minName, textWidth(st.Cells, s.Name(i))+1+textWidth(st.Cells, badge)+1)
		}
	}
	pointsHead := func() int { return max(textWidth(st.Cells, wd.Panel.Points)+1-(pointsW+barW+2), 0) }
	nameW := w - numW - pairW - pointsW - barW - pointsHead() - protW - lifeW - 2
	if nameW < minName {
		if barW = max(barW-(minName-nameW), 0); s.Setup.Target <= barMax {
			barW = 0
		}
		nameW = w - numW - pairW - pointsW - barW - pointsHead() - protW - lifeW - 2
	}
	head := pad(st.Cells, "", numW) + pad(st.Cells, wd.Panel.Player, nameW) + pad(st.Cells, wd.Panel.Pair, pairW) +
		pad(st.Cells, wd.Panel.Points, pointsW+barW+2+pointsHead()) + pad(st.Cells, "◆", protW) + padLeft(st.Cells, wd.Panel.Life, lifeW)
	lines := []string{st.Muted.Render(head)}
	cols := pointsColumns{name: nameW, pair: pairW, points: pointsW, bar: barW, gap: pointsHead(), prot: protW, life: lifeW}
	for i, p := range s.Players {
		lines = append(lines, seatColumn(i, numW, st)+pointsRow(f, s, i, p, cols))
	}
	lines = append(lines, st.Muted.Render(cut(st.Cells, wd.Panel.PointsLegend, w)))
	return lines
}

// pointsColumns are the widths of the columns of the points table; gap is
// what the points' head needs beyond the points and the bar.
type pointsColumns struct{ name, pair, points, bar, gap, prot, life int }

func pointsRow(f Frame, s rules.State, seat int, p rules.Player, c pointsColumns) string {
	st, wd := f.Styles, f.Words
	name := s.Name(seat)
	if isLeader(s, seat) {
		name = "★ " + name
	}
	nameStyle := st.Text
	switch {
	case seat == s.Active && !s.Over:
		nameStyle = st.NameActive
	case p.Waiting || p.Out:
		nameStyle = st.NameOut
	}
	role := ""
	switch {
	case seat == s.Lord:
		role = st.BadgeLord.Render(wd.Seat.Lord)
	case p.Waiting:
		role = st.BadgeWaiting.Render(wd.Panel.WaitShort)
	}
	for i, pair := range s.Pairs {
		if pair[0] == seat || pair[1] == seat {
			role = st.PairStyle(i).Render("[" + wording.PairLetter(i) + "]")
		}
	}
	prot := ""
	if p.Protected() {
		prot = ProtectionBadge(f, p.Protection, false)
	}
	poison := PoisonBadge(f, p)
	if poison != "" {
		poison = " " + poison
	}
	return pad(st.Cells, nameStyle.Render(cut(st.Cells, name, max(c.name-1-textWidth(st.Cells, poison), 1)))+poison, c.name) + pad(st.Cells, role, c.pair) +
		padLeft(st.Cells, wording.Number(p.Points), c.points) + " " + progress(p.Points, s.Setup.Target, c.bar, st) + strings.Repeat(" ", c.gap+1) +
		pad(st.Cells, prot, c.prot) + padLeft(st.Cells, lifeShown(p, wd), c.life)
}

// lifeShown is a player's life for the tables: a dash for a waiting
// player, whose life is set again on entry (L-6).
func lifeShown(p rules.Player, wd *wording.Words) string {
	if p.Waiting {
		return wd.Common.WaitingLife
	}
	return wording.Number(p.Life)
}

// progress draws points towards the target as a bar of w cells.
func progress(points, target, w int, st styles.Styles) string {
	if w <= 0 {
		return ""
	}
	filled := 0
	if target > 0 && points > 0 {
		filled = min(points*w/target, w)
	}
	return st.ProgressFull.Render(strings.Repeat("■", filled)) + st.ProgressEmpty.Render(strings.Repeat("□", w-filled))
}
