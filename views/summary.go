package views

import (
	"slices"
	"strconv"
	"strings"
	"time"

	"rolekeeper/rules"
	"rolekeeper/styles"
	"rolekeeper/wording"
)

// SummaryScreen draws the summary of a game w cells wide and h lines
// high: the winners, the standings, who eliminated whom, and per player
// the points by source (Lord) or turns as the IT and life lost to
// passivity (Buhmann), the rounds and the duration. help is the rendered
// help line.
func SummaryScreen(f Frame, sum rules.Summary, names []string, dur time.Duration, help string) string {
	return SummaryScreenWith(f, sum, names, dur, help, SummaryExtra{})
}

// SummaryExtra is what a summary shows beside the rules' summary: each
// player's rating change by seat (none when Changes is nil), under a
// head, explained by a note.
type SummaryExtra struct {
	Changes                []string
	ChangeHead, ChangeNote string
}

// changeColumn is the width of the rating change column: 0 without
// changes.
func (x SummaryExtra) changeColumn(c styles.Cells) int {
	if x.Changes == nil {
		return 0
	}
	w := textWidth(c, x.ChangeHead)
	for _, ch := range x.Changes {
		w = max(w, textWidth(c, ch))
	}
	return w + 1
}

// SummaryScreenWith is SummaryScreen with what extra adds.
func SummaryScreenWith(f Frame, sum rules.Summary, names []string, dur time.Duration, help string, extra SummaryExtra) string {
	st, wd, w, h := f.Styles, f.Words, f.Width, f.Height
	if TooSmallFor(w, h) {
		return TooSmall(f)
	}
	title := summaryTitle(f, sum, names)
	c := wd.Common
	facts := st.Muted.Render(strings.Join([]string{c.Variant(sum.Variant), c.Rounds(sum.Rounds), c.Turns(sum.Turns),
		c.Duration(dur)}, " · "))
	standings := standingsTable(f, sum, w, h >= 30, extra)
	bodyH := max(h-4, 0)
	rest := bodyH - height(standings) - 1
	body := standings
	if rest > 1 {
		body += "\n\n" + eliminationBlock(f, sum, names, w, rest-1)
	}
	head := []string{spaceBetween(st.Cells, title, " "+facts, w), ""}
	if textWidth(st.Cells, title)+1+textWidth(st.Cells, facts) > w { // the title whole, the facts below it
		head = []string{cut(st.Cells, title, w), cut(st.Cells, facts, w)}
	}
	screen := strings.Join(append(head, body), "\n")
	return Fit(st.Cells, Fit(st.Cells, screen, w, h-1)+"\n"+cut(st.Cells, help, w), w, h)
}

func summaryTitle(f Frame, sum rules.Summary, names []string) string {
	st, wd := f.Styles, f.Words
	t := wd.Summary
	if !sum.Over {
		return st.Banner.Render(t.SoFar)
	}
	switch len(sum.Winners) {
	case 0:
		if last := LastOutTogether(sum); len(last) > 1 {
			return st.Banner.Render(t.Draw(wd.SeatNames(names, last)))
		}
		if sum.Variant == rules.Buhmann {
			return st.Banner.Render(t.EarlyNoWinner)
		}
		return st.Banner.Render(t.NoWinner)
	case 1:
		return st.Banner.Render(t.Wins(wd.Name(names, sum.Winners[0])))
	}
	return st.Banner.Render(t.Share(wd.SeatNames(names, sum.Winners)))
}

// LastOutTogether is, for a Buhmann game that ended with nobody left, the
// players eliminated together by its last elimination (a draw, B-10);
// nil otherwise.
func LastOutTogether(sum rules.Summary) []int {
	if sum.Variant != rules.Buhmann || !sum.Over || len(sum.Winners) > 0 || len(sum.Eliminations) == 0 ||
		sum.EliminationsTotal > len(sum.Eliminations) { // the last are not in a list cut short (NewSummaryFirst)
		return nil
	}
	for _, s := range sum.Standings {
		if !s.Out {
			return nil
		}
	}
	last := sum.Eliminations[len(sum.Eliminations)-1].Event
	var seats []int
	for i := len(sum.Eliminations) - 1; i >= 0 && sum.Eliminations[i].Event == last; i-- {
		seats = append(seats, sum.Eliminations[i].Seat) // the last event's, read from the end
	}
	slices.Reverse(seats)
	return seats
}

