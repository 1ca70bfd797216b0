package model

import (
	"time"

	tea "charm.land/bubbletea/v2"

	"rolekeeper/rules"
	"rolekeeper/wording"
)

// RoundClock is the club night's round clock as a table's laptop last
// read it, for a game started from the night's seating; the header shows
// it beside the viewers (SharingMsg.Round).
type RoundClock struct {
	// Known is false for a game of no night.
	Known bool
	Round int
	State RoundState
	// Left is the time left when it was read (running or paused).
	Left time.Duration
	// Stale is true when the clock could not be read lately (the
	// night's file, else the league): the header says when it last was
	// (Read). The copy goes on counting a running clock down
	// (night.Copy, the one rule every screen shows its copy by).
	Stale bool
	Read  time.Time
	// League is true when the clock is read from the league (this
	// laptop holds no file of the night): RoundUnread says that the
	// league cannot be reached, else that the night's file cannot be
	// read.
	League bool
	// Extra is the club's end of round: once time is called, the active
	// player finishes the turn, then every player still in gets Extra
	// more turns.
	Extra int
}

// RoundState is what the round clock shows.
type RoundState uint8

// The states of RoundClock.
const (
	RoundNone RoundState = iota
	RoundRunning
	RoundPaused
	RoundCalled
	// RoundUnread: the clock was never read, and cannot be now; the
	// header says so, and the clock is read again every second.
	RoundUnread
)

// roundText is the round clock in the header's words, "" for none. Once
// time is called it counts the turns still to play by the club's end of
// round: the active player finishes the turn, then every player still in
// gets the clock's Extra more. Short, time called is said in fewer words
// (for a narrow header: the count must show).
func (m Model) roundText(short bool) string {
	c := m.share.Round
	if !c.Known || c.State == RoundNone {
		return ""
	}
	var text string
	switch c.State {
	case RoundUnread:
		if short {
			return m.Words.Night.ClockUnreadShort(c.League)
		}
		return m.Words.Night.ClockUnread(c.League)
	case RoundRunning:
		text = m.Words.Night.ClockRunning(c.Round, ClockDuration(c.Left))
	case RoundPaused:
		text = m.Words.Night.ClockPaused(c.Round, ClockDuration(c.Left))
	default:
		turns := rules.EndOfRoundOf(m.game.State).TurnsToPlay(c.Extra)
		text = m.Words.Night.ClockCalled(c.Round, turns)
		if short {
			text = m.Words.Night.ClockCalledShort(c.Round, turns)
		}
	}
	if c.Stale && short {
		text = m.Words.Night.ClockStaleShort(text, c.Read.Format("15:04"))
	} else if c.Stale {
		text = m.Words.Night.ClockStale(text, c.Read.Format("15:04"))
	}
	return text
}

// ClockDuration is h:mm:ss (m:ss under an hour), rounded up to the
// second (wording.ClockLeft, which the TV and the phones' page show
// too), so that a clock shows 0:00 only when time is up.
func ClockDuration(d time.Duration) string { return wording.ClockLeft(d) }

// callTime records that time is called (rules.TimeCalled, N-1) once the
// round clock says so, in a game that is played here and not over, and
// returns the command that saves it.
func (m Model) callTime() (Model, tea.Cmd) {
	if m.share.Round.State != RoundCalled || !m.hasGame || m.opts.Watch || m.opts.ReadOnly ||
		m.game.State.Over || m.game.State.Time.Called {
		return m, nil
	}
	m, cmd, _ := m.commit(rules.TimeCalled{Turns: rules.EndOfRoundOf(m.game.State).TurnsToPlay(m.share.Round.Extra)})
	return m, cmd
}
