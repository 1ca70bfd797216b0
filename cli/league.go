package cli

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"

	"github.com/spf13/cobra"

	"rolekeeper/config"
	"rolekeeper/journal"
	"rolekeeper/league"
	"rolekeeper/live"
	"rolekeeper/stats"
	"rolekeeper/wording"
)

// newLeagueCommand builds `rolekeeper league` and its commands.
func newLeagueCommand(wd *wording.Words) *cobra.Command {
	t := wd.League
	cmd := &cobra.Command{
		Use:     "league",
		Short:   t.League.Short,
		Long:    t.League.Long,
		Example: t.League.Example,
		Args:    noArgs,
	}
	var db string
	cmd.PersistentFlags().StringVar(&db, "db", "", t.FlagDB)
	push := &cobra.Command{
		Use:     "push [" + t.Args + "]",
		Short:   t.Push.Short,
		Long:    t.Push.Long,
		Example: t.Push.Example,
		RunE: func(cmd *cobra.Command, args []string) error {
			return runLeaguePush(cmd, db, args, wd)
		},
	}
	var fl statsFlags
	standings := &cobra.Command{
		Use:     "standings",
		Short:   t.Standings.Short,
		Long:    t.Standings.Long,
		Example: t.Standings.Example,
		Args:    noArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			return runLeagueStandings(cmd, db, fl, wd)
		},
	}
	f := standings.Flags()
	f.StringVar(&fl.variant, "variant", "", wd.CLI.FlagStatsVariant)
	f.StringVar(&fl.since, "since", "", wd.CLI.FlagStatsSince)
	f.StringVar(&fl.until, "until", "", wd.CLI.FlagStatsUntil)
	f.StringVar(&fl.player, "player", "", wd.CLI.FlagStatsPlayer)
	f.StringVar(&fl.season, "season", "", t.Season.FlagSeason)
	f.StringVarP(&fl.format, "format", "f", "", t.FlagFormat)
	f.BoolVar(&fl.results, "results", false, wd.CLI.FlagStatsResults)
	f.StringVar(&fl.night, "night", "", wd.Night.TV.FlagStandingsNight)
	status := &cobra.Command{
		Use:     "status",
		Short:   t.Status.Short,
		Long:    t.Status.Long,
		Example: t.Status.Example,
		Args:    noArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			return runLeagueStatus(cmd, db, wd)
		},
	}
	cmd.AddCommand(push, standings, status, newLeaguePlayerCommand(&db, wd))
	cmd.AddCommand(newLeagueFixCommand(&db, wd)...)
	return cmd
}

// leagueSettings is the [league] table of the config file.
func leagueSettings() (config.League, error) {
	path, err := config.DefaultPath()
	if err != nil {
		return config.League{}, nil // no home folder: no config file either
	}
	c, err := config.Load(path)
	return c.League, err
}

// leagueURL is the database's URL: --db, else the config file's, else ""
// (the PG* environment variables and ~/.pgpass, as psql reads them).
func leagueURL(flag string) (string, error) {
	if flag != "" {
		return flag, nil
	}
	s, err := leagueSettings()
	return s.DB, err
}

// tableName is what this laptop's table is called in the league:
// [league] table, else "" (the standings screen says "Table N"): the
// host name, which often holds the account's, never leaves the laptop.
func tableName() string {
	s, _ := leagueSettings()
	return s.Table
}

// connectLeague connects to the league's database.
func connectLeague(ctx context.Context, flag string) (*league.DB, error) {
	url, err := leagueURL(flag)
	if err != nil {
		return nil, err
	}
	return league.Connect(ctx, url)
}

// leagueFiles are the game files of args, the saved-games folder's when
// there are none.
func leagueFiles(args []string) ([]string, error) {
	if len(args) == 0 {
		dir, err := journal.DefaultDir()
		if err != nil {
			return nil, err
		}
		if _, err := os.Stat(dir); errors.Is(err, os.ErrNotExist) {
			return nil, nil // no game saved yet
		}
		args = []string{dir}
	}
	var files []string
	for _, arg := range args {
		info, err := os.Stat(arg)
		if err != nil {
			return nil, &fileError{file: arg, err: reason(err)}
		}
		if !info.IsDir() {
			files = append(files, arg)
			continue
		}
		in, err := stats.GameFiles(arg)
		if err != nil {
			return nil, &fileError{file: arg, err: reason(err)}
		}
		files = append(files, in...)
	}
	return files, nil
}

// errRefused ends a command that sent nothing, or not everything, to the
// league (a push that refused some files, which it has named; night send
// refused as another copy): its summary goes to stderr, exit status 1.
type errRefused struct{ summary string }

func (e errRefused) Error() string { return e.summary }

