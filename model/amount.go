package model

import (
	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"

	"rolekeeper/keymap"
	"rolekeeper/rules"
)

// amount is a signed number being typed: digits, and a sign that − and +
// set. It never exceeds rules.MaxDelta.
type amount struct {
	digits int
	neg    bool
}

// value is the signed amount.
func (a amount) value() int {
	if a.neg {
		return -a.digits
	}
	return a.digits
}

// set sets the amount to v, held within ±rules.MaxDelta; 0 keeps the sign.
func (a *amount) set(v int) {
	v = max(min(v, rules.MaxDelta), -rules.MaxDelta)
	switch {
	case v < 0:
		a.neg, a.digits = true, -v
	case v > 0:
		a.neg, a.digits = false, v
	default:
		a.digits = 0
	}
}

// key types a key press into the amount: a digit, − or + for the sign,
// or backspace, as the enabled bindings of k say. It reports whether the
// key was one of those.
func (a *amount) key(k keymap.KeyMap, msg tea.KeyPressMsg) bool {
	switch {
	case key.Matches(msg, k.Digits):
		if d, _ := k.DigitOf(msg); a.digits*10+d <= rules.MaxDelta {
			a.digits = a.digits*10 + d
		}
	case key.Matches(msg, k.Minus):
		a.neg = true
	case key.Matches(msg, k.Plus):
		a.neg = false
	case key.Matches(msg, k.Erase):
		a.digits /= 10
	default:
		return false
	}
	return true
}
