// Package statscreen is the stats screen (Screen: standings, who
// eliminated whom, results, ratings, decks), run by `rolekeeper stats` on
// a terminal and from the list of games, and the league's wall screen
// built on it (League). Both are Bubble Tea programs of their own, drawn
// with the Common every screen shares (ui/common) and views.Stats.
package statscreen

import (
	"cmp"
	"slices"
	"strings"

	"charm.land/bubbles/v2/help"
	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"

	"rolekeeper/keymap"
	"rolekeeper/rules"
	"rolekeeper/stats"
	"rolekeeper/styles"
	"rolekeeper/ui/common"
	"rolekeeper/views"
	"rolekeeper/wording"
)

// Options configure a Screen.
type Options struct {
	// Report is the season to show, with its words and the line that
	// says which games were chosen.
	Report stats.Report
	// Words are the screen's words; nil means English.
	Words *wording.Words
	// FromList is true when the screen was opened from the list of
	// games: esc goes back to it.
	FromList bool
	// Theme is the colours: styles.ThemeAuto (the zero value) asks the
	// terminal for its background.
	Theme styles.Theme
}

// The views of the stats screen, in the order tab goes through them.
const (
	viewStandings = views.StatsStandings
	viewMatrix    = views.StatsMatrix
	viewResults   = views.StatsResults
	viewCount     = views.StatsTabs
)

// Screen is the stats screen: the season's standings (sortable by
// any column), who eliminated whom, and each player's games as a chart.
// It is a Bubble Tea model of its own, like the Picker, run by
// `rolekeeper stats` on a terminal and from the list of games.
type Screen struct {
	common.Common
	opts   Options
	season stats.Season
	keys   keymap.KeyMap
	help   help.Model
	view   int
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
	// variant is the variant whose ratings the ratings tab shows.
	variant rules.Variant
	// quit is true when the player asked to leave rolekeeper, not only
	// the screen.
	quit bool
}

// New returns the stats screen of opts, showing the standings
// in the season's order.
func New(opts Options) Screen {
	s := Screen{Common: common.New(opts.Words, opts.Theme), opts: opts, season: opts.Report.Season, help: help.New()}
	s.keys = statsKeys(s.Common, opts.FromList, viewStandings)
	s.columns = statsColumns(s.season, s.Words)
	s.variant = firstVariant(s.season)
	s.resort()
	s.help.Styles = *s.Styles.Help
	return s
}

// Quit reports whether the player asked to leave rolekeeper (q), rather
// than go back to the list of games (esc).
func (s Screen) Quit() bool { return s.quit }

// Init implements tea.Model: it asks for the background colour, unless
// the theme is chosen.
func (s Screen) Init() tea.Cmd { return s.Common.Init() }

// Update implements tea.Model.
func (s Screen) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	switch sized, restyled := s.Common.Update(msg); {
	case sized:
		s.help.SetWidth(s.Width)
	case restyled:
		s.help.Styles = *s.Styles.Help
	}
	if msg, ok := msg.(tea.KeyPressMsg); ok {
		return s.key(msg)
	}
	return s, nil
}

