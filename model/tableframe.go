package model

import (
	"rolekeeper/views"
)

// tableFrame is the table screen under its header line (views.TableBelow)
// as Update last drew it, at the size it was drawn for. Only the header's
// clock changes from one second to the next while the table is left
// alone, so at a tick of the clock the frame is kept and View draws the
// header line alone over it (BENCHMARKS.md, "Flat in the length of the
// game again"); every other message draws it again.
type tableFrame struct {
	below string
	w, h  int
	ok    bool
}

// keepFrame draws the table's frame again after msg, or keeps it when msg
// is the clock's tick and the frame was drawn at the present size: such
// a tick changes the time and nothing else that the table shows. Off
// the table, or at a size too small for it, there is no frame.
func (m Model) keepFrame(tick bool) Model {
	w, h := m.Width, m.Height
	onTable := m.screen == screenTable || m.screen == screenRoles
	switch {
	case !onTable || w <= 0 || h <= 0 || views.TooSmallFor(w, h):
		m.frame = tableFrame{}
	case tick && m.frame.fits(w, h):
	default:
		below := views.TableBelow(m.Frame(), m.tableView(m.helpLine()))
		m.frame = tableFrame{below: below, w: w, h: h, ok: true}
	}
	return m
}

// fits reports whether the frame was drawn for a w×h screen.
func (f tableFrame) fits(w, h int) bool { return f.ok && f.w == w && f.h == h }

// helpLine is the short help of the keys that work now.
func (m Model) helpLine() string {
	return m.help.ShortHelpView(m.keys().ShortHelp())
}