// summaryNameWidth is the width of the name column: the longest name and
// its star, within what the other columns leave.
func summaryNameWidth(c styles.Cells, sum rules.Summary, w, others int) int {
	longest := 0
	for _, s := range sum.Standings {
		longest = max(longest, textWidth(c, s.Name)+2)
	}
	return max(min(longest+1, w-4-others, 2*rules.MaxNameLength+3), 8)
}

// standingsTable lists every player, best first, with the variant's
// figures in columns that read whole (layoutStandings) and a legend of
// the role turns; points explains the Lord's points under the table.
func standingsTable(f Frame, sum rules.Summary, w int, points bool, extra SummaryExtra) string {
	st, wd := f.Styles, f.Words
	t := wd.Summary
	cols := standingColumns(st.Cells, sum, wd, extra)
	var tail sumTail
	sources := make([]string, len(sum.Standings))
	if sum.Variant == rules.Lord {
		widest := 0
		for i, s := range sum.Standings {
			sources[i] = lordSources(s, wd)
			widest = max(widest, textWidth(st.Cells, sources[i]))
		}
		tail.long = 2 + max(widest, textWidth(st.Cells, t.BySource))
		tail.short = 2 + max(widest, textWidth(st.Cells, t.Short.BySource))
		tail.least = min(tail.short, 18)
	}
	l := layoutStandings(st.Cells, cols, nameNeed(st.Cells, sum, t.Player), tail, w)
	head := pad(st.Cells, "", 4) + pad(st.Cells, t.Player, l.nameW)
	for _, k := range cols {
		head += padLeft(st.Cells, k.head(l), k.width(st.Cells, l))
	}
	if l.tailW > 0 {
		bySource := t.BySource
		if textWidth(st.Cells, bySource) > l.tailW-2 {
			bySource = t.Short.BySource
		}
		head += "  " + cut(st.Cells, bySource, l.tailW-2)
	}
	var rows []string
	for i, s := range sum.Standings {
		row := standingName(s, st, l.nameW)
		for _, k := range cols {
			row += padLeft(st.Cells, k.cells[i], k.width(st.Cells, l))
		}
		if l.tailW > 0 {
			row += "  " + cut(st.Cells, sources[i], l.tailW-2)
		}
		rows = append(rows, row)
	}
	rows = append(rows, standingsLegends(f, sum, w, points, l, extra)...)
	lines := []string{st.Bold.Render(cut(st.Cells, head, w))}
	for _, r := range rows {
		lines = append(lines, cut(st.Cells, r, w))
	}
	return strings.Join(lines, "\n")
}

// standingsLegends are the lines under the standings: what the role
// turns' and passivity's heads (as the layout shows them) mean, Lord's
// points, the rating change, the decks and poison.
func standingsLegends(f Frame, sum rules.Summary, w int, points bool, l sumLayout, extra SummaryExtra) []string {
	st, wd := f.Styles, f.Words
	t := wd.Summary
	var rows []string
	if sum.Variant == rules.Lord {
		role := t.TurnsWhileLord
		if l.short {
			role = t.Short.TurnsWhileLord
		}
		rows = append(rows, wrap(st.Cells, st.Muted.Render(role+": "+t.TurnsWhileLegend+"."), w)...)
		if points {
			rows = append(rows, "", st.Muted.Render(t.PointsRules[0]), st.Muted.Render(t.PointsRules[1]))
		}
	} else {
		role, passivity := t.TurnsWhileIT, t.PassivityLegend
		if l.short {
			role, passivity = t.Short.TurnsWhileIT, t.Short.PassivityLegend
		}
		rows = append(rows, wrap(st.Cells, st.Muted.Render(role+": "+t.TurnsWhileLegend+". "+passivity), w)...)
	}
	if extra.Changes != nil {
		rows = append(rows, wrap(st.Cells, st.Muted.Render(extra.ChangeNote), w)...)
	}
	if played := decksPlayed(sum, wd); played != "" {
		rows = append(rows, wrap(st.Cells, st.Muted.Render(played), w)...)
	}
	if poisonColumn(st.Cells, sum, wd) > 0 {
		rows = append(rows, wrap(st.Cells, st.Muted.Render(wd.Poison.Legend), w)...)
	}
	return rows
}

