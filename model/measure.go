package model

import (
	tea "charm.land/bubbletea/v2"
)

// measure asks the terminal how wide it draws the names and decks on
// screen (common.Common.Measure) and takes its answers; nil when there is
// nothing to ask. The frame is drawn again when a width changed.
func (m *Model) measure(msg tea.Msg) tea.Cmd {
	before := m.Styles.Cells
	cmd := m.Common.Measure(msg, m.shownTexts()...)
	if m.Styles.Cells != before {
		m.restyle()
		m.frame = tableFrame{} // the table's frame is drawn again at the new widths
	}
	return cmd
}

// shownTexts are the texts people typed that the screen may show: the
// players' names and decks, of the game and of the setup.
func (m Model) shownTexts() []string {
	out := make([]string, 0, 2*len(m.setup.players)+2*len(m.game.Players))
	out = append(out, m.setup.players...)
	for _, d := range m.setup.decks {
		out = append(out, d)
	}
	if m.hasGame {
		for i := range m.game.Players {
			out = append(out, m.game.Name(i), m.game.DeckOf(i))
		}
	}
	return out
}
