package model

import (
	"slices"
	"strings"

	tea "charm.land/bubbletea/v2"

	"rolekeeper/rules"
	"rolekeeper/views"
)

// The mouse and the trackpad only point: a click selects a seat, or in an
// open prompt picks the seat or the field clicked and steps a field
// through its options at its arrows; the wheel scrolls the log. None of
// them enters an event, so a resting palm or a stray click never changes
// the game: that always takes a key (Enter, P, …), and every click has a
// key that does the same.

// wheelLines is how many lines of the log a notch of the wheel scrolls.
const wheelLines = 3

// seatClicker is a prompt that takes a seat clicked on the table, as it
// takes a seat's digit.
type seatClicker interface {
	clickSeat(seat int, s rules.State)
}

// fieldClicker is a prompt whose fields take a click: the field gets the
// focus, and a click on its "◀" or "▶" (arrow −1 or +1) steps it as ← or
// → would.
type fieldClicker interface {
	clickField(field, arrow int)
}

// mouse handles a click or a turn of the wheel.
func (m Model) mouse(msg tea.MouseMsg) (Model, tea.Cmd) {
	if m.tooSmall() {
		return m, nil
	}
	switch msg := msg.(type) {
	case tea.MouseWheelMsg:
		if m.screen == screenLog && m.prompt == nil {
			switch msg.Button {
			case tea.MouseWheelUp:
				m.logAt = m.logMove(m.logAt, -wheelLines)
			case tea.MouseWheelDown:
				m.logAt = m.logMove(m.logAt, wheelLines)
			}
		}
	case tea.MouseClickMsg:
		if msg.Button == tea.MouseLeft {
			return m.click(msg.X, msg.Y), nil
		}
	}
	return m, nil
}

// click handles a left click at column x, line y.
func (m Model) click(x, y int) Model {
	if m.screen != screenTable && m.screen != screenRoles {
		return m.clickOverlay(x, y)
	}
	hit := views.TableHit(m.Frame(), m.tableView(""), x, y)
	switch {
	case hit.InPrompt:
		if fc, ok := m.prompt.(fieldClicker); ok && hit.Field >= 0 {
			fc.clickField(hit.Field, hit.Arrow)
		}
	case hit.Seat == rules.NoSeat:
		return m
	case m.prompt != nil:
		if sc, ok := m.prompt.(seatClicker); ok {
			sc.clickSeat(hit.Seat, m.game.State)
		}
	case m.screen == screenTable:
		m.refusal, m.flash, m.notice = "", "", notice{}
		m.sel = hit.Seat // a pending life change stays pending: the click enters nothing
		m.watch.picked = true
	}
	return m
}

// clickOverlay handles a click on a screen other than the table: only a
// prompt drawn over its last lines takes it.
func (m Model) clickOverlay(x, y int) Model {
	fc, ok := m.prompt.(fieldClicker)
	if !ok {
		return m
	}
	pv := m.prompt.view(m.game.State)
	top := max(m.Height-1-strings.Count(views.Prompt(pv, m.Styles, m.Width, true), "\n")-1, 0) // as overlayBottom puts it
	if hit := views.PromptHit(pv, m.Styles, m.Width, true, x, y-top); hit.Field >= 0 {
		fc.clickField(hit.Field, hit.Arrow)
	}
	return m
}

// clickSeat implements seatClicker: the seat goes to the focused field if
// it takes seats, else to the first field that does, which gets the
// focus.
func (f *form) clickSeat(seat int, s rules.State) {
	f.err = ""
	if !takesSeats(f.fields[f.focus].kind) {
		i := slices.IndexFunc(f.fields, func(fl field) bool { return takesSeats(fl.kind) })
		if i < 0 {
			return
		}
		f.focusField(i)
	}
	f.err = f.fields[f.focus].pickSeat(seat, s, f.words)
}

func takesSeats(k fieldKind) bool { return k == fieldSeat || k == fieldSeats }

// clickField implements fieldClicker.
func (f *form) clickField(i, arrow int) {
	if i < 0 || i >= len(f.fields) {
		return
	}
	f.err = ""
	if i != f.focus {
		f.focusField(i)
	}
	if arrow != 0 {
		f.fields[i].change(arrow > 0)
	}
}

// clickSeat implements seatClicker: the seat is the source, or the seat
// whose change the keys set, as its digit would make it; while an amount
// is typed, the click is ignored so that the amount keeps its seat.
func (p *severalPrompt) clickSeat(seat int, s rules.State) {
	if p.typing {
		return
	}
	p.err = ""
	p.pickSeat(seat, s)
}

// clickField implements fieldClicker: the changes (0) or the source (1).
func (p *severalPrompt) clickField(i, arrow int) {
	if p.typing || i < 0 || i > 1 {
		return
	}
	p.err = ""
	p.focus = i
	if arrow != 0 {
		p.move(arrow > 0)
	}
}

// clickSeat implements seatClicker: the seat is picked for the next pair,
// as its digit would pick it.
func (p *pairsPrompt) clickSeat(seat int, s rules.State) {
	p.err = ""
	if !slices.Contains(p.unpicked(), seat) {
		p.err = p.whyNotPaired(s, seat)
		return
	}
	p.pick(seat)
}

// clickField implements fieldClicker: the arrows of the next seat move
// the cursor among the seats not yet paired.
func (p *pairsPrompt) clickField(i, arrow int) {
	if i == 1 && arrow != 0 {
		p.at = cycle(p.unpicked(), p.at, arrow)
	}
}
