package styles

import (
	"strings"

	"github.com/charmbracelet/colorprofile"
)

// Depth is how many colours a terminal shows. Each depth has its own
// palette, chosen by hand for every role of text on a dark and on a light
// background: colours are never left to the nearest-colour rule, which does
// not know what a colour is for.
type Depth int

const (
	// NoColor is NO_COLOR or a terminal without colours: roles and states
	// are told by bold, faint, reverse video, strike-through, borders and
	// glyphs alone.
	NoColor Depth = iota
	// Colors8 is the eight ANSI colours 0–7 (TERM=linux, the Linux
	// console).
	Colors8
	// Colors16 is the sixteen ANSI colours (TERM=xterm, PuTTY and many SSH
	// clients).
	Colors16
	// Colors256 is xterm's 256-colour palette (TERM=xterm-256color).
	Colors256
	// TrueColor is 24-bit colour (COLORTERM=truecolor).
	TrueColor
)

// String names the depth as the tests and reports do.
func (d Depth) String() string {
	switch d {
	case Colors8:
		return "8"
	case Colors16:
		return "16"
	case Colors256:
		return "256"
	case TrueColor:
		return "truecolor"
	}
	return "nocolor"
}

// eightColorTerms are terminals whose profile is ANSI but which show only
// the first eight colours (colorprofile cannot tell them from the sixteen
// of TERM=xterm).
var eightColorTerms = []string{"linux", "ansi", "cons25", "vt100-color"}

// DepthOf is the depth of a terminal with colour profile p (as Bubble Tea
// detects it) and the TERM variable term: the ANSI profile is eight colours
// on the Linux console and on a few other TERMs (not their -16color
// variants), sixteen elsewhere.
func DepthOf(p colorprofile.Profile, term string) Depth {
	switch {
	case p >= colorprofile.TrueColor:
		return TrueColor
	case p == colorprofile.ANSI256:
		return Colors256
	case p == colorprofile.ANSI:
		for _, t := range eightColorTerms {
			if term == t || strings.HasPrefix(term, t+"-") && !strings.HasSuffix(term, "16color") {
				return Colors8
			}
		}
		return Colors16
	}
	return NoColor
}

// profile is the colour profile a depth draws in (Colors8 is ANSI).
func (d Depth) profile() colorprofile.Profile {
	switch d {
	case TrueColor:
		return colorprofile.TrueColor
	case Colors256:
		return colorprofile.ANSI256
	case Colors16, Colors8:
		return colorprofile.ANSI
	}
	return colorprofile.ASCII
}
