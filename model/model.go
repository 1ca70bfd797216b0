// Package model holds rolekeeper's Bubble Tea models. Model is the game:
// the setup screen, the table screen with its prompts, the log, the help
// and the summary. It wraps a rules.Game; Update turns key presses into
// rules events and never does I/O itself (persisting and exporting are left
// to the commands of Options), and View never changes state. Picker is the
// list of unfinished games that rolekeeper opens with, run before the
// Model of the game chosen.
package model

import (
	"math/rand/v2"
	"strings"
	"time"

	"charm.land/bubbles/v2/help"
	tea "charm.land/bubbletea/v2"

	"rolekeeper/rules"
	"rolekeeper/styles"
	"rolekeeper/ui/common"
	"rolekeeper/views"
	"rolekeeper/wording"
)

// Options configure a Model. The zero value is usable: no persistence, the
// wall clock, seed 0.
type Options struct {
	// Setup prefills the setup screen: variant, players, life, target,
	// seed and house rules. A zero Setup gives an empty Buhmann setup.
	Setup rules.Setup
	// OnStart is called in Update, once, when a game is set up (before
	// any of its events); its command may persist the setup. May be nil.
	OnStart func(rules.Setup) tea.Cmd
	// OnEvent is called in Update, in order, once for every event the
	// rules accepted, undo and redo included; its command may persist the
	// event. Commands run concurrently, so an implementation that must
	// keep the order should queue the event in OnEvent and write in the
	// command. A command that fails should return SaveFailedMsg. May be
	// nil. Each call of OnStart, OnEvent and OnDiscard hands the saver
	// one item; SavedMsg.Saved says how many of them are on disk, and the
	// header says "saving…" until all are.
	OnEvent func(rules.Event) tea.Cmd
	// ReadOnly lets the game be browsed, undone and redone but takes no
	// other event (the demo).
	ReadOnly bool
	// Watch makes the model a live viewer of a game that another
	// rolekeeper plays: no key changes the game, not even undo and redo;
	// keys only choose what the viewer shows. The game changes only by
	// Followed messages, which Follow brings.
	Watch bool
	// Follow returns a command that waits for the next news of the
	// followed game file and returns it as a Followed message. The model
	// runs it at Init and again after every Followed. May be nil.
	Follow func() tea.Cmd
	// Sharing returns a command that returns a SharingMsg (what
	// `rolekeeper serve` says of this game: viewers and table code),
	// after a pause of its choosing. The model runs it at Init and again
	// after every SharingMsg. May be nil.
	Sharing func() tea.Cmd
	// Now is the clock, for the game's duration; nil means time.Now.
	Now func() time.Time
	// Started is when a resumed game began; zero means now.
	Started time.Time
	// Clocks are the players' turn times beside the undo history of the
	// game given to Resume or ResumeLogged, as the journal rebuilt them
	// from its records' times (journal.File.Clocks, Journal.Clocks). When
	// they are zero, Resume builds them from Times: when the events
	// given to it were entered, one per event in the same order, a
	// missing or zero time unknown.
	Clocks rules.Clocks
	Times  []time.Time
	// Idle is how long a burst of life presses waits before it is
	// entered; 0 means DefaultIdle.
	Idle time.Duration
	// OnDiscard is called in Update when the table goes back to the
	// setup before the game has started (nothing but the roles was
	// entered): the game set up is given up, and its command may remove
	// what OnStart saved. May be nil.
	OnDiscard func() tea.Cmd
	// OnExport is called in Update when the summary is to be written in
	// a format ("md", "csv" or "json"); its command should write g's
	// summary and return an ExportedMsg. Nil hides the export key.
	OnExport func(g rules.Game, format string, wd *wording.Words) tea.Cmd
	// Ended is when a resumed game that is over ended, for its
	// duration; zero means now.
	Ended time.Time
	// Notice is shown when a resumed game opens, until the next key: its
	// first line is a title, the others say more (for example that a
	// damaged last line was set aside). Empty for none.
	Notice []string
	// NewSeed gives the seed of every new game set up from the summary
	// ("n": new game, same players), so that it draws its own roles and
	// first player; a seed equal to the last game's is drawn again. Nil
	// means a random seed from math/rand/v2; tests pass a deterministic
	// source.
	NewSeed func() uint64
	// Words are the words the screens say, in one language; nil means
	// English.
	Words *wording.Words
	// Theme is the colours: ThemeAuto (the zero value) asks the terminal
	// for its background.
	Theme styles.Theme
	// Roster is the names of past players, the most recent first, each
	// person once: the setup screen offers them while a name is typed.
	Roster []string
	// PastDecks are each player's past decks, the most recent first, by
	// the names.Key of their name, for the setup's deck column.
	PastDecks map[string][]string
	// Ratings are the players' ratings from the season before this game:
	// the setup and roles screens show the chances to win, the summary
	// each player's change. nil shows neither.
	Ratings Ratings
}

