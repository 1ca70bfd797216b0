package views

import (
	"strconv"
	"strings"

	"charm.land/lipgloss/v2"
	"github.com/charmbracelet/x/ansi"

	"rolekeeper/rules"
	"rolekeeper/styles"
	"rolekeeper/wording"
)

// BuhmannPanel draws the role and passivity panel of a Buhmann game, w
// cells wide and h lines high: who is the IT and what that allows (B-2,
// B-3), every player's life and passivity counters, what their next turn
// start will cost (B-6), who cannot gain life (B-7) and the endgame (B-9).
func BuhmannPanel(f Frame, s rules.State, w, h int) string {
	st, wd := f.Styles, f.Words
	if w <= 0 || h <= 0 {
		return ""
	}
	inner := max(w-frameWidth, 1)
	var lines []string
	lines = append(lines, st.PanelTitle.Render(wd.Panel.ITTitle))
	lines = append(lines, wrap(st.Cells, itText(f, s), inner)...)
	lines = append(lines, "", st.PanelTitle.Render(wd.Panel.PassivityTitle))
	lines = append(lines, passivityTable(f, s, inner)...)
	if locked := lockedOut(s); len(locked) > 0 {
		lines = append(lines, "")
		lines = append(lines, wrap(st.Cells, st.Warn.Render(wd.Panel.LockedLabel+" ")+wd.NameList(wording.Names(s), locked)+".", inner)...)
	}
	return framedPanel(lines, st, w, h)
}

func itText(f Frame, s rules.State) string {
	st, wd := f.Styles, f.Words
	names := wording.Names(s)
	switch {
	case s.Over:
		return wd.Panel.Over
	case s.Endgame:
		return st.Bold.Render(wd.Panel.DuelLabel) + wd.Panel.DuelText
	case s.IT != rules.NoSeat:
		it := wd.Name(names, s.IT)
		return st.BadgeIT.Render(wd.Seat.IT) + " " + wd.Panel.ITRules(it, st.Bold.Render(it))
	}
	return wd.Panel.NoIT
}

// passivityTable lists life, counters and the next turn start's cost.
// The columns fit their words in the language of wd: the next turn
// start's column is as wide as its head and its widest entry, and the names get the
// rest.
func passivityTable(f Frame, s rules.State, w int) []string {
	st, wd := f.Styles, f.Words
	const countW = 3
	lifeW := max(4, textWidth(st.Cells, wd.Panel.Life))
	costs := make([]string, len(s.Players))
	nextMin := textWidth(st.Cells, wd.Panel.NextTurn)
	for i := range s.Players {
		costs[i] = nextTurnCost(f, s, i)
		nextMin = max(nextMin, textWidth(st.Cells, costs[i]))
	}
	numW := len(strconv.Itoa(len(s.Players))) + 1
	nameW := max(w-numW-lifeW-countW-2-nextMin, 6)
	nextW := max(w-numW-nameW-lifeW-countW-2, 4)
	head := pad(st.Cells, "", numW) + pad(st.Cells, wd.Panel.Player, nameW) + padLeft(st.Cells, wd.Panel.Life, lifeW) + " " + pad(st.Cells, "", countW) + " " +
		pad(st.Cells, wd.Panel.NextTurn, nextW)
	lines := []string{st.Muted.Render(head)}
	for i, p := range s.Players {
		life := strconv.Itoa(p.Life)
		if p.Out {
			life = wd.Common.WaitingLife // out: no life total that counts
		}
		counters := Counters(p.Passivity, st)
		if p.Out || s.Endgame {
			counters = st.Muted.Render("–")
		}
		line := seatColumn(i, numW, st) + pad(st.Cells, passivityName(f, s, i, nameW), nameW) + padLeft(st.Cells, life, lifeW) + " " +
			pad(st.Cells, counters, countW) + " " + pad(st.Cells, costs[i], nextW)
		lines = append(lines, line)
	}
	return lines
}

