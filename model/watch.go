package model

import (
	"reflect"
	"slices"
	"strings"
	"time"

	tea "charm.land/bubbletea/v2"

	"rolekeeper/rules"
	"rolekeeper/wording"
)

// Followed is what a live viewer (Options.Watch) learns of the game file
// it follows: the game as the file now holds it, and whether the file is
// whole. The viewer applies the events it has not seen; when the file no
// longer begins with the events it has seen (it was replaced), it starts
// again from the file.
type Followed struct {
	// Setup and Events are the file's records, in order, undo and redo
	// included; a torn last line is not among them. Events is nil when
	// Log is set: the log gives them.
	Setup  rules.Setup
	Events []rules.Event
	// Times are when each event was written (zero when unknown), so that
	// a past state's duration ends at its last event (Options.Times).
	Times []time.Time
	// Started and Ended are the times of the first and last timed
	// records, for the game's duration; zero when unknown.
	Started, Ended time.Time
	// Torn is true when the file ends in a torn line: an event is being
	// written.
	Torn bool
	// Gone is true when the file has been removed.
	Gone bool
	// Problem says why the file cannot be read now, or is nil; the
	// viewer says it in its own words.
	Problem error
	// Reading names the reading of the file the events come from, or is
	// 0: the Events of two messages of the same nonzero Reading begin
	// with the same events (the file only grew), so the viewer applies
	// the new ones without comparing those it has seen.
	Reading uint64
	// Game, Clocks and Log are what the events replay to, the turn times
	// from the records' times and the game's log, when the feed replayed
	// the file and built the log beside it (live.WithLog): then the viewer
	// takes them instead of replaying the events itself, so that every
	// viewer of a feed shares one replay, at any length of the game. They
	// are never changed. Log is nil when the feed built none.
	Game   rules.Game
	Clocks rules.Clocks
	Log    *Log
}

// SharingMsg tells the playing screen what `rolekeeper serve` says of
// its game: On is false when no serve shares it.
type SharingMsg struct {
	On      bool
	Viewers int
	Code    string
	// Web is the address of the page for phones with its token, "" when
	// serve shows none.
	Web string
	// LeagueWaiting counts the games waiting for the league's database
	// while it cannot be reached (LeagueOffline): the header says so.
	LeagueWaiting int
	LeagueOffline bool
	// LeagueGame says where this game stands with the league, for the
	// summary: "" when it is not sent by itself, else one of the
	// LeagueSent… values.
	LeagueGame string
	// Round is the club night's round clock, for a game started from its
	// seating.
	Round RoundClock
}

// What SharingMsg.LeagueGame says of the game.
const (
	LeagueSent    = "sent"
	LeagueSending = "sending"
	LeagueOffline = "offline"
	LeagueRefused = "refused"
)

// watchState is what a live viewer keeps beside the game.
type watchState struct {
	// count is how many of the file's events were applied so far, from
	// the reading of the file (Followed.Reading) named reading; events
	// are those events, unless they came with the feed's log
	// (Followed.Log), which keeps them (or reads them from the file): then
	// events is nil.
	count   int
	events  []rules.Event
	reading uint64
	// picked is true once the viewer chose a seat: then the cursor stays
	// there instead of following the active player.
	picked bool
	// status says the state of the file when it is not whole ("waiting
	// for the next event", removed, unreadable) in the viewer's words, or
	// is nil; kept unsaid, so that a change of language says it again.
	status func(wd *wording.Words) string
}

// initCmds are the commands a model starts with beside the background
// query: following the game file, asking for the sharing state.
func (m Model) initCmds() []tea.Cmd {
	var cmds []tea.Cmd
	if m.opts.Follow != nil {
		cmds = append(cmds, m.opts.Follow())
	}
	if m.opts.Sharing != nil {
		cmds = append(cmds, m.opts.Sharing())
	}
	return cmds
}

// sharing takes what serve says of the game and asks again.
func (m Model) sharing(msg SharingMsg) (Model, tea.Cmd) {
	m.share = msg
	m, saved := m.callTime()
	if m.opts.Sharing == nil {
		return m, saved
	}
	return m, tea.Batch(saved, m.opts.Sharing())
}

