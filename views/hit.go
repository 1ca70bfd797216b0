package views

import (
	"strings"

	"rolekeeper/rules"
	"rolekeeper/styles"
)

// Hit is what a cell of the table screen shows, for a mouse click: a
// seat's card, or a line of the open prompt.
type Hit struct {
	// Seat is the seat whose card holds the cell, or rules.NoSeat.
	Seat int
	// InPrompt is true for a cell of the open prompt; Field is then the
	// prompt field on that line, or -1 for its other lines.
	InPrompt bool
	Field    int
	// Arrow is −1 on a field's "◀", +1 on its "▶", 0 elsewhere.
	Arrow int
}

// noHit is a cell that shows nothing a click can pick.
func noHit() Hit { return Hit{Seat: rules.NoSeat, Field: -1} }

// rect is a block of cells; x, y is its top left corner.
type rect struct{ x, y, w, h int }

func (r rect) contains(x, y int) bool {
	return x >= r.x && x < r.x+r.w && y >= r.y && y < r.y+r.h
}

// TableHit says what Table(f, v) shows in the cell at column x
// and line y (both from 0): it works out the same layout as Table.
func TableHit(f Frame, v TableView, x, y int) Hit {
	st, w, h := f.Styles, f.Width, f.Height
	if TooSmallFor(w, h) {
		return noHit()
	}
	full := Full(w, h)
	headerH := height(Header(f, v, w))
	bottomH := height(bottomArea(f, v, w, full, h/2))
	bodyH := max(h-headerH-bottomH-1, 0)
	if v.Prompt != nil && y >= headerH+bodyH {
		return PromptHit(*v.Prompt, st, w, full, x, y-headerH-bodyH)
	}
	seatingW := w
	if full {
		seatingW = w - panelWidth(w) - 1
	}
	hit := noHit()
	hit.Seat = SeatAt(len(v.State.Players), seatingW, bodyH, x, y-headerH)
	return hit
}

// SeatAt is the seat whose card Seating draws at column x, line y of a
// seating area of n seats, w cells wide and h lines high; rules.NoSeat
// for a cell outside every card.
func SeatAt(n, w, h, x, y int) int {
	for seat, r := range seatRects(n, w, h) {
		if r.contains(x, y) {
			return seat
		}
	}
	return rules.NoSeat
}

// seatRects are where Seating(…, w, h) draws each of n seats' cards: the
// top row, the columns beside the table, the bottom row, as layoutSeating
// and Seating place them. A card not drawn (no room) has an empty rect.
func seatRects(n, w, h int) []rect {
	rects := make([]rect, n)
	if w <= 0 || h <= 0 || n == 0 {
		return rects
	}
	l := layoutSeating(n, w, h)
	if l.cardW < frameWidth+1 {
		return rects
	}
	r := l.ring
	seats := func(from, to int) []int {
		out := make([]int, 0, to-from)
		for s := from; s < to; s++ {
			out = append(out, s)
		}
		return out
	}
	y := 0
	if r.top > 0 {
		rowRects(rects, seats(0, r.top), y, l)
		y += l.cardH
	}
	if l.centerH > 0 {
		colRects(rects, seats(r.top, r.top+r.side), l.w-l.cardW, y, l)
		colRects(rects, reversedSeats(seats(r.top+r.side+r.bottom, n)), 0, y, l)
		y += l.centerH
	}
	if r.bottom > 0 {
		rowRects(rects, reversedSeats(seats(r.top+r.side, r.top+r.side+r.bottom)), y, l)
	}
	for i := range rects {
		rects[i].h = max(min(rects[i].h, h-rects[i].y), 0)
	}
	return rects
}

// rowRects places a row of cards as cardRow draws it: spread across the
// width, a card that would overlap the one before left out.
func rowRects(rects []rect, seats []int, y int, l seatingLayout) {
	x := 0
	for i, off := range spreadOffsets(len(seats), l.cardW, l.w) {
		if off < x {
			continue
		}
		rects[seats[i]] = rect{x: off, y: y, w: l.cardW, h: l.cardH}
		x = off + l.cardW
	}
}

// colRects places a column of cards at x as column draws it: spread from
// the top to the bottom of the middle band.
func colRects(rects []rect, seats []int, x, y int, l seatingLayout) {
	for i, off := range spreadOffsets(len(seats), l.cardH, l.centerH) {
		h := max(min(l.cardH, l.centerH-off), 0)
		rects[seats[i]] = rect{x: x, y: y + off, w: l.cardW, h: h}
	}
}

func reversedSeats(s []int) []int {
	out := make([]int, len(s))
	for i, v := range s {
		out[len(s)-1-i] = v
	}
	return out
}

// PromptHit says what Prompt(p, st, w, framed) shows at column x, line y
// of the prompt (both from 0): which field's line, and whether the cell
// is the "◀" or "▶" of a field that steps through options.
func PromptHit(p PromptView, st styles.Styles, w int, framed bool, x, y int) Hit {
	hit := noHit()
	lines := height(Prompt(p, st, w, framed))
	if y < 0 || y >= lines || x < 0 || x >= w {
		return hit
	}
	hit.InPrompt = true
	framed = framed && w > frameWidth
	left, inner := 0, w
	if framed {
		y, left, inner = y-1, 2, max(w-frameWidth, 1) // the border and the padding
	}
	field := y - 1 - len(textLines(st, p.Text, inner))
	if field < 0 || field >= len(p.Fields) {
		return hit
	}
	hit.Field = field
	labelW := 0
	for _, f := range p.Fields {
		labelW = max(labelW, textWidth(st.Cells, f.Label))
	}
	value := p.Fields[field].Value
	start := left + 2 + labelW + 2 // the marker, the label and the gap
	end := start + textWidth(st.Cells, value)
	switch {
	case strings.HasPrefix(value, "◀") && x >= start-1 && x <= start+1:
		hit.Arrow = -1
	case strings.HasSuffix(value, "▶") && x >= end-2 && x <= end:
		hit.Arrow = 1
	}
	return hit
}
