package statscreen

import (
	"time"

	tea "charm.land/bubbletea/v2"

	"rolekeeper/night"
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
	// Clock is the room's round clock as read (LeagueMsg.At), of the
	// round shown or of an earlier one still played; the screen shows
	// its copy by the rule of night.Copy, counting a running clock down
	// every second, also while the league cannot be read (then marked
	// stale, with the time of the last reading).
	Clock night.Clock
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

// nightTick is the second at which a running clock is drawn again.
type nightTick time.Time

// tick asks for the next second's tick, aligned to the clock's seconds.
func tick() tea.Cmd {
	return tea.Every(time.Second, func(t time.Time) tea.Msg { return nightTick(t) })
}

// clockAt is what the screen shows of the clock at now: its copy, read
// at the last good reading of the league (s.at) and marked stale while
// the league cannot be read (night.Copy, the rule every screen shows its
// copy by).
func (s League) clockAt(now time.Time) night.Shown {
	c := night.Copy{}.Took(s.night.Clock, s.at)
	if s.err != nil {
		c = c.Missed()
	}
	return c.At(now)
}

// onTick draws the next second of a running clock (or the next page of
// tables) and asks for the one after; once nothing changes by the second
// (the clock stopped) the ticks stop. When the clock's state changed the rows
// are laid out again (time called shows every table's turns).
func (s League) onTick(t nightTick) (League, tea.Cmd) {
	before := s.clockAt(s.now).State
	s.now = time.Time(t)
	after := s.clockAt(s.now).State
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
// running (its copy, while the league cannot be read), or tables shown
// a page at a time.
func (s League) wantsTicks() bool {
	if !s.night.Shown {
		return false
	}
	return s.clockAt(s.now).State == night.Running || s.pagedTables
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

// clockText is the room's clock in the words of every table's header;
// while the league cannot be read, the copy last read, which says since
// when, as a table's header says it (Night.ClockStale).
func (s League) clockText() string {
	sh := s.clockAt(s.now)
	n := s.words.Night
	var text string
	switch sh.State {
	case night.Running:
		text = n.ClockRunning(sh.Round, wording.ClockLeft(sh.Left))
	case night.Paused:
		text = n.ClockPaused(sh.Round, wording.ClockLeft(sh.Left))
	case night.TimeCalled:
		text = n.ClockCalled(sh.Round, -1)
	default:
		return ""
	}
	if sh.Stale {
		text = n.ClockStale(text, sh.Read.Local().Format("15:04"))
	}
	return text
}

// clockInk is the clock's colour: time called is an alarm, a paused
// clock a warning.
func (s League) clockInk(st styles.Styles) styles.Ink {
	switch s.clockAt(s.now).State {
	case night.TimeCalled:
		return st.Danger
	case night.Paused:
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
