package statscreen

import (
	"time"

	tea "charm.land/bubbletea/v2"

	"rolekeeper/rules"
	"rolekeeper/styles"
	"rolekeeper/views"
	"rolekeeper/wording"
)

// LeagueNight is the club night the standings screen shows above the
// standings: the round shown (the clock's, else the last seated), its
// tables with the players in seat order, and the room's round clock.
type LeagueNight struct {
	// Shown is false when the league keeps no night this evening: the
	// screen is the standings and the evening's games only.
	Shown bool
	// Problem, when not "", says why the league's copy of the night
	// cannot be read; it stands in place of the tables.
	Problem string
	// Players is the night's players' count; Round the round shown (0:
	// none seated yet) of Rounds planned, and its Variant.
	Players, Round, Rounds int
	Variant                rules.Variant
	Tables                 []NightTable
	Clock                  NightClock
}

// NightTable is one table of the round shown.
type NightTable struct {
	// Players are the table's players in seat order: seat 1 plays first.
	Players []string
	// Waiting is the seat (from 0) of Lord's waiting player, or -1.
	Waiting int
	// Turns are the turns still to play once time is called (the
	// table's game as the league holds it, else one for every player
	// who takes turns); -1 when the table's game is over.
	Turns int
}

// NightClock is the room's round clock as read (LeagueMsg.At): the
// screen counts a running clock down from there every second.
type NightClock struct {
	Round int
	State ClockState
	Left  time.Duration
}

// ClockState is what the round clock shows.
type ClockState uint8

// The states of NightClock.
const (
	ClockNone ClockState = iota
	ClockRunning
	ClockPaused
	ClockCalled
)

// nightTick is the second at which a running clock is drawn again.
type nightTick time.Time

// tick asks for the next second's tick, aligned to the clock's seconds.
func tick() tea.Cmd {
	return tea.Every(time.Second, func(t time.Time) tea.Msg { return nightTick(t) })
}

// clockAt is the clock's state and time left at now, counted down from
// when it was read (at); a clock is not counted while the league cannot
// be read: it shows what it showed at the last update.
func (s League) clockAt(now time.Time) (ClockState, time.Duration) {
	c := s.night.Clock
	if c.State != ClockRunning || s.err != nil {
		return c.State, c.Left
	}
	left := c.Left - max(0, now.Sub(s.at))
	if left <= 0 {
		return ClockCalled, 0
	}
	return ClockRunning, left
}

// onTick draws the next second of a running clock (or the next page of
// tables) and asks for the one after; once nothing changes by the second
// (the clock stopped, or the league cannot be read and the clock stands
// as last read) the ticks stop. When the clock's state changed the rows
// are laid out again (time called shows every table's turns).
func (s League) onTick(t nightTick) (League, tea.Cmd) {
	before, _ := s.clockAt(s.now)
	s.now = time.Time(t)
	after, _ := s.clockAt(s.now)
	if after != before {
		s = s.layout()
	}
	if !s.wantsTicks() {
		s.ticking = false
		return s, nil
	}
	return s, tick()
}

// wantsTicks reports whether the screen changes by the second: a clock
// running while the league can be read, or tables shown a page at a
// time.
func (s League) wantsTicks() bool {
	if !s.night.Shown {
		return false
	}
	st, _ := s.clockAt(s.now)
	return st == ClockRunning && s.err == nil || s.pagedTables
}

// startTicks starts the ticks when the screen changes by the second
// (wantsTicks) and none are asked for.
func (s League) startTicks() (League, tea.Cmd) {
	if s.ticking || !s.wantsTicks() {
		return s, nil
	}
	s.ticking = true
	return s, tick()
}

// clockText is the room's clock in the words of every table's header.
func (s League) clockText() string {
	st, left := s.clockAt(s.now)
	n, r := s.words.Night, s.night.Clock.Round
	switch st {
	case ClockRunning:
		return n.ClockRunning(r, wording.ClockLeft(left))
	case ClockPaused:
		return n.ClockPaused(r, wording.ClockLeft(left))
	case ClockCalled:
		return n.ClockCalled(r, -1)
	}
	return ""
}

// clockInk is the clock's colour: time called is an alarm, a paused
// clock a warning.
func (s League) clockInk(st styles.Styles) styles.Ink {
	switch state, _ := s.clockAt(s.now); state {
	case ClockCalled:
		return st.Danger
	case ClockPaused:
		return st.Warn
	}
	return st.Bold
}

// nightHead is the night's first line(s): the round and its variant,
// the clock, and when the league cannot be read, the last update.
func (s League) nightHead(w int) []string {
	st, c, tv := s.stats.Styles, s.stats.Styles.Cells, s.words.Night.TV
	n := s.night
	title := tv.NoRound(n.Players)
	if n.Round > 0 {
		title = tv.Tonight(n.Round, n.Rounds, s.words.Common.Variant(n.Variant))
	}
	parts := []string{st.Title.Render(title)}
	if clock := s.clockText(); clock != "" {
		parts = append(parts, s.clockInk(st).Render(clock))
	}
	if s.err != nil {
		parts = append(parts, st.Danger.Render(tv.LastUpdate(s.at.Local().Format("15:04"))))
	}
	var lines []string
	line := ""
	for _, p := range parts {
		switch {
		case line == "":
			line = p
		case c.StringWidth(line)+3+c.StringWidth(p) <= w:
			line += "   " + p
		default:
			lines, line = append(lines, views.Cut(c, line, w)), p
		}
	}
	return append(lines, views.Cut(c, line, w))
}
