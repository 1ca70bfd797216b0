package styles

import (
	"strings"
	"unicode/utf8"

	"github.com/charmbracelet/x/ansi"
)

// Cells is how the terminal in front of us measures text: the renderer's
// rule of width (Method: per code point, or by grapheme clusters once the
// terminal reports mode 2027 or rolekeeper switched the renderer to them,
// see Measured) and, for the unusual graphemes the terminal was asked
// about (an emoji ZWJ sequence, a variation selector, a flag, a skin
// tone), the width it answered. Its zero value is per code point with
// nothing measured: today's rule.
type Cells struct {
	// Method is the rule of Bubble Tea's renderer.
	Method ansi.Method
	// measured are the terminal's answers; nil for none. Never changed
	// once given to a Cells (With builds another), so copies of a screen
	// may share it.
	measured *Measured
}

// CellsOf is the rule of width m with nothing measured.
func CellsOf(m ansi.Method) Cells { return Cells{Method: m} }

// WithMeasured is c with the terminal's answers in m.
func (c Cells) WithMeasured(m *Measured) Cells {
	c.measured = m
	return c
}

// Measured are the widths a terminal drew unusual graphemes with, each as
// it was asked (Unusual). A value is never changed: With returns another.
type Measured struct {
	widths map[string]int
	// order keeps the graphemes in the order answered, for Draw.
	order []string
}

// Width is the width the terminal drew g with; ok false when not known.
func (m *Measured) Width(g string) (int, bool) {
	if m == nil {
		return 0, false
	}
	w, ok := m.widths[g]
	return w, ok
}

// Graphemes are the graphemes measured, in the order answered.
func (m *Measured) Graphemes() []string {
	if m == nil {
		return nil
	}
	return m.order
}

// Len is how many graphemes are measured.
func (m *Measured) Len() int {
	if m == nil {
		return 0
	}
	return len(m.order)
}

// With is m with g drawn w cells wide.
func (m *Measured) With(g string, w int) *Measured {
	next := &Measured{widths: make(map[string]int, m.Len()+1)}
	if m != nil {
		for k, v := range m.widths {
			next.widths[k] = v
		}
		next.order = append(next.order, m.order...)
	}
	if _, ok := next.widths[g]; !ok {
		next.order = append(next.order, g)
	}
	next.widths[g] = w
	return next
}

// Unusual reports whether the width of the grapheme cluster g is one that
// terminals disagree about, so that the terminal is asked: more than one
// code point with a joiner, a variation selector, a skin-tone modifier, a
// regional indicator (a flag), a keycap or a tag. Letters with their marks
// and CJK need no question.
func Unusual(g string) bool {
	if utf8.RuneCountInString(g) < 2 {
		return false
	}
	for _, r := range g {
		switch {
		case r == 0x200D, r >= 0xFE00 && r <= 0xFE0F, r >= 0x1F3FB && r <= 0x1F3FF,
			r >= 0x1F1E6 && r <= 0x1F1FF, r == 0x20E3, r >= 0xE0020 && r <= 0xE007F:
			return true
		}
	}
	return false
}

// form is how the renderer is given g so that it counts what the terminal
// draws, w cells: whole, split at its joiners, or split into its code
// points (an escape sequence the renderer drops between the pieces ends
// its cluster there; the terminal still receives g's own bytes, in
// order). Only the rule of grapheme clusters can count each of these; per
// code point, g is always counted whole. cells is what the renderer
// counts for the form: w, or g's width by the rule when no form gives w.
func (c Cells) form(g string, w int) (drawn string, cells int) {
	whole := c.Method.StringWidth(g)
	if c.Method != ansi.GraphemeWidth || whole == w {
		return g, whole
	}
	for _, sep := range []func(string) []string{splitJoiners, splitCodePoints} {
		pieces := sep(g)
		n := 0
		for _, p := range pieces {
			n += c.Method.StringWidth(p)
		}
		if n == w {
			return strings.Join(pieces, breaker), n
		}
	}
	return g, whole
}

// breaker ends a grapheme cluster for Bubble Tea's renderer and is
// dropped by it: a cursor move of none (CUF 0), which the renderer's
// string parser ignores (ultraviolet's printString keeps only SGR, OSC 8
// and string sequences), so the terminal never receives it.
const breaker = "\x1b[0C"