// key handles a key press.
func (s Screen) key(msg tea.KeyPressMsg) (tea.Model, tea.Cmd) {
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
func (s Screen) show(v int) Screen {
	s.view = v
	s.keys = statsKeys(s.Common, s.opts.FromList, v)
	return s
}

// statsKeys are the key map's bindings for the stats screen in view v,
// with the help texts of the screen's words.
func statsKeys(c common.Common, fromList bool, v int) keymap.KeyMap {
	k := c.Keys.With(keymap.Context{Mode: keymap.ModeStats, FromList: fromList})
	w := c.Words.Stats.Screen.Keys
	sideways := w.Sort
	switch v {
	case viewMatrix:
		sideways = w.Scroll
	case viewRatings:
		sideways = w.Variant
	}
	for _, b := range []struct {
		binding *key.Binding
		help    wording.KeyHelp
	}{{&k.Rows, w.Rows}, {&k.Up, w.Up}, {&k.Down, w.Down}, {&k.Top, w.First}, {&k.Bottom, w.Last},
		{&k.Adjust, sideways}, {&k.Left, w.Left}, {&k.Right, w.Right}} {
		b.binding.SetHelp(b.help.Key, b.help.Desc)
	}
	if v == viewDecks { // nothing to sort or scroll sideways
		for _, b := range []*key.Binding{&k.Adjust, &k.Left, &k.Right} {
			b.SetEnabled(false)
		}
	}
	return k
}

// sideways moves to the next column by step: the sort column in the
// standings, the first victim column in the matrix; in the ratings it
// shows the other variant.
func (s Screen) sideways(step int) Screen {
	switch s.view {
	case viewMatrix:
		s.matrixLeft = min(max(s.matrixLeft+step, 0), max(len(s.order)-1, 0))
		return s
	case viewRatings:
		s.variant = otherVariant(s.variant)
		return s
	case viewDecks:
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
func (s *Screen) keepPlayer(change func()) {
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
func (s *Screen) resort() {
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

// View implements tea.Model: the screen in the alternate screen.
func (s Screen) View() tea.View {
	v := tea.NewView(s.Render())
	v.AltScreen = true
	v.WindowTitle = "rolekeeper · " + s.Words.Stats.Title
	return v
}

// Render draws the stats screen at the current size; empty before the
// size is known, the "too small" screen below 80x24.
func (s Screen) Render() string {
	if s.Width <= 0 || s.Height <= 0 {
		return ""
	}
	return views.Stats(s.Frame(), s.statsView())
}

// statsView is what the screen shows, the players in the sort order.
func (s Screen) statsView() views.StatsView {
	v := views.StatsView{Games: s.season.Games, Unfinished: s.season.Unfinished, Filter: s.opts.Report.Filter,
		Damaged: len(s.season.Damaged), Tab: s.view, SortCol: s.sortCol, Desc: s.desc, Cursor: s.cursor,
		MatrixLeft: s.matrixLeft, Help: s.help.View(s.keys), Embedded: s.embedded}
	if f := s.season.FirstPlayer; f.Games > 0 {
		v.First = s.Words.Stats.FirstPlayer(f.Wins, f.Games, s.Words.Stats.Percent(f.WinRate()))
	}
	if s.sortCol < len(s.columns) {
		c := s.columns[s.sortCol]
		if v.Sorted = s.Words.Stats.Screen.SortedBy(c.head, s.desc); c.sorted != nil {
			v.Sorted = c.sorted(s.desc)
		}
	}
	ps := s.season.Players
	for _, c := range s.columns {
		v.Heads = append(v.Heads, c.head)
	}
	victims := func(culprit string) []int {
		n := make([]int, len(s.order))
		for c, pi := range s.order {
			n[c] = s.season.Matrix.Count(culprit, ps[pi].Key)
		}
		return n
	}
	for _, pi := range s.order {
		t := ps[pi]
		row := make([]string, len(s.columns))
		for i, c := range s.columns {
			row[i] = c.text(pi, t)
		}
		v.Rows = append(v.Rows, row)
		chart := make([]views.StatsGame, len(t.Results))
		for i, g := range t.Results {
			chart[i] = views.StatsGame{Win: g.Result == stats.Win, Draw: g.Result == stats.Draw, Place: g.Place, Players: g.Players}
		}
		v.Players = append(v.Players, views.StatsPlayer{Name: t.Name, Wins: t.Wins, Draws: t.Draws,
			Losses: t.Games - t.Wins - t.Draws, Games: t.Games, Spark: stats.Spark(t.Results), Chart: chart,
			Eliminated: victims(t.Key)})
	}
	v.Nobody = victims(stats.NoCulprit)
	v.Ratings, v.RatedGames = s.ratingsTab(), stats.RatedGames
	v.Decks, v.DeckShrink = s.decksTab(), stats.RankedGames
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
	// sorted says that the column orders the standings; nil says it
	// with the head (SortedBy).
	sorted func(descending bool) string
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
func (s Screen) WithReport(r stats.Report) Screen {
	s.opts.Report, s.season = r, r.Season
	s.columns = statsColumns(s.season, s.Words)
	s.sortCol = min(s.sortCol, max(len(s.columns)-1, 0))
	s.resort()
	s.cursor = min(s.cursor, max(len(s.order)-1, 0))
	return s
}