// passivityName is a seat's name in the passivity table, w cells at
// most, styled for the active and the eliminated player, with the IT's
// badge when both fit whole; otherwise the badge is left out (the next
// turn start's column says who is the IT) and the name is cut only if it
// alone is too wide.
func passivityName(f Frame, s rules.State, seat int, w int) string {
	st, wd := f.Styles, f.Words
	nameStyle := st.Text
	if seat == s.Active && !s.Over {
		nameStyle = st.NameActive
	}
	if s.Players[seat].Out {
		nameStyle = st.NameOut
	}
	name := s.Name(seat)
	marker := ""
	if seat == s.IT {
		marker = " " + st.BadgeIT.Render(wd.Seat.IT)
		if textWidth(st.Cells, name)+textWidth(st.Cells, marker) > w-1 {
			marker = ""
		}
	}
	if badge := PoisonBadge(f, s.Players[seat]); badge != "" {
		marker += " " + badge
	}
	return nameStyle.Render(cut(st.Cells, name, max(w-1-textWidth(st.Cells, marker), 1))) + marker
}

// seatColumn is a seat's number, right-aligned in w-1 cells and a space,
// for the panels' tables.
func seatColumn(seat, w int, st styles.Styles) string {
	return padLeft(st.Cells, st.SeatNumber.Render(SeatNumber(seat)), w-1) + " "
}

// nextTurnCost says what the start of the seat's next turn will do (B-6):
// lose life equal to the counters, then gain a counter below 2.
func nextTurnCost(f Frame, s rules.State, seat int) string {
	st, wd := f.Styles, f.Words
	p := s.Players[seat]
	switch {
	case p.Out:
		return st.Muted.Render(wd.Panel.NextOut)
	case s.Endgame:
		return st.Muted.Render(wd.Panel.NextDuel)
	case seat == s.IT:
		return st.Muted.Render(wd.Panel.NextIT)
	}
	t := s.NextTurnStart(seat) // the rules' preview, not worked out again here
	var parts []string
	if t.LifeLoss > 0 {
		if t.Eliminates {
			parts = append(parts, st.Danger.Render(wd.Panel.LossEliminated(t.LifeLoss)))
		} else {
			parts = append(parts, st.Warn.Render(wd.Panel.Loss(t.LifeLoss)))
		}
	}
	if t.GainsCounter {
		parts = append(parts, wd.Panel.GainsCounter)
	}
	return strings.Join(parts, ", ")
}

// lockedOut lists the players who cannot gain life (B-7).
func lockedOut(s rules.State) []int {
	if s.Endgame || s.Setup.Variant != rules.Buhmann {
		return nil
	}
	var seats []int
	for i := range s.Players {
		if s.LifeGainLocked(i) {
			seats = append(seats, i)
		}
	}
	return seats
}

// wrap breaks text into lines of at most w cells at spaces, keeping
// styles across line breaks.
func wrap(c styles.Cells, text string, w int) []string {
	if w <= 0 || text == "" {
		return nil
	}
	if c.Method == ansi.GraphemeWidth {
		return strings.Split(lipgloss.Wrap(text, w, ""), "\n")
	}
	// As lipgloss.Wrap, by code points: styles go on after each break.
	var buf strings.Builder
	ww := lipgloss.NewWrapWriter(&buf)
	_, _ = ww.Write([]byte(ansi.WrapWc(text, w, "")))
	_ = ww.Close()
	return strings.Split(buf.String(), "\n")
}

// framedPanel draws lines in the panel frame, exactly w cells wide and h
// lines high; lines beyond the room are dropped.
func framedPanel(lines []string, st styles.Styles, w, h int) string {
	if w <= frameWidth || h < 2 {
		return block(st.Cells, "", w, h)
	}
	inner := w - frameWidth
	rows := max(h-2, 0)
	out := make([]string, rows)
	for i := range out {
		if i < len(lines) {
			out[i] = pad(st.Cells, lines[i], inner)
		} else {
			out[i] = strings.Repeat(" ", inner)
		}
	}
	return frame(out, inner, st.Panel)
}
