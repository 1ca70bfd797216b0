package cli

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"
	"time"
	_ "time/tzdata" // the club's zone on a laptop without the zone files (Windows)

	"github.com/spf13/cobra"

	"rolekeeper/config"
	"rolekeeper/names"
	"rolekeeper/stats"
	"rolekeeper/wording"
)

// seasonError is a season that cannot be used: none of that name, or a
// value of its rules that is wrong (which, and the value).
type seasonError struct {
	name, key, value string
	known            []string
}

func (e *seasonError) Error() string { return "season " + e.name + ": " + e.key + " " + e.value }

// seasonRules finds the season name in the config file and reads its
// rules.
func seasonRules(name string) (stats.SeasonRules, error) {
	s, err := leagueSettings()
	if err != nil {
		return stats.SeasonRules{}, err
	}
	var known []string
	for _, c := range s.Seasons {
		known = append(known, c.Name)
		if names.Key(c.Name) == names.Key(name) {
			return rulesOf(c)
		}
	}
	return stats.SeasonRules{}, &seasonError{name: name, known: known}
}

// rulesOf checks a season of the config file and makes its rules.
func rulesOf(c config.Season) (stats.SeasonRules, error) {
	r := stats.SeasonRules{Name: c.Name, Points: c.Points, Win: c.Win, Draw: c.Draw, Loss: c.Loss, PlacePoints: c.Place,
		Count: c.Count, Best: c.Best, MinOpponents: c.MinOpponents, Tiebreaks: c.Tiebreaks, Seed: uint64(c.Seed)}
	bad := func(key, value string) error { return &seasonError{name: c.Name, key: key, value: value} }
	var err error
	if r.Zone, err = time.LoadLocation(c.Zone); err != nil {
		return r, bad("zone", c.Zone)
	}
	for key, day := range map[string]*time.Time{"first": &r.First, "last": &r.Last} {
		text := map[string]string{"first": c.First, "last": c.Last}[key]
		if text == "" {
			continue
		}
		if *day, err = time.Parse(time.DateOnly, text); err != nil {
			return r, bad(key, text)
		}
	}
	switch r.Points {
	case "":
		r.Points = stats.ByResult
	case stats.ByResult, stats.ByPlace, stats.ByVariant:
	default:
		return r, bad("points", c.Points)
	}
	if r.Points == stats.ByResult && r.Win == 0 && r.Draw == 0 && r.Loss == 0 {
		r.Win, r.Draw = 3, 1 // 3-1-0 unless the rules say otherwise
	}
	for _, t := range r.Tiebreaks {
		if !slices.Contains(stats.Tiebreaks, t) {
			return r, bad("tiebreaks", t)
		}
	}
	if r.Count < 0 || r.MinOpponents < 0 {
		return r, bad("count", fmt.Sprint(r.Count))
	}
	return r, nil
}

// writeSeason writes the season's table as its rules add it up: the same
// for `stats --season` and `league standings --season`.
func writeSeason(cmd *cobra.Command, entries []stats.Entry, name, format string, ids stats.Identities, wd *wording.Words) error {
	r, err := seasonRules(name)
	if err != nil {
		return err
	}
	rows := stats.RuledStandings(entries, r, ids)
	if format == "json" {
		return writeSeasonJSON(cmd.OutOrStdout(), r, rows)
	}
	t := wd.League.Season
	out := cmd.OutOrStdout()
	fmt.Fprintln(out, t.Title(r.Name, dayOrEmpty(r.First), dayOrEmpty(r.Last)))
	fmt.Fprintln(out, t.Head)
	for _, row := range rows {
		fmt.Fprintln(out, t.Row(row.Rank, row.Name, row.Points, row.Counted, row.Played, row.Wins, row.WinRate, row.Opponents, t.Tiebreak(row.DecidedBy)))
	}
	if len(rows) == 0 {
		fmt.Fprintln(out, t.NoGames)
	}
	return nil
}

func dayOrEmpty(t time.Time) string {
	if t.IsZero() {
		return ""
	}
	return t.Format(time.DateOnly)
}

// writeSeasonJSON writes the season's table as JSON.
func writeSeasonJSON(w io.Writer, r stats.SeasonRules, rows []stats.Ruled) error {
	type row struct {
		Rank             int     `json:"rank,omitempty"`
		Name             string  `json:"name"`
		Points           int     `json:"points"`
		Counted          int     `json:"counted"`
		Played           int     `json:"played"`
		Wins             int     `json:"wins"`
		WinRate          float64 `json:"win_rate"`
		Opponents        int     `json:"opponents"`
		OpponentsPoints  float64 `json:"opponents_points"`
		OpponentsWinRate float64 `json:"opponents_win_rate"`
		DecidedBy        string  `json:"decided_by,omitempty"`
	}
	out := struct {
		Season    string `json:"season"`
		First     string `json:"first,omitempty"`
		Last      string `json:"last,omitempty"`
		Standings []row  `json:"standings"`
	}{Season: r.Name, First: dayOrEmpty(r.First), Last: dayOrEmpty(r.Last), Standings: []row{}}
	for _, x := range rows {
		out.Standings = append(out.Standings, row{x.Rank, x.Name, x.Points, x.Counted, x.Played, x.Wins, x.WinRate,
			x.Opponents, x.OpponentsPoints, x.OpponentsWinRate, x.DecidedBy})
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(out)
}

// seasonText says a season that cannot be used in words; ok is false for
// another error.
func seasonText(wd *wording.Words, err error) (string, bool) {
	var se *seasonError
	if !errors.As(err, &se) {
		return "", false
	}
	if se.key == "" {
		return "rolekeeper: " + wd.League.Season.Unknown(se.name, strings.Join(se.known, ", ")), true
	}
	return "rolekeeper: " + wd.League.Season.BadValue(se.name, se.key, se.value, strings.Join(stats.Tiebreaks, ", ")), true
}
