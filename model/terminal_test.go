package model

import (
	"fmt"
	"image/color"
	"math"

	uv "github.com/charmbracelet/ultraviolet"
	"github.com/charmbracelet/x/ansi"
)

// This file is a model of the terminals the contrast test reads a screen
// in: a background and default foreground (the user's choice, found out by
// the background query), and xterm's default palette for the 16 ANSI
// colours. A screen is parsed into cells by Ultraviolet (the parser Bubble
// Tea draws with), each cell's colours are downsampled as Bubble Tea's
// renderer does for the terminal's colour profile, then resolved to RGB.

// rgb is a colour on the screen, 8 bits a channel.
type rgb struct{ r, g, b uint8 }

func (c rgb) String() string { return fmt.Sprintf("#%02x%02x%02x", c.r, c.g, c.b) }

// xtermPalette is xterm's default palette for the 16 ANSI colours
// (XTerm-col.ad): the colours a 16- or 8-colour theme is drawn in.
var xtermPalette = [16]rgb{
	{0x00, 0x00, 0x00}, {0xcd, 0x00, 0x00}, {0x00, 0xcd, 0x00}, {0xcd, 0xcd, 0x00},
	{0x00, 0x00, 0xee}, {0xcd, 0x00, 0xcd}, {0x00, 0xcd, 0xcd}, {0xe5, 0xe5, 0xe5},
	{0x7f, 0x7f, 0x7f}, {0xff, 0x00, 0x00}, {0x00, 0xff, 0x00}, {0xff, 0xff, 0x00},
	{0x5c, 0x5c, 0xff}, {0xff, 0x00, 0xff}, {0x00, 0xff, 0xff}, {0xff, 0xff, 0xff},
}

// terminal is a terminal as the user set it up: its default colours.
type terminal struct {
	name   string
	dark   bool
	bg, fg rgb
}

// terminals are the two backgrounds of the issue: the dark one of the
// screenshots (#1e1e2e with xterm's light grey text) and white with black
// text (xterm's own default).
var terminals = []terminal{
	{"dark", true, rgb{0x1e, 0x1e, 0x2e}, rgb{0xe5, 0xe5, 0xe5}},
	{"light", false, rgb{0xff, 0xff, 0xff}, rgb{0x00, 0x00, 0x00}},
}

// indexed is the RGB of one of the 256 indexed colours: the 16 ANSI
// colours, xterm's 6×6×6 cube and its 24 greys.
func indexed(n uint8) rgb {
	switch {
	case n < 16:
		return xtermPalette[n]
	case n < 232:
		n -= 16
		step := func(v uint8) uint8 {
			if v == 0 {
				return 0
			}
			return 55 + 40*v
		}
		return rgb{step(n / 36), step(n / 6 % 6), step(n % 6)}
	}
	v := 8 + 10*(n-232)
	return rgb{v, v, v}
}

// resolve is the RGB a colour is shown in; def is the terminal's default
// (nil is the default colour).
func resolve(c color.Color, def rgb) rgb {
	switch c := c.(type) {
	case nil:
		return def
	case ansi.BasicColor:
		return xtermPalette[c&15]
	case ansi.IndexedColor:
		return indexed(uint8(c))
	}
	r, g, b, _ := c.RGBA()
	return rgb{uint8(r >> 8), uint8(g >> 8), uint8(b >> 8)}
}

// luminance is a colour's relative luminance (WCAG 2.x).
func luminance(c rgb) float64 {
	lin := func(v uint8) float64 {
		s := float64(v) / 255
		if s <= 0.04045 {
			return s / 12.92
		}
		return math.Pow((s+0.055)/1.055, 2.4)
	}
	return 0.2126*lin(c.r) + 0.7152*lin(c.g) + 0.0722*lin(c.b)
}

// contrastRatio is the WCAG contrast ratio of two colours, from 1 to 21.
func contrastRatio(a, b rgb) float64 {
	la, lb := luminance(a), luminance(b)
	return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
}

// mix is the colour halfway from a to b: how faint text is modelled (xterm
// and others dim it towards the background; the exact amount varies).
func mix(a, b rgb) rgb {
	h := func(x, y uint8) uint8 { return uint8((int(x) + int(y)) / 2) }
	return rgb{h(a.r, b.r), h(a.g, b.g), h(a.b, b.b)}
}

// glyphKind says what a cell shows, for the contrast it needs.
type glyphKind int

const (
	glyphNone    glyphKind = iota // a space: nothing to read
	glyphText                     // letters, digits, punctuation: 4.5:1
	glyphGraphic                  // borders, big digits, bars, counters: 3:1
)

// String names the kind as the test reports do.
func (k glyphKind) String() string {
	return [...]string{"blank", "text", "graphic"}[k]
}

// kindOf sorts a cell's content: box drawing (U+2500–257F), block
// elements (U+2580–259F, the big digits) and geometric shapes
// (U+25A0–25FF: counters, bars, markers) are graphics; a blank is none.
func kindOf(content string) glyphKind {
	r := []rune(content)
	switch {
	case len(r) == 0 || content == " ":
		return glyphNone
	case r[0] >= 0x2500 && r[0] <= 0x25ff:
		return glyphGraphic
	}
	return glyphText
}

// minRatio is the least contrast a kind of glyph needs (WCAG 1.4.3 for
// text, 1.4.11 for graphics; the big digits count as graphics).
func (k glyphKind) minRatio() float64 {
	if k == glyphGraphic {
		return 3
	}
	return 4.5
}

// shown is how one cell looks: its colours as RGB. alt is set when the
// terminal may show it in a second way (bold text in one of the eight
// first colours is drawn in the bright colour by xterm's boldColors and the
// Linux console): both must be readable.
type shown struct {
	fg, bg   rgb
	alt      rgb
	hasAlt   bool
	outOfSet string // a colour this depth does not have, if any
}

// cellColours works out how a terminal shows a cell's style, already
// downsampled to the depth.
func cellColours(st uv.Style, term terminal, eight bool) shown {
	fg, bg := resolve(st.Fg, term.fg), resolve(st.Bg, term.bg)
	var s shown
	for _, c := range []color.Color{st.Fg, st.Bg} {
		if bc, ok := c.(ansi.BasicColor); ok && eight && bc >= 8 {
			s.outOfSet = fmt.Sprintf("bright colour %d in 8 colours", bc)
		}
	}
	if bc, ok := st.Fg.(ansi.BasicColor); ok && bc < 8 && st.Attrs&uv.AttrBold != 0 {
		s.alt, s.hasAlt = xtermPalette[bc+8], true
	}
	if st.Attrs&uv.AttrReverse != 0 {
		fg, bg = bg, fg
		s.hasAlt = false
	}
	if st.Attrs&uv.AttrFaint != 0 {
		fg, s.alt = mix(fg, bg), mix(s.alt, bg)
	}
	s.fg, s.bg = fg, bg
	return s
}

// ratio is the worse of the cell's contrast ratios, and the foreground
// that has it.
func (s shown) ratio() (float64, rgb) {
	r, fg := contrastRatio(s.fg, s.bg), s.fg
	if s.hasAlt && contrastRatio(s.alt, s.bg) < r {
		r, fg = contrastRatio(s.alt, s.bg), s.alt
	}
	return r, fg
}

// fgs are the colours the cell's text may be shown in.
func (s shown) fgs() []rgb {
	if s.hasAlt {
		return []rgb{s.fg, s.alt}
	}
	return []rgb{s.fg}
}
