package model

import (
	"strings"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"

	"rolekeeper/keymap"
	"rolekeeper/rules"
	"rolekeeper/views"
)

// helpKey handles a key press on the help screen.
func (m Model) helpKey(msg tea.KeyPressMsg) (Model, tea.Cmd) {
	k := m.keys()
	switch {
	case key.Matches(msg, k.Back), key.Matches(msg, k.Help):
		m.screen = m.back
	case key.Matches(msg, k.Quit):
		m.screen = m.back
		return m.quit()
	default:
		m.flash = m.screenWhyNot(msg)
	}
	return m, nil
}

// fullHelp draws every binding of the table (or the setup) for the help
// screen.
func (m Model) fullHelp() string {
	c := keymap.Context{Mode: keymap.ModeTable, Lord: m.game.Setup.Variant == rules.Lord,
		CanUndo: true, CanRedo: true, Pending: !m.opts.ReadOnly && !m.opts.Watch, Seats: len(m.game.Players),
		ReadOnly: m.opts.ReadOnly || m.opts.Watch, Watch: m.opts.Watch, Phones: m.share.On && m.share.Web != ""}
	if m.back == screenSetup {
		c = keymap.Context{Mode: keymap.ModeSetup, Overview: true}
	}
	hm := *m.help
	hm.SetWidth(m.Width)
	groups := m.Keys.With(c).FullHelp()
	per := len(groups)
	if m.Width < views.FullWidth {
		per = 2 // two columns a row, so that no column is dropped
	}
	var rows []string
	for i := 0; i < len(groups); i += per {
		rows = append(rows, hm.FullHelpView(groups[i:min(i+per, len(groups))]))
	}
	return strings.Join(rows, "\n\n")
}
