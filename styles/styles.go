// Package styles holds rolekeeper's themes: a Palette of semantic colour
// tokens for a light or a dark background (or none at all), and the Styles
// built from it that every screen draws with. It is a leaf package: it
// imports no other package of rolekeeper, so the views and the model (the
// list of games, too) may all import it.
package styles

import (
	"image/color"
	"strconv"
	"strings"

	"charm.land/bubbles/v2/help"
	"charm.land/lipgloss/v2"
)

// Palette holds the semantic colour tokens of the one theme. Views never
// name a raw colour: they use Styles, which are built from these tokens.
type Palette struct {
	Fg, Muted, Subtle  color.Color // text, secondary text, borders and rules
	Accent, AccentText color.Color // the active player; text drawn on Accent
	Cursor             color.Color // the selected seat
	Danger, Warn, Good color.Color // refusals and low life, counters, gains
	IT, Lord, Waiting  color.Color // role badges
	Protect            color.Color // protection rounds
	// Pairs colour the pairs of a Lord game (letter A is Pairs[0], and so
	// on, wrapping around).
	Pairs [6]color.Color
}

// NewPalette picks the palette for a dark or a light terminal background
// with lipgloss.LightDark.
func NewPalette(isDark bool) Palette {
	ld := lipgloss.LightDark(isDark)
	c := lipgloss.Color
	return Palette{
		Fg:         ld(c("#1F1F24"), c("#E8E6E3")),
		Muted:      ld(c("#5E5E66"), c("#9A9AA2")),
		Subtle:     ld(c("#B8B8C0"), c("#74747E")), // borders: readable from a metre away
		Accent:     ld(c("#9A5B00"), c("#F5C542")),
		AccentText: ld(c("#FFFFFF"), c("#1A1A1A")),
		Cursor:     ld(c("#0A63B8"), c("#4FC1FF")),
		Danger:     ld(c("#C62828"), c("#FF6B6B")),
		Warn:       ld(c("#A34E00"), c("#FFAF5F")),
		Good:       ld(c("#1B7F3B"), c("#5FD787")),
		IT:         ld(c("#C0392B"), c("#FF5F87")),
		Lord:       ld(c("#7B3FA0"), c("#C792EA")),
		Waiting:    ld(c("#3F6C8F"), c("#8FB3D9")),
		Protect:    ld(c("#00796B"), c("#5FD7D7")),
		Pairs: [6]color.Color{
			ld(c("#2E7D32"), c("#87D75F")),
			ld(c("#8D6E00"), c("#FFD75F")),
			ld(c("#1565C0"), c("#5FAFFF")),
			ld(c("#AD1457"), c("#FF87D7")),
			ld(c("#6D4C41"), c("#D7AF87")),
			ld(c("#4527A0"), c("#AFAFFF")),
		},
	}
}

// monoPalette has no colours at all: every token is lipgloss.NoColor, and
// the styles fall back on bold, faint, reverse video, borders and glyphs.
func monoPalette() Palette {
	n := lipgloss.NoColor{}
	p := Palette{Fg: n, Muted: n, Subtle: n, Accent: n, AccentText: n, Cursor: n,
		Danger: n, Warn: n, Good: n, IT: n, Lord: n, Waiting: n, Protect: n}
	for i := range p.Pairs {
		p.Pairs[i] = n
	}
	return p
}

// Ink is an inline style worked out once: the escape sequences that open
// and close it, and its padding. Drawing with it is a concatenation, which
// keeps a frame cheap (lipgloss.Style.Render is general and slow). Only
// single lines may be drawn with an Ink.
type Ink struct {
	pre, post  string
	padL, padR string
}

// newInk works out the escape sequences of an inline lipgloss style.
func newInk(s lipgloss.Style) Ink {
	k := Ink{padL: strings.Repeat(" ", s.GetPaddingLeft()), padR: strings.Repeat(" ", s.GetPaddingRight())}
	r := s.UnsetPadding().Render("X")
	if i := strings.Index(r, "X"); i >= 0 {
		k.pre, k.post = r[:i], r[i+1:]
	}
	return k
}

// Render draws one line of text in the style; "" stays "" unless padded.
func (k Ink) Render(text string) string {
	if text == "" && k.padL == "" && k.padR == "" {
		return ""
	}
	return k.pre + k.padL + text + k.padR + k.post
}

// Box is a border worked out once: its pieces drawn in its colour.
type Box struct {
	border lipgloss.Border
	ink    Ink
}

