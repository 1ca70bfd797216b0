package cli

import (
	"crypto/rand"
	bin "encoding/binary"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"rolekeeper/live"
	"rolekeeper/names"
	"rolekeeper/night"
	"rolekeeper/rules"
	"rolekeeper/safefile"
	"rolekeeper/seating"
	"rolekeeper/stats"
	"rolekeeper/wording"
)

// nightFlags are the flags of `rolekeeper night` and its commands.
type nightFlags struct {
	file, variant, sizes, seed, format string
	// night is --night: the night read from the league on a laptop
	// without the night's file.
	night                     string
	rounds, round, extraTurns int
	fresh                     bool
	// results is standings' --results (stats.Report.Results).
	results bool
}

// newNightCommand builds `rolekeeper night` and its commands.
func newNightCommand(wd *wording.Words) *cobra.Command {
	t := wd.Night
	var fl nightFlags
	cmd := &cobra.Command{Use: "night", Short: t.Night.Short, Long: t.Night.Long, Example: t.Night.Example, Args: noArgs}
	cmd.PersistentFlags().StringVar(&fl.file, "file", "", t.FlagFile)
	start := &cobra.Command{Use: "start " + t.StartArgs, Short: t.Start.Short, Long: t.Start.Long, Example: t.Start.Example,
		RunE: func(cmd *cobra.Command, args []string) error { return runNightStart(cmd, args, fl, wd) }}
	start.Flags().StringVar(&fl.variant, "variant", "buhmann", t.FlagVariant)
	start.Flags().IntVar(&fl.rounds, "rounds", 3, t.FlagRounds)
	start.Flags().StringVar(&fl.sizes, "sizes", "", t.FlagSizes)
	start.Flags().BoolVar(&fl.fresh, "new", false, t.FlagNew)
	start.Flags().IntVar(&fl.extraTurns, "extra-turns", night.DefaultExtraTurns, t.FlagExtraTurns)
	seat := &cobra.Command{Use: "seat", Short: t.Seat.Short, Long: t.Seat.Long, Example: t.Seat.Example, Args: noArgs,
		RunE: func(cmd *cobra.Command, _ []string) error { return runNightSeat(cmd, fl, wd) }}
	seat.Flags().StringVar(&fl.seed, "seed", "", t.FlagSeed)
	seat.Flags().StringVarP(&fl.format, "format", "f", "text", t.FlagFormat)
	status := &cobra.Command{Use: "status", Short: t.Status.Short, Long: t.Status.Long, Example: t.Status.Example, Args: noArgs,
		RunE: func(cmd *cobra.Command, _ []string) error { return runNightStatus(cmd, fl, wd) }}
	status.Flags().StringVarP(&fl.format, "format", "f", "text", t.FlagFormat)
	status.Flags().StringVar(&fl.night, "night", "", t.TV.FlagNight)
	standings := &cobra.Command{Use: "standings", Short: t.Standings.Short, Long: t.Standings.Long, Example: t.Standings.Example,
		Args: noArgs, RunE: func(cmd *cobra.Command, _ []string) error { return runNightStandings(cmd, fl, wd) }}
	standings.Flags().StringVarP(&fl.format, "format", "f", "text", wd.CLI.FlagStatsFormat(formatNames(stats.Formats)))
	standings.Flags().BoolVar(&fl.results, "results", false, wd.CLI.FlagStatsResults)
	standings.Flags().StringVar(&fl.night, "night", "", t.TV.FlagNight)
	cmd.AddCommand(start, seat, status, newNightPlayCommand(wd, &fl), standings,
		newNightRoundCommand(wd, &fl), newNightSendCommand(wd, &fl))
	return cmd
}

// nightFormats are the formats of --format.
var nightFormats = []string{"text", "json", "md", "csv"}

// nightPath is the night's file: --file, or night.json in the state
// folder.
func nightPath(fl nightFlags) (string, error) {
	if fl.file != "" {
		return fl.file, nil
	}
	state, err := live.StateDir()
	if err != nil {
		return "", err
	}
	return filepath.Join(state, "night.json"), nil
}

// loadNight reads the night kept at fl's path; none there is said so.
func loadNight(fl nightFlags) (*night.Night, string, error) {
	path, err := nightPath(fl)
	if err != nil {
		return nil, "", err
	}
	n, err := night.Load(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, path, &night.Problem{Key: night.ReasonNoNight}
	}
	return n, path, err
}

// editNight changes the night kept at fl's path under its lock
// (night.Edit); none there is said so.
func editNight(fl nightFlags, edit func(*night.Night) error) (*night.Night, error) {
	path, err := nightPath(fl)
	if err != nil {
		return nil, err
	}
	n, err := night.Edit(path, edit)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, &night.Problem{Key: night.ReasonNoNight}
	}
	return n, err
}

