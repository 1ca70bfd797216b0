package views

import (
	"slices"
	"strconv"
	"strings"

	"github.com/charmbracelet/x/ansi"

	"rolekeeper/rules"
	"rolekeeper/styles"
	"rolekeeper/tableview"
	"rolekeeper/wording"
)

// SeatDecor is what the table screen adds to the seats beyond the game
// state: the cursor, marks of an open prompt and a life change being
// entered but not yet committed.
type SeatDecor struct {
	// Selected is the seat under the cursor, or rules.NoSeat.
	Selected int
	// Marks holds, per seat, what an open prompt picked for it
	// ("defender", "culprit", "−3"); "" for none. It may be nil or
	// shorter than the seats.
	Marks []string
	// PendingSeat is the seat of a life change not yet committed, or
	// rules.NoSeat; PendingDelta is its running total and PendingSource
	// the name of its source ("" for none).
	PendingSeat   int
	PendingDelta  int
	PendingSource string
	// PanelHidden is set where the variant's panel is not beside the
	// seats (the compact layout): then the cards of a Lord game say
	// what it would, each player's points towards the target score and
	// paired opponent.
	PanelHidden bool
}

// NoDecor is a SeatDecor with nothing selected, marked or pending.
func NoDecor() SeatDecor {
	return SeatDecor{Selected: rules.NoSeat, PendingSeat: rules.NoSeat}
}

func (d SeatDecor) mark(seat int) string {
	if seat >= 0 && seat < len(d.Marks) {
		return d.Marks[seat]
	}
	return ""
}

// cardKind is the size of a seat card.
type cardKind uint8

const (
	cardHuge   cardKind = iota // border, name, life in very large type, status
	cardBig                    // border, name, life in large type, status
	cardMedium                 // border, name, life, status
	cardSmall                  // border, name and life, status
	cardTiny                   // no border: name and life, status
)

// cardHeight is the number of lines of a card of each kind.
var cardHeight = [...]int{cardHuge: 9, cardBig: 7, cardMedium: 5, cardSmall: 4, cardTiny: 2}

// seatView is everything one card shows, worked out from the state.
type seatView struct {
	seat                int
	name                string
	active, selected    bool
	out, waiting        bool
	life, pendingLife   int
	pending             bool
	pendingDelta        int
	prevented           bool // the pending gain will be prevented (B-7)
	lockedOut           bool // cannot gain life (B-7)
	badges, statusParts []string
	// shortParts are statusParts said short, for a narrow card; when
	// they name the paired opponent, pairBadge (the pair's letter) gives
	// way to them.
	shortParts []string
	pairBadge  string
	mark       string
	words      *wording.Words
	cells      styles.Cells // how the terminal measures (styles.Styles.Cells)
}

func newSeatView(f Frame, s rules.State, seat int, d SeatDecor, wide bool) seatView {
	st, wd := f.Styles, f.Words
	ts := tableview.SeatOf(s, seat) // what every screen shows of the seat
	v := seatView{
		seat: seat, name: ts.Name, life: ts.Life,
		active:   ts.Active,
		selected: seat == d.Selected,
		out:      ts.Standing == tableview.Out, waiting: ts.Standing == tableview.Waiting,
		mark: d.mark(seat), words: wd, cells: st.Cells,
	}
	if seat == d.PendingSeat && d.PendingDelta != 0 {
		v.pending, v.pendingDelta = true, d.PendingDelta
		v.pendingLife, v.prevented = PendingLife(s, seat, d.PendingDelta)
	}
	v.badges = roleBadges(f, ts)
	v.statusParts, v.shortParts = statusParts(f, s, seat, wide, d.PanelHidden)
	if badge := poisonBadge(f, ts.Poison); badge != "" {
		// First, so that a narrow card cuts something else (C-11).
		v.statusParts = append([]string{badge}, v.statusParts...)
		v.shortParts = append([]string{badge}, v.shortParts...)
	}
	if d.PanelHidden && s.PairedOpponent(seat) != rules.NoSeat {
		v.pairBadge = pairBadge(s, seat, st)
	}
	v.lockedOut = s.LifeGainLocked(seat)
	return v
}