// Border returns the box's border: the pieces it is drawn with.
func (b Box) Border() lipgloss.Border { return b.border }

// Paint draws a run of border pieces in the box's colour.
func (b Box) Paint(pieces string) string { return b.ink.Render(pieces) }

func newBox(s lipgloss.Style) Box {
	ink := lipgloss.NewStyle().Foreground(s.GetBorderTopForeground())
	if s.GetFaint() {
		ink = ink.Faint(true)
	}
	return Box{border: s.GetBorderStyle(), ink: newInk(ink)}
}

// Styles are every style the views use, built from one Palette. A zero
// Styles draws plain text; build one with NewStyles.
type Styles struct {
	// NoColor is true for the monochrome theme (NO_COLOR or a terminal
	// without colours): roles and states are then told by glyphs, badges,
	// bold, reverse video and border shapes alone.
	NoColor bool
	Palette Palette

	Text, Muted, Bold, Title Ink
	// Banner is the "<name>'s turn" bar; BannerInfo its right-hand part.
	Banner, BannerInfo Ink
	// Card frames a seat; CardSelected the seat under the cursor;
	// CardActive the active player's seat; CardOut an eliminated or
	// waiting player's seat.
	Card, CardSelected, CardActive, CardOut Box
	Name, NameActive, NameOut               Ink
	// SeatNumber is the seat's number on its card and in the panels,
	// as the digit keys count: from 1.
	SeatNumber             Ink
	Life, LifeLow, LifeOut Ink
	// LifePending is a life total with a change not yet entered;
	// LifePendingBig the same in large type (not underlined).
	LifePending, LifePendingBig      Ink
	Badge                            Ink
	BadgeIT, BadgeLord, BadgeWaiting Ink
	BadgeOut, BadgeProtect           Ink
	BadgeMark                        Ink
	Counter, CounterEmpty            Ink
	Good, Warn, Danger               Ink
	// Undone is an event of the log that was undone since: faint and
	// struck through (and marked "(undone)" in words).
	Undone Ink
	// Alarm is a warning that must not be missed (a failed save):
	// reverse video in the danger colour.
	Alarm Ink
	// Table frames the table drawn in the middle of the seating circle.
	Table Box
	// Panel frames a side panel; PanelTitle is its heading.
	Panel      Box
	PanelTitle Ink
	// Notice frames the turn-start effects; Refusal a refused event;
	// Prompt an open prompt.
	Notice, Refusal, Prompt Box
	// Field is a prompt field; FieldFocus the focused one.
	Field, FieldFocus           Ink
	ProgressFull, ProgressEmpty Ink
	// Pairs are the pair letters' inks (pair A is Pairs[0]).
	Pairs [6]Ink
	// Help styles the bubbles help line and full help.
	Help help.Styles
}