// runNightStart is `rolekeeper night start NAME…`.
func runNightStart(cmd *cobra.Command, args []string, fl nightFlags, wd *wording.Words) error {
	usage := func(err error) error { return &usageError{cmd: cmd.CommandPath(), err: err} }
	if len(args) == 0 {
		return usage(&night.Problem{Key: night.ReasonNoPlayers})
	}
	variants, err := parseVariants(fl.variant)
	if err != nil {
		return usage(err)
	}
	sizes, err := parseSizes(fl.sizes, variants)
	if err != nil {
		return usage(err)
	}
	path, err := nightPath(fl)
	if err != nil {
		return err
	}
	roster, _ := pastPlayers(wd)
	players, known, newcomers := matchRoster(args, roster)
	n, err := night.New(newNightID(), time.Now(), players, variants, fl.rounds, sizes)
	if err == nil {
		n.ExtraTurns = fl.extraTurns
		err = n.Check()
	}
	if err != nil {
		return usage(err)
	}
	if err := n.Create(path, func() error { return keepEarlierNight(cmd, path, fl.fresh, wd) }); err != nil {
		return err
	}
	putNightInLeague(cmd.ErrOrStderr(), path, false, wd)
	out := cmd.OutOrStdout()
	for _, k := range known {
		fmt.Fprintln(out, wd.Night.Known(k[0], k[1]))
	}
	if len(newcomers) > 0 {
		fmt.Fprintln(out, wd.Night.Newcomers(newcomers))
	}
	var vs []string
	for _, v := range variants {
		vs = append(vs, wd.Common.Variant(v))
	}
	fmt.Fprintln(out, wd.Night.Started(len(players), fl.rounds, vs, path))
	return nil
}

// keepEarlierNight moves a night kept at path aside (night-2.json …) when
// a new one is asked for, and refuses otherwise.
func keepEarlierNight(cmd *cobra.Command, path string, fresh bool, wd *wording.Words) error {
	if _, err := os.Lstat(path); errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if !fresh {
		return &night.Problem{Key: night.ReasonExists, Args: []string{path}}
	}
	stem := strings.TrimSuffix(path, filepath.Ext(path))
	kept, err := safefile.RenameFree(path, safefile.Numbered(stem, "-", filepath.Ext(path)))
	if err != nil {
		return err
	}
	fmt.Fprintln(cmd.OutOrStdout(), wd.Night.Kept(kept))
	return nil
}

// matchRoster spells every name as typed (C-1's normal form) or, for a
// person of the roster, as the roster does; it lists the names matched
// (typed, roster) when spelt otherwise, and the names the roster does
// not know.
func matchRoster(typed, roster []string) (players []string, known [][2]string, newcomers []string) {
	byKey := make(map[string]string, len(roster))
	for _, r := range roster {
		if _, dup := byKey[names.Key(r)]; !dup {
			byKey[names.Key(r)] = r
		}
	}
	for _, t := range typed {
		t = names.Normalize(t)
		r, ok := byKey[names.Key(t)]
		switch {
		case !ok:
			players, newcomers = append(players, t), append(newcomers, t)
		case r != t:
			players, known = append(players, r), append(known, [2]string{t, r})
		default:
			players = append(players, r)
		}
	}
	return players, known, newcomers
}

// parseVariants reads --variant: one variant or a list.
func parseVariants(s string) ([]rules.Variant, error) {
	var out []rules.Variant
	for _, part := range strings.Split(s, ",") {
		v, ok := rules.ParseVariant(strings.TrimSpace(part))
		if !ok {
			return nil, &valueError{what: "--variant", value: part, choices: []string{"buhmann", "lord"}}
		}
		out = append(out, v)
	}
	return out, nil
}

// parseSizes reads --sizes MIN-MAX for every variant of the night; ""
// leaves the defaults.
func parseSizes(s string, variants []rules.Variant) (map[rules.Variant]seating.Sizes, error) {
	if s == "" {
		return nil, nil
	}
	lo, hi, ok := strings.Cut(s, "-")
	a, errA := strconv.Atoi(lo)
	b, errB := strconv.Atoi(hi)
	if !ok || errA != nil || errB != nil {
		return nil, &night.Problem{Key: night.ReasonBadSizes, Args: []string{s}}
	}
	out := map[rules.Variant]seating.Sizes{}
	for _, v := range variants {
		out[v] = seating.Sizes{Min: a, Max: b}
	}
	return out, nil
}

// newNightID is a new random night id (128 bits, 32 hex digits).
func newNightID() string {
	var b [16]byte
	_, _ = rand.Read(b[:]) // crypto/rand.Read never fails
	const hex = "0123456789abcdef"
	out := make([]byte, 0, 32)
	for _, c := range b {
		out = append(out, hex[c>>4], hex[c&15])
	}
	return string(out)
}

// randomSeed is a seed from crypto/rand.
func randomSeed() uint64 {
	var b [8]byte
	_, _ = rand.Read(b[:])
	return bin.LittleEndian.Uint64(b[:])
}