// screen is what fills the terminal.
type screen uint8

const (
	screenSetup screen = iota
	screenRoles
	screenTable
	screenLog
	screenHelp
	screenSummary
)

// Model is the Bubble Tea model of rolekeeper. Build it with New (setup
// screen) or Resume (a game in progress, at the table screen).
type Model struct {
	// source is the source of the last life or poison change of this
	// turn, offered first to the next (sourceMemory).
	source sourceMemory
	opts   Options
	// roster offers past players' names on the setup screen; deckRoster
	// the past decks of the player whose deck is typed.
	roster, deckRoster roster
	// help draws the keys' help line and full help; shared by the models
	// copied from one another and replaced, never changed (resize,
	// restyle), as it holds 4.5 KB of styles (TestModelStaysSmall).
	help *help.Model
	// Common is what every screen carries: the size, the theme and the
	// background, the colour profile and TERM, the styles, the key map
	// and the words (ui/common), taken from the messages once for every
	// screen of the game.
	common.Common
	now time.Time

	screen screen
	back   screen // where the log, help and summary screens return to
	// lifePage is true while the summary shows life lost and dealt.
	lifePage bool

	setup setupState

	game    rules.Game
	hasGame bool
	log     gameLog
	started time.Time
	// clocks are the players' turn times beside the undo history;
	// ticking is true while a tick of the header's clock is on its way.
	clocks  rules.Clocks
	ticking bool
	frame   tableFrame // the table under its header, kept while only the clock ticks
	ended   time.Time
	redraws uint64

	sel     int
	burst   burst
	prompt  prompt
	refusal string
	notice  notice
	flash   string
	logAt   logPlace

	save saveState

	watch watchState
	share SharingMsg

	// memo keeps what frames derive from the game (frameMemo).
	memo *frameMemo
}

// notice is the turn-start effects shown until the next key, or a note
// about the game file when note is true.
type notice struct {
	title string
	lines []string
	note  bool
}

// New returns a model at the setup screen, prefilled from opts.Setup.
func New(opts Options) Model {
	m := newModel(opts)
	m.setup = newSetupState(opts.Setup, m.Words, *m.Styles.Input)
	m.screen = screenSetup
	return m
}

// Resume returns a model at the table screen for a game in progress (or
// ended: then at the summary; a Lord game where nothing but the roles was
// entered: then at its roles, L-1), rebuilt from its events: g is the game
// after events, which were applied in order to rules.NewGame(g.Setup).
// The log is rebuilt by replaying events; an event the rules refuse ends
// the rebuilt log there. With opts.ReadOnly only undo, redo and browsing
// are possible (the demo): an ended game then opens at the table, at its
// last event, with the summary one key away.
func Resume(g rules.Game, events []rules.Event, opts Options) Model {
	if opts.Clocks == (rules.Clocks{}) {
		start := opts.Started
		if start.IsZero() && opts.Now != nil {
			start = opts.Now()
		}
		opts.Clocks = clocksOf(g.Setup, events, opts.Times, start)
	}
	return resume(g, replayLog(g.Setup, events), opts)
}

// resume opens the table of g with its log.
func resume(g rules.Game, log gameLog, opts Options) Model {
	m := newModel(opts)
	m.setup = newSetupState(g.Setup, m.Words, *m.Styles.Input)
	m.game, m.hasGame = g, true
	m.log = log
	m.started = opts.Started
	if m.started.IsZero() {
		m.started = m.now
	}
	m.clocks = opts.Clocks
	if m.clocks == (rules.Clocks{}) {
		first, _, _ := rules.NewGame(g.Setup)
		m.clocks = rules.NewClocks(first.State, time.Time{}) // no times: the turn times are unknown
	}
	m.sel = g.Active
	m.screen = screenTable
	if g.Setup.Variant == rules.Lord && !g.Started && !g.Over && !opts.ReadOnly && !opts.Watch {
		m.screen = screenRoles // nothing but roles entered: they may still change (L-1)
	}
	if g.Over {
		m.ended = opts.Ended
		if m.ended.IsZero() {
			m.ended = m.now
		}
		m.screen = screenSummary
		if opts.ReadOnly && !opts.Watch {
			m.screen, m.flash = screenTable, m.Words.Prompt.GameOverBrowse
		}
	}
	if opts.Watch {
		m.watch.count = log.ev.len() // the events the log was built from
		if log.ev.n == 0 {
			m.watch.events = log.ev.tail // at hand: not read from the file
		}
		m = m.showLast()
	}
	if n := opts.Notice; len(n) > 0 {
		m.notice = notice{title: n[0], lines: n[1:], note: true}
		if m.screen != screenTable {
			m.notice, m.flash = notice{}, strings.Join(n, "\n") // a line each, none cut away
		}
	}
	return m
}

