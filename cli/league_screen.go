package cli

import (
	"context"
	"fmt"
	"os"
	"time"

	"github.com/spf13/cobra"

	"rolekeeper/league"
	"rolekeeper/live"
	"rolekeeper/stats"
	"rolekeeper/wording"
)

// runStandingsScreen shows the league's standings on a screen that
// updates itself.
func runStandingsScreen(cmd *cobra.Command, db *league.DB, url string, req statsRequest, ids stats.Identities, wd *wording.Words) error {
	games, err := league.NewReader(db).Games(cmd.Context())
	if err != nil {
		return err
	}
	season := stats.SeasonOf(league.Entries(games), req.filter, ids)
	return stats.Report{Season: season, Words: wd.Stats, Filter: req.describe}.Write(cmd.OutOrStdout(), stats.Text)
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
	if len(waiting) == 0 {
		fmt.Fprintln(out, t.NothingWaits)
	}
	for _, p := range waiting {
		fmt.Fprintln(out, t.Waits(p))
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
	fmt.Fprintln(out, t.Reachable(db.Where()))
	return nil
}
