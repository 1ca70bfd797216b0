package model

import (
	"strconv"
	"strings"
	"unicode/utf8"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"

	"rolekeeper/keymap"
	"rolekeeper/rules"
	"rolekeeper/wording"
)

// amount is a signed number being typed: digits, and a sign that − and +
// set. A number typed is never rewritten: a character that cannot be part
// of it, or a digit that would take it beyond rules.MaxDelta, is kept as
// typed in rest, and the amount is refused (problem) until backspace
// takes it away.
type amount struct {
	digits int
	neg    bool
	// rest is what was typed after the digits that make a number within
	// the limit; "" while the amount is a number.
	rest string
}

// value is the signed amount of the digits that make a number.
func (a amount) value() int {
	if a.neg {
		return -a.digits
	}
	return a.digits
}

// empty reports whether nothing is typed.
func (a amount) empty() bool { return a.digits == 0 && a.rest == "" }

// typed is the amount as typed, with its sign: "−1e3".
func (a amount) typed() string {
	sign := "+"
	if a.neg {
		sign = wording.Minus
	}
	digits := ""
	if a.digits > 0 {
		digits = strconv.Itoa(a.digits)
	}
	return sign + digits + a.rest
}

// problem says why the amount typed is refused, "" when it is a number
// within the limit.
func (a amount) problem(wd *wording.Words) string {
	if a.rest == "" {
		return ""
	}
	if strings.Trim(a.rest, "0123456789") == "" {
		return wd.Prompt.AmountTooLarge(a.typed(), rules.MaxDelta)
	}
	return wd.Prompt.NotANumber(a.typed())
}

// set sets the amount to v; 0 keeps the sign. A v beyond ±MaxDelta is
// refused: the amount stays, and refused says why.
func (a *amount) set(v int, wd *wording.Words) (refused string) {
	if v > rules.MaxDelta || v < -rules.MaxDelta {
		return wd.Prompt.AmountTooLarge(wording.Signed(v), rules.MaxDelta)
	}
	a.rest = ""
	switch {
	case v < 0:
		a.neg, a.digits = true, -v
	case v > 0:
		a.neg, a.digits = false, v
	default:
		a.digits = 0
	}
	return ""
}

// key types a key press into the amount: a digit, − or + for the sign,
// backspace, or any other character typed (kept in rest, which makes the
// amount refused), as the enabled bindings of k say. It reports whether
// the key was one of those.
func (a *amount) key(k keymap.KeyMap, msg tea.KeyPressMsg) bool {
	switch {
	case key.Matches(msg, k.Digits):
		d, _ := k.DigitOf(msg)
		if a.rest == "" && a.digits*10+d <= rules.MaxDelta {
			a.digits = a.digits*10 + d
		} else {
			a.rest += strconv.Itoa(d)
		}
	case key.Matches(msg, k.Minus):
		a.neg = true
	case key.Matches(msg, k.Plus):
		a.neg = false
	case key.Matches(msg, k.Erase):
		if a.rest != "" {
			_, n := utf8.DecodeLastRuneInString(a.rest)
			a.rest = a.rest[:len(a.rest)-n]
		} else {
			a.digits /= 10
		}
	case msg.Text != "" && !silentKey(msg):
		a.rest += msg.Text // not part of a number: shown, and refused
	default:
		return false
	}
	return true
}
