package views

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"rolekeeper/rules"
)

// SummaryScreen draws the summary of a game w cells wide and h lines
// high: the winners, the standings, who eliminated whom, and per player
// the points by source (Lord) or turns as the IT and life lost to
// passivity (Buhmann), the rounds and the duration. help is the rendered
// help line.
func SummaryScreen(sum rules.Summary, names []string, dur time.Duration, st Styles, help string, w, h int) string {
	if TooSmallFor(w, h) {
		return TooSmall(st, w, h)
	}
	title := summaryTitle(sum, names, st)
	facts := st.Muted.Render(fmt.Sprintf("%s · %s · %s · %s", sum.Variant.Title(),
		plural(sum.Rounds, "round", "rounds"), plural(sum.Turns, "turn", "turns"), Duration(dur)))
	standings := standingsTable(sum, st, w)
	bodyH := max(h-4, 0)
	var body string
	if Full(w, h) {
		leftW := lipglossWidth(standings)
		rightW := w - leftW - 3
		if rightW >= 30 {
			elim := eliminationLines(sum, names, st, rightW, bodyH)
			body = sideBySide(standings, strings.Join(elim, "\n"), leftW, rightW, bodyH)
		}
	}
	if body == "" {
		rest := bodyH - height(standings) - 1
		body = standings
		if rest > 1 {
			body += "\n\n" + strings.Join(eliminationLines(sum, names, st, w, rest-1), "\n")
		}
	}
	screen := strings.Join([]string{spaceBetween(title, " "+facts, w), "", body}, "\n")
	return Fit(Fit(screen, w, h-1)+"\n"+cut(help, w), w, h)
}

func summaryTitle(sum rules.Summary, names []string, st Styles) string {
	if !sum.Over {
		return st.Banner.Render("Summary so far")
	}
	switch len(sum.Winners) {
	case 0:
		return st.Banner.Render("Game over: no winner")
	case 1:
		return st.Banner.Render("★ " + seatName(names, sum.Winners[0]) + " wins")
	}
	return st.Banner.Render("★ " + seatList(names, sum.Winners) + " share the victory")
}

// Duration writes a game's length for players: "1 h 05 min", "12 min".
func Duration(d time.Duration) string {
	if d < 0 {
		d = 0
	}
	m := int(d.Minutes())
	if m < 60 {
		return strconv.Itoa(m) + " min"
	}
	return fmt.Sprintf("%d h %02d min", m/60, m%60)
}

// standingsTable lists every player, best first, with the variant's
// figures.
func standingsTable(sum rules.Summary, st Styles, w int) string {
	nameW := 16
	var head string
	var rows []string
	if sum.Variant == rules.Lord {
		head = pad("", 4) + pad("Player", nameW) + padLeft("Points", 7) + padLeft("Turns as Lord", 15) + "  Points by source"
		for _, s := range sum.Standings {
			rows = append(rows, standingName(s, st, nameW)+padLeft(strconv.Itoa(s.Points), 7)+
				padLeft(strconv.Itoa(s.Stats.TurnsAsLord), 15)+"  "+lordSources(s))
		}
		rows = append(rows, "", st.Muted.Render("Points (L-4): +1 a player eliminated as the Lord, +2 an opponent eliminated,"),
			st.Muted.Render("+1 paired opponent eliminated by someone else, −1 eliminated no opponent."))
	} else {
		head = pad("", 4) + pad("Player", nameW) + padLeft("Life", 6) + padLeft("Turns as IT", 13) +
			padLeft("Life lost to passivity", 24) + padLeft("Eliminated", 12)
		for _, s := range sum.Standings {
			life := strconv.Itoa(s.Life)
			if s.Out {
				life = "out"
			}
			rows = append(rows, standingName(s, st, nameW)+padLeft(life, 6)+padLeft(strconv.Itoa(s.Stats.TurnsAsIT), 13)+
				padLeft(strconv.Itoa(s.Stats.PassivityLost), 24)+padLeft(strconv.Itoa(s.Stats.Eliminated), 12))
		}
	}
	lines := []string{st.Bold.Render(cut(head, w))}
	for _, r := range rows {
		lines = append(lines, cut(r, w))
	}
	return strings.Join(lines, "\n")
}

// sourceNames name the point sources in the summary's breakdown.
var sourceNames = [rules.PointSourceCount]string{
	rules.PointsLordElimination:     "as Lord",
	rules.PointsOpponentElimination: "opponents",
	rules.PointsPairedOpponentOut:   "pair eliminated",
	rules.PointsWrongElimination:    "no opponent",
	rules.PointsLordDeathBonus:      "Lord fell",
	rules.PointsManual:              "by hand",
}

// lordSources writes a player's points by source, leaving out sources
// that gave nothing: "+3 as Lord, +4 opponents".
func lordSources(s rules.Standing) string {
	var parts []string
	for src, n := range s.PointsBySource {
		if n != 0 {
			parts = append(parts, signed(n)+" "+sourceNames[src])
		}
	}
	if len(parts) == 0 {
		return "–"
	}
	return strings.Join(parts, ", ")
}

func standingName(s rules.Standing, st Styles, w int) string {
	place := padLeft(strconv.Itoa(s.Place)+".", 3) + " "
	name := s.Name
	style := st.Text
	if s.Winner {
		name = "★ " + name
		style = st.Title
	}
	if s.Out {
		style = st.NameOut
	}
	return place + pad(style.Render(cut(name, w-1)), w)
}

// eliminationLines lists who eliminated whom, in order, in at most h
// lines; when there are more, the last line says how many are left out.
func eliminationLines(sum rules.Summary, names []string, st Styles, w, h int) []string {
	if h <= 0 {
		return nil
	}
	lines := []string{st.Bold.Render("Who eliminated whom")}
	if len(sum.Eliminations) == 0 {
		return append(lines, st.Muted.Render("Nobody was eliminated."))
	}
	room := h - 1
	shown := sum.Eliminations
	more := 0
	if len(shown) > room {
		more = len(shown) - (room - 1)
		shown = shown[:max(room-1, 0)]
	}
	for _, e := range shown {
		by := "nobody"
		if e.Culprit != rules.NoSeat {
			by = seatName(names, e.Culprit)
		}
		text := fmt.Sprintf("Round %d: %s by %s (%s)", e.Round, seatName(names, e.Seat), by, causeText(e.Cause))
		lines = append(lines, cut(text, w))
	}
	if more > 0 {
		lines = append(lines, st.Muted.Render(cut(fmt.Sprintf("… and %d more (see the log)", more), w)))
	}
	return lines
}

// sideBySide puts two blocks next to each other with a gap of 3 cells.
func sideBySide(left, right string, lw, rw, h int) string {
	l := strings.Split(block(left, lw, h), "\n")
	r := strings.Split(block(right, rw, h), "\n")
	out := make([]string, h)
	for i := range out {
		out[i] = l[i] + "   " + r[i]
	}
	return strings.Join(out, "\n")
}

// lipglossWidth is the widest line of s in cells.
func lipglossWidth(s string) int {
	w := 0
	for _, l := range strings.Split(s, "\n") {
		w = max(w, displayWidth(l))
	}
	return w
}
