package cli

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"rolekeeper/league"
	"rolekeeper/stats"
	"rolekeeper/wording"
)

// runNightStandings is `rolekeeper night standings`: the statistics of
// the games started from this night's seating, as `rolekeeper stats
// --night ID` gives them over the games saved on this laptop and, with a
// league ([league] db), every table's games the league holds (a game in
// both counts once, its more complete copy). The organiser's laptop
// holds none of the tables' games: without the league's, the night's
// standings there were empty. A league that cannot be read is said in
// one line, and this laptop's games are counted.
func runNightStandings(cmd *cobra.Command, fl nightFlags, wd *wording.Words) error {
	format, ok := stats.ParseFormat(fl.format)
	if !ok {
		return &usageError{cmd: cmd.CommandPath(), err: &valueError{what: "--format", value: fl.format, choices: formatNames(stats.Formats)}}
	}
	if fl.results && format != stats.JSON {
		return &usageError{cmd: cmd.CommandPath(), err: errors.New(wd.Stats.ResultsNeedJSON)}
	}
	n, err := readNight(fl, cmd.ErrOrStderr(), wd)
	if err != nil {
		return err
	}
	away := sendIfLacking(cmd, fl, wd)
	ids, err := loadIdentities()
	if err != nil {
		return err
	}
	entries, err := indexedGames(nil, wd)
	if err != nil {
		return err
	}
	var theirs []stats.Entry
	var roster *league.Roster
	if away == nil { // a league that just failed is not waited for again
		theirs, roster, away = leagueEntries(cmd.Context())
	} else {
		away = errSaid
	}
	switch {
	case away != nil:
		fmt.Fprintln(cmd.ErrOrStderr(), localOnly(away, wd))
	case roster != nil:
		ids = leagueIdentities(localAliases(), roster)
	}
	entries = append(entries, theirs...)
	if format == stats.Text || format == stats.Markdown {
		entries = inWords(entries, wd)
	}
	season := stats.SeasonOf(entries, stats.Filter{Night: n.ID}, ids)
	return stats.Report{Season: season, Words: wd.Stats, Results: fl.results}.Write(cmd.OutOrStdout(), format)
}

// leagueEntries are the games the league of [league] db holds and its
// roster (nil when it cannot be read); none, and no error, on a laptop
// without a league. The league is given leagueWait to answer.
func leagueEntries(ctx context.Context) ([]stats.Entry, *league.Roster, error) {
	url, err := leagueURL("")
	if err != nil || url == "" {
		return nil, nil, nil
	}
	ctx, cancel := context.WithTimeout(ctx, leagueWait)
	defer cancel()
	db, err := league.Connect(ctx, url)
	if err != nil {
		return nil, nil, err
	}
	defer db.Close()
	var roster *league.Roster
	if r, err := db.Players(ctx); err == nil {
		roster = &r
	}
	reader, done := standingsReader(db, "")
	games, err := reader.Games(ctx)
	done()
	if err != nil {
		return nil, nil, err
	}
	return league.Entries(games), roster, nil
}

// errSaid is a failure of the league already said on stderr.
var errSaid = errors.New("said")

// localOnly is the line that says the standings count this laptop's
// games only, and why (unless said already).
func localOnly(err error, wd *wording.Words) string {
	if err == errSaid {
		return wd.Night.StandingsOf.LocalOnly("")
	}
	return wd.Night.StandingsOf.LocalOnly(leagueReason(err, wd))
}

// leagueReason says why the league cannot be read, as a part of a line.
func leagueReason(err error, wd *wording.Words) string {
	text, ok := leagueText(wd, err)
	if !ok {
		text = wd.ErrorText(err)
	}
	return strings.TrimPrefix(text, "rolekeeper: ")
}
