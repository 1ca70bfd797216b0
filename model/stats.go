package model

import (
	"cmp"
	"slices"
	"strings"

	"charm.land/bubbles/v2/help"
	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/colorprofile"

	"rolekeeper/keymap"
	"rolekeeper/stats"
	"rolekeeper/styles"
	"rolekeeper/wording"
)

// StatsOptions configure a StatsScreen.
type StatsOptions struct {
	// Report is the season to show, with its words and the line that
	// says which games were chosen.
	Report stats.Report
	// Words are the screen's words; nil means English.
	Words *wording.Words
	// FromList is true when the screen was opened from the list of
	// games: esc goes back to it.
	FromList bool
}

// The views of the stats screen, in the order tab goes through them.
const (
	viewStandings = iota
	viewMatrix
	viewResults
	viewCount
)

// StatsScreen is the stats screen: the season's standings (sortable by
// any column), who eliminated whom, and each player's games as a chart.
// It is a Bubble Tea model of its own, like the Picker, run by
// `rolekeeper stats` on a terminal and from the list of games.
type StatsScreen struct {
	opts    StatsOptions
	words   *wording.Words
	season  stats.Season
	keys    keymap.KeyMap
	help    help.Model
	styles  styles.Styles
	isDark  bool
	bgKnown bool
	profile colorprofile.Profile
	term    string
	width   int
	height  int
	view    int
	// embedded is true for the standings of the league's screen, which
	// checks the size of the whole screen itself.
	embedded bool
	columns  []statsColumn
	// sortCol is the column that orders the standings; desc is its
	// direction. order lists the players (indexes of season.Players) in
	// that order; cursor is the chosen player's position in it.
	sortCol int
	desc    bool
	order   []int
	cursor  int
	// matrixLeft is the first victim column the matrix shows.
	matrixLeft int
	// quit is true when the player asked to leave rolekeeper, not only
	// the screen.
	quit bool
}

// NewStatsScreen returns the stats screen of opts, showing the standings
// in the season's order.
func NewStatsScreen(opts StatsOptions) StatsScreen {
	if opts.Words == nil {
		opts.Words = wording.English()
	}
	s := StatsScreen{opts: opts, words: opts.Words, season: opts.Report.Season, isDark: true, profile: colorprofile.TrueColor, help: help.New()}
	s.keys = statsKeys(opts.Words, opts.FromList, viewStandings)
	s.columns = statsColumns(s.season, opts.Words)
	s.resort()
	s.restyle()
	return s
}

// Quit reports whether the player asked to leave rolekeeper (q), rather
// than go back to the list of games (esc).
func (s StatsScreen) Quit() bool { return s.quit }

// Init implements tea.Model: it asks for the background colour.
func (s StatsScreen) Init() tea.Cmd { return tea.RequestBackgroundColor }

// Update implements tea.Model.
func (s StatsScreen) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		s.width, s.height = max(msg.Width, 0), max(msg.Height, 0)
		s.help.SetWidth(s.width)
	case tea.BackgroundColorMsg:
		s.isDark, s.bgKnown = msg.IsDark(), true
		s.restyle()
	case tea.EnvMsg:
		s.term = msg.Getenv("TERM")
		if dark, ok := styles.DarkFromColorFGBG(msg.Getenv("COLORFGBG")); ok && !s.bgKnown {
			s.isDark = dark
		}
		s.restyle()
	case tea.ColorProfileMsg:
		s.profile = msg.Profile
		s.restyle()
	case tea.KeyPressMsg:
		return s.key(msg)
	}
	return s, nil
}

// key handles a key press.
func (s StatsScreen) key(msg tea.KeyPressMsg) (tea.Model, tea.Cmd) {
	k := s.keys
	switch {
	case key.Matches(msg, k.Quit):
		s.quit = true
		return s, tea.Quit
	case key.Matches(msg, k.Back):
		return s, tea.Quit
	case key.Matches(msg, k.Help):
		s.help.ShowAll = !s.help.ShowAll
	case key.Matches(msg, k.NextView):
		s = s.show((s.view + 1) % viewCount)
	case key.Matches(msg, k.PrevView):
		s = s.show((s.view + viewCount - 1) % viewCount)
	case key.Matches(msg, k.Up):
		s.cursor = max(s.cursor-1, 0)
	case key.Matches(msg, k.Down):
		s.cursor = min(s.cursor+1, max(len(s.order)-1, 0))
	case key.Matches(msg, k.Top):
		s.cursor = 0
	case key.Matches(msg, k.Bottom):
		s.cursor = max(len(s.order)-1, 0)
	case key.Matches(msg, k.Left):
		s = s.sideways(-1)
	case key.Matches(msg, k.Right):
		s = s.sideways(1)
	case key.Matches(msg, k.Reverse):
		s.desc = !s.desc
		s.keepPlayer(s.resort)
	}
	return s, nil
}

