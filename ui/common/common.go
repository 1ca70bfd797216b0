// Package common is what every screen of rolekeeper carries: the theme
// (chosen by --theme or config.toml, or asked of the terminal), the colour
// profile, the styles built from both, the key map and the words of one
// language, and the size of the terminal. It handles the messages that
// change them once, for every screen.
//
// A screen (a tea.Model) keeps one Common value and:
//
//   - builds it with New(words, theme) in its constructor;
//   - returns c.Init() from its Init (the background query, unless the
//     theme is chosen), batched with its own commands;
//   - passes every message to c.Update first: it takes the size, the
//     background answer, COLORFGBG and TERM, and the colour profile, and
//     reports whether the size or the styles changed, so that the screen
//     lays out again or gives the new styles to its bubbles (help, list,
//     text input);
//   - draws with c.Frame(): the size, styles and words in one views.Frame;
//   - narrows c.Keys to its context (c.Keys.With(keymap.Context{…})).
//
// Every screen keeps one: the game's Model (model/, and so the live
// viewer, ui/viewer), the list of saved games (ui/picker), the stats
// screen and the league's (ui/statscreen). A screen that changes its
// language (the viewer's L) takes WithWords; a theme chosen later,
// WithTheme.
package common

import (
	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/colorprofile"
	"github.com/charmbracelet/x/ansi"

	"rolekeeper/keymap"
	"rolekeeper/styles"
	"rolekeeper/views"
	"rolekeeper/wording"
)

// Common is the state every screen shares. Its zero value is not ready:
// build it with New.
type Common struct {
	// Width and Height are the terminal's size in cells; 0 before it is
	// known.
	Width, Height int
	// Styles are the theme's styles at the terminal's colour depth.
	Styles styles.Styles
	// Keys is the key map in the words' language, not yet narrowed to a
	// screen's context. It is shared by the copies of a Common and never
	// changed (With narrows a copy; WithWords builds another): held by
	// pointer, as Bubble Tea copies a screen to the heap at every message
	// and the key map is 7 KB (BENCHMARKS.md, "Idle").
	Keys *keymap.KeyMap
	// Words are the words of the screen's language.
	Words *wording.Words

	theme styles.Theme
	// dark is the background; bgKnown is true once the terminal answered
	// the background query, or the theme is chosen.
	dark, bgKnown bool
	profile       colorprofile.Profile
	term          string
	// cells is how the terminal measures text (styles.Styles.Cells): per
	// code point until it reports mode 2027 (or Measure switches the
	// renderer to grapheme clusters).
	cells ansi.Method
	// measured are the terminal's answers about unusual graphemes, ask the
	// question in flight and what was asked (Measure, measure.go).
	measured *styles.Measured
	ask      *asking
}

// New returns the Common of a screen in the words' language (nil means
// English) and colours of theme: dark, in true colour, until the terminal
// says otherwise, or the chosen theme whatever it says.
func New(words *wording.Words, theme styles.Theme) Common {
	c := Common{dark: true, profile: colorprofile.TrueColor}
	return c.WithWords(words).WithTheme(theme)
}

// WithTheme returns c in the colours of theme, as if New had been given
// it.
func (c Common) WithTheme(theme styles.Theme) Common {
	c.theme = theme
	if fixed, dark := theme.Fixed(); fixed {
		c.dark, c.bgKnown = dark, true
	}
	c.restyle()
	return c
}

// WithWords returns c in the language of words (nil means English): its
// key map's help texts too.
func (c Common) WithWords(words *wording.Words) Common {
	if words == nil {
		words = wording.English()
	}
	keys := keymap.New(words.Keys)
	c.Words, c.Keys = words, &keys
	return c
}

// Theme is the theme c was built with.
func (c Common) Theme() styles.Theme { return c.theme }

// Dark reports whether the screen is drawn for a dark background.
func (c Common) Dark() bool { return c.dark }

// Init asks the terminal for its background colour, unless the theme is
// chosen; nil then.
func (c Common) Init() tea.Cmd {
	if fixed, _ := c.theme.Fixed(); fixed {
		return nil
	}
	return tea.RequestBackgroundColor
}

