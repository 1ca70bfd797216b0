package views

import (
	"image/color"

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
		Subtle:     ld(c("#B8B8C0"), c("#4A4A52")),
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

// Styles are every style the views use, built from one Palette. A zero
// Styles is not useful; build one with NewStyles.
type Styles struct {
	// NoColor is true for the monochrome theme (NO_COLOR or a terminal
	// without colours): roles and states are then told by glyphs, badges,
	// bold, reverse video and border shapes alone.
	NoColor bool
	Palette Palette

	Text, Muted, Bold, Title lipgloss.Style
	// Banner is the "<name>'s turn" bar; BannerInfo its right-hand part.
	Banner, BannerInfo lipgloss.Style
	// Card styles a seat; CardSelected the seat under the cursor;
	// CardActive the active player's seat; CardOut an eliminated or
	// waiting player's seat.
	Card, CardSelected, CardActive, CardOut lipgloss.Style
	Name, NameActive, NameOut               lipgloss.Style
	Life, LifeLow, LifeOut, LifePending     lipgloss.Style
	Badge                                   lipgloss.Style
	BadgeIT, BadgeLord, BadgeWaiting        lipgloss.Style
	BadgeOut, BadgeProtect, BadgeMark       lipgloss.Style
	Counter, CounterEmpty                   lipgloss.Style
	Good, Warn, Danger                      lipgloss.Style
	// Table is the table drawn in the middle of the seating circle.
	Table lipgloss.Style
	// Panel frames a side panel; PanelTitle is its heading.
	Panel, PanelTitle lipgloss.Style
	// Notice frames the turn-start effects; Refusal a refused event;
	// Prompt an open prompt; Pending a life change not yet committed.
	Notice, Refusal, Prompt, Pending lipgloss.Style
	// Field is a prompt field; FieldFocus the focused one.
	Field, FieldFocus lipgloss.Style
	ProgressFull      lipgloss.Style
	ProgressEmpty     lipgloss.Style
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
	base := lipgloss.NewStyle().Foreground(p.Fg)
	s.Text = base
	s.Muted = lipgloss.NewStyle().Foreground(p.Muted)
	s.Bold = base.Bold(true)
	s.Title = base.Bold(true).Foreground(p.Accent)
	s.Banner = lipgloss.NewStyle().Bold(true).Foreground(p.AccentText).Background(p.Accent).Padding(0, 1)
	s.BannerInfo = lipgloss.NewStyle().Foreground(p.Muted).Padding(0, 1)
	s.Good = lipgloss.NewStyle().Foreground(p.Good)
	s.Warn = lipgloss.NewStyle().Foreground(p.Warn)
	s.Danger = lipgloss.NewStyle().Foreground(p.Danger).Bold(true)
	s.cards(p)
	s.badges(p)
	s.boxes(p)
	s.Help = help.DefaultStyles(isDark)
	if noColor {
		s.Banner = s.Banner.Reverse(true)
		s.NameActive = s.NameActive.Reverse(true)
		s.FieldFocus = s.FieldFocus.Reverse(true)
		s.LifeOut = s.LifeOut.Strikethrough(true)
		s.Help = help.Styles{
			ShortKey: lipgloss.NewStyle().Bold(true), FullKey: lipgloss.NewStyle().Bold(true),
			ShortDesc: lipgloss.NewStyle(), FullDesc: lipgloss.NewStyle(),
			ShortSeparator: lipgloss.NewStyle().Faint(true), FullSeparator: lipgloss.NewStyle().Faint(true),
			Ellipsis: lipgloss.NewStyle().Faint(true),
		}
	}
	return s
}

func (s *Styles) cards(p Palette) {
	card := lipgloss.NewStyle().Border(lipgloss.RoundedBorder()).BorderForeground(p.Subtle).Padding(0, 1)
	s.Card = card
	s.CardActive = card.Border(lipgloss.DoubleBorder()).BorderForeground(p.Accent)
	s.CardSelected = card.Border(lipgloss.ThickBorder()).BorderForeground(p.Cursor)
	s.CardOut = card.Border(lipgloss.HiddenBorder()).Faint(true)
	if s.NoColor {
		s.CardOut = card.Border(lipgloss.NormalBorder()).Faint(true)
	}
	s.Name = lipgloss.NewStyle().Foreground(p.Fg).Bold(true)
	s.NameActive = lipgloss.NewStyle().Foreground(p.Accent).Bold(true)
	s.NameOut = lipgloss.NewStyle().Foreground(p.Muted).Faint(true)
	s.Life = lipgloss.NewStyle().Foreground(p.Fg).Bold(true)
	s.LifeLow = lipgloss.NewStyle().Foreground(p.Danger).Bold(true)
	s.LifeOut = lipgloss.NewStyle().Foreground(p.Muted).Faint(true)
	s.LifePending = lipgloss.NewStyle().Foreground(p.Cursor).Bold(true).Underline(true)
	s.Counter = lipgloss.NewStyle().Foreground(p.Warn).Bold(true)
	s.CounterEmpty = lipgloss.NewStyle().Foreground(p.Subtle)
	s.Table = lipgloss.NewStyle().Border(lipgloss.RoundedBorder()).BorderForeground(p.Subtle).Foreground(p.Muted)
	s.ProgressFull = lipgloss.NewStyle().Foreground(p.Good)
	s.ProgressEmpty = lipgloss.NewStyle().Foreground(p.Subtle)
}

func (s *Styles) badges(p Palette) {
	badge := lipgloss.NewStyle().Bold(true)
	s.Badge = badge.Foreground(p.Fg)
	s.BadgeIT = badge.Foreground(p.IT)
	s.BadgeLord = badge.Foreground(p.Lord)
	s.BadgeWaiting = badge.Foreground(p.Waiting)
	s.BadgeOut = badge.Foreground(p.Muted)
	s.BadgeProtect = badge.Foreground(p.Protect)
	s.BadgeMark = badge.Foreground(p.Cursor).Underline(true)
}

func (s *Styles) boxes(p Palette) {
	box := lipgloss.NewStyle().Border(lipgloss.RoundedBorder()).Padding(0, 1)
	s.Panel = box.BorderForeground(p.Subtle)
	s.PanelTitle = lipgloss.NewStyle().Bold(true).Foreground(p.Accent)
	s.Notice = box.Border(lipgloss.ThickBorder()).BorderForeground(p.Accent).Foreground(p.Fg)
	s.Refusal = box.Border(lipgloss.ThickBorder()).BorderForeground(p.Danger).Foreground(p.Fg)
	s.Prompt = box.Border(lipgloss.ThickBorder()).BorderForeground(p.Cursor).Foreground(p.Fg)
	s.Pending = box.BorderForeground(p.Cursor).Foreground(p.Fg)
	s.Field = lipgloss.NewStyle().Foreground(p.Fg)
	s.FieldFocus = lipgloss.NewStyle().Foreground(p.Cursor).Bold(true).Underline(true)
}

// PairStyle is the style of pair number i (0 is pair A).
func (s Styles) PairStyle(i int) lipgloss.Style {
	if i < 0 {
		i = 0
	}
	return lipgloss.NewStyle().Bold(true).Foreground(s.Palette.Pairs[i%len(s.Palette.Pairs)])
}
