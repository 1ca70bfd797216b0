package statscreen

import (
	"strings"
	"time"

	tea "charm.land/bubbletea/v2"

	"rolekeeper/rules"
	"rolekeeper/stats"
	"rolekeeper/styles"
	"rolekeeper/ui/common"
	"rolekeeper/views"
	"rolekeeper/wording"
)

// LeagueGame is one game on the standings screen's list of the evening.
type LeagueGame struct {
	// Table is the name of the table that pushed it.
	Table   string
	Variant rules.Variant
	Players []string
	Over    bool
	// Winners are the winners' names of a finished game (none: a draw).
	Winners []string
	// Glance is where an unfinished game stands.
	Glance rules.Glance
	// Abandoned is an unfinished game that has not changed for long
	// (league.AbandonedAfter): it is said so, not "playing".
	Abandoned bool
}

// LeagueMsg is the league as read after a push: the standings and the
// games of the evening, the most recent first. Err, when set, says that
// the database could not be read: the screen keeps what it showed and
// says so.
type LeagueMsg struct {
	Report stats.Report
	Games  []LeagueGame
	// At is when it was read (the screen's clock: "updated 21:04").
	At  time.Time
	Err error
	// Polling says that notifications do not reach the screen (a pooler
	// in transaction mode): it reads every 30 seconds, and says so.
	Polling bool
	// Night is the club night of the evening, as read At.
	Night LeagueNight
}

// LeagueOptions are the standings screen's.
type LeagueOptions struct {
	// First is the league as read before the screen opened.
	First LeagueMsg
	// Next returns the command that waits for the next push and reads
	// the league again.
	Next func() tea.Cmd
	// Words are the screen's words; nil means English.
	Words *wording.Words
	// Theme is the colours, as the stats screen's.
	Theme styles.Theme
}

// League is the club's standings screen, made to be left on a
// screen on the wall: the standings (the stats screen's, with its keys)
// above the games of the evening and their state, read again after every
// push of any table.
type League struct {
	opts          LeagueOptions
	words         *wording.Words
	stats         Screen
	games         []LeagueGame
	at            time.Time
	err           error
	polling       bool
	width, height int
	// night is the club night shown above the standings; nightRows the
	// lines it takes; now the second a running clock is drawn at
	// (LeagueMsg.At, then every tick); ticking is true while a tick is
	// asked for.
	night     LeagueNight
	nightRows int
	// pagedTables is true when the tables are shown a page at a time.
	pagedTables bool
	now         time.Time
	ticking     bool
	// memo is the standings as last drawn, shared by the copies of the
	// screen until the standings change (setStats gives a new one).
	memo *standingsMemo
}

// standingsMemo keeps the standings drawn at a size: the clock's tick
// draws the screen every second, and the standings (every player, the
// matrix of who eliminated whom) cost what the season holds; they are
// drawn again only when they change (a reading, a key, a size, a theme).
type standingsMemo struct {
	w, h int
	text string
	ok   bool
}

// setStats keeps the standings screen's new state, and forgets the
// standings drawn.
func (s League) setStats(inner tea.Model) League {
	s.stats, s.memo = inner.(Screen), &standingsMemo{}
	return s
}

// standings are the standings drawn in w x h cells, from the memo when
// it holds them at that size.
func (s League) standings(w, h int) string {
	if m := s.memo; m != nil && m.ok && m.w == w && m.h == h {
		return m.text
	}
	text := views.Fit(s.stats.Styles.Cells, s.stats.Render(), w, h)
	if s.memo != nil {
		*s.memo = standingsMemo{w: w, h: h, text: text, ok: true}
	}
	return text
}

// NewLeague returns the standings screen.
func NewLeague(opts LeagueOptions) League {
	if opts.Words == nil {
		opts.Words = wording.English()
	}
	s := League{opts: opts, words: opts.Words, memo: &standingsMemo{}}
	s.stats = New(Options{Report: opts.First.Report, Words: opts.Words, Theme: opts.Theme})
	s.stats.embedded = true
	s.games, s.at, s.err, s.polling = opts.First.Games, opts.First.At, opts.First.Err, opts.First.Polling
	s.night, s.now = opts.First.Night, opts.First.At
	return s
}

// Init implements tea.Model: the stats screen's, the wait for the first
// push, and the clock's ticks while it runs.
func (s League) Init() tea.Cmd {
	_, ticks := s.startTicks()
	return tea.Batch(s.stats.Init(), s.next(), ticks)
}

func (s League) next() tea.Cmd {
	if s.opts.Next == nil {
		return nil
	}
	return s.opts.Next()
}