// MaxWidth and MaxHeight are the largest screen a program draws, in
// cells: a bigger terminal (a 4K screen at a tiny font, or a window size
// made up) gets a screen of this size in its top left corner, so that a
// frame's memory and time stay bounded (a 1000x500 table took 387 MB).
// serve clamps its viewers' terminals to the same size (serve.DefaultMaxWidth).
const MaxWidth, MaxHeight = 500, 200

// Clamp is the size a program draws at in a terminal of width×height
// cells: never below 0, never beyond MaxWidth×MaxHeight.
func Clamp(width, height int) (int, int) {
	return min(max(width, 0), MaxWidth), min(max(height, 0), MaxHeight)
}

// FrameRate is the frame rate the programs run the screens at
// (tea.WithFPS): Bubble Tea draws what View returned at each tick of its
// renderer, so a key shows at most 1/FrameRate after its Update, 40 ms,
// with the frame itself (about 0.5 ms) well within 50 ms. A lower rate
// would let a key wait longer; a higher one wakes an idle table more
// often for nothing (60, Bubble Tea's default, is 60 wakeups a second
// and the Go runtime's with them; see BENCHMARKS.md, "Idle").
const FrameRate = 25

// ProgramOptions are the options every program of rolekeeper runs with,
// followed by extra: the frame rate, and the terminal's size clamped to
// MaxWidth×MaxHeight before Bubble Tea's renderer sizes its screen by it
// (the renderer keeps a cell buffer of the terminal's size: at 1000x500
// cells it alone took some 100 MB).
func ProgramOptions(extra ...tea.ProgramOption) []tea.ProgramOption {
	return append([]tea.ProgramOption{tea.WithFPS(FrameRate), tea.WithFilter(ClampSize)}, extra...)
}

// ClampSize is the program filter of ProgramOptions: a window size
// message says at most MaxWidth×MaxHeight; every other message passes.
func ClampSize(_ tea.Model, msg tea.Msg) tea.Msg {
	if size, ok := msg.(tea.WindowSizeMsg); ok {
		size.Width, size.Height = Clamp(size.Width, size.Height)
		return size
	}
	return msg
}

// Update takes the messages that change what every screen carries: the
// size, the background (the terminal's answer, else COLORFGBG, never over
// a chosen theme), TERM and the colour profile. sized and restyled say
// what changed; every other message changes nothing.
func (c *Common) Update(msg tea.Msg) (sized, restyled bool) {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		c.Width, c.Height = Clamp(msg.Width, msg.Height)
		return true, false
	case tea.BackgroundColorMsg:
		if fixed, _ := c.theme.Fixed(); fixed {
			return false, false
		}
		c.dark, c.bgKnown = msg.IsDark(), true
	case tea.EnvMsg:
		// Many terminals never answer the background query: COLORFGBG
		// then tells a light one, until the answer comes.
		c.term = msg.Getenv("TERM")
		if dark, ok := styles.DarkFromColorFGBG(msg.Getenv("COLORFGBG")); ok && !c.bgKnown {
			c.dark = dark
		}
	case tea.ColorProfileMsg:
		c.profile = msg.Profile
	case tea.ModeReportMsg:
		cells, ok := styles.CellsReported(msg.Mode, msg.Value)
		if !ok {
			return false, false
		}
		c.cells = cells // measured as the renderer draws from now on
	default:
		return false, false
	}
	c.restyle()
	return false, true
}

// restyle builds the styles of the background and the colour depth, for
// the terminal's rule of width.
func (c *Common) restyle() {
	c.Styles = styles.NewStyles(c.dark, styles.DepthOf(c.profile, c.term))
	c.Styles.Cells = styles.CellsOf(c.cells).WithMeasured(c.measured)
}

// Frame is the size, styles and words to draw with.
func (c Common) Frame() views.Frame {
	return views.Frame{Width: c.Width, Height: c.Height, Styles: c.Styles, Words: c.Words}
}
