package cli

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"rolekeeper/autosave"
	"rolekeeper/journal"
	"rolekeeper/model"
	"rolekeeper/names"
	"rolekeeper/night"
	"rolekeeper/rules"
	"rolekeeper/safefile"
	"rolekeeper/wording"
)

// newNightPlayCommand builds `rolekeeper night play TABLE`: a new game
// whose setup is filled from the seating.
func newNightPlayCommand(wd *wording.Words, fl *nightFlags) *cobra.Command {
	t := wd.Night
	cmd := &cobra.Command{Use: "play " + t.PlayArgs, Short: t.Play.Short, Long: t.Play.Long, Example: t.Play.Example,
		Args: argCount(1, 1),
		RunE: func(cmd *cobra.Command, args []string) error { return runNightPlay(cmd, args[0], *fl, wd) }}
	cmd.Flags().IntVar(&fl.round, "round", 0, t.FlagRound)
	cmd.Flags().StringVar(&fl.night, "night", "", t.TV.FlagNight)
	return cmd
}

// runNightPlay opens the setup screen filled from table of the round.
func runNightPlay(cmd *cobra.Command, table string, fl nightFlags, wd *wording.Words) error {
	if err := needTerminal(wd); err != nil {
		return err
	}
	n, err := readNight(fl, cmd.ErrOrStderr(), wd)
	if err != nil {
		return err
	}
	setup, err := seatingSetup(n, fl.round, table)
	if err != nil {
		return &usageError{cmd: cmd.CommandPath(), err: err}
	}
	dir, err := journal.DefaultDir()
	if err != nil {
		return err
	}
	path, err := nightPath(fl)
	if err != nil {
		return err
	}
	return playSetup(cmd, wd, autosave.New(dir, "", nil), setup, path)
}

// seatingSetup is the setup of table (from 1, as text) of round r (0: the
// last seated): its players in seat order, the round's variant, seat 1
// first, and in a Lord game of an even table a seed that draws the last
// seat as the waiting player (L-1), as the seating chose.
func seatingSetup(n *night.Night, r int, table string) (rules.Setup, error) {
	if r == 0 {
		r = len(n.Seated)
	}
	if r < 1 || r > len(n.Seated) {
		return rules.Setup{}, &night.Problem{Key: night.ReasonNotDrawn, Args: []string{strconv.Itoa(r)}}
	}
	round := n.Seated[r-1]
	t, err := strconv.Atoi(table)
	if err != nil || t < 1 || t > len(round.Seating.Tables) {
		return rules.Setup{}, &night.Problem{Key: night.ReasonNoTable, Args: []string{strconv.Itoa(r), table}}
	}
	tb := round.Seating.Tables[t-1]
	s := rules.Setup{Variant: n.VariantOf(r), Life: rules.DefaultLife, Target: rules.DefaultTarget, First: 0,
		Night: rules.NightSeat{ID: n.ID, Round: r, Table: t}}
	for _, p := range tb.Players {
		s.Players = append(s.Players, n.Players[p])
	}
	s.Seed = waitingSeed(s, tb.Waiting(round.Seating.Variant), round.Inputs.Seed+uint64(t))
	return s, nil
}

// waitingSeed is the first seed from start (counting up, short enough to
// read out) whose draw makes the seat wait, or start when no seat waits.
func waitingSeed(s rules.Setup, seat int, start uint64) uint64 {
	start %= 100000
	if seat < 0 {
		return start
	}
	for seed := start; seed < start+1000; seed++ {
		s.Seed = seed
		if g, _, err := rules.NewGame(s); err == nil && g.State.Waiting == seat {
			return seed
		}
	}
	return start
}

// lastDecks are the players' most recent decks (past, by name), "" for
// a player without one; nil when nobody has one.
func lastDecks(players []string, past map[string][]string) []string {
	out := make([]string, len(players))
	some := false
	for i, p := range players {
		if d := past[names.Key(p)]; len(d) > 0 {
			out[i], some = d[0], true
		}
	}
	if !some {
		return nil
	}
	return out
}

// newNightRoundCommand builds `rolekeeper night clock ACTION [DURATION]`
// (also `night round`, as the issue names it): the room's round clock.
func newNightRoundCommand(wd *wording.Words, fl *nightFlags) *cobra.Command {
	t := wd.Night
	return &cobra.Command{Use: "clock " + t.RoundArgs, Aliases: []string{"round"}, Short: t.Round.Short, Long: t.Round.Long,
		Example: t.Round.Example, Args: argCount(1, 2),
		RunE: func(cmd *cobra.Command, args []string) error { return runNightRound(cmd, args, *fl, wd) }}
}

