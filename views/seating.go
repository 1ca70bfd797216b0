package views

import (
	"strings"

	"rolekeeper/rules"
	"rolekeeper/styles"
	"rolekeeper/wording"
)

// ring says how many seats sit on each side of the table: the top row
// (left to right), the right column (top to bottom), the bottom row (right
// to left) and the left column (bottom to top), so that seat order runs
// clockwise around the table starting at the top left.
type ring struct{ top, side, bottom int }

// ringFor spreads n seats around the table.
func ringFor(n int) ring {
	side := 0
	switch {
	case n > 8:
		side = 2
	case n > 4:
		side = 1
	}
	rest := max(n-2*side, 0)
	top := (rest + 1) / 2
	return ring{top: top, side: side, bottom: rest - top}
}

// rows returns the number of card rows the ring stacks vertically.
func (r ring) rows() int {
	n := r.side
	if r.top > 0 {
		n++
	}
	if r.bottom > 0 {
		n++
	}
	return n
}

// maxCardWidth caps a card's width on wide screens: room for a name of 24
// cells, the active marker and the badges of a Lord game.
const maxCardWidth = 36

// hugeCardWidth is the narrowest card with life totals in very large
// type, and hugeTableRoom the lines they leave the table at least.
const (
	hugeCardWidth = 24
	hugeTableRoom = 9
)

// seatingLayout is the card size chosen for a seating area.
type seatingLayout struct {
	ring       ring
	kind       cardKind
	cardW      int
	cardH      int
	w, h       int
	centerW    int
	centerH    int
	centerLeft int
}

// layoutSeating picks the largest card kind whose rows fit in h lines.
func layoutSeating(n, w, h int) seatingLayout {
	r := ringFor(n)
	perRow := max(r.top, r.bottom, 1)
	cw := min((w-(perRow-1))/perRow, maxCardWidth) // a cell between cards
	if r.side > 0 {
		cw = min(cw, w/3)
	}
	l := seatingLayout{ring: r, cardW: cw, w: w, h: h, kind: cardTiny}
	for _, k := range []cardKind{cardHuge, cardBig, cardMedium, cardSmall} {
		switch {
		case k == cardHuge && (cw < hugeCardWidth || r.rows()*cardHeight[k]+hugeTableRoom > h):
			continue // only where the table in the middle keeps its room
		case k == cardBig && cw < 18:
			continue
		}
		if r.rows()*cardHeight[k] <= h {
			l.kind = k
			break
		}
	}
	l.cardH = cardHeight[l.kind]
	l.centerH = h
	if r.top > 0 {
		l.centerH -= l.cardH
	}
	if r.bottom > 0 {
		l.centerH -= l.cardH
	}
	l.centerW = w
	if r.side > 0 {
		l.centerW, l.centerLeft = w-2*cw, cw
	}
	return l
}

// Seating draws the players around a table shape in seat order, clockwise
// from the top left, w cells wide and h lines high. Each seat shows the
// name, life (in large type where room allows), role badges and counters;
// the active player and the seat under the cursor are marked by border,
// glyph and colour. The table in the middle shows the round, the turn and
// the roles.
func Seating(f Frame, s rules.State, d SeatDecor, w, h int) string {
	st := f.Styles
	n := len(s.Players)
	if w <= 0 || h <= 0 || n == 0 {
		return block(st.Cells, "", w, h)
	}
	l := layoutSeating(n, w, h)
	if l.cardW < frameWidth+1 {
		return block(st.Cells, "", w, h) // no room for a single card
	}
	cards := make([]string, n)
	for i := range n {
		cards[i] = block(st.Cells, card(f, s, i, d, l.kind, l.cardW), l.cardW, l.cardH)
	}
	r := l.ring
	var bands []string
	if r.top > 0 {
		bands = append(bands, cardRow(cards[:r.top], l))
	}
	right := cards[r.top : r.top+r.side]
	bottom := reversed(cards[r.top+r.side : r.top+r.side+r.bottom])
	left := reversed(cards[r.top+r.side+r.bottom:])
	if l.centerH > 0 {
		mid := TableCenter(f, s, max(l.centerW-2, 0), l.centerH)
		bands = append(bands, middleBand(st.Cells, left, mid, right, l))
	}
	if r.bottom > 0 {
		bands = append(bands, cardRow(bottom, l))
	}
	return Fit(st.Cells, strings.Join(bands, "\n"), w, h)
}

func reversed(s []string) []string {
	out := make([]string, len(s))
	for i, v := range s {
		out[len(s)-1-i] = v
	}
	return out
}

// spreadOffsets places n items of size item in total cells, the first at
// 0 and the last at the end, evenly; one item is centred.
func spreadOffsets(n, item, total int) []int {
	offs := make([]int, n)
	switch {
	case n == 1:
		offs[0] = max((total-item)/2, 0)
	case n > 1:
		room := max(total-item, 0)
		for i := range offs {
			offs[i] = i * room / (n - 1)
		}
	}
	return offs
}

