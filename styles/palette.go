package styles

import (
	"image/color"

	"charm.land/lipgloss/v2"
	"github.com/charmbracelet/x/ansi"
)

// Paint is how one role is drawn: a foreground colour, a background behind
// it (lipgloss.NoColor for none) and whether it is faint. Backgrounds and
// faintness are used only where a depth has no colour that reads well
// enough alone (the eight colours).
type Paint struct {
	Fg, Bg color.Color
	Faint  bool
}

// Palette is the colour of every role of text, for one depth and one
// background. Views never name a raw colour: they use Styles, which are
// built from these roles.
type Palette struct {
	// Text is normal text; Muted secondary text (the header's status, the
	// recent events, the help line's descriptions).
	Text, Muted Paint
	// Border draws borders, empty counters and the empty part of bars.
	Border Paint
	// Key is the key letters of the help line.
	Key Paint
	// Out is the name and small text of a player who is out or waiting:
	// muted, never invisible.
	Out Paint
	// Digits are the big life digits of a player in the game, DigitsOut
	// those of a player who is out or waiting, DigitsLow those of a player
	// at 5 life or less. The living never look out.
	Digits, DigitsOut, DigitsLow Paint
	// Accent marks the active player and titles; Banner is the text of the
	// "<name>'s turn" bar on the accent colour.
	Accent, Banner Paint
	// Cursor marks the selected seat, open prompts and pending changes.
	Cursor Paint
	// Danger is text that must be read (refusals, unsaved events, low
	// life); Refusal the border of a refusal; Alarm the failed-save flag.
	Danger, Refusal, Alarm Paint
	// Warn is passivity costs and counters; Good gains and points.
	Warn, Good Paint
	// IT, Lord, Waiting and Protect are the role badges.
	IT, Lord, Waiting, Protect Paint
	// Pairs colour the pair letters of a Lord game (pair A is Pairs[0],
	// and so on, wrapping around).
	Pairs [6]Paint
}

// NewPalette is the palette of a depth on a dark or light background.
func NewPalette(isDark bool, d Depth) Palette {
	switch d {
	case Colors8:
		return palette8(isDark)
	case Colors16:
		return palette16(isDark)
	case Colors256, TrueColor:
		return richPalette(isDark, d)
	}
	return monoPalette()
}

// none is the terminal's own colour.
var none color.Color = lipgloss.NoColor{}

// fg paints in a foreground colour alone.
func fg(c color.Color) Paint { return Paint{Fg: c, Bg: none} }

// on paints text in colour f on background b.
func on(f, b color.Color) Paint { return Paint{Fg: f, Bg: b} }

// basic is ANSI colour n (0–15); -1 is the terminal's default colour.
func basic(n int) color.Color {
	if n < 0 {
		return none
	}
	return ansi.BasicColor(n)
}

// richPalette is the palette of 256 colours and of true colour: each role
// is a 256-colour index and a true colour, for a light and for a dark
// background, picked with lipgloss.Complete and lipgloss.LightDark.
// Contrast on white and on #1e1e2e is at least 4.5:1 for text and 3:1 for
// borders and big digits (TestContrast in model/).
func richPalette(isDark bool, d Depth) Palette {
	ld, cc := lipgloss.LightDark(isDark), lipgloss.Complete(d.profile())
	c := func(light256 uint8, light string, dark256 uint8, dark string) color.Color {
		return ld(cc(none, ansi.IndexedColor(light256), lipgloss.Color(light)),
			cc(none, ansi.IndexedColor(dark256), lipgloss.Color(dark)))
	}
	p := func(light256 uint8, light string, dark256 uint8, dark string) Paint {
		return fg(c(light256, light, dark256, dark))
	}
	text, muted := p(235, "#1F1F24", 254, "#E8E6E3"), p(241, "#5E5E66", 247, "#9A9AA2")
	accent, danger := p(94, "#9A5B00", 221, "#F5C542"), p(160, "#C62828", 203, "#FF6B6B")
	onColour := c(231, "#FFFFFF", 234, "#1A1A1A")
	return Palette{
		Text: text, Muted: muted, Out: muted,
		Border: p(245, "#86868F", 243, "#7A7A85"),
		Key:    accent,
		Digits: text, DigitsOut: p(245, "#8A8A94", 244, "#80808C"), DigitsLow: danger,
		Accent: accent, Banner: on(onColour, accent.Fg),
		Cursor: p(25, "#0A63B8", 75, "#4FC1FF"),
		Danger: danger, Refusal: danger, Alarm: on(onColour, danger.Fg),
		Warn:    p(130, "#A34E00", 215, "#FFAF5F"),
		Good:    p(28, "#1B7F3B", 78, "#5FD787"),
		IT:      p(161, "#C0392B", 204, "#FF5F87"),
		Lord:    p(91, "#7B3FA0", 177, "#C792EA"),
		Waiting: p(24, "#3F6C8F", 110, "#8FB3D9"),
		Protect: p(23, "#00796B", 80, "#5FD7D7"),
		Pairs: [6]Paint{
			p(28, "#2E7D32", 113, "#87D75F"),
			p(94, "#8D6E00", 221, "#FFD75F"),
			p(25, "#1565C0", 75, "#5FAFFF"),
			p(125, "#AD1457", 212, "#FF87D7"),
			p(95, "#6D4C41", 180, "#D7AF87"),
			p(55, "#4527A0", 147, "#AFAFFF"),
		},
	}
}