// runNightSeat is `rolekeeper night seat`: the next round drawn, printed
// with its score, and kept.
func runNightSeat(cmd *cobra.Command, fl nightFlags, wd *wording.Words) error {
	if !validFormat(fl.format) {
		return &usageError{cmd: cmd.CommandPath(), err: &valueError{what: "--format", value: fl.format, choices: nightFormats}}
	}
	seed := randomSeed()
	if fl.seed != "" {
		s, err := strconv.ParseUint(fl.seed, 10, 64)
		if err != nil {
			return &usageError{cmd: cmd.CommandPath(), err: &night.Problem{Key: night.ReasonSeed, Args: []string{fl.seed}}}
		}
		seed = s
	}
	n, path, err := loadNight(fl)
	if err != nil {
		return err
	}
	seated := len(n.Seated)
	in := seatInputs(cmd, n, n.VariantOf(seated+1), wd) // read outside the lock: it reads every saved game
	in.Seed = seed
	var round night.Round
	n, err = editNight(fl, func(n *night.Night) error {
		if len(n.Seated) != seated { // another rolekeeper seated the round meanwhile
			return &night.Problem{Key: night.ReasonBusy}
		}
		round, err = n.Seat(time.Now(), in)
		return err
	})
	if err != nil {
		return err
	}
	putNightInLeague(cmd.ErrOrStderr(), path, false, wd)
	return writeNight(cmd.OutOrStdout(), n, []night.Round{round}, fl.format, wd, false)
}

// sendIfLacking sends the night's file to the league when the league
// lacks its bytes (catchUp): status and standings do, as every command
// that changes the night. It returns the failure it has said, if any.
func sendIfLacking(cmd *cobra.Command, fl nightFlags, wd *wording.Words) error {
	if path, err := nightPath(fl); err == nil {
		return catchUp(cmd.ErrOrStderr(), path, wd)
	}
	return nil
}

// runNightStatus is `rolekeeper night status`; it sends the night to
// the league when the league lacks it.
func runNightStatus(cmd *cobra.Command, fl nightFlags, wd *wording.Words) error {
	if !validFormat(fl.format) {
		return &usageError{cmd: cmd.CommandPath(), err: &valueError{what: "--format", value: fl.format, choices: nightFormats}}
	}
	n, err := readNight(fl, cmd.ErrOrStderr(), wd)
	if err != nil {
		return err
	}
	_ = sendIfLacking(cmd, fl, wd) // said on stderr; the status stands
	return writeNight(cmd.OutOrStdout(), n, n.Seated, fl.format, wd, true)
}

func validFormat(f string) bool {
	for _, g := range nightFormats {
		if f == g {
			return true
		}
	}
	return false
}

// seatInputs are every player's rating in the variant (the conservative
// OpenSkill ordinal of stats; the room's mean of those rated for a
// player without one) and first seats over the saved games of this
// laptop and, with a league, the league's (every table's: the
// organiser's laptop holds none of them), which only help: when the
// games cannot be read, everyone counts 0; a league away is said in one
// line on cmd's stderr.
func seatInputs(cmd *cobra.Command, n *night.Night, v rules.Variant, wd *wording.Words) night.Inputs {
	in := night.Inputs{Ratings: make([]float64, len(n.Players)), SeasonFirsts: make([]int, len(n.Players))}
	ids, err := loadIdentities()
	if err != nil {
		ids = stats.Identities{}
	}
	entries, _ := indexedGames(nil, wd)
	theirs, roster, err := leagueEntries(cmd.Context())
	switch {
	case err != nil:
		fmt.Fprintln(cmd.ErrOrStderr(), wd.Night.StandingsOf.SeatLocalOnly(leagueReason(err, wd)))
	case roster != nil:
		ids = leagueIdentities(localAliases(), roster)
	}
	season := stats.SeasonOf(append(entries, theirs...), stats.Filter{}, ids)
	byKey := map[string]stats.Totals{}
	for _, p := range season.Players {
		byKey[p.Key] = p
	}
	rated := make([]bool, len(n.Players))
	sum, count := 0.0, 0
	for i, name := range n.Players {
		tot, ok := byKey[ids.Key(name)]
		if !ok {
			continue
		}
		in.SeasonFirsts[i] = tot.Positions[0].Games
		if skill, games := tot.SkillIn(v); games > 0 {
			in.Ratings[i], rated[i] = roundRating(skill.Ordinal()), true
			sum, count = sum+in.Ratings[i], count+1
		}
	}
	for i := range rated {
		if !rated[i] && count > 0 {
			in.Ratings[i] = roundRating(sum / float64(count))
		}
	}
	return in
}

// roundRating keeps three decimals, as the seating counts ratings.
func roundRating(r float64) float64 {
	return float64(int64(r*1000+0.5*sign(r))) / 1000
}

func sign(x float64) float64 {
	if x < 0 {
		return -1
	}
	return 1
}