// PendingLife is the life a change of delta not yet entered will leave
// the seat at, and whether its gain will be prevented (B-7): then the
// life stays as it is. The rules say what they would prevent.
func PendingLife(s rules.State, seat, delta int) (life int, prevented bool) {
	if seat < 0 || seat >= len(s.Players) {
		return 0, false
	}
	stopped := s.GainPrevented(seat, delta)
	return s.Players[seat].Life + delta - stopped, stopped > 0
}

// roleBadges are the badges that say a seat's role: OUT (with ☠ when
// out by poison), WAITING, IT, LORD, the pair letter and the winner's or
// the leader's mark.
func roleBadges(f Frame, ts tableview.Seat) []string {
	st, wd := f.Styles, f.Words
	var b []string
	switch ts.Standing {
	case tableview.Out:
		b = append(b, st.BadgeOut.Render(wd.Seat.Out))
		if ts.OutByPoison {
			b = append(b, st.BadgeOut.Render("☠"))
		}
	case tableview.Waiting:
		b = append(b, st.BadgeWaiting.Render(wd.Seat.Waiting))
	}
	if ts.IT {
		b = append(b, st.BadgeIT.Render(wd.Seat.IT))
	}
	if ts.Lord {
		b = append(b, st.BadgeLord.Render(wd.Seat.Lord))
	}
	if ts.Pair >= 0 {
		b = append(b, st.PairStyle(ts.Pair).Render("["+wording.PairLetter(ts.Pair)+"]"))
	}
	switch {
	case ts.Winner:
		b = append(b, st.Badge.Render(wd.Seat.Winner))
	case ts.Leader:
		b = append(b, st.Badge.Render("★"))
	}
	return b
}

// pairBadge is the letter of seat's pair in the pair's colour, "[A]", or
// "" for a seat in no pair.
func pairBadge(s rules.State, seat int, st styles.Styles) string {
	for i, pair := range s.Pairs {
		if pair[0] == seat || pair[1] == seat {
			return st.PairStyle(i).Render("[" + wording.PairLetter(i) + "]")
		}
	}
	return ""
}

// isLeader reports whether seat has the most points and more than 0.
func isLeader(s rules.State, seat int) bool {
	if s.Players[seat].Points <= 0 {
		return false
	}
	return slices.Contains(s.Leaders(), seat)
}

// statusParts are a seat's counters: passivity counters (Buhmann), or
// points and protection (Lord), and short, the same said short. Where no
// panel is shown (alone), a Lord-game seat's points are out of the target
// score and its paired opponent is named.
func statusParts(f Frame, s rules.State, seat int, wide, alone bool) (parts, short []string) {
	st, wd := f.Styles, f.Words
	p := s.Players[seat]
	if s.Setup.Variant == rules.Buhmann {
		if p.Out || s.Endgame {
			return nil, nil
		}
		parts = []string{Counters(p.Passivity, st)}
		if s.LifeGainLocked(seat) && wide {
			parts = append(parts, st.Warn.Render(wd.Seat.NoLifeGain))
		}
		return parts, parts
	}
	if !alone {
		parts = []string{wd.Common.Points(p.Points)}
		short = []string{wd.Common.Points(p.Points)}
		if p.Protected() { // said short "◆4" for "◆ 4 rounds" when the line is narrow
			parts = append(parts, ProtectionBadge(f, p.Protection, wide))
			short = append(short, ProtectionBadge(f, p.Protection, false))
		}
		return parts, short
	}
	target := s.Setup.Target
	parts = []string{wd.Seat.PointsOfShort(p.Points, target)} // the table in the middle says what they count
	if wide {
		parts = []string{wd.Seat.PointsOf(p.Points, target)}
	}
	short = []string{wd.Seat.PointsOfShort(p.Points, target)}
	if p.Protected() {
		parts = append(parts, ProtectionBadge(f, p.Protection, wide))
		short = append(short, ProtectionBadge(f, p.Protection, false))
	}
	if opp := s.PairedOpponent(seat); opp != rules.NoSeat {
		vs := wd.Seat.Versus(s.Name(opp))
		parts, short = append(parts, vs), append(short, vs)
	}
	return parts, short
}