func newModel(opts Options) Model {
	if opts.Now == nil {
		opts.Now = time.Now
	}
	if opts.NewSeed == nil {
		opts.NewSeed = rand.Uint64
	}
	if opts.Words == nil {
		opts.Words = wording.English()
	}
	m := Model{opts: opts, Common: common.New(opts.Words, opts.Theme), help: newHelp(), sel: rules.NoSeat, burst: noBurst(),
		memo: &frameMemo{}}
	m.roster = newRoster(opts.Roster)
	m.now = opts.Now()
	m.restyle()
	return m
}

// Game returns the game as it stands (the zero Game before setup).
func (m Model) Game() rules.Game { return m.game }

// Init implements tea.Model: it asks the terminal for its background
// colour, to pick the light or dark theme, unless the theme is chosen.
func (m Model) Init() tea.Cmd {
	return tea.Batch(append(m.initCmds(), m.Common.Init())...)
}

// Update implements tea.Model. It routes a message to the handler of the
// open prompt or screen; key presses become rules events there.
func (m Model) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	next, cmd := m.update(msg)
	if ask := next.measure(msg); ask != nil {
		cmd = tea.Batch(cmd, ask)
	}
	_, tick := msg.(clockTickMsg)
	return next.keepFrame(tick).withClock(cmd) // the header's clock ticks while the game runs
}

// update is Update without the clock's tick. It returns a Model, not a
// tea.Model: Bubble Tea copies the model to the heap where it becomes a
// tea.Model, and this way that happens once a message, in Update, not
// twice (BENCHMARKS.md, "Played in tmux").
func (m Model) update(msg tea.Msg) (Model, tea.Cmd) {
	m.now = m.opts.Now()
	switch sized, restyled := m.Common.Update(msg); { // the size, the background, the colours, the rule of width
	case sized:
		return m.resize(), nil
	case restyled:
		m.restyle()
		return m, nil
	}
	switch msg := msg.(type) {
	case clockTickMsg:
		m.ticking = false // drawn again; withClock asks for the next tick
	case drawTickMsg:
		return m.drawTick(msg)
	case SavedMsg:
		m.save = m.save.report(msg.Seq, msg.Saved, "")
	case SaveFailedMsg:
		m.save = m.save.report(msg.Seq, msg.Saved, errText(msg.Err, m.Words))
	case ExportedMsg:
		m.flash, m.refusal = "", ""
		if msg.Err != nil {
			m.refusal = exportedText(msg, m.Words) // a failure, shown as one
		} else {
			m.flash = exportedText(msg, m.Words)
		}
	case Followed:
		return m.follow(msg)
	case SharingMsg:
		return m.sharing(msg)
	case tea.PasteMsg:
		return m.paste(msg)
	case tea.KeyPressMsg:
		return m.key(msg)
	case tea.MouseMsg:
		return m.mouse(msg)
	}
	return m, nil
}

// newHelp is the bubbles help of a new model.
func newHelp() *help.Model {
	h := help.New()
	return &h
}

// resize lays the screens out again at the size Common took.
func (m Model) resize() Model {
	h := *m.help
	h.SetWidth(m.Width)
	m.help = &h
	if m.screen == screenLog { // the lines are wrapped again to the new width
		m.logAt = m.logMove(logPlace{entry: m.logAt.entry}, 0)
		if m.logAt.bottom {
			m.logAt = m.logBottom()
		}
	}
	m.setup.inputWidth = max(m.Width-20, 10)
	m.setup.input.SetWidth(m.setup.inputWidth)
	if m.setup.deckEdit {
		m.setup.input.SetWidth(views.DeckInputWidth(m.Styles, m.setup.players, m.Words.Decks.Deck, m.Width))
	}
	return m
}

// restyle gives the help and the text inputs the styles Common built,
// after the background, the colour profile, TERM or the terminal's rule
// of width is known.
func (m *Model) restyle() {
	h := *m.help
	h.Styles = *m.Styles.Help
	m.help = &h
	m.setup.input.SetStyles(*m.Styles.Input)
	if f, ok := m.prompt.(*form); ok {
		f.setInputStyles(*m.Styles.Input)
	}
}

// errText is common.ErrText: the reason err gives, in the words'
// language.
func errText(err error, wd *wording.Words) string { return common.ErrText(err, wd) }
