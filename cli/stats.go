package cli

import (
	"errors"
	"fmt"
	"os"
	"strings"
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/spf13/cobra"

	"rolekeeper/journal"
	"rolekeeper/rules"
	"rolekeeper/stats"
	"rolekeeper/ui/common"
	"rolekeeper/ui/statscreen"
	"rolekeeper/wording"
)

// statsFlags are the flags of `rolekeeper stats`.
type statsFlags struct {
	variant, since, until, player, format string
	// season is --season: a season of [league.season] by its rules.
	season string
	// night keeps the games of one club night (its id).
	night string
	// decks asks for the decks' CSV instead of the players'.
	decks bool
	// results asks for every player's games one by one in the JSON.
	results bool
}

// newStatsCommand builds `rolekeeper stats [DIR|FILE…]`.
func newStatsCommand(wd *wording.Words) *cobra.Command {
	var fl statsFlags
	t := wd.CLI
	cmd := &cobra.Command{
		Use:     "stats [" + t.StatsArgs + "]",
		Short:   t.Stats.Short,
		Long:    t.Stats.Long,
		Example: t.Stats.Example,
		RunE: func(cmd *cobra.Command, args []string) error {
			return runStats(cmd, args, fl, wd)
		},
	}
	f := cmd.Flags()
	f.StringVar(&fl.variant, "variant", "", t.FlagStatsVariant)
	f.StringVar(&fl.since, "since", "", t.FlagStatsSince)
	f.StringVar(&fl.until, "until", "", t.FlagStatsUntil)
	f.StringVar(&fl.player, "player", "", t.FlagStatsPlayer)
	f.StringVar(&fl.season, "season", "", wd.League.Season.FlagSeason)
	f.StringVarP(&fl.format, "format", "f", "", t.FlagStatsFormat(formatNames(stats.Formats)))
	f.BoolVar(&fl.decks, "decks", false, t.FlagStatsDecks)
	f.BoolVar(&fl.results, "results", false, t.FlagStatsResults)
	f.StringVar(&fl.night, "night", "", wd.Night.FlagStatsNight)
	return cmd
}

// statsRequest is a checked `rolekeeper stats` command line.
type statsRequest struct {
	filter stats.Filter
	format stats.Format
	// screen is true when the stats screen is wanted: no --format, on a
	// terminal.
	screen bool
	// describe is the line that says which games were chosen.
	describe string
	// results is --results (stats.Report.Results).
	results bool
}

// parseStatsFlags checks the flags; a bad value is a *usageError.
func parseStatsFlags(cmd *cobra.Command, fl statsFlags, w *wording.Words) (statsRequest, error) {
	bad := func(msg string) error { return &usageError{cmd: cmd.CommandPath(), err: errors.New(msg)} }
	var r statsRequest
	variantName := ""
	if fl.variant != "" {
		v, ok := rules.ParseVariant(fl.variant)
		if !ok {
			return r, bad(w.Stats.BadVariant(fl.variant))
		}
		r.filter.Variant, variantName = &v, w.Common.Variant(v)
	}
	var since, until time.Time
	for _, d := range []struct {
		flag, value string
		to          *time.Time
	}{{"since", fl.since, &since}, {"until", fl.until, &until}} {
		if d.value == "" {
			continue
		}
		day, err := time.ParseInLocation(time.DateOnly, d.value, time.Local)
		if err != nil {
			return r, bad(w.Stats.BadDate(d.flag, d.value))
		}
		*d.to = day
	}
	r.filter.Since = since
	if !until.IsZero() {
		r.filter.Until = until.AddDate(0, 0, 1) // the whole of the last day
	}
	r.filter.Player = fl.player
	r.filter.Night = fl.night
	if fl.variant != "" || fl.since != "" || fl.until != "" || fl.player != "" {
		r.describe = w.Stats.Filter(variantName, since, until, fl.player)
	}
	switch format, ok := stats.ParseFormat(fl.format); {
	case fl.format == "":
		r.format, r.screen = stats.Text, needTerminal(w) == nil
	case !ok:
		return r, &usageError{cmd: cmd.CommandPath(), err: &valueError{what: "--format", value: fl.format,
			choices: formatNames(stats.Formats)}}
	default:
		r.format = format
	}
	if fl.decks {
		if r.format != stats.CSV {
			return r, bad(w.Stats.DecksNeedCSV)
		}
		r.format = stats.DecksCSV
	}
	if fl.results && (r.format != stats.JSON || fl.season != "") {
		return r, bad(w.Stats.ResultsNeedJSON)
	}
	r.results = fl.results
	return r, nil
}

// runStats is `rolekeeper stats`: the index brought up to date, the
// season added up and written, or shown on the stats screen.
func runStats(cmd *cobra.Command, args []string, fl statsFlags, w *wording.Words) error {
	req, err := parseStatsFlags(cmd, fl, w)
	if err != nil {
		return err
	}
	ids, err := loadIdentities()
	if err != nil {
		return err
	}
	entries, err := indexedGames(args, w)
	if err != nil {
		return err
	}
	if fl.season != "" {
		return writeSeason(cmd, entries, fl.season, fl.format, ids, w)
	}
	if req.screen || req.format == stats.Text || req.format == stats.Markdown {
		entries = inWords(entries, w) // CSV and JSON are the same in every language (README)
	}
	season := stats.SeasonOf(entries, req.filter, ids)
	report := stats.Report{Season: season, Words: w.Stats, Filter: req.describe, Results: req.results}
	if req.filter.Player != "" {
		report.History = ids.Key(req.filter.Player) // --player: that player's rating game by game
	}
	if req.screen {
		return runStatsScreen(cmd, report, w)
	}
	if req.format == stats.CSV || req.format == stats.DecksCSV {
		fmt.Fprint(cmd.ErrOrStderr(), report.DamagedText()) // a CSV has no room to say what it left out
	}
	return report.Write(cmd.OutOrStdout(), req.format)
}

