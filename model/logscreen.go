package model

import (
	"strings"

	"charm.land/bubbles/v2/key"
	"charm.land/bubbles/v2/viewport"
	tea "charm.land/bubbletea/v2"

	"rolekeeper/keymap"
	"rolekeeper/views"
	"rolekeeper/wording"
)

// openLog shows the log screen, scrolled to the newest event.
func (m Model) openLog() Model {
	if m.screen != screenLog && m.screen != screenSummary {
		m.back = m.screen
	}
	m.screen = screenLog
	m.logView.SetContent(m.logContent())
	m.logView.GotoBottom()
	return m
}

// logContent is the whole log in words, wrapped to the screen's width.
func (m Model) logContent() string {
	return strings.Join(views.LogLines(wording.Names(m.game.State), m.log.entries(0, m.log.len()), m.styles, m.words, m.width), "\n")
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
		m.logView = scrollLog(m.logView, k, msg)
	default:
		m.flash = m.screenWhyNot(msg)
	}
	return m, nil
}

// scrollLog moves the log by a line, a page, half a page, or to its first
// or last line, as the key asks.
func scrollLog(v viewport.Model, k keymap.KeyMap, msg tea.KeyPressMsg) viewport.Model {
	switch {
	case key.Matches(msg, k.ScrollUp):
		v.ScrollUp(1)
	case key.Matches(msg, k.ScrollDown):
		v.ScrollDown(1)
	case key.Matches(msg, k.PageUp):
		v.PageUp()
	case key.Matches(msg, k.PageDown):
		v.PageDown()
	case key.Matches(msg, k.HalfPageUp):
		v.HalfPageUp()
	case key.Matches(msg, k.HalfPageDown):
		v.HalfPageDown()
	case key.Matches(msg, k.Top):
		v.GotoTop()
	case key.Matches(msg, k.Bottom):
		v.GotoBottom()
	}
	return v
}
