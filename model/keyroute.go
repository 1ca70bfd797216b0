package model

import (
	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"

	"rolekeeper/keymap"
	"rolekeeper/rules"
	"rolekeeper/views"
)

// key routes a key press: an open prompt first, then the screen. While
// the terminal is too small to show anything, only quitting works.
func (m Model) key(msg tea.KeyPressMsg) (Model, tea.Cmd) {
	if key.Matches(msg, m.keys().Suspend) {
		return m, tea.Suspend // nothing changes: fg brings the same screen back
	}
	if m.tooSmall() {
		return m.tooSmallKey(msg)
	}
	m.refusal, m.flash, m.notice = "", "", notice{}
	if key.Matches(msg, m.keys().Quit) && m.prompt != nil && !isQuitConfirm(m.prompt) {
		m = m.cancelPrompt()
		return m.quit()
	}
	if m.prompt != nil {
		return m.promptKey(msg)
	}
	switch m.screen {
	case screenSetup:
		return m.setupKey(msg)
	case screenRoles:
		return m.rolesKey(msg)
	case screenTable:
		return m.tableKey(msg)
	case screenLog:
		return m.logKey(msg)
	case screenHelp:
		return m.helpKey(msg)
	case screenSummary:
		return m.summaryKey(msg)
	}
	return m, nil
}

// tooSmall reports whether the terminal is known and too small to show
// the screens: then keys would act unseen.
func (m Model) tooSmall() bool {
	return m.Width > 0 && m.Height > 0 && views.TooSmallFor(m.Width, m.Height)
}

// tooSmallKey handles a key while the terminal is too small: ctrl+c and q
// ask whether to quit (as everywhere), the question takes y and n, and
// every other key is ignored, since its effect could not be seen.
func (m Model) tooSmallKey(msg tea.KeyPressMsg) (Model, tea.Cmd) {
	if isQuitConfirm(m.prompt) {
		return m.promptKey(msg)
	}
	if key.Matches(msg, m.keys().Quit) {
		m = m.cancelPrompt()
		m.flash = ""
		return m.quit()
	}
	return m, nil
}

// keys returns the key map narrowed to the current situation.
func (m Model) keys() keymap.KeyMap {
	c, deck := m.keyContext(), m.screen == screenSetup && m.setup.deckEdit
	if km := m.memo; km != nil && km.keys.ok && km.keys.words == m.Words && km.keys.ctx == c && km.keys.deck == deck {
		return km.keys.km // the same situation as last asked: the same key map
	}
	k := m.Keys.With(c)
	if deck { // a deck is typed, not a name
		d := m.Words.Decks
		k.SaveName.SetHelp(d.SaveKey.Key, d.SaveKey.Desc)
		k.PastPlayers.SetHelp(d.PastKey.Key, d.PastKey.Desc)
	}
	if m.memo != nil {
		m.memo.keys = keysMemo{words: m.Words, ctx: c, deck: deck, km: k, ok: true}
	}
	return k
}

func (m Model) keyContext() keymap.Context {
	c := keymap.Context{
		Lord:     m.game.Setup.Variant == rules.Lord,
		ReadOnly: m.opts.ReadOnly || m.opts.Watch,
		Watch:    m.opts.Watch,
		Over:     m.game.Over,
		CanUndo:  m.hasGame && m.game.CanUndo() > 0,
		CanRedo:  m.hasGame && m.game.CanRedo() > 0,
		Pending:  m.burst.pending(),
		Fresh:    m.hasGame && !m.game.Started && m.game.CanUndo() == 0 && m.game.CanRedo() == 0,
		Export:   m.opts.OnExport != nil,
		Seats:    len(m.game.Players),
		Phones:   m.share.On && m.share.Web != "",
	}
	if m.tooSmall() && !isQuitConfirm(m.prompt) {
		c.Mode = keymap.ModeTooSmall
		return c
	}
	if m.prompt != nil {
		m.prompt.fillContext(&c)
		return c
	}
	switch m.screen {
	case screenSetup:
		c.Mode = keymap.ModeSetup
		c.NumberRow = isNumberRow(m.setup.current().kind)
		c.PlayerRow = m.setup.current().kind == rowPlayer
		c.PutBack = m.setup.removed != nil
		c.Undraw = len(m.setup.draws) > 0
		switch {
		case m.setup.editing:
			c.Mode = keymap.ModeSetupEdit
			c.Roster = len(m.rosterOffer()) > 0
			c.TextFilled = m.setup.input.Value() != ""
		case m.setup.numEdit:
			c.Mode = keymap.ModeSetupNumber
		}
	case screenRoles:
		c.Mode = keymap.ModeRoles
	case screenTable:
		c.Mode = keymap.ModeTable
	case screenLog:
		c.Mode = keymap.ModeLog
	case screenHelp:
		c.Mode = keymap.ModeHelp
	case screenSummary:
		c.Mode = keymap.ModeSummary
		c.LifePage = m.lifePage
	}
	return c
}

// paste types pasted text into the field that takes text, if any; a
// list of lines pasted on the setup adds a player for each.
func (m Model) paste(msg tea.PasteMsg) (Model, tea.Cmd) {
	var cmd tea.Cmd
	switch {
	case m.screen == screenSetup && m.prompt == nil && m.setup.pastedList(msg.Content):
		cmd = m.setup.pasteNames(msg.Content)
	case m.screen == screenSetup && m.setup.editing && m.prompt == nil:
		m.setup.input, cmd = m.setup.input.Update(msg)
		m.setup.checkTyped()
	default:
		if f, ok := m.prompt.(*form); ok {
			fl := &f.fields[f.focus]
			if fl.kind == fieldText {
				fl.text, cmd = fl.text.Update(msg)
			}
		}
	}
	return m, cmd
}
