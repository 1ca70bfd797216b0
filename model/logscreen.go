package model

import (
	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"

	"rolekeeper/keymap"
)

// openLog shows the log screen, scrolled to the newest event.
func (m Model) openLog() Model {
	if m.screen != screenLog && m.screen != screenSummary {
		m.back = m.screen
	}
	m.screen = screenLog
	m.logAt = m.logBottom()
	return m
}

// logKey handles a key press on the log screen: scroll, back, quit.
func (m Model) logKey(msg tea.KeyPressMsg) (Model, tea.Cmd) {
	k := m.keys()
	switch {
	case key.Matches(msg, k.Back), key.Matches(msg, k.Log):
		m.screen = m.back
		return m, nil
	case key.Matches(msg, k.Quit):
		m.screen = m.back
		return m.quit()
	case key.Matches(msg, k.ScrollUp, k.ScrollDown, k.PageUp, k.PageDown, k.HalfPageUp, k.HalfPageDown, k.Top,
		k.Bottom):
		m.logAt = m.scrollLog(k, msg)
	default:
		m.flash = m.screenWhyNot(msg)
	}
	return m, nil
}

// scrollLog moves the log by a line, a page, half a page, or to its first
// or last line, as the key asks.
func (m Model) scrollLog(k keymap.KeyMap, msg tea.KeyPressMsg) logPlace {
	h := m.logHeight()
	switch {
	case key.Matches(msg, k.ScrollUp):
		return m.logMove(m.logAt, -1)
	case key.Matches(msg, k.ScrollDown):
		return m.logMove(m.logAt, 1)
	case key.Matches(msg, k.PageUp):
		return m.logMove(m.logAt, -h)
	case key.Matches(msg, k.PageDown):
		return m.logMove(m.logAt, h)
	case key.Matches(msg, k.HalfPageUp):
		return m.logMove(m.logAt, -max(h/2, 1))
	case key.Matches(msg, k.HalfPageDown):
		return m.logMove(m.logAt, max(h/2, 1))
	case key.Matches(msg, k.Top):
		return m.logMove(logPlace{}, 0)
	case key.Matches(msg, k.Bottom):
		return m.logBottom()
	}
	return m.logAt
}
