package model

import (
	"unicode"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"

	"rolekeeper/keymap"
	"rolekeeper/ui/common"
)

// Every key either acts or says why not. The functions of this file say
// why a key that matched no binding enabled where it was pressed does
// nothing there: a binding of another situation says what it needs, any
// other key that a person types says that nothing is bound to it.

// tableWhyNot says why a key does nothing on the table screen.
func (m Model) tableWhyNot(msg tea.KeyPressMsg) string {
	all := keymap.New(m.Words.Keys) // every binding on, whatever the situation (the keys are the same in both languages; only their help differs)
	c := m.keyContext()
	t := m.Words.Prompt
	switch {
	case m.opts.Watch:
		return m.Words.Live.KeysOnly
	case key.Matches(msg, all.Undo):
		return t.NothingToUndo
	case key.Matches(msg, all.Redo):
		return t.NothingToRedo
	case c.ReadOnly:
		return t.ReadOnlyKeys
	case c.Over:
		return t.GameOverKeys
	case key.Matches(msg, all.Phones):
		return m.Words.Web.PhonesOff
	case keymap.MissedShift(all.Pass, msg):
		return t.PassNeedsShift
	case key.Matches(msg, all.Points) && !c.Lord:
		return t.PointsLordOnly
	case key.Matches(msg, all.Pairs) && !c.Lord:
		return t.PairsLordOnly
	case key.Matches(msg, all.Source):
		return t.NoSourceToName
	case key.Matches(msg, all.Commit):
		return t.NothingToEnter
	case key.Matches(msg, all.Cancel):
		return t.NothingToCancel
	}
	return m.unbound(msg)
}

// screenWhyNot says why a key does nothing on the summary, the log, the
// help, the roles or the setup screen.
func (m Model) screenWhyNot(msg tea.KeyPressMsg) string {
	all := keymap.New(m.Words.Keys)
	if m.opts.Watch && key.Matches(msg, all.Undo, all.Redo) {
		return m.Words.Live.KeysOnly
	}
	if m.screen == screenSummary || m.screen == screenRoles {
		switch {
		case key.Matches(msg, all.Undo):
			return m.Words.Prompt.NothingToUndo
		case key.Matches(msg, all.Redo):
			return m.Words.Prompt.NothingToRedo
		}
	}
	return m.unbound(msg)
}

// unbound says that nothing is bound to a key here (a capital letter may
// mean Caps Lock is on); "" for a key nobody types on purpose (a modifier
// or a lock key alone, a media key), which is let be.
func (m Model) unbound(msg tea.KeyPressMsg) string {
	if silentKey(msg) {
		return ""
	}
	if r := []rune(msg.Text); len(r) == 1 && unicode.IsUpper(r[0]) {
		return m.Words.Prompt.CapsLock(msg.Text)
	}
	return m.Words.Prompt.Unbound(msg.String())
}

// promptUnbound says that nothing is bound to a key in a question; "" as
// for unbound.
func promptUnbound(msg tea.KeyPressMsg, say func(key string) string) string {
	if silentKey(msg) {
		return ""
	}
	return say(msg.String())
}

// silentKey is common.SilentKey: a modifier, lock, media or volume key
// on its own, which nobody presses to make something happen.
func silentKey(msg tea.KeyPressMsg) bool { return common.SilentKey(msg) }
