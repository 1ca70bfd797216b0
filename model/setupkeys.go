package model

import (
	"strconv"
	"unicode"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"

	"rolekeeper/keymap"
	"rolekeeper/rules"
)

// isNumberRow reports whether a row takes digits.
func isNumberRow(k rowKind) bool {
	return k == rowLife || k == rowTarget || k == rowSeed
}

// setupKey handles a key press on the setup screen.
func (m Model) setupKey(msg tea.KeyPressMsg) (Model, tea.Cmd) {
	m.setup.news = ""
	if m.setup.editing {
		return m.setupEditKey(msg)
	}
	if m.setup.over != "" {
		return m.overKey(msg)
	}
	if m.setup.numEdit {
		return m.setupNumberKey(msg)
	}
	k := m.keys()
	s := &m.setup
	s.message = ""
	r := s.current()
	if isNumberRow(r.kind) && isLetter(msg) && !key.Matches(msg, anyRow(k)...) {
		s.message = s.words.Setup.TakesDigits(s.rowName(r.kind))
		return m, nil
	}
	switch {
	case key.Matches(msg, k.Quit):
		return m.quit()
	case key.Matches(msg, k.Help):
		m.back, m.screen = screenSetup, screenHelp
	case key.Matches(msg, k.MoveUp):
		s.movePlayer(r, -1)
	case key.Matches(msg, k.MoveDown):
		s.movePlayer(r, 1)
	case key.Matches(msg, k.Up):
		s.row, s.typed = max(s.row-1, 0), false
	case key.Matches(msg, k.Down):
		s.row, s.typed = min(s.row+1, len(s.rows())-1), false
	case key.Matches(msg, k.Left):
		s.message = s.change(r, -1)
	case key.Matches(msg, k.Right, k.NextChoice):
		s.message = s.change(r, 1)
	case key.Matches(msg, k.Add):
		return m, s.startEdit(rules.NoSeat)
	case key.Matches(msg, k.Remove):
		s.remove(r)
	case key.Matches(msg, k.PutBack) && len(s.draws) > 0:
		s.undraw()
	case key.Matches(msg, k.PutBack):
		s.putBack()
	case key.Matches(msg, k.DrawFirst):
		return m, s.drawFirst()
	case key.Matches(msg, k.ShuffleSeats):
		return m, s.shuffleSeats()
	case key.Matches(msg, k.Start):
		return m.startGame()
	case key.Matches(msg, k.Deck) && r.kind == rowPlayer:
		return m.startDeck(r.seat)
	case key.Matches(msg, k.Edit):
		return m.setupEnter(r)
	case key.Matches(msg, k.Digits, k.Erase):
		s.typeNumber(r, typedDigit(k, msg))
	default:
		s.message = m.setupWhyNot(msg, r)
	}
	return m, nil
}

// anyRow are the setup's keys that act whichever row is focused: a
// number row refuses every other letter as not a digit.
func anyRow(k keymap.KeyMap) []key.Binding {
	return []key.Binding{k.Start, k.Help, k.Quit, k.PutBack, k.DrawFirst, k.ShuffleSeats}
}

// setupWhyNot says why a key does nothing on a row of the setup screen:
// x and K/J act on players only, digits on number rows only.
func (m Model) setupWhyNot(msg tea.KeyPressMsg, r rowRef) string {
	all := keymap.DefaultKeyMap()
	t := m.Words.Setup
	switch {
	case key.Matches(msg, all.Remove, all.MoveUp, all.MoveDown):
		return t.PlayerRowOnly(msg.String())
	case key.Matches(msg, all.Digits) && !isNumberRow(r.kind):
		return t.NumberRowOnly(msg.String())
	}
	return m.unbound(msg)
}

// setupEnter acts on the focused row: rename a player, add one, start the
// game, or go to the next row.
func (m Model) setupEnter(r rowRef) (Model, tea.Cmd) {
	s := &m.setup
	switch r.kind {
	case rowPlayer:
		return m, s.startEdit(r.seat)
	case rowAdd:
		return m, s.startEdit(rules.NoSeat)
	case rowStart:
		return m.startGame()
	case rowLife, rowTarget, rowSeed:
		s.numEdit, s.typed, s.before = true, false, s.number(r.kind)
		return m, nil
	}
	s.row, s.typed = min(s.row+1, len(s.rows())-1), false
	return m, nil
}

// setupNumberKey handles a key while a number row is edited after Enter:
// digits and backspace type, Enter keeps the number, Esc puts the old
// one back; the arrows and tab keep it and move on.
func (m Model) setupNumberKey(msg tea.KeyPressMsg) (Model, tea.Cmd) {
	k := m.keys()
	s := &m.setup
	s.message = ""
	r := s.current()
	switch {
	case key.Matches(msg, k.Quit):
		return m.quit()
	case key.Matches(msg, k.NumberDone):
		if why := s.tooSmall(r.kind); why != "" {
			s.message = why // refused, never raised silently: the row stays in edit
			break
		}
		s.numEdit = false
	case key.Matches(msg, k.Back):
		s.setNumber(r.kind, s.before)
		s.numEdit = false
	case key.Matches(msg, k.Up, k.Down, k.NumberLeave):
		s.numEdit = false
		return m.setupKey(msg)
	case key.Matches(msg, k.Left):
		s.message = s.change(r, -1)
	case key.Matches(msg, k.Right):
		s.message = s.change(r, 1)
	case key.Matches(msg, k.Digits, k.Erase):
		s.typeNumber(r, typedDigit(k, msg))
	default:
		s.message = s.words.Setup.TakesDigitsEditing(s.rowName(r.kind), strconv.FormatUint(s.before, 10))
	}
	return m, nil
}

// erase stands for backspace where a digit is expected: it takes the
// last digit away.
const erase = -1

// typedDigit is the digit a key types, or erase for backspace.
func typedDigit(k keymap.KeyMap, msg tea.KeyPressMsg) int {
	if d, ok := k.DigitOf(msg); ok {
		return d
	}
	return erase
}

// isLetter reports whether a key types a letter or other text that is not
// a digit.
func isLetter(msg tea.KeyPressMsg) bool {
	r := []rune(msg.Text)
	return len(r) == 1 && (r[0] < '0' || r[0] > '9') && unicode.IsGraphic(r[0]) && !unicode.IsSpace(r[0])
}

// rowName names a number row in messages.
func (s *setupState) rowName(k rowKind) string {
	switch k {
	case rowLife:
		return s.words.Setup.Life
	case rowTarget:
		return s.words.Setup.Target
	}
	return s.words.Setup.Seed
}
