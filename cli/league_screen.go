package cli

import (
	"github.com/spf13/cobra"

	"rolekeeper/league"
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

// runLeagueStatus is `rolekeeper league status`.
func runLeagueStatus(cmd *cobra.Command, flag string, wd *wording.Words) error {
	db, err := connectLeague(cmd.Context(), flag)
	if err != nil {
		return err
	}
	defer db.Close()
	cmd.Println(wd.League.Reachable(db.Where()))
	return nil
}