// splitJoiners are g's pieces around its zero-width joiners, each joiner
// kept at the end of the piece before it.
func splitJoiners(g string) []string {
	parts := strings.SplitAfter(g, "\u200d")
	if len(parts) > 1 && parts[len(parts)-1] == "" {
		parts = parts[:len(parts)-1]
	}
	return parts
}

// splitCodePoints are g's code points, one piece each.
func splitCodePoints(g string) []string {
	out := make([]string, 0, len(g)/2)
	for _, r := range g {
		out = append(out, string(r))
	}
	return out
}

// width is the cells grapheme g takes: as measured, in the form the
// renderer can count, else by the rule.
func (c Cells) width(g string) int {
	if w, ok := c.measured.Width(g); ok {
		_, n := c.form(g, w)
		return n
	}
	return c.Method.StringWidth(g)
}

// StringWidth is the cells s takes on screen, ignoring escape sequences.
func (c Cells) StringWidth(s string) int {
	if c.measured.Len() == 0 {
		return c.Method.StringWidth(s)
	}
	w := 0
	walk(s, func(seq string, printable bool) bool {
		if printable {
			w += c.width(seq)
		}
		return true
	})
	return w
}

// walk calls f with each grapheme cluster (printable) and escape
// sequence of s in order, until f returns false.
func walk(s string, f func(seq string, printable bool) bool) {
	var state byte
	for len(s) > 0 {
		seq, width, n, next := ansi.DecodeSequence(s, state, nil)
		if n <= 0 {
			n = 1
		}
		if !f(seq, width > 0 || printable(seq)) {
			return
		}
		state, s = next, s[n:]
	}
}

// printable reports whether a sequence of zero width is text (a lone
// mark or joiner), not an escape sequence or a control character.
func printable(seq string) bool {
	return seq != "" && seq[0] != 0x1b && seq[0] >= 0x20 && seq[0] != 0x7f && (seq[0] < 0x80 || seq[0] >= 0xc0)
}

// Truncate cuts s to at most n cells, ending in tail when it is cut, and
// keeps the escape sequences after the cut (so that styles end).
func (c Cells) Truncate(s string, n int, tail string) string {
	if c.measured.Len() == 0 {
		return c.Method.Truncate(s, n, tail)
	}
	if c.StringWidth(s) <= n {
		return s
	}
	room := n - c.StringWidth(tail)
	var b strings.Builder
	w, cut := 0, false
	walk(s, func(seq string, printable bool) bool {
		if !printable {
			b.WriteString(seq)
			return true
		}
		if cut {
			return true
		}
		if cw := c.width(seq); w+cw <= room {
			b.WriteString(seq)
			w += cw
			return true
		}
		cut = true
		if room >= 0 {
			b.WriteString(tail)
		}
		return true
	})
	return b.String()
}

// TruncateLeft cuts the first n cells off s, starting with prefix when it
// cut something.
func (c Cells) TruncateLeft(s string, n int, prefix string) string {
	if c.measured.Len() == 0 {
		return c.Method.TruncateLeft(s, n, prefix)
	}
	var b strings.Builder
	w, started := 0, false
	walk(s, func(seq string, printable bool) bool {
		switch {
		case !printable:
			b.WriteString(seq)
		case w >= n:
			if !started && n > 0 {
				b.WriteString(prefix)
			}
			started = true
			b.WriteString(seq)
		default:
			w += c.width(seq)
		}
		return true
	})
	return b.String()
}

// Draw is the screen s as the renderer must be given it: every measured
// grapheme in the form that makes the renderer count what the terminal
// draws (form). Nothing changes while nothing is measured, or per code
// point.
func (c Cells) Draw(s string) string {
	if c.measured.Len() == 0 || c.Method != ansi.GraphemeWidth {
		return s
	}
	for _, g := range c.measured.order {
		drawn, _ := c.form(g, c.measured.widths[g])
		if drawn != g && strings.Contains(s, g) {
			s = strings.ReplaceAll(s, g, drawn)
		}
	}
	return s
}
