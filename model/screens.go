package model

import (
	"slices"
	"strings"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"

	"rolekeeper/rules"
	"rolekeeper/views"
	"rolekeeper/wording"
)

// rolesKey handles a key press on the roles screen of a Lord game before
// the first turn (L-1): draw again, set by hand, begin, or back to setup.
func (m Model) rolesKey(msg tea.KeyPressMsg) (Model, tea.Cmd) {
	k := m.keys()
	switch {
	case key.Matches(msg, k.Redraw):
		roles := m.nextDraw()
		m, cmd, _ := m.commit(roles)
		m.notice = notice{}
		return m, cmd
	case key.Matches(msg, k.ByHand):
		m.prompt = newRolesPrompt(m.game.State, m.words)
	case key.Matches(msg, k.Begin):
		m.screen = screenTable
		m.notice, _ = turnNotice(m.game.State, []rules.Effect{{Kind: rules.TurnBegan, Seat: m.game.Active}}, m.words)
		m.sel = m.game.Active
	case key.Matches(msg, k.Back):
		return m.discard()
	case key.Matches(msg, k.Help):
		m.back, m.screen = screenRoles, screenHelp
	case key.Matches(msg, k.Quit):
		return m.quit()
	}
	return m, nil
}

// nextDraw draws the roles again (L-1), skipping draws equal to the roles
// on the table, so that r always shows a change.
func (m *Model) nextDraw() rules.Roles {
	s := m.game.State
	var roles rules.Roles
	for range 32 {
		m.redraws++
		roles = rules.DrawRoles(len(s.Players), redrawSeed(s.Setup.Seed, m.redraws))
		if !sameRoles(s, roles) {
			break
		}
	}
	return roles
}

// sameRoles reports whether roles are the roles of s: the same Lord,
// waiting player and pairs, in any order.
func sameRoles(s rules.State, roles rules.Roles) bool {
	return s.Lord == roles.Lord && s.Waiting == roles.Waiting &&
		slices.Equal(pairKeys(s.Pairs), pairKeys(roles.Pairs))
}

// pairKeys writes pairs in a form that ignores their order.
func pairKeys(pairs []rules.Pair) []rules.Pair {
	out := make([]rules.Pair, len(pairs))
	for i, p := range pairs {
		out[i] = rules.Pair{min(p[0], p[1]), max(p[0], p[1])}
	}
	slices.SortFunc(out, func(a, b rules.Pair) int {
		if a[0] != b[0] {
			return a[0] - b[0]
		}
		return a[1] - b[1]
	})
	return out
}

// redrawSeed is the seed of the n-th redraw of the roles: derived from the
// game's seed so that a replay gives the same table (the Roles record
// holds the result anyway, C-9).
func redrawSeed(seed, n uint64) uint64 {
	return seed ^ (n * 0x9E3779B97F4A7C15)
}

// freshSeed draws the seed of a new game from next, never the same as
// old: the new game must not draw the same roles and first player again.
func freshSeed(next func() uint64, old uint64) uint64 {
	for range 8 {
		if s := next(); s != old {
			return s
		}
	}
	return old + 1
}

// summaryKey handles a key press on the summary screen.
func (m Model) summaryKey(msg tea.KeyPressMsg) (Model, tea.Cmd) {
	k := m.keys()
	switch {
	case key.Matches(msg, k.Undo):
		m, cmd, _ := m.commit(rules.Undo{})
		return m, cmd
	case key.Matches(msg, k.Redo):
		m, cmd, _ := m.commit(rules.Redo{})
		return m, cmd
	case key.Matches(msg, k.NewGame):
		setup := m.game.Setup
		setup.Seed = freshSeed(m.opts.NewSeed, setup.Seed)
		next := New(m.opts)
		next.setup = newSetupState(setup, next.words)
		next.setup.focus(rowStart, 0)
		next.width, next.height, next.isDark, next.mono = m.width, m.height, m.isDark, m.mono
		next.save = m.save
		next.restyle()
		return next.resize(m.width, m.height), nil
	case key.Matches(msg, k.Log):
		m.back = screenSummary
		return m.openLog(), nil
	case key.Matches(msg, k.Export):
		m.prompt = newExportPrompt(m.words)
	case key.Matches(msg, k.Back):
		m.screen = screenTable
	case nothingTo(msg.String(), m.words) != "":
		m.flash = nothingTo(msg.String(), m.words)
	case key.Matches(msg, k.Quit):
		if m.game.Over {
			return m, tea.Quit
		}
		return m.quit()
	}
	return m, nil
}

// discard goes back to the setup from a game that has not started, giving
// it up: Options.OnDiscard may remove what was saved of it.
func (m Model) discard() (Model, tea.Cmd) {
	m.game, m.hasGame, m.entries = rules.Game{}, false, nil
	m.screen, m.notice = screenSetup, notice{}
	if m.opts.OnDiscard == nil {
		return m, nil
	}
	return m, m.opts.OnDiscard()
}

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
	return strings.Join(views.LogLines(wording.Names(m.game.State), m.entries, m.styles, m.words, m.width), "\n")
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
	case msg.String() == "home" || msg.String() == "g":
		m.logView.GotoTop()
		return m, nil
	case msg.String() == "end" || msg.String() == "G":
		m.logView.GotoBottom()
		return m, nil
	}
	var cmd tea.Cmd
	m.logView, cmd = m.logView.Update(msg)
	return m, cmd
}

// helpKey handles a key press on the help screen.
func (m Model) helpKey(msg tea.KeyPressMsg) (Model, tea.Cmd) {
	k := m.keys()
	switch {
	case key.Matches(msg, k.Back), key.Matches(msg, k.Help):
		m.screen = m.back
	case key.Matches(msg, k.Quit):
		m.screen = m.back
		return m.quit()
	}
	return m, nil
}

// pastedList reports whether pasted text is a list of names for the
// setup: several lines while adding players or on the players' rows.
func (s setupState) pastedList(text string) bool {
	if !strings.ContainsAny(strings.TrimSpace(text), "\n\r") || s.numEdit {
		return false
	}
	if s.editing {
		return s.editSeat == rules.NoSeat
	}
	k := s.current().kind
	return k == rowAdd || k == rowPlayer
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