// follow takes news of the followed game file and waits for more.
func (m Model) follow(msg Followed) (Model, tea.Cmd) {
	if m.opts.Watch {
		m = m.followed(msg)
	}
	if m.opts.Follow == nil {
		return m, nil
	}
	return m, m.opts.Follow()
}

// followed applies the events of msg that the viewer has not seen, or
// starts again from the file when it is not the one seen so far.
func (m Model) followed(msg Followed) Model {
	m.watch.status = followStatus(msg)
	known := m.watch.events
	n := len(msg.Events)
	if msg.Log != nil {
		n = msg.Log.Len()
	}
	grew := msg.Reading != 0 && msg.Reading == m.watch.reading // the same reading: no need to compare
	logged := msg.Log != nil || len(known) != m.watch.count    // events not at hand: not compared
	if !m.hasGame || n < m.watch.count || !grew && (logged || !reflect.DeepEqual(m.game.Setup, msg.Setup) ||
		!slices.EqualFunc(known, msg.Events[:len(known)], func(a, b rules.Event) bool { return reflect.DeepEqual(a, b) })) {
		return m.restart(msg)
	}
	m.watch.reading = msg.Reading
	if n == m.watch.count {
		return m
	}
	m.refusal, m.flash, m.notice = "", "", notice{}
	sel := m.sel
	if msg.Log != nil {
		m = m.adopt(msg)
	} else {
		for _, e := range msg.Events[len(m.watch.events):] {
			var ok bool
			if m, ok = m.apply(e); !ok {
				break // the file was checked when read; a refusal here is shown
			}
			m.watch.events = msg.Events[:len(m.watch.events)+1]
			m.watch.count = len(m.watch.events)
		}
	}
	if m.watch.picked && sel < len(m.game.Players) {
		m.sel = sel // the viewer's choice, not the event's
	}
	if !msg.Started.IsZero() {
		m.started = msg.Started
	}
	if m.game.Over && !msg.Ended.IsZero() {
		m.ended = msg.Ended
	}
	m = m.showLast()
	if m.screen == screenLog {
		m.logAt = m.logBottom()
	}
	return m
}

// adopt takes the game, the turn times and the log of msg, which the
// feed replayed and built for all its viewers: the viewer applies nothing
// itself. The screen follows the game's end, and its undoing, as apply
// has it follow every event.
func (m Model) adopt(msg Followed) Model {
	before := m.game
	m.game, m.clocks, m.log = msg.Game, msg.Clocks, msg.Log.resolved()
	m.watch.events, m.watch.count = nil, msg.Log.Len()
	switch {
	case m.game.Over && !before.Over:
		m.ended = m.now
		m.screen = screenSummary
	case !m.game.Over && before.Over && m.screen == screenSummary:
		m.screen = screenTable
	}
	return m
}

// restart rebuilds the viewer from the file, keeping what the viewer
// chose to look at and the terminal it is drawn on.
func (m Model) restart(msg Followed) Model {
	next, err := watchOf(msg, m.opts)
	if err != nil {
		m.watch.status = func(wd *wording.Words) string { return wd.Live.Problem(refusalText(err, wd)) }
		return m
	}
	g := next.game
	next.watch.status, next.watch.reading = m.watch.status, msg.Reading
	next.Common, next.share = m.Common, m.share // the terminal stays the same
	next.restyle()
	next = next.resize()
	if m.watch.picked && m.sel < len(g.Players) {
		next.sel, next.watch.picked = m.sel, true
	}
	if m.screen == screenLog || m.screen == screenHelp {
		next.screen, next.back = m.screen, screenTable
		if m.screen == screenLog {
			next = next.openLog()
		}
	}
	return next
}

// replay applies events in order to a new game of setup.
func replay(setup rules.Setup, events []rules.Event) (rules.Game, error) {
	g, _, err := rules.NewGame(setup)
	if err != nil {
		return g, err
	}
	for _, e := range events {
		if g, _, err = rules.Apply(g, e); err != nil {
			return g, err
		}
	}
	return g, nil
}

