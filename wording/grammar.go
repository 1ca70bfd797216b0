package wording

import (
	"math"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"
)

// Minus is the one minus sign of numbers shown to players and written to
// the Markdown export: U+2212, as wide as the plus sign, never taken for
// a hyphen.
const Minus = "−"

// Signed writes n with its sign: "+3", "−3", "0".
func Signed(n int) string {
	if n > 0 {
		return "+" + strconv.Itoa(n)
	}
	return Number(n)
}

// Number writes n with the true minus sign when it is negative: "3", "−3".
func Number(n int) string {
	if n < 0 {
		return Minus + strconv.Itoa(-n)
	}
	return strconv.Itoa(n)
}

// SignedDecimal writes a mean with one decimal and the true minus sign
// ("−0.5", "1.5"; a mean that rounds to 0 has no sign), the decimal itself
// written by the language's decimal (its decimal mark).
func SignedDecimal(decimal func(x float64) string, x float64) string {
	if x < 0 && math.Round(x*10) != 0 {
		return Minus + decimal(-x)
	}
	return decimal(math.Abs(x))
}

// plural writes a count and its noun: "1 point", "2 points", "−1 point".
// one is the noun for 1 and −1, many for every other count, which is the
// rule of English and German alike (CLDR "one" and "other").
func plural(n int, one, many string) string {
	return Number(n) + " " + noun(n, one, many)
}

// noun is one for a count of 1 or −1 and many for every other count.
func noun(n int, one, many string) string {
	if n == 1 || n == -1 {
		return one
	}
	return many
}

// joinList joins parts as a list: "A", "A and B", "A, B and C" with
// sep ", " and last " and ". No parts give "".
func joinList(parts []string, sep, last string) string {
	if len(parts) < 2 {
		return strings.Join(parts, "")
	}
	return strings.Join(parts[:len(parts)-1], sep) + last + parts[len(parts)-1]
}

// Capitalise writes the first letter of s in title case, whatever its
// length in bytes: "über" becomes "Über", "ǆ" becomes "ǅ".
func Capitalise(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if n == 0 || r == utf8.RuneError {
		return s
	}
	return string(unicode.ToTitle(r)) + s[n:]
}

// PairLetter names pair i (from 0) by its letter, A to Z, as the seats
// and panels show it; "?" beyond.
func PairLetter(i int) string {
	if i < 0 || i >= 26 {
		return "?"
	}
	return string(rune('A' + i))
}

// minutes is a game's length in whole minutes, rounded to the nearest
// minute so that it agrees with start and end times written to the
// minute; a negative length is 0.
func minutes(d time.Duration) int {
	return int(max(d, 0).Round(time.Minute) / time.Minute)
}