// runLeaguePush is `rolekeeper league push`: every file pushed, each one
// line; a refused file is named on stderr and the others go on; the
// database failing ends the push.
func runLeaguePush(cmd *cobra.Command, flag string, args []string, wd *wording.Words) error {
	files, err := leagueFiles(args)
	if err != nil {
		return err
	}
	db, err := connectLeague(cmd.Context(), flag)
	if err != nil {
		return err
	}
	defer db.Close()
	host := tableName()
	t := wd.League
	out, errOut := cmd.OutOrStdout(), cmd.ErrOrStderr()
	if state, err := live.StateDir(); err == nil {
		n, err := league.SendWithdrawals(cmd.Context(), db, state, host)
		if n > 0 {
			fmt.Fprintln(out, t.Trust.Withdrawn(n))
		}
		if err != nil {
			return err
		}
	}
	var sent, unchanged, refused int
	log := pushLog(flag)
	defer log.Save() // a cache: a log not written only means files read again next time
	stored, err := db.Stored(cmd.Context(), log, files)
	if err != nil {
		return err
	}
	for _, path := range files {
		if stored[path] { // unchanged since a push stored it whole, and the league still holds it
			unchanged++
			fmt.Fprintln(out, t.Unchanged(path))
			continue
		}
		p, err := db.PushNoting(cmd.Context(), log, path, host)
		var le *league.Error
		switch {
		case errors.As(err, &le):
			return err
		case err != nil:
			refused++
			plainErrors(wd)(errOut, err)
			continue
		}
		warnDamage(cmd, wd, journal.File{Path: path, Damage: p.Damage})
		switch p.Outcome {
		case league.Added:
			sent++
			fmt.Fprintln(out, t.Added(path, p.Records))
		case league.Completed:
			sent++
			fmt.Fprintln(out, t.Completed(path, p.Records))
		case league.Unchanged:
			unchanged++
			fmt.Fprintln(out, t.Unchanged(path))
		case league.Behind:
			unchanged++
			fmt.Fprintln(out, t.Behind(path))
		}
	}
	summary := t.Pushed(sent, unchanged, refused)
	if refused > 0 {
		return errRefused{summary}
	}
	fmt.Fprintln(out, summary)
	return nil
}

// pushLog is the log of the files this laptop pushed whole to the league
// of flag (league.PushLog), in the state folder; nil when there is none.
func pushLog(flag string) *league.PushLog {
	state, err := live.StateDir()
	if err != nil {
		return nil
	}
	url, err := leagueURL(flag)
	if err != nil {
		return nil
	}
	return league.OpenPushLog(filepath.Join(state, "league-pushed.json"), url)
}

// runLeagueStandings is `rolekeeper league standings`: the league's
// games added up by stats, written, or shown on the standings screen.
func runLeagueStandings(cmd *cobra.Command, flag string, fl statsFlags, wd *wording.Words) error {
	req, err := parseStatsFlags(cmd, fl, wd)
	if err != nil {
		return err
	}
	if fl.season != "" {
		req.screen = false // a season's table is printed
	}
	ids, err := loadIdentities()
	if err != nil {
		return err
	}
	db, err := connectLeague(cmd.Context(), flag)
	if err != nil {
		return err
	}
	defer db.Close()
	if roster, err := db.Players(cmd.Context()); err == nil {
		ids = leagueIdentities(localAliases(), &roster)
		if state, err := live.StateDir(); err == nil {
			_ = league.SavePlayers(state, roster)
		}
	}
	if req.screen {
		url, _ := leagueURL(flag)
		return runStandingsScreen(cmd, db, url, req, ids, wd)
	}
	reader, done := standingsReader(db, flag)
	games, err := reader.Games(cmd.Context())
	done()
	if err != nil {
		return err
	}
	if fl.season != "" {
		return writeSeason(cmd, league.Entries(games), fl.season, fl.format, ids, wd)
	}
	season := stats.SeasonOf(league.Entries(games), req.filter, ids)
	report := stats.Report{Season: season, Words: wd.Stats, Filter: req.describe, Results: req.results}
	return report.Write(cmd.OutOrStdout(), req.format)
}

// standingsReader reads the league's games for a one-shot command,
// remembering their facts in the index of saved games (a game is replayed
// again only when the league holds other records of it); without an
// index it reads and replays them all. done closes the index.
func standingsReader(db *league.DB, flag string) (r *league.Reader, done func()) {
	url, err := leagueURL(flag)
	if err != nil {
		return league.NewReader(db), func() {}
	}
	ix, err := openIndex()
	if err != nil {
		return league.NewReader(db), func() {}
	}
	return league.NewCachedReader(db, ix, url), func() { ix.Close() }
}

// leagueText says a failure of the league in the words of wd; ok is
// false for any other error.
func leagueText(wd *wording.Words, err error) (text string, ok bool) {
	t := wd.League
	var le *league.Error
	var ce *league.ConflictError
	var re errRefused
	switch {
	case errors.As(err, &ce):
		return t.Conflict(ce.Path, ce.Line), true
	case errors.As(err, &re):
		return "rolekeeper: " + re.summary, true
	}
	if text, ok := playerText(wd, err); ok {
		return text, true
	}
	if text, ok := fixText(wd, err); ok {
		return text, true
	}
	if text, ok := seasonText(wd, err); ok {
		return text, true
	}
	switch {
	case !errors.As(err, &le):
		return "", false
	}
	where := leagueWhere(wd, le.Where)
	reason, worded := wd.SystemReason(le.Err)
	if !worded {
		reason = le.Reason()
	}
	var s string
	switch le.Kind {
	case league.BadURL:
		s = t.BadURL(le.Reason())
	case league.Unreachable:
		s = t.Unreachable(where, reason)
	case league.LoginRefused:
		s = t.LoginRefused(where, reason)
	case league.NewerSchema:
		s = t.NewerSchema(where, le.Version, le.Known)
	case league.ConnectionLost:
		s = t.ConnectionLost(where)
	case league.Insecure:
		s = t.Trust.Insecure(where, le.Mode)
	default:
		s = t.Failed(where, reason)
	}
	return "rolekeeper: " + s, true
}

// leagueWhere names the league's database at p in the words of wd.
func leagueWhere(wd *wording.Words, p league.Place) string {
	return wd.League.Where(p.Database, p.Addr, p.Socket)
}
