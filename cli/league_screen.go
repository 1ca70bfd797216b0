package cli

import (
	"context"
	"errors"
	"fmt"
	"os"
	"strings"
	"sync"
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/spf13/cobra"

	"rolekeeper/league"
	"rolekeeper/live"
	"rolekeeper/stats"
	"rolekeeper/ui/common"
	"rolekeeper/ui/statscreen"
	"rolekeeper/wording"
)

// eveningSpan is how far back from the latest push the standings
// screen lists games as the evening's.
const eveningSpan = 12 * time.Hour

// runStandingsScreen shows the league's standings on a screen that reads
// the league again whenever a table pushes (LISTEN), and at least every
// half minute; a database that goes away is said on the screen and tried
// again (leagueFeed).
func runStandingsScreen(cmd *cobra.Command, db *league.DB, url string, req statsRequest, ids stats.Identities, wd *wording.Words) error {
	ctx, cancel := context.WithCancel(cmd.Context())
	f := newLeagueFeed(db, url, &tvNight{id: req.filter.Night, words: wd}, func(games []league.Game, now time.Time) statscreen.LeagueMsg {
		season := stats.SeasonOf(league.Entries(games), req.filter, ids)
		return statscreen.LeagueMsg{Report: stats.Report{Season: season, Words: wd.Stats, Filter: req.describe},
			Games: evening(games, now, wd)}
	})
	defer f.close()
	defer cancel() // before close: a wait still running returns
	first := f.read(ctx)
	if first.Err != nil {
		return first.Err
	}
	next := func() tea.Cmd { return func() tea.Msg { return f.next(ctx) } }
	m := statscreen.NewLeague(statscreen.LeagueOptions{First: first, Next: next, Words: wd, Theme: themeOf(cmd)})
	_, err := tea.NewProgram(m, common.ProgramOptions(tea.WithContext(ctx))...).Run()
	return quietly(err)
}

// pollEvery is how often the standings screen reads the league without
// a notification: its pace where notifications do not pass.
const pollEvery = 30 * time.Second

// maxBackoff bounds the wait between two attempts to reach a database
// that went away, so that the screen is current again within a few
// seconds of its return.
const maxBackoff = 2 * time.Second

// leagueFeed is what the standings screen reads: the league read again
// after every push, at least every pollEvery, and, after the database
// went away, as soon as it can be reached again (attempts backing off
// from a quarter second to maxBackoff).
type leagueFeed struct {
	// mu is held by next and close: the program may end while a wait
	// runs, and close must not pull the connection from under it.
	mu       sync.Mutex
	url      string
	db       *league.DB
	reader   *league.Reader
	listener *league.Listener
	show     func([]league.Game, time.Time) statscreen.LeagueMsg
	// tv is the club night shown; nil shows none.
	tv      *tvNight
	backoff time.Duration
}

func newLeagueFeed(db *league.DB, url string, tv *tvNight, show func([]league.Game, time.Time) statscreen.LeagueMsg) *leagueFeed {
	return &leagueFeed{url: url, db: db, reader: league.NewReader(db), listener: league.NewListener(url), show: show, tv: tv}
}

// read reads the league, connecting first when the connection was lost.
func (f *leagueFeed) read(ctx context.Context) statscreen.LeagueMsg {
	if f.reader == nil {
		cctx, cancel := context.WithTimeout(ctx, 5*time.Second)
		fresh, err := league.Connect(cctx, f.url)
		cancel()
		if err != nil {
			return statscreen.LeagueMsg{Err: err, At: time.Now()}
		}
		f.db, f.reader = fresh, league.NewReader(fresh)
	}
	games, err := f.reader.Games(ctx)
	now := time.Now()
	var tonight statscreen.LeagueNight
	if err == nil && f.tv != nil {
		tonight, err = f.tv.read(ctx, f.db, games, now)
	}
	if err != nil {
		f.db.Close()
		f.reader = nil
		return statscreen.LeagueMsg{Err: err, At: now}
	}
	msg := f.show(games, f.reader.Now())
	msg.At, msg.Polling, msg.Night = now, f.listener.Connected() && !f.listener.Notifying(), tonight
	return msg
}

// next waits for the next push (or pollEvery), or, after a failure, for
// the database's return, and reads the league. A failure drops both
// connections, so that the next attempt reads as soon as it connects
// again, whether or not a push is notified.
func (f *leagueFeed) next(ctx context.Context) statscreen.LeagueMsg {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.backoff > 0 {
		select {
		case <-ctx.Done():
		case <-time.After(f.backoff):
		}
	}
	msg := statscreen.LeagueMsg{At: time.Now()}
	if msg.Err = f.listener.Wait(ctx, pollEvery); msg.Err == nil { // at once after connecting anew
		msg = f.read(ctx)
	}
	if msg.Err != nil {
		f.listener.Close()
		if f.reader != nil {
			f.db.Close()
			f.reader = nil
		}
		f.backoff = min(max(2*f.backoff, maxBackoff/8), maxBackoff)
	} else {
		f.backoff = 0
	}
	return msg
}