// loadIdentities reads the aliases of the config file and of the club's
// players (the last copy seen, league.LoadPlayers). A config file that
// cannot be used has no aliases (Execute warned of it once).
func loadIdentities() (stats.Identities, error) {
	return leagueIdentities(localAliases(), nil), nil
}

// localAliases are the config file's [aliases].
func localAliases() map[string]string {
	c, _ := settings()
	return c.Aliases
}

// indexedGames brings the index up to date with the folders and files of
// args (the saved-games folder when there are none) and returns their
// games with their full facts, the reasons of damaged files in English as
// the index keeps them (inWords says them in the language). The first
// reading of many games shows a progress bar on stderr.
func indexedGames(args []string, w *wording.Words) ([]stats.Entry, error) {
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
	entries, err := loadGames(args, w, openIndex)
	var fe *fileError
	if err == nil || errors.As(err, &fe) {
		return entries, err
	}
	// The index is a cache: when it cannot be written, the files answer.
	fmt.Fprintln(os.Stderr, w.Limits.IndexUnwritable(strings.ReplaceAll(w.ErrorText(err), "\n", "; ")))
	entries, err = loadGames(args, w, func() (*stats.Index, error) { return stats.OpenIndex(stats.MemoryIndex) })
	return entries, err
}

// loadGames is indexedGames through the index that open opens.
func loadGames(args []string, w *wording.Words, open func() (*stats.Index, error)) ([]stats.Entry, error) {
	ix, err := open()
	if err != nil {
		return nil, err
	}
	defer ix.Close()
	bar := newProgressBar(os.Stderr, w)
	defer bar.finish()
	var entries []stats.Entry
	seen := map[string]bool{} // a file named twice, or in a folder named too, counts once
	for _, arg := range args {
		info, err := os.Stat(arg)
		if err != nil {
			return nil, &fileError{file: arg, err: errors.Unwrap(err)}
		}
		var es []stats.Entry
		if info.IsDir() {
			es, err = ix.Load(arg, stats.WantFacts, bar.update)
		} else {
			es, err = ix.LoadFiles([]string{arg}, bar.update)
		}
		if err != nil {
			return nil, err
		}
		if len(args) == 1 {
			return es, nil // one folder or file: each game once already
		}
		for _, e := range es {
			if !seen[e.Path] {
				seen[e.Path] = true
				entries = append(entries, e)
			}
		}
	}
	return entries, nil
}

// openIndex opens the index of saved games at its default place.
func openIndex() (*stats.Index, error) {
	path, err := stats.DefaultIndexPath()
	if err != nil {
		return nil, err
	}
	return stats.OpenIndex(path)
}

// runStatsScreen shows the season on the stats screen until the player
// leaves it.
func runStatsScreen(cmd *cobra.Command, report stats.Report, w *wording.Words) error {
	_, err := showStats(cmd, report, false, w)
	return err
}

// showStats runs the stats screen; fromList is true when it was opened
// from the list of games, to which esc goes back. quit is true when the
// player asked to leave rolekeeper.
func showStats(cmd *cobra.Command, report stats.Report, fromList bool, w *wording.Words) (quit bool, err error) {
	m := statscreen.New(statsScreenOptions(cmd, report, fromList, w))
	final, err := tea.NewProgram(m, common.ProgramOptions(tea.WithContext(cmd.Context()))...).Run()
	if err != nil {
		return true, quietly(err)
	}
	if s, ok := final.(statscreen.Screen); ok {
		return s.Quit(), nil
	}
	return true, nil
}

// statsScreenOptions are the stats screen's: the season, the words and
// the theme of --theme or config.toml.
func statsScreenOptions(cmd *cobra.Command, report stats.Report, fromList bool, w *wording.Words) statscreen.Options {
	return statscreen.Options{Report: report, FromList: fromList, Words: w, Theme: themeOf(cmd)}
}

// seasonOf adds up every game of dir for the stats screen opened from
// the list of games.
func seasonOf(dir string, w *wording.Words) (stats.Report, error) {
	ids, err := loadIdentities()
	if err != nil {
		return stats.Report{}, err
	}
	entries, err := indexedGames([]string{dir}, w)
	if err != nil {
		return stats.Report{}, err
	}
	return stats.Report{Season: stats.SeasonOf(inWords(entries, w), stats.Filter{}, ids), Words: w.Stats}, nil
}

// statsFromList shows the stats screen of dir, opened from the list of
// games; quit is true when the player asked to leave rolekeeper.
func statsFromList(cmd *cobra.Command, w *wording.Words, dir string) (quit bool, err error) {
	report, err := seasonOf(dir, w)
	if err != nil {
		return false, err
	}
	return showStats(cmd, report, true, w)
}