// palette16 is the palette of the sixteen ANSI colours, read in xterm's
// default palette. On a dark background no grey but 7 and 15 is readable
// as text (8 is 4.1:1 on #1e1e2e), so text is bright white and muted text
// light grey, while 8 draws borders and out players' digits. On white only
// black, red (1), blue (4, 12) and magenta (5) are readable as text, and
// grey (8) as borders; green, yellow and cyan are not used.
func palette16(isDark bool) Palette {
	ld := lipgloss.LightDark(isDark)
	c := func(light, dark int) color.Color { return ld(basic(light), basic(dark)) }
	p := func(light, dark int) Paint { return fg(c(light, dark)) }
	text, muted, accent := p(-1, 15), p(-1, 7), p(4, 11)
	return Palette{
		Text: text, Muted: muted, Out: muted,
		Border: p(8, 8), Key: accent,
		Digits: text, DigitsOut: p(8, 8), DigitsLow: p(1, 9),
		Accent: accent, Banner: on(c(15, 0), accent.Fg),
		Cursor: p(12, 14),
		Danger: p(1, 13), Refusal: p(1, 9), Alarm: on(c(15, 0), c(1, 9)),
		Warn: p(5, 3), Good: p(-1, 10),
		IT: p(1, 13), Lord: p(5, 13), Waiting: p(4, 6), Protect: p(12, 2),
		Pairs: [6]Paint{p(4, 10), p(1, 11), p(5, 14), p(12, 13), p(-1, 3), p(1, 6)},
	}
}

// palette8 is the palette of the eight ANSI colours 0–7 (the Linux
// console). On a dark background only green, yellow, cyan and white are
// readable as text, so red is used as a background (white on red) and the
// dim roles are faint; on white only black, red, blue and magenta.
func palette8(isDark bool) Palette {
	ld := lipgloss.LightDark(isDark)
	c := func(light, dark int) color.Color { return ld(basic(light), basic(dark)) }
	p := func(light, dark int) Paint { return fg(c(light, dark)) }
	faint := func(p Paint) Paint { p.Faint = true; return p }
	text, muted, accent := p(-1, -1), p(-1, 7), p(4, 3)
	redText := on(basic(7), basic(1))
	pick := func(light, dark Paint) Paint {
		if isDark {
			return dark
		}
		return light
	}
	return Palette{
		Text: text, Muted: muted, Out: muted,
		Border: pick(faint(p(-1, -1)), p(7, 7)), Key: accent,
		Digits: text, DigitsOut: faint(p(-1, 7)), DigitsLow: p(1, 3),
		Accent: accent, Banner: on(c(7, 0), accent.Fg),
		Cursor: p(5, 6),
		Danger: pick(p(1, 1), redText), Refusal: p(1, 5), Alarm: redText,
		Warn: p(5, 3), Good: p(-1, 2),
		IT: pick(p(1, 1), redText), Lord: pick(p(5, 5), on(basic(0), basic(2))),
		Waiting: p(4, 6), Protect: p(5, 2),
		Pairs: [6]Paint{p(4, 2), p(1, 3), p(5, 6), p(-1, 7), p(4, 2), p(1, 3)},
	}
}

// monoPalette has no colours at all: the styles fall back on bold, faint,
// reverse video, strike-through, borders and glyphs.
func monoPalette() Palette {
	n := fg(none)
	p := Palette{Text: n, Muted: n, Border: n, Key: n, Out: n, Digits: n, DigitsOut: n, DigitsLow: n,
		Accent: n, Banner: n, Cursor: n, Danger: n, Refusal: n, Alarm: n, Warn: n, Good: n,
		IT: n, Lord: n, Waiting: n, Protect: n}
	for i := range p.Pairs {
		p.Pairs[i] = n
	}
	return p
}
