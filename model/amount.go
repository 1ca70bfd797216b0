package model

import "rolekeeper/rules"

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

// key types k into the amount: a digit, − or + (=) for the sign, or
// backspace. It reports whether k was one of those.
func (a *amount) key(k string) bool {
	switch {
	case isDigitKey(k):
		if d := int(k[0] - '0'); a.digits*10+d <= rules.MaxDelta {
			a.digits = a.digits*10 + d
		}
	case k == "-":
		a.neg = true
	case k == "+" || k == "=":
		a.neg = false
	case k == "backspace":
		a.digits /= 10
	default:
		return false
	}
	return true
}