// decksPlayed says the decks each player played, when any was said:
// "Decks played: Ana Elfen · Cem Alt → Neu"; "" for none.
func decksPlayed(sum rules.Summary, wd *wording.Words) string {
	var parts []string
	for _, s := range sum.Standings {
		if len(s.Decks) > 0 {
			parts = append(parts, s.Name+" "+strings.Join(s.Decks, " → "))
		}
	}
	if len(parts) == 0 {
		return ""
	}
	return wd.Decks.Played + ": " + strings.Join(parts, " · ")
}

// poisonColumn is the width of the summary's poison column: 0 (no
// column) when nobody in play has poison counters, as in most games
// (C-11).
func poisonColumn(c styles.Cells, sum rules.Summary, wd *wording.Words) int {
	for _, s := range sum.Standings {
		if poisonShown(s) {
			return headedColumn(c, 3, wd.Poison.Column)
		}
	}
	return 0
}

// poisonShown says whether the summary shows a player's poison counters:
// they have some and are in play.
func poisonShown(s rules.Standing) bool { return s.Poison > 0 && !s.Out && !s.Waiting }

// headedColumn is the width of a right-aligned column of numbers headed by
// head: at least least cells, and room for the head and a space before
// it, so that heads in any language never touch.
func headedColumn(c styles.Cells, least int, head string) int {
	return max(least, textWidth(c, head)+1)
}

// lordSources writes a player's points by source, leaving out sources
// that gave nothing: "+3 as Lord, +4 opponents".
func lordSources(s rules.Standing, wd *wording.Words) string {
	var parts []string
	for src, n := range s.PointsBySource {
		if n != 0 {
			parts = append(parts, wording.Signed(n)+" "+wd.Common.PointSourceShort(rules.PointSource(src)))
		}
	}
	if len(parts) == 0 {
		return wd.Summary.NoSources
	}
	return strings.Join(parts, ", ")
}

func standingName(s rules.Standing, st styles.Styles, w int) string {
	place := padLeft(st.Cells, strconv.Itoa(s.Place)+".", 3) + " "
	name := s.Name
	style := st.Text
	if s.Winner {
		name = "★ " + name
		style = st.Title
	}
	if s.Out {
		style = st.NameOut
	}
	return place + pad(st.Cells, style.Render(cut(st.Cells, name, w-1)), w)
}

// elimColumnWidth is the width of a column of the elimination list.
const elimColumnWidth = 40

// eliminationBlock lists who eliminated whom, in order, in at most h
// lines, in as many columns as fit in w cells; when there are more, the
// last line says how many are left out.
func eliminationBlock(f Frame, sum rules.Summary, names []string, w, h int) string {
	st, wd := f.Styles, f.Words
	if h <= 0 {
		return ""
	}
	title := st.Bold.Render(wd.Summary.ElimTitle)
	total := max(sum.EliminationsTotal, len(sum.Eliminations)) // the list may hold only the first (NewSummaryFirst)
	if total == 0 {
		return title + "\n" + st.Muted.Render(wd.Summary.NobodyOut)
	}
	rows := h - 1
	cols := max(min(w/elimColumnWidth, (total+rows-1)/max(rows, 1)), 1)
	colW := w / cols
	if cols == 1 {
		colW = w
	}
	room := rows * cols
	shown := sum.Eliminations
	more := 0
	if total > room {
		more = total - (room - 1)
		shown = shown[:min(max(room-1, 0), len(shown))]
	}
	items := make([]string, 0, len(shown)+1)
	for _, e := range shown {
		by := "" // nobody
		if e.Culprit != rules.NoSeat {
			by = wd.Name(names, e.Culprit)
		}
		items = append(items, wd.Summary.ElimLine(e.Round, wd.Name(names, e.Seat), by, e.Cause))
	}
	if more > 0 {
		items = append(items, st.Muted.Render(wd.Summary.ElimMore(more)))
	}
	lines := make([]string, min(rows, len(items)))
	for i, it := range items {
		r, c := i%rows, i/rows
		if c < cols-1 {
			it = pad(st.Cells, it, colW-2) + "  "
		} else {
			it = cut(st.Cells, it, colW)
		}
		if c == 0 {
			lines[r] = it
		} else {
			lines[r] += it
		}
	}
	return title + "\n" + strings.Join(lines, "\n")
}