// runNightRound starts, pauses, resumes or extends the round clock or
// calls time, keeps it in the night's file and prints it.
func runNightRound(cmd *cobra.Command, args []string, fl nightFlags, wd *wording.Words) error {
	usage := func() error {
		return &usageError{cmd: cmd.CommandPath(), err: &night.Problem{Key: night.ReasonRoundAction, Args: []string{strings.Join(args, " ")}}}
	}
	duration := func(s string) (time.Duration, bool) {
		d, err := time.ParseDuration(strings.TrimPrefix(s, "+"))
		return d, err == nil
	}
	var change func(n *night.Night, now time.Time) error
	switch action := args[0]; {
	case action == "start" && len(args) == 2:
		d, ok := duration(args[1])
		if !ok {
			return usage()
		}
		change = func(n *night.Night, now time.Time) error { return n.StartRound(d, now) }
	case action == "pause" && len(args) == 1:
		change = (*night.Night).Pause
	case action == "resume" && len(args) == 1:
		change = (*night.Night).Resume
	case action == "time" && len(args) == 1:
		change = (*night.Night).Call
	case strings.HasPrefix(action, "+") && len(args) == 1:
		d, ok := duration(action)
		if !ok {
			return usage()
		}
		change = func(n *night.Night, now time.Time) error { return n.Extend(d, now) }
	default:
		return usage()
	}
	now := time.Now()
	n, err := editNight(fl, func(n *night.Night) error { return change(n, now) })
	if err != nil {
		return err
	}
	if path, err := nightPath(fl); err == nil {
		putNightInLeague(cmd.ErrOrStderr(), path, true, wd)
	}
	fmt.Fprintln(cmd.OutOrStdout(), clockText(wd, n.Clock, now, -1))
	return nil
}

// clockText is the round clock as the night's status and a table's
// header say it; turns are the turns still to play once time is called
// (0: not known here).
func clockText(wd *wording.Words, c night.Clock, now time.Time, turns int) string {
	st, left := c.At(now)
	switch st {
	case night.Running:
		return wd.Night.ClockRunning(c.Round, model.ClockDuration(left))
	case night.Paused:
		return wd.Night.ClockPaused(c.Round, model.ClockDuration(left))
	case night.TimeCalled:
		return wd.Night.ClockCalled(c.Round, turns)
	}
	return wd.Night.ClockNone
}

// roundClock reads the round clock of the night id for a table's header
// (nil for a game of no night): from the night's file on this laptop
// (file: night play --file; "" is night.json in the state folder), else
// from the league ([league] db). The header shows its copy of the clock
// by the rule of night.Copy: when neither can be read, a running clock
// goes on counting down from the last reading and says since when it
// may be stale; a clock never read says that it cannot be read, and it
// is read again every second. On the laptop that holds the night's file
// it also brings the league up to date when the league lacks the file's
// bytes (a change made while it could not be reached; nightSender).
func roundClock(id, file string) func(time.Time) model.RoundClock {
	if id == "" {
		return nil
	}
	path, err := nightPath(nightFlags{file: file})
	if err != nil {
		return nil
	}
	return newTableClock(id, path).read
}

// tableClock is a table's reading of the round clock (roundClock).
type tableClock struct {
	id, path string
	copy     night.Copy
	// league reads the clock from the league, never holding the header
	// up (quickClock); nil without a league.
	league *quickClock
	sender *nightSender
}

func newTableClock(id, path string) *tableClock {
	t := &tableClock{id: id, path: path, sender: newNightSender(path)}
	if l := newLeagueRounds(); l != nil {
		t.league = newQuickClock(l, id)
	}
	return t
}

// fromFile reads the clock from the night's file, and tells the sender
// the file's bytes when they are the night's.
func (t *tableClock) fromFile(now time.Time) (night.Clock, error) {
	data, err := safefile.ReadFile(t.path, night.MaxFileSize)
	if err != nil {
		return night.Clock{}, err
	}
	c, err := night.DecodeClock(data, t.id)
	if err == nil {
		t.sender.poll(data, now)
	}
	return c, err
}

// read is the clock at now as the header shows it: the night's file,
// else the league (a league that holds no clock of the night says that
// none is started), else the copy last read.
func (t *tableClock) read(now time.Time) model.RoundClock {
	c, err := t.fromFile(now)
	if err != nil && t.league != nil {
		c, _, err = t.league.clock(now)
	}
	if err != nil {
		t.copy = t.copy.Missed()
	} else {
		t.copy = t.copy.Took(c, now)
	}
	return headerClock(t.copy.At(now), t.league != nil)
}

// headerClock is what the header shows of the copy (night.Copy.At);
// league says that the clock is read from the league when there is no
// file.
func headerClock(sh night.Shown, league bool) model.RoundClock {
	if sh.Unread {
		return model.RoundClock{Known: true, State: model.RoundUnread, League: league}
	}
	state := [...]model.RoundState{night.NoClock: model.RoundNone, night.Running: model.RoundRunning,
		night.Paused: model.RoundPaused, night.TimeCalled: model.RoundCalled}[sh.State]
	return model.RoundClock{Known: true, Round: sh.Round, State: state, Left: sh.Left, Stale: sh.Stale, Read: sh.Read,
		Extra: sh.Extra, League: league}
}