// cardRow lays cards side by side across the seating width.
func cardRow(cards []string, l seatingLayout) string {
	offs := spreadOffsets(len(cards), l.cardW, l.w)
	split := make([][]string, len(cards))
	for i, c := range cards {
		split[i] = strings.Split(c, "\n")
	}
	lines := make([]string, l.cardH)
	for y := range lines {
		var b strings.Builder
		x := 0
		for i := range cards {
			if offs[i] < x {
				continue
			}
			b.WriteString(strings.Repeat(" ", offs[i]-x))
			if y < len(split[i]) {
				b.WriteString(split[i][y])
			}
			x = offs[i] + l.cardW
		}
		lines[y] = b.String()
	}
	return strings.Join(lines, "\n")
}

// column stacks cards in h lines, spread evenly from top to bottom.
func column(cards []string, w, h, cardH int) string {
	lines := make([]string, h)
	blank := strings.Repeat(" ", w)
	for i := range lines {
		lines[i] = blank
	}
	for i, off := range spreadOffsets(len(cards), cardH, h) {
		for y, l := range strings.Split(cards[i], "\n") {
			if off+y < h {
				lines[off+y] = l
			}
		}
	}
	return strings.Join(lines, "\n")
}

// middleBand is the left column, the table and the right column.
func middleBand(c styles.Cells, left []string, mid string, right []string, l seatingLayout) string {
	h := l.centerH
	midLines := strings.Split(block(c, mid, max(l.centerW-2, 0), h), "\n")
	var lc, rc []string
	if l.ring.side > 0 {
		lc = strings.Split(column(left, l.cardW, h, l.cardH), "\n")
		rc = strings.Split(column(right, l.cardW, h, l.cardH), "\n")
	}
	lines := make([]string, h)
	for y := range lines {
		var b strings.Builder
		if lc != nil {
			b.WriteString(lc[y])
		}
		b.WriteString(" ")
		b.WriteString(midLines[y])
		b.WriteString(" ")
		if rc != nil {
			b.WriteString(rc[y])
		}
		lines[y] = b.String()
	}
	return strings.Join(lines, "\n")
}

// TableCenter draws the table in the middle of the seating circle: the
// round and turn, whose turn it is, and the IT or the Lord.
func TableCenter(f Frame, s rules.State, w, h int) string {
	st := f.Styles
	if w <= 0 || h <= 0 {
		return block(st.Cells, "", w, h)
	}
	lines := centerLines(f, s)
	if h >= len(lines)+2 && w >= 20 {
		bw := min(w, 44)
		inner := bw - frameWidth
		if wrapped := wrapEach(st.Cells, lines, inner); h >= len(wrapped)+2 {
			lines = wrapped // a line wider than the box goes on below, never cut
		}
		bh := min(h, len(lines)+4)
		body := make([]string, 0, bh-2)
		for range (bh - 2 - len(lines)) / 2 {
			body = append(body, "")
		}
		body = append(body, lines...)
		for len(body) < bh-2 {
			body = append(body, "")
		}
		for i, l := range body {
			body[i] = center(st.Cells, l, inner)
		}
		return placeCenter(st.Cells, frame(body, inner, st.Table), w, h)
	}
	for i, l := range lines {
		lines[i] = center(st.Cells, l, w)
	}
	return placeCenter(st.Cells, strings.Join(lines, "\n"), w, h)
}

// wrapEach wraps every line to w cells ("Endspiel ohne Buhmann" at the
// width of a small box, a long name in "Ana's turn").
func wrapEach(c styles.Cells, lines []string, w int) []string {
	out := make([]string, 0, len(lines))
	for _, l := range lines {
		if textWidth(c, l) <= w {
			out = append(out, l)
			continue
		}
		out = append(out, wrap(c, l, w)...)
	}
	return out
}

// placeCenter centres a block vertically in h lines of w cells.
func placeCenter(c styles.Cells, s string, w, h int) string {
	lines := strings.Split(s, "\n")
	if len(lines) > h {
		lines = lines[:h]
	}
	top := (h - len(lines)) / 2
	out := make([]string, 0, h)
	for range top {
		out = append(out, "")
	}
	for _, l := range lines {
		out = append(out, center(c, l, w))
	}
	return block(c, strings.Join(out, "\n"), w, h)
}

// centerLines are the few words on the table: round and turn, whose turn,
// and the variant's role; in a Lord game the target score (L-5) too.
func centerLines(f Frame, s rules.State) []string {
	st, wd := f.Styles, f.Words
	names := wording.Names(s)
	lines := []string{st.Muted.Render(wd.Table.RoundTurn(s.Round, s.Turn))}
	if s.Over {
		lines = append(lines, st.Bold.Render(wd.Table.GameOver))
	} else {
		lines = append(lines, st.NameActive.Render(wd.Table.Turn(wd.Name(names, s.Active))))
	}
	if s.Setup.Variant == rules.Lord {
		if s.Lord != rules.NoSeat {
			lines = append(lines, st.BadgeLord.Render(wd.Seat.Lord)+" "+wd.Name(names, s.Lord))
		}
		return append(lines, st.Muted.Render(wd.Table.Target(s.Setup.Target)))
	}
	switch {
	case s.Endgame:
		lines = append(lines, st.Bold.Render(wd.Table.Duel)+st.Muted.Render(wd.Table.DuelNote))
	case s.IT != rules.NoSeat:
		lines = append(lines, st.BadgeIT.Render(wd.Seat.IT)+" "+wd.Name(names, s.IT))
	default:
		lines = append(lines, st.Muted.Render(wd.Table.NoIT))
	}
	return lines
}