// Update implements tea.Model.
func (s League) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	switch msg := msg.(type) {
	case LeagueMsg:
		s.err = msg.Err
		if msg.Err == nil {
			s.at, s.now = msg.At, msg.At
			s = s.setStats(s.stats.WithReport(msg.Report))
			s.games, s.polling, s.night = msg.Games, msg.Polling, msg.Night
		}
		s = s.layout()
		s, ticks := s.startTicks()
		return s, tea.Batch(s.next(), ticks)
	case nightTick:
		return s.onTick(msg)
	case tea.WindowSizeMsg:
		s.width, s.height = common.Clamp(msg.Width, msg.Height)
		return s.layout(), nil
	}
	inner, cmd := s.stats.Update(msg)
	s = s.setStats(inner)
	return s, cmd
}

// eveningRows is the height of the evening's list: a third of the
// screen below the night, at most the games and their head.
func (s League) eveningRows() int {
	return min(len(s.games)+2, max((s.height-s.nightRows)/3, 4))
}

// layout shares the height out: the night first (at most half the
// screen), then the evening's list, the standings the rest; the stats
// screen is told its height when it changed.
func (s League) layout() League {
	s.nightRows = 0
	if s.night.Shown && s.width > 0 {
		s.nightRows = len(s.nightLines(s.width, s.height/2))
	}
	s.pagedTables = s.paged()
	h := s.height - s.nightRows - s.eveningRows()
	if h != s.stats.Height || s.width != s.stats.Width {
		inner, _ := s.stats.Update(tea.WindowSizeMsg{Width: s.width, Height: h})
		s = s.setStats(inner)
	}
	return s
}

// View implements tea.Model.
func (s League) View() tea.View {
	v := tea.NewView(s.Render())
	v.AltScreen = true
	v.WindowTitle = "rolekeeper · " + s.words.League.Title
	return v
}

// Render draws the screen: the standings, then the evening's games.
func (s League) Render() string {
	w, h := s.width, s.height
	if w <= 0 || h <= 0 {
		return ""
	}
	if views.TooSmallFor(w, h) {
		return views.TooSmall(s.stats.Frame().Sized(w, h))
	}
	rows, c := s.eveningRows(), s.stats.Styles.Cells
	top := s.standings(w, h-rows-s.nightRows)
	if s.nightRows > 0 {
		top = views.Fit(c, strings.Join(s.nightLines(w, s.nightRows), "\n"), w, s.nightRows) + "\n" + top
	}
	return top + "\n" + views.Fit(c, strings.Join(s.evening(w, rows), "\n"), w, rows)
}

// evening is the list of the evening's games in rows lines: a head that
// says when the league was read, then one line a game.
func (s League) evening(w, rows int) []string {
	t, st := s.words.League, s.stats.Styles
	head := st.Title.Render(t.Evening)
	if !s.at.IsZero() {
		head += "  " + st.Muted.Render(t.Updated(s.at.Local().Format("15:04:05")))
	}
	if s.err != nil {
		head += "  " + st.Danger.Render(t.LostContact)
	} else if s.polling {
		head += "  " + st.Muted.Render(t.Trust.Polling)
	}
	lines := []string{head}
	if len(s.games) == 0 {
		return append(lines, st.Muted.Render(t.NoGames))
	}
	c := st.Cells
	tableW := 4
	for _, g := range s.games {
		tableW = max(tableW, min(c.StringWidth(g.Table), 16))
	}
	for _, g := range s.games[:min(len(s.games), rows-1)] {
		table := views.Cut(c, g.Table, tableW)
		table += strings.Repeat(" ", max(tableW-c.StringWidth(table), 0))
		line := st.Bold.Render(table) + "  " + s.words.Common.Variant(g.Variant) + " · " + s.state(g) + " · " +
			strings.Join(g.Players, ", ")
		lines = append(lines, views.Cut(c, line, w))
	}
	return lines
}

// state says where a game of the evening stands.
func (s League) state(g LeagueGame) string {
	wd := s.words
	switch {
	case !g.Over && g.Abandoned:
		return wd.League.Trust.Abandoned
	case !g.Over && g.Glance.Round > 0:
		leaders := make([]string, len(g.Glance.Leaders))
		for i, seat := range g.Glance.Leaders {
			leaders[i] = wd.Name(g.Players, seat)
		}
		return wd.League.Playing + ": " + wd.Picker.Glance(g.Glance.Round, wd.Name(g.Players, g.Glance.Active), leaders, g.Glance.Lead, g.Glance.ByPoints)
	case !g.Over:
		return wd.League.Playing
	case len(g.Winners) == 1:
		return wd.League.Finished + ": " + wd.Summary.Wins(g.Winners[0])
	case len(g.Winners) > 1:
		return wd.League.Finished + ": " + wd.Summary.Share(g.Winners)
	}
	return wd.League.Finished + ": " + wd.Summary.NoWinner
}
