package styles

import (
	"charm.land/bubbles/v2/list"
	"charm.land/lipgloss/v2"
)

// list styles the list of saved games in the theme's colours: titles in
// the text colour, descriptions and the status line muted, the selected
// game in the cursor colour, pagination dots as borders. (The bubbles
// defaults are fixed greys and pinks, some of them unreadable in 16
// colours.)
func (b builder) list(p Palette) (list.Styles, list.DefaultItemStyles) {
	s := list.DefaultStyles(true)
	s.Title = lipgloss.NewStyle().Bold(true).Reverse(true).Padding(0, 1)
	muted := paint(p.Muted)
	s.Spinner, s.StatusEmpty, s.StatusBarFilterCount, s.NoItems, s.ArabicPagination = muted, muted, muted, muted, muted
	s.StatusBar = muted.Padding(0, 0, 1, 2)
	s.StatusBarActiveFilter = paint(p.Text)
	s.Filter = b.input(p)
	s.Filter.Focused.Prompt, s.Filter.Blurred.Prompt = paint(p.Cursor), paint(p.Cursor)
	s.ActivePaginationDot = b.strong(p.Text).SetString("•")
	s.InactivePaginationDot = paint(p.Border).SetString("•")
	s.DividerDot = muted.SetString(" • ")
	s.DefaultFilterCharacterMatch = b.or(lipgloss.NewStyle().Underline(true), func(lipgloss.Style) lipgloss.Style {
		return lipgloss.NewStyle().Bold(true)
	})

	var it list.DefaultItemStyles
	it.NormalTitle = paint(p.Text).Padding(0, 0, 0, 2)
	it.NormalDesc = muted.Padding(0, 0, 0, 2)
	selected := b.or(b.strong(p.Cursor), func(st lipgloss.Style) lipgloss.Style { return st.Bold(true) })
	it.SelectedTitle = selected.Border(lipgloss.NormalBorder(), false, false, false, true).
		BorderForeground(p.Cursor.Fg).Padding(0, 0, 0, 1)
	it.SelectedDesc = paint(p.Cursor).Border(lipgloss.NormalBorder(), false, false, false, true).
		BorderForeground(p.Cursor.Fg).Padding(0, 0, 0, 1)
	it.DimmedTitle, it.DimmedDesc = muted.Padding(0, 0, 0, 2), muted.Padding(0, 0, 0, 2)
	it.FilterMatch = s.DefaultFilterCharacterMatch
	return s, it
}
