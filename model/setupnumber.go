package model

import (
	"strconv"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"

	"rolekeeper/keymap"
	"rolekeeper/rules"
)

// maxSeed is the largest seed the setup takes: 18 digits.
const maxSeed uint64 = 999_999_999_999_999_999

// numberLimits are the least and the most a number row takes.
func numberLimits(k rowKind) (least, most uint64) {
	switch k {
	case rowLife:
		return rules.MinLife, rules.MaxLife
	case rowTarget:
		return rules.MinTarget, rules.MaxTarget
	}
	return 0, maxSeed
}

// number is the value of a number row.
func (s *setupState) number(k rowKind) uint64 {
	switch k {
	case rowLife:
		return uint64(s.life)
	case rowTarget:
		return uint64(s.target)
	}
	return s.seed
}

// setNumber sets the value of a number row.
func (s *setupState) setNumber(k rowKind, v uint64) {
	switch k {
	case rowLife:
		s.life = int(v)
	case rowTarget:
		s.target = int(v)
	case rowSeed:
		s.seed = v
	}
}

// typeNumber types a digit d (or erase) into the life, target or seed
// row. The first digit replaces the value; later ones append. A number
// typed is never rewritten: one beyond the row's most is kept as typed in
// over, and refused (the cursor stays on the row, the game does not
// start) until backspace or Esc corrects it.
func (s *setupState) typeNumber(r rowRef, d int) {
	if !isNumberRow(r.kind) {
		return
	}
	if !s.typed && !s.numEdit {
		s.before = s.number(r.kind) // for Esc
	}
	text := s.over
	if text == "" {
		text = strconv.FormatUint(s.number(r.kind), 10)
		if !s.typed && d != erase {
			text = ""
		}
	}
	if d == erase {
		text = text[:max(len(text)-1, 0)]
	} else {
		text += strconv.Itoa(d)
	}
	s.typed, s.over = true, ""
	v, err := strconv.ParseUint(text, 10, 64)
	if _, most := numberLimits(r.kind); text != "" && (err != nil || v > most) {
		s.over = text
		return
	}
	s.setNumber(r.kind, v)
}

// overMessage says why the number typed on the focused row is refused;
// "" when nothing is over its limit.
func (s *setupState) overMessage() string {
	if s.over == "" {
		return ""
	}
	k := s.current().kind
	_, most := numberLimits(k)
	return s.words.Setup.NumberTooLarge(s.rowName(k), s.over, strconv.FormatUint(most, 10),
		strconv.FormatUint(s.before, 10))
}

// step moves a number row one up or down, or says why not: the number is
// at its least or its most (it is never wrapped nor held silently).
func (s *setupState) step(k rowKind, step int) (refused string) {
	least, most := numberLimits(k)
	v := s.number(k)
	if (step < 0 && v <= least) || (step > 0 && v >= most) {
		return s.words.Setup.NumberRange(s.rowName(k), strconv.FormatUint(least, 10), strconv.FormatUint(most, 10))
	}
	if step < 0 {
		s.setNumber(k, v-1)
	} else {
		s.setNumber(k, v+1)
	}
	return ""
}

// tooSmall says why the number of a row is refused when it is below the
// row's least (a life or target of 0 typed), "" when it is not.
func (s *setupState) tooSmall(k rowKind) string {
	least, most := numberLimits(k)
	if s.number(k) >= least {
		return ""
	}
	return s.words.Setup.NumberRange(s.rowName(k), strconv.FormatUint(least, 10), strconv.FormatUint(most, 10))
}

// overKey handles a key while the number typed on the focused row is
// beyond its most: digits and backspace go on typing, Esc puts back the
// number before, ctrl+c and q quit; any other key is refused with the
// reason, so the cursor stays on the row and the game does not start.
func (m Model) overKey(msg tea.KeyPressMsg) (Model, tea.Cmd) {
	all := keymap.DefaultKeyMap()
	s := &m.setup
	s.message = ""
	r := s.current()
	switch {
	case key.Matches(msg, all.Digits, all.Erase):
		s.typeNumber(r, typedDigit(all, msg))
	case key.Matches(msg, all.Back):
		s.setNumber(r.kind, s.before)
		s.over, s.typed, s.numEdit = "", false, false
	case key.Matches(msg, all.Quit):
		return m.quit()
	default:
		s.message = s.overMessage()
	}
	return m, nil
}
