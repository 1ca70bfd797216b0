// Package styles holds rolekeeper's themes: a Palette that gives every
// role of text a colour chosen by hand for each colour depth (true colour,
// 256, 16 and 8 colours) on a light and on a dark background (or no colour
// at all), and the Styles built from it that every screen draws with. It is a leaf package: it
// imports no other package of rolekeeper, so the views and the model (the
// list of games, too) may all import it.
package styles

import (
	"strconv"
	"strings"

	"charm.land/bubbles/v2/help"
	"charm.land/bubbles/v2/list"
	"charm.land/bubbles/v2/textinput"
	"charm.land/lipgloss/v2"
)

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

// newBox is a border drawn in a paint's colour.
func newBox(border lipgloss.Border, p Paint) Box {
	return Box{border: border, ink: newInk(paint(p))}
}

// Styles are every style the views use, built from one Palette. A zero
// Styles draws plain text; build one with NewStyles.
type Styles struct {
	// Cells is how the terminal in front of us measures text, and so how
	// every view measures, pads and cuts it: per code point (wcwidth, the
	// zero value, as tmux and xterm draw and as Bubble Tea's renderer
	// counts until told otherwise) or by grapheme clusters, once the
	// terminal reports Unicode mode 2027 (Bubble Tea then counts so too).
	Cells Cells
	// NoColor is true for the monochrome theme (NO_COLOR or a terminal
	// without colours): roles and states are then told by glyphs, badges,
	// bold, faint, reverse video, strike-through and border shapes alone.
	NoColor bool
	// Depth is the colour depth the styles are drawn in.
	Depth   Depth
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
	SeatNumber Ink
	// Life, LifeLow and LifeOut are a life total in text: in the game, at
	// 5 life or less, out or waiting. LifeBig, LifeLowBig and LifeOutBig
	// are the same in big digits.
	Life, LifeLow, LifeOut          Ink
	LifeBig, LifeLowBig, LifeOutBig Ink
	// LifePending is a life total with a change not yet entered;
	// LifePendingBig the same in large type (not underlined).
	LifePending, LifePendingBig      Ink
	Badge                            Ink
	BadgeIT, BadgeLord, BadgeWaiting Ink
	BadgeOut, BadgeProtect           Ink
	BadgeMark                        Ink
	Counter, CounterEmpty            Ink
	Good, Warn, Danger               Ink
	// Undone is an event of the log that was undone since: struck
	// through (and marked "(undone)" in words).
	Undone Ink
	// Alarm is a warning that must not be missed (a failed save):
	// reverse video in the danger colour.
	Alarm Ink
	// Selected is the chosen line of a list drawn as text (the stats
	// screen): reverse video, which reads without colour. SortHead is
	// the head of the column a table is ordered by.
	Selected, SortHead Ink
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
	// Help styles the bubbles help line and full help; Input the text
	// inputs (setup screen, prompts); List and Items the list of saved
	// games. NewStyles builds them and nothing changes them after: they
	// are shared by pointer, so that Styles, which every drawing function
	// takes by value and every model holds, is 6 KB instead of 35 (the
	// table's model is copied at every message: BENCHMARKS.md, "Idle").
	Help  *help.Styles
	Input *textinput.Styles
	List  *list.Styles
	Items *list.DefaultItemStyles
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