// close closes the connections, once a wait still running has returned
// (its context is to be cancelled first).
func (f *leagueFeed) close() {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.listener.Close()
	if f.reader != nil {
		f.db.Close()
	}
}

// evening is the games of the evening for the standings screen: those
// pushed within eveningSpan of the latest push, the latest first. A game
// whose table has no name chosen is "Table N", numbered from the
// evening's first game, so that a number stays as games are added.
//
// An unfinished game not pushed for league.AbandonedAfter at the
// database's time now is abandoned, not playing.
func evening(games []league.Game, now time.Time, wd *wording.Words) []statscreen.LeagueGame {
	var out []statscreen.LeagueGame
	n := 0
	for _, g := range games {
		if len(games) > 0 && games[0].Pushed.Sub(g.Pushed) > eveningSpan {
			break
		}
		if g.Err == "" && g.Table == "" {
			n++
		}
	}
	for _, g := range games {
		if len(games) > 0 && games[0].Pushed.Sub(g.Pushed) > eveningSpan {
			break
		}
		if g.Err != "" {
			continue
		}
		table := g.Table
		if table == "" {
			table = wd.League.Trust.TableN(n)
			n--
		}
		lg := statscreen.LeagueGame{Table: table, Variant: g.Entry.Game.Variant, Over: g.Entry.Game.Over, Glance: g.Entry.Game.Glance,
			Abandoned: g.Abandoned(now)}
		for _, p := range g.Entry.Game.Players {
			lg.Players = append(lg.Players, p.Name)
			if lg.Over && p.Result == stats.Win {
				lg.Winners = append(lg.Winners, p.Name)
			}
		}
		out = append(out, lg)
	}
	return out
}

// runLeagueStatus is `rolekeeper league status`: the games waiting to be
// pushed, and whether the database can be reached (exit 1 when not).
func runLeagueStatus(cmd *cobra.Command, flag string, wd *wording.Words) error {
	t := wd.League
	out := cmd.OutOrStdout()
	url, err := leagueURL(flag)
	if err != nil {
		return err
	}
	state, err := live.StateDir()
	if err != nil {
		return err
	}
	waiting, err := league.ReadQueue(league.QueueFile(state))
	if err != nil {
		return err
	}
	withdrawals, err := league.ReadQueue(league.WithdrawalsFile(state))
	if err != nil {
		return err
	}
	if len(waiting) == 0 && len(withdrawals) == 0 {
		fmt.Fprintln(out, t.NothingWaits)
	}
	for _, p := range waiting {
		fmt.Fprintln(out, t.Waits(p))
	}
	if len(withdrawals) > 0 {
		fmt.Fprintln(out, t.Trust.Withdrawals(len(withdrawals)))
	}
	if url == "" && flag == "" && os.Getenv("PGHOST") == "" && os.Getenv("PGDATABASE") == "" {
		fmt.Fprintln(out, t.NoLeague)
		return nil
	}
	ctx, cancel := context.WithTimeout(cmd.Context(), 10*time.Second)
	defer cancel()
	db, err := league.Connect(ctx, url)
	if err != nil {
		return err
	}
	defer db.Close()
	fmt.Fprintln(out, t.Reachable(leagueWhere(wd, db.Where())))
	sec := db.Security()
	fmt.Fprintln(out, t.Trust.Security(sec.Mode, sec.Written, sec.Local, sec.TLS))
	return listRefused(cmd, db, state, wd)
}

// listRefused says, for each game the league refused when this laptop
// sent it, why it is refused now (checked again, nothing kept); a game
// that would now go through is taken off the list.
func listRefused(cmd *cobra.Command, db *league.DB, state string, wd *wording.Words) error {
	file := league.RefusedFile(state)
	refused, err := league.ReadQueue(file)
	if err != nil {
		return err
	}
	var le *league.Error
	for _, path := range refused {
		err := db.Check(cmd.Context(), path)
		switch {
		case errors.As(err, &le):
			return err
		case err == nil:
			_ = league.Unrefuse(file, path)
			continue
		}
		text, ok := leagueText(wd, err)
		if !ok {
			text = wd.ErrorText(err)
		}
		fmt.Fprintln(cmd.OutOrStdout(), wd.League.Trust.Refused(strings.TrimPrefix(text, "rolekeeper: ")))
	}
	return nil
}
