package styles

import (
	"image/color"

	"charm.land/bubbles/v2/help"
	"charm.land/bubbles/v2/textinput"
	"charm.land/lipgloss/v2"
	"github.com/charmbracelet/x/ansi"
)

// paint is a lipgloss style in a paint's colours.
func paint(p Paint) lipgloss.Style {
	s := lipgloss.NewStyle().Foreground(orNone(p.Fg)).Background(orNone(p.Bg))
	if p.Faint {
		s = s.Faint(true)
	}
	return s
}

func orNone(c color.Color) color.Color {
	if c == nil {
		return none
	}
	return c
}

// builder makes the inks of one depth.
type builder struct {
	d    Depth
	mono bool
}

// strong is a paint in bold. In 8 and 16 colours, text in one of the first
// eight colours is not made bold: xterm (boldColors) and the Linux console
// show it in the bright colour instead, which is too pale on white and
// turns black text on a coloured bar grey.
func (b builder) strong(p Paint) lipgloss.Style {
	c, basicDim := p.Fg.(ansi.BasicColor)
	if (b.d == Colors8 || b.d == Colors16) && basicDim && c < 8 {
		return paint(p)
	}
	return paint(p).Bold(true)
}

// or is s in a colour theme and alt(s) in the monochrome one.
func (b builder) or(s lipgloss.Style, alt func(lipgloss.Style) lipgloss.Style) lipgloss.Style {
	if b.mono {
		return alt(s)
	}
	return s
}

func reverse(s lipgloss.Style) lipgloss.Style { return s.Reverse(true) }
func faint(s lipgloss.Style) lipgloss.Style   { return s.Faint(true) }
func struck(s lipgloss.Style) lipgloss.Style  { return s.Faint(true).Strikethrough(true) }

// boldReverse replaces the underline of a colour theme: NO_COLOR keeps to
// bold, faint, reverse video and strike-through.
func boldReverse(s lipgloss.Style) lipgloss.Style { return s.Underline(false).Bold(true).Reverse(true) }

// NewStyles builds the theme of a colour depth for a dark or light
// background; NoColor builds the monochrome theme (NO_COLOR, no colour
// support), which uses bold, faint, reverse video and strike-through only.
func NewStyles(isDark bool, d Depth) Styles {
	p := NewPalette(isDark, d)
	b := builder{d: d, mono: d == NoColor}
	s := Styles{NoColor: b.mono, Depth: d, Palette: p}
	b.text(&s, p)
	b.seats(&s, p)
	b.boxes(&s, p)
	hs, in := b.help(p), b.input(p)
	ls, items := b.list(p)
	s.Help, s.Input, s.List, s.Items = &hs, &in, &ls, &items
	return s
}

// text sets the inks of plain text, banners and messages.
func (b builder) text(s *Styles, p Palette) {
	s.Text, s.Muted, s.Bold, s.Title = newInk(paint(p.Text)), newInk(paint(p.Muted)), newInk(b.strong(p.Text)), newInk(b.strong(p.Accent))
	s.Banner = newInk(b.or(b.strong(p.Banner).Padding(0, 1), reverse))
	s.BannerInfo = newInk(paint(p.Muted).Padding(0, 1))
	s.Good, s.Warn, s.Danger = newInk(paint(p.Good)), newInk(paint(p.Warn)), newInk(b.strong(p.Danger))
	s.Undone = newInk(b.or(paint(p.Muted).Strikethrough(true), faint))
	s.Alarm = newInk(b.or(b.strong(p.Alarm).Padding(0, 1), reverse))
	s.Field = newInk(paint(p.Text))
	s.FieldFocus = newInk(b.or(b.strong(p.Cursor).Underline(true), func(st lipgloss.Style) lipgloss.Style {
		return st.Underline(false).Reverse(true)
	}))
	s.ProgressFull, s.ProgressEmpty = newInk(paint(p.Good)), newInk(paint(p.Border))
	s.PanelTitle = newInk(b.strong(p.Accent))
	s.Selected = newInk(lipgloss.NewStyle().Reverse(true))
	s.SortHead = newInk(b.strong(p.Text).Underline(true))
}

