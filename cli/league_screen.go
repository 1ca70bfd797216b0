package cli

import (
	"context"
	"fmt"
	"os"
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
// again.
func runStandingsScreen(cmd *cobra.Command, db *league.DB, url string, req statsRequest, ids stats.Identities, wd *wording.Words) error {
	ctx := cmd.Context()
	reader := league.NewReader(db)
	read := func() statscreen.LeagueMsg {
		if reader == nil {
			cctx, cancel := context.WithTimeout(ctx, 5*time.Second)
			fresh, err := league.Connect(cctx, url)
			cancel()
			if err != nil {
				return statscreen.LeagueMsg{Err: err, At: time.Now()}
			}
			db, reader = fresh, league.NewReader(fresh)
		}
		games, err := reader.Games(ctx)
		if err != nil {
			db.Close()
			reader = nil
			return statscreen.LeagueMsg{Err: err, At: time.Now()}
		}
		season := stats.SeasonOf(league.Entries(games), req.filter, ids)
		return statscreen.LeagueMsg{Report: stats.Report{Season: season, Words: wd.Stats, Filter: req.describe},
			Games: evening(games, reader.Now(), wd), At: time.Now()}
	}
	first := read()
	if first.Err != nil {
		return first.Err
	}
	listener := league.NewListener(url)
	defer listener.Close()
	next := func() tea.Cmd {
		return func() tea.Msg {
			if err := listener.Wait(ctx, 30*time.Second); err != nil {
				select {
				case <-ctx.Done():
				case <-time.After(2 * time.Second):
				}
				return statscreen.LeagueMsg{Err: err, At: time.Now()}
			}
			return read()
		}
	}
	m := statscreen.NewLeague(statscreen.LeagueOptions{First: first, Next: next, Words: wd, Theme: themeOf(cmd)})
	_, err := tea.NewProgram(m, common.ProgramOptions(tea.WithContext(ctx))...).Run()
	if reader != nil {
		db.Close()
	}
	return quietly(err)
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
	return nil
}