// followStatus says what is wrong with the followed file, if anything,
// in the words it is given; nil when nothing is.
func followStatus(msg Followed) func(wd *wording.Words) string {
	switch {
	case msg.Gone:
		return func(wd *wording.Words) string { return wd.Live.Gone }
	case msg.Problem != nil:
		return func(wd *wording.Words) string { return wd.Live.Problem(wd.ErrorText(msg.Problem)) }
	case msg.Torn:
		return func(wd *wording.Words) string { return wd.Live.Waiting }
	}
	return nil
}

// showLast shows what the player's screen showed after the last event:
// the turn it began, or what an undo or redo did. The cursor follows the
// active player unless the viewer picked a seat. A viewer that opens on a
// game and one that followed it event by event show the same screen.
func (m Model) showLast() Model {
	m.notice, m.flash = notice{}, ""
	if !m.watch.picked {
		m.sel = m.game.Active
	}
	if m.log.len() < 2 {
		return m
	}
	last := m.log.recent[len(m.log.recent)-1]
	if isUndoRedo(last.Event) {
		m.flash = m.Words.EntryLines(wording.Names(m.game.State), last)[0]
	}
	if n, ok := turnNotice(m.game.State, last.Effects, m.Words); ok {
		m.notice = n
	}
	return m
}

// readOnlyText says why a key cannot change this game.
func (m Model) readOnlyText() string {
	if m.opts.Watch {
		return m.Words.Live.KeysOnly
	}
	return m.Words.Prompt.ReadOnlyEvent
}

// flashText is the short message under the screen: the last key's, else
// the state of a followed file.
func (m Model) flashText() string {
	if m.flash != "" || m.watch.status == nil {
		return m.flash
	}
	return m.watch.status(m.Words)
}

// nextLanguage makes a live viewer speak the next language there is
// (issue 13): the screen, its help and the last event's notice are said
// again in it. The game and what the viewer looks at stay.
func (m Model) nextLanguage() Model {
	tags := wording.Languages()
	next := tags[(slices.Index(tags, m.Words.Lang)+1)%len(tags)]
	words, _ := wording.For(next)
	m.Common = m.Common.WithWords(words)
	m.opts.Words = m.Words
	m.refusal = ""
	return m.showLast()
}

// sharingText is what the header says beside the saved mark, or "": the
// round clock first (where a narrow header cuts the status, the viewers
// and the table code give way before it), then the viewers and the
// table code, then the league.
func (m Model) sharingText(short bool) string {
	var parts []string
	if round := m.roundText(short); round != "" {
		parts = append(parts, round)
	}
	if m.share.On {
		parts = append(parts, m.Words.Live.Viewers(m.share.Viewers, m.share.Code))
	}
	if m.share.LeagueOffline {
		parts = append(parts, m.Words.League.Offline(m.share.LeagueWaiting))
	}
	return strings.Join(parts, " · ")
}

// Watch returns a live viewer of the game that first describes, at the
// table (or at the summary when the game is over), as the player's screen
// showed it after the last event. opts.Watch is set; opts.Follow should
// bring the news of the file. An error is a setup or an event that the
// rules refuse.
func Watch(first Followed, opts Options) (Model, error) {
	opts.Watch = true
	m, err := watchOf(first, opts)
	if err != nil {
		return Model{}, err
	}
	m.watch.status, m.watch.reading = followStatus(first), first.Reading
	return m, nil
}

// watchOf opens a viewer on the game of msg: the feed's replay and log
// when it built them (Followed.Log), else the events replayed here.
func watchOf(msg Followed, opts Options) (Model, error) {
	opts.Started, opts.Ended, opts.Times = msg.Started, msg.Ended, msg.Times
	if msg.Log != nil {
		opts.Clocks = msg.Clocks
		return ResumeLogged(msg.Game, msg.Log, opts), nil
	}
	g, err := replay(msg.Setup, msg.Events)
	if err != nil {
		return Model{}, err
	}
	opts.Clocks = rules.Clocks{} // worked out from the events again
	return Resume(g, msg.Events, opts), nil
}

// FollowedEvents returns how many events of the followed file a viewer
// has applied, undo and redo included.
func (m Model) FollowedEvents() int { return m.watch.count }