// seats sets the inks of the seats: names, life totals, badges, counters.
func (b builder) seats(s *Styles, p Palette) {
	s.Name, s.SeatNumber = newInk(b.strong(p.Text)), newInk(b.strong(p.Muted))
	s.NameActive = newInk(b.or(b.strong(p.Accent), reverse))
	s.NameOut = newInk(b.or(paint(p.Out), faint))
	s.Life, s.LifeLow, s.LifeOut = newInk(b.strong(p.Text)), newInk(b.strong(p.Danger)), newInk(b.or(paint(p.Out), struck))
	s.LifeBig, s.LifeLowBig = newInk(b.strong(p.Digits)), newInk(b.strong(p.DigitsLow))
	s.LifeOutBig = newInk(b.or(paint(p.DigitsOut), struck))
	s.LifePending = newInk(b.or(b.strong(p.Cursor).Underline(true), boldReverse))
	s.LifePendingBig = newInk(b.strong(p.Cursor))
	s.Counter, s.CounterEmpty = newInk(b.strong(p.Warn)), newInk(paint(p.Border))
	s.Badge, s.BadgeIT, s.BadgeLord = newInk(b.strong(p.Text)), newInk(b.strong(p.IT)), newInk(b.strong(p.Lord))
	s.BadgeWaiting, s.BadgeOut, s.BadgeProtect = newInk(b.strong(p.Waiting)), newInk(b.strong(p.Out)), newInk(b.strong(p.Protect))
	s.BadgeMark = newInk(b.or(b.strong(p.Cursor).Underline(true), boldReverse))
	for i, c := range p.Pairs {
		s.Pairs[i] = newInk(b.strong(c))
	}
}

// boxes sets the borders: cards, panels, prompts, notices and refusals.
func (b builder) boxes(s *Styles, p Palette) {
	round, thick := lipgloss.RoundedBorder(), lipgloss.ThickBorder()
	s.Card, s.Table, s.Panel = newBox(round, p.Border), newBox(round, p.Border), newBox(round, p.Border)
	s.CardActive = newBox(lipgloss.DoubleBorder(), p.Accent)
	s.CardSelected = newBox(thick, p.Cursor)
	s.CardOut = newBox(lipgloss.HiddenBorder(), p.Border)
	if b.mono {
		s.CardOut = newBox(lipgloss.NormalBorder(), Paint{Fg: none, Bg: none, Faint: true})
	}
	s.Notice, s.Refusal, s.Prompt = newBox(thick, p.Accent), newBox(thick, p.Refusal), newBox(thick, p.Cursor)
}

// help is the bubbles help styles of the theme: key letters in the key
// colour, descriptions and separators muted. (The bubbles defaults, greys
// 237–241 on a dark background, are hard to read from a metre away.)
func (b builder) help(p Palette) help.Styles {
	key, desc := b.strong(p.Key), paint(p.Muted)
	sep := b.or(paint(p.Muted), faint)
	if b.mono {
		key, desc = lipgloss.NewStyle().Bold(true), lipgloss.NewStyle()
	}
	return help.Styles{ShortKey: key, FullKey: key, ShortDesc: desc, FullDesc: desc,
		ShortSeparator: sep, FullSeparator: sep, Ellipsis: sep}
}

// input is the setup screen's text input in the theme's colours, with a
// steady cursor so that screens are the same from one moment to the next.
func (b builder) input(p Palette) textinput.Styles {
	s := textinput.DefaultStyles(true)
	state := textinput.StyleState{Text: paint(p.Text), Placeholder: paint(p.Muted),
		Suggestion: paint(p.Muted), Prompt: paint(p.Cursor)}
	if b.mono {
		state.Placeholder = lipgloss.NewStyle().Faint(true)
	}
	s.Focused, s.Blurred = state, state
	s.Cursor.Color = orNone(p.Cursor.Fg)
	s.Cursor.Blink = false
	return s
}