// Card draws one seat as a card of width w in the given kind.
func card(f Frame, s rules.State, seat int, d SeatDecor, kind cardKind, w int) string {
	st := f.Styles
	v := newSeatView(f, s, seat, d, kind <= cardMedium)
	if kind == cardTiny {
		return tinyCard(v, st, w)
	}
	style := st.Card
	switch {
	case v.selected:
		style = st.CardSelected
	case v.active:
		style = st.CardActive
	case v.out || v.waiting:
		style = st.CardOut
	}
	inner := max(w-frameWidth, 1)
	label := st.SeatNumber.Render(SeatNumber(seat))
	if v.mark != "" {
		// The mark of an open prompt goes in the title line, beside the
		// seat number, so that the counters below stay visible; only when
		// it does not fit there does it go on the status line.
		if withMark := label + " " + v.markText(st); textWidth(st.Cells, withMark)+3 <= inner+2 {
			label, v.mark = withMark, ""
		}
	}
	var lines []string
	onName := v.badgesFit(inner) // else the badges go to the status line, and the name is whole
	switch kind {
	case cardHuge, cardBig:
		lines = append(lines, v.nameLine(st, inner, onName))
		lines = append(lines, strings.Split(v.bigLife(st, inner, kind == cardHuge), "\n")...)
		lines = append(lines, v.statusLine(st, inner, !onName))
	case cardMedium:
		lines = append(lines, v.nameLine(st, inner, onName), center(st.Cells, v.lifeText(st, true), inner),
			v.statusLine(st, inner, !onName))
	default:
		lines = append(lines, v.nameLifeLine(st, inner), v.statusLine(st, inner, true))
	}
	for i, l := range lines {
		lines[i] = pad(st.Cells, l, inner)
	}
	return frameLabel(st.Cells, lines, inner, style, label)
}

// SeatNumber is how players and the digit keys count seats: from 1.
func SeatNumber(seat int) string { return strconv.Itoa(seat + 1) }

func tinyCard(v seatView, st styles.Styles, w int) string {
	marker := " "
	switch {
	case v.active:
		marker = "▶"
	case v.selected:
		marker = "›"
	}
	num := st.SeatNumber.Render(SeatNumber(v.seat)) + " "
	first := marker + num + v.nameLifeLine(st, w-1-textWidth(st.Cells, num))
	if v.selected {
		first = st.FieldFocus.Render(ansi.Strip(first))
	}
	second := " " + v.statusLine(st, w-1, true)
	if line := v.statusText(st, true, false); v.mark != "" && textWidth(st.Cells, joinNonEmpty(v.markText(st), line)) > w-1 {
		// Said short, the mark takes the empty cell before the status.
		if textWidth(st.Cells, line) > w-1 {
			line = v.statusText(st, true, true)
		}
		second = st.BadgeMark.Render("◉") + cut(st.Cells, line, w-1)
	}
	return pad(st.Cells, first, w) + "\n" + pad(st.Cells, second, w)
}

// badgesFit reports whether the name, the active marker and the role
// badges fit on one line of w cells.
func (v seatView) badgesFit(w int) bool {
	n := textWidth(v.cells, v.name)
	if v.active {
		n += 2
	}
	if len(v.badges) > 0 {
		n += 1 + textWidth(v.cells, strings.Join(v.badges, " "))
	}
	return n <= w
}

// nameLine is the name, the active marker and, when withBadges, the role
// badges on the right.
func (v seatView) nameLine(st styles.Styles, w int, withBadges bool) string {
	nameStyle := st.Name
	switch {
	case v.active:
		nameStyle = st.NameActive
	case v.out || v.waiting:
		nameStyle = st.NameOut
	}
	prefix := ""
	if v.active {
		prefix = "▶ "
	}
	badges := ""
	if withBadges && len(v.badges) > 0 {
		badges = " " + strings.Join(v.badges, " ")
	}
	room := max(w-textWidth(st.Cells, prefix)-textWidth(st.Cells, badges), 1)
	name := nameStyle.Render(cut(st.Cells, v.name, room))
	return spaceBetween(st.Cells, prefix+name, badges, w)
}
