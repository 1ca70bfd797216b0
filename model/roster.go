package model

import (
	"slices"
	"strings"

	"rolekeeper/names"
	"rolekeeper/styles"
	"rolekeeper/wording"
)

// roster offers the names of past players while a name is typed on the
// setup screen: those not seated yet, the most recent first, filtered by
// what is typed. ↑/↓ choose one; Enter takes it. What is on offer is
// worked out from the typed text and the seats each time (offer), so
// that only the choice is state.
type roster struct {
	names []string
	keys  []string
	// chosen is the index in names of the chosen name; -1 for none.
	chosen int
}

// newRoster returns the roster of names, the most recent first.
func newRoster(past []string) roster {
	r := roster{names: past, keys: make([]string, len(past)), chosen: -1}
	for i, n := range past {
		r.keys[i] = names.Key(n)
	}
	return r
}

// offer returns the indexes of the names on offer: those that hold typed
// (compared as C-1 compares names), those that start with it first,
// without the names of seated players other than the one being renamed
// (editSeat).
func (r roster) offer(typed string, seated []string, editSeat int) []int {
	want := names.Key(names.Normalize(typed))
	taken := map[string]bool{}
	for i, n := range seated {
		if i != editSeat {
			taken[names.Key(n)] = true
		}
	}
	var starts, holds []int
	for i, k := range r.keys {
		switch {
		case taken[k]:
		case strings.HasPrefix(k, want):
			starts = append(starts, i)
		case strings.Contains(k, want):
			holds = append(holds, i)
		}
	}
	return append(starts, holds...)
}

// move chooses the next (step 1) or previous (step −1) name of shown;
// before the first comes none.
func (r *roster) move(step int, shown []int) {
	at := min(max(slices.Index(shown, r.chosen)+step, -1), len(shown)-1)
	r.chosen = -1
	if at >= 0 {
		r.chosen = shown[at]
	}
}

// picked returns the chosen name if it is on offer.
func (r roster) picked(shown []int) (string, bool) {
	if !slices.Contains(shown, r.chosen) {
		return "", false
	}
	return r.names[r.chosen], true
}

// line draws the names of shown in width cells, the chosen one in reverse
// video and brackets (readable without colour), scrolled so that it is in
// view; "" when none is on offer.
func (r roster) line(shown []int, st styles.Styles, w wording.Roster, width int) string {
	if len(shown) == 0 {
		return ""
	}
	pick := slices.Index(shown, r.chosen)
	for first := 0; ; first++ {
		text, fits := r.render(shown, pick, first, st, w, width)
		if fits || first >= pick {
			return text
		}
	}
}

// render draws the names of shown from first on; fits is false when the
// chosen one (shown[pick]) did not fit.
func (r roster) render(shown []int, pick, first int, st styles.Styles, w wording.Roster, width int) (string, bool) {
	out := st.Muted.Render(w.Title)
	used := st.Cells.StringWidth(w.Title)
	if first > 0 {
		out += " " + st.Muted.Render("…")
		used += 2
	}
	fits := pick < first
	for k := first; k < len(shown); k++ {
		name := r.names[shown[k]]
		more := ""
		if rest := len(shown) - k - 1; rest > 0 {
			more = " " + w.More(rest)
		}
		if used+3+st.Cells.StringWidth(name)+st.Cells.StringWidth(more) > width {
			return out + st.Muted.Render(" "+w.More(len(shown)-k)), fits
		}
		cell := " " + name + " "
		if k == pick {
			cell = st.Selected.Render("[" + name + "]")
			fits = true
		}
		out += " " + cell
		used += 1 + st.Cells.StringWidth(cell)
	}
	return out, fits
}

// rosterOffer is what the roster offers for the name being typed on the
// setup screen; nothing when no name is typed.
func (m Model) rosterOffer() []int {
	switch {
	case !m.setup.editing:
		return nil
	case m.setup.deckEdit:
		return m.deckRoster.offer(m.setup.input.Value(), nil, -1)
	}
	return m.roster.offer(m.setup.input.Value(), m.setup.players, m.setup.editSeat)
}
