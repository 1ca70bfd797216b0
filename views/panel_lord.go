package views

import (
	"strconv"
	"strings"

	"rolekeeper/rules"
	"rolekeeper/styles"
)

// LordPanel draws the pairing and points table of a Lord game, w cells
// wide and h lines high: the Lord (L-3), the waiting player (L-6), the
// pairs (L-2), and for every player in seat order their pair, points with
// progress towards the target score (L-5), protection (L-8) and life. The
// leaders are marked with a star.
func LordPanel(s rules.State, st styles.Styles, w, h int) string {
	if w <= 0 || h <= 0 {
		return ""
	}
	inner := max(w-frameWidth, 1)
	names := Names(s)
	var lines []string
	lines = append(lines, st.PanelTitle.Render("Roles"))
	if s.Lord != rules.NoSeat {
		lines = append(lines, wrap(st.BadgeLord.Render("LORD")+" "+st.Bold.Render(seatName(names, s.Lord))+
			": may not be attacked or targeted as a player (L-3).", inner)...)
	}
	if s.Waiting != rules.NoSeat {
		lines = append(lines, wrap(st.BadgeWaiting.Render("WAITING")+" "+st.Bold.Render(seatName(names, s.Waiting))+
			": enters at the next elimination (L-6).", inner)...)
	}
	lines = append(lines, pairLines(s, st, inner)...)
	lines = append(lines, "", st.PanelTitle.Render("Points (target "+strconv.Itoa(s.Setup.Target)+")"))
	lines = append(lines, pointsTable(s, st, inner)...)
	return framedPanel(lines, st, w, h)
}

// pairLines lists the pairs, each in its own colour and letter.
func pairLines(s rules.State, st styles.Styles, w int) []string {
	names := Names(s)
	var lines []string
	for i, p := range s.Pairs {
		letter := st.PairStyle(i).Render("[" + PairLetter(i) + "]")
		lines = append(lines, cut(letter+" "+seatName(names, p[0])+" – "+seatName(names, p[1]), w))
	}
	return lines
}

// pointsTable has one line per seat: pair, points and progress,
// protection and life.
func pointsTable(s rules.State, st styles.Styles, w int) []string {
	const pairW, pointsW, protW, lifeW = 5, 3, 4, 5
	barW := 10
	nameW := w - pairW - pointsW - barW - protW - lifeW - 2
	if nameW < 8 {
		barW = max(barW-(8-nameW), 0)
		nameW = w - pairW - pointsW - barW - protW - lifeW - 2
	}
	numW := len(strconv.Itoa(len(s.Players))) + 1
	nameW -= numW
	head := pad("", numW) + pad("Player", nameW) + pad("Pair", pairW) + pad("Points", pointsW+barW+2) +
		pad("◆", protW) + padLeft("Life", lifeW)
	lines := []string{st.Muted.Render(head)}
	for i, p := range s.Players {
		lines = append(lines, seatColumn(i, numW, st)+pointsRow(s, i, p, st, nameW, pairW, pointsW, barW, protW, lifeW))
	}
	lines = append(lines, st.Muted.Render(cut("★ leader · ◆ protected rounds (L-8)", w)))
	return lines
}

func pointsRow(s rules.State, seat int, p rules.Player, st styles.Styles, nameW, pairW, pointsW, barW, protW, lifeW int) string {
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
		role = st.BadgeLord.Render("LORD")
	case p.Waiting:
		role = st.BadgeWaiting.Render("wait")
	}
	for i, pair := range s.Pairs {
		if pair[0] == seat || pair[1] == seat {
			role = st.PairStyle(i).Render("[" + PairLetter(i) + "]")
		}
	}
	prot := ""
	if p.Protected() {
		prot = ProtectionBadge(p.Protection, st, false)
	}
	return pad(nameStyle.Render(cut(name, nameW-1)), nameW) + pad(role, pairW) +
		padLeft(number(p.Points), pointsW) + " " + progress(p.Points, s.Setup.Target, barW, st) + " " +
		pad(prot, protW) + padLeft(lifeShown(p), lifeW)
}

// lifeShown is a player's life for the tables: a dash for a waiting
// player, whose life is set again on entry (L-6).
func lifeShown(p rules.Player) string {
	if p.Waiting {
		return "–"
	}
	return number(p.Life)
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