// NewStyles builds the theme for a dark or light background; with noColor
// it builds the monochrome theme (NO_COLOR, no colour support).
func NewStyles(isDark, noColor bool) Styles {
	p := NewPalette(isDark)
	if noColor {
		p = monoPalette()
	}
	s := Styles{NoColor: noColor, Palette: p}
	fg := func(c color.Color) lipgloss.Style { return lipgloss.NewStyle().Foreground(c) }
	bold := func(c color.Color) Ink { return newInk(fg(c).Bold(true)) }
	mono := func(st lipgloss.Style, f func(lipgloss.Style) lipgloss.Style) lipgloss.Style {
		if noColor {
			return f(st)
		}
		return st
	}
	reverse := func(st lipgloss.Style) lipgloss.Style { return st.Reverse(true) }

	s.Text, s.Muted, s.Bold, s.Title = newInk(fg(p.Fg)), newInk(fg(p.Muted)), bold(p.Fg), bold(p.Accent)
	s.Banner = newInk(mono(fg(p.AccentText).Bold(true).Background(p.Accent).Padding(0, 1), reverse))
	s.BannerInfo = newInk(fg(p.Muted).Padding(0, 1))
	s.Good, s.Warn, s.Danger = newInk(fg(p.Good)), newInk(fg(p.Warn)), bold(p.Danger)
	s.Undone = newInk(fg(p.Muted).Faint(true).Strikethrough(true))
	s.Alarm = newInk(mono(fg(p.AccentText).Bold(true).Background(p.Danger).Padding(0, 1), reverse))

	card := lipgloss.NewStyle().Border(lipgloss.RoundedBorder()).BorderForeground(p.Subtle)
	s.Card = newBox(card)
	s.CardActive = newBox(card.Border(lipgloss.DoubleBorder()).BorderForeground(p.Accent))
	s.CardSelected = newBox(card.Border(lipgloss.ThickBorder()).BorderForeground(p.Cursor))
	s.CardOut = newBox(card.Border(lipgloss.HiddenBorder()))
	if noColor {
		s.CardOut = newBox(card.Border(lipgloss.NormalBorder()).Faint(true))
	}
	s.Name = bold(p.Fg)
	s.SeatNumber = newInk(fg(p.Muted).Bold(true))
	s.NameActive = newInk(mono(fg(p.Accent).Bold(true), reverse))
	s.NameOut = newInk(fg(p.Muted).Faint(true))
	s.Life, s.LifeLow = bold(p.Fg), bold(p.Danger)
	s.LifeOut = newInk(mono(fg(p.Muted).Faint(true), func(st lipgloss.Style) lipgloss.Style { return st.Strikethrough(true) }))
	s.LifePending = newInk(fg(p.Cursor).Bold(true).Underline(true))
	s.LifePendingBig = bold(p.Cursor)
	s.Counter, s.CounterEmpty = bold(p.Warn), newInk(fg(p.Subtle))
	s.Table = newBox(card)
	s.ProgressFull, s.ProgressEmpty = newInk(fg(p.Good)), newInk(fg(p.Subtle))

	s.Badge, s.BadgeIT, s.BadgeLord = bold(p.Fg), bold(p.IT), bold(p.Lord)
	s.BadgeWaiting, s.BadgeOut, s.BadgeProtect = bold(p.Waiting), bold(p.Muted), bold(p.Protect)
	s.BadgeMark = newInk(fg(p.Cursor).Bold(true).Underline(true))
	for i, c := range p.Pairs {
		s.Pairs[i] = bold(c)
	}

	box := lipgloss.NewStyle().Border(lipgloss.RoundedBorder())
	s.Panel = newBox(box.BorderForeground(p.Subtle))
	s.PanelTitle = bold(p.Accent)
	s.Notice = newBox(box.Border(lipgloss.ThickBorder()).BorderForeground(p.Accent))
	s.Refusal = newBox(box.Border(lipgloss.ThickBorder()).BorderForeground(p.Danger))
	s.Prompt = newBox(box.Border(lipgloss.ThickBorder()).BorderForeground(p.Cursor))
	s.Field = newInk(fg(p.Fg))
	s.FieldFocus = newInk(mono(fg(p.Cursor).Bold(true).Underline(true), reverse))
	s.Help = helpStyles(p, noColor)
	return s
}

// helpStyles are the bubbles help styles of the theme: keys in the text
// colour, descriptions muted, separators subtle. The bubbles defaults
// (greys 237–241 on a dark background) are hard to read from a metre
// away.
func helpStyles(p Palette, noColor bool) help.Styles {
	if noColor {
		key := lipgloss.NewStyle().Bold(true)
		faint := lipgloss.NewStyle().Faint(true)
		return help.Styles{ShortKey: key, FullKey: key, ShortDesc: lipgloss.NewStyle(), FullDesc: lipgloss.NewStyle(),
			ShortSeparator: faint, FullSeparator: faint, Ellipsis: faint}
	}
	key := lipgloss.NewStyle().Foreground(p.Fg).Bold(true)
	desc := lipgloss.NewStyle().Foreground(p.Muted)
	sep := lipgloss.NewStyle().Foreground(p.Subtle)
	return help.Styles{ShortKey: key, FullKey: key, ShortDesc: desc, FullDesc: desc,
		ShortSeparator: sep, FullSeparator: sep, Ellipsis: sep}
}

// DarkFromColorFGBG reads the COLORFGBG variable some terminals set
// ("15;0", or "15;default;0": foreground, then background colour
// number): dark is false for a light background (7 or 15); ok is false
// when the variable says nothing usable.
func DarkFromColorFGBG(v string) (dark, ok bool) {
	parts := strings.Split(v, ";")
	if len(parts) < 2 {
		return true, false
	}
	bg, err := strconv.Atoi(parts[len(parts)-1])
	if err != nil || bg < 0 || bg > 255 {
		return true, false
	}
	return bg != 7 && bg != 15, true
}

// PairStyle is the ink of pair number i (0 is pair A).
func (s Styles) PairStyle(i int) Ink {
	if i < 0 {
		i = 0
	}
	return s.Pairs[i%len(s.Pairs)]
}
