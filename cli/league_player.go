package cli

import (
	"errors"
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"rolekeeper/league"
	"rolekeeper/live"
	"rolekeeper/stats"
	"rolekeeper/wording"
)

// newLeaguePlayerCommand builds `rolekeeper league player` and its
// commands: list, add, alias, merge, unmerge, history.
func newLeaguePlayerCommand(db *string, wd *wording.Words) *cobra.Command {
	t := wd.League.Players
	cmd := &cobra.Command{Use: "player", Short: t.Player.Short, Long: t.Player.Long, Example: t.Player.Example, Args: noArgs,
		RunE: func(cmd *cobra.Command, _ []string) error { return runPlayers(cmd, *db, "", nil, wd) }}
	var short, by string
	add := &cobra.Command{Use: "add " + t.NameArg, Short: t.Add, Args: argCount(1, 1),
		RunE: func(cmd *cobra.Command, args []string) error {
			return runPlayers(cmd, *db, by, func(d *league.DB) error { return d.AddPlayer(cmd.Context(), args[0], short) }, wd)
		}}
	add.Flags().StringVar(&short, "short", "", t.FlagShort)
	alias := &cobra.Command{Use: "alias " + t.AliasArgs, Short: t.Alias, Args: argCount(2, 2),
		RunE: func(cmd *cobra.Command, args []string) error {
			return runPlayers(cmd, *db, by, func(d *league.DB) error { return d.Join(cmd.Context(), args[0], args[1]) }, wd)
		}}
	merge := &cobra.Command{Use: "merge " + t.MergeArgs, Short: t.Merge, Args: argCount(2, 2),
		RunE: func(cmd *cobra.Command, args []string) error {
			return runPlayers(cmd, *db, by, func(d *league.DB) error { return d.Join(cmd.Context(), args[0], args[1]) }, wd)
		}}
	unmerge := &cobra.Command{Use: "unmerge " + t.NameArg, Short: t.Unmerge, Args: argCount(1, 1),
		RunE: func(cmd *cobra.Command, args []string) error {
			return runPlayers(cmd, *db, by, func(d *league.DB) error { return d.Split(cmd.Context(), args[0]) }, wd)
		}}
	history := &cobra.Command{Use: "history", Short: t.History, Args: noArgs,
		RunE: func(cmd *cobra.Command, _ []string) error { return runPlayerHistory(cmd, *db, wd) }}
	for _, c := range []*cobra.Command{add, alias, merge, unmerge} {
		c.Flags().StringVar(&by, "by", "", t.FlagBy)
	}
	cmd.AddCommand(add, alias, merge, unmerge, history)
	return cmd
}

// runPlayers makes the change (nil: none), then lists the club's players
// and keeps their copy for the setup and stats.
func runPlayers(cmd *cobra.Command, flag, by string, change func(*league.DB) error, wd *wording.Words) error {
	db, err := connectLeague(cmd.Context(), flag)
	if err != nil {
		return err
	}
	defer db.Close()
	db.SetActor(actorName(by))
	if change != nil {
		if err := change(db); err != nil {
			return err
		}
	}
	r, err := db.Players(cmd.Context())
	if err != nil {
		return err
	}
	if state, err := live.StateDir(); err == nil {
		_ = league.SavePlayers(state, r)
	}
	out := cmd.OutOrStdout()
	if len(r.Players) == 0 {
		fmt.Fprintln(out, wd.League.Players.None)
	}
	for _, p := range r.Players {
		fmt.Fprintln(out, wd.League.Players.Line(p.Name, p.Short, p.Aliases))
	}
	return nil
}

// actorName is who a change is recorded as made by: --by, else the
// table's name ([league] table), else "" (the database's login).
func actorName(by string) string {
	if by = strings.TrimSpace(by); by != "" {
		return by
	}
	return tableName()
}

// runPlayerHistory lists every change of the players, in order.
func runPlayerHistory(cmd *cobra.Command, flag string, wd *wording.Words) error {
	db, err := connectLeague(cmd.Context(), flag)
	if err != nil {
		return err
	}
	defer db.Close()
	h, err := db.History(cmd.Context())
	if err != nil {
		return err
	}
	for _, c := range h {
		fmt.Fprintln(cmd.OutOrStdout(), wd.League.Players.Change(c.At.Format("2006-01-02 15:04"), c.By, c.Kind, c.Name, c.Into, c.Short))
	}
	return nil
}

// playerText says a refused change of the players in words; ok is false
// for another error.
func playerText(wd *wording.Words, err error) (string, bool) {
	var pe *league.PlayerError
	if !errors.As(err, &pe) {
		return "", false
	}
	return "rolekeeper: " + wd.League.Players.Refused(int(pe.Why), pe.Name, pe.Into), true
}

// leagueIdentities are the identities of names with the club's players
// (the last copy seen, or roster when given) over the config file's
// aliases: the league's say wins where both name one name.
func leagueIdentities(local map[string]string, roster *league.Roster) stats.Identities {
	if roster == nil {
		if state, err := live.StateDir(); err == nil {
			if r, err := league.LoadPlayers(state); err == nil {
				roster = &r
			}
		}
	}
	all := make(map[string]string, len(local))
	for k, v := range local {
		all[k] = v
	}
	if roster != nil {
		for k, v := range roster.Aliases() {
			all[k] = v
		}
	}
	return stats.NewIdentities(all)
}

// withClubPlayers adds to the setup's roster the club's players (the last
// copy seen) that it lacks, after those played before: a laptop new to
// the club offers the club's names, spelt as the club spells them.
func withClubPlayers(roster []string, ids stats.Identities) []string {
	state, err := live.StateDir()
	if err != nil {
		return roster
	}
	club, err := league.LoadPlayers(state)
	if err != nil {
		return roster
	}
	seen := make(map[string]bool, len(roster))
	for _, n := range roster {
		seen[ids.Key(n)] = true
	}
	for _, p := range club.Players {
		if !seen[ids.Key(p.Name)] {
			seen[ids.Key(p.Name)] = true
			roster = append(roster, p.Name)
		}
	}
	return roster
}