// show turns to view v; ←/→ scroll the matrix there, and choose the
// sort column elsewhere, which their help says.
func (s StatsScreen) show(v int) StatsScreen {
	s.view = v
	s.keys = statsKeys(s.words, s.opts.FromList, v)
	return s
}

// statsKeys are the key map's bindings for the stats screen in view v,
// with the help texts of wd.
func statsKeys(wd *wording.Words, fromList bool, v int) keymap.KeyMap {
	k := keymap.New(wd.Keys).With(keymap.Context{Mode: keymap.ModeStats, FromList: fromList})
	w := wd.Stats.Screen.Keys
	sideways := w.Sort
	if v == viewMatrix {
		sideways = w.Scroll
	}
	for _, b := range []struct {
		binding *key.Binding
		help    wording.KeyHelp
	}{{&k.Rows, w.Rows}, {&k.Up, w.Up}, {&k.Down, w.Down}, {&k.Top, w.First}, {&k.Bottom, w.Last},
		{&k.Adjust, sideways}, {&k.Left, w.Left}, {&k.Right, w.Right}} {
		b.binding.SetHelp(b.help.Key, b.help.Desc)
	}
	return k
}

// sideways moves to the next column by step: the sort column in the
// standings, the first victim column in the matrix.
func (s StatsScreen) sideways(step int) StatsScreen {
	if s.view == viewMatrix {
		s.matrixLeft = min(max(s.matrixLeft+step, 0), max(len(s.order)-1, 0))
		return s
	}
	next := min(max(s.sortCol+step, 0), len(s.columns)-1)
	if next != s.sortCol {
		s.sortCol, s.desc = next, s.columns[next].higherFirst
		s.keepPlayer(s.resort)
	}
	return s
}

// keepPlayer runs change and keeps the cursor on the same player.
func (s *StatsScreen) keepPlayer(change func()) {
	chosen := -1
	if s.cursor < len(s.order) {
		chosen = s.order[s.cursor]
	}
	change()
	if i := slices.Index(s.order, chosen); i >= 0 {
		s.cursor = i
	}
}

// resort orders the players by the sort column, ties in standings order.
func (s *StatsScreen) resort() {
	ps := s.season.Players
	s.order = make([]int, len(ps))
	for i := range s.order {
		s.order[i] = i
	}
	if len(s.columns) == 0 {
		return
	}
	col := s.columns[s.sortCol]
	slices.SortStableFunc(s.order, func(a, b int) int {
		c := col.compare(a, ps[a], b, ps[b])
		if s.desc {
			c = -c
		}
		return cmp.Or(c, cmp.Compare(a, b))
	})
}

// restyle takes the theme after the background or colour profile is known.
func (s *StatsScreen) restyle() {
	s.styles = styles.NewStyles(s.isDark, styles.DepthOf(s.profile, s.term))
	s.help.Styles = s.styles.Help
}

// View implements tea.Model: the screen in the alternate screen.
func (s StatsScreen) View() tea.View {
	v := tea.NewView(s.Render())
	v.AltScreen = true
	v.WindowTitle = "rolekeeper · " + s.words.Stats.Title
	return v
}

// statsColumn is one column of the standings.
type statsColumn struct {
	head string
	// text writes a player's cell; rank is the player's place in the
	// season's standings order, from 0.
	text func(rank int, t stats.Totals) string
	// value orders the column; nil orders by name.
	value func(rank int, t stats.Totals) float64
	// higherFirst is the order the column starts in when chosen.
	higherFirst bool
}

func (c statsColumn) compare(ra int, a stats.Totals, rb int, b stats.Totals) int {
	if c.value == nil {
		return strings.Compare(strings.ToLower(a.Name), strings.ToLower(b.Name))
	}
	return cmp.Compare(c.value(ra, a), c.value(rb, b))
}

// WithReport shows another season on the screen, keeping its view, its
// sort column and, where the player is still there, its cursor: the
// league's standings screen reads the league again after every push.
func (s StatsScreen) WithReport(r stats.Report) StatsScreen {
	s.opts.Report, s.season = r, r.Season
	s.columns = statsColumns(s.season, s.words)
	s.sortCol = min(s.sortCol, max(len(s.columns)-1, 0))
	s.resort()
	s.cursor = min(s.cursor, max(len(s.order)-1, 0))
	return s
}
