package cli

import (
	"errors"
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"rolekeeper/league"
	"rolekeeper/wording"
)

// newLeagueFixCommand builds `rolekeeper league fix [GAME]` and `league
// verify`.
func newLeagueFixCommand(db *string, wd *wording.Words) []*cobra.Command {
	t := wd.League.Fix
	var void bool
	var rename, why, by string
	var winners []string
	fix := &cobra.Command{Use: "fix [" + t.GameArg + "]", Short: t.Fix.Short, Long: t.Fix.Long, Example: t.Fix.Example,
		Args: argCount(0, 1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if len(args) == 0 {
				return runCorrections(cmd, *db, wd)
			}
			c := league.Correction{Game: args[0], Why: why}
			switch {
			case void && rename == "" && len(winners) == 0:
				c.Kind = league.FixVoid
			case !void && rename != "" && len(winners) == 0:
				old, repl, ok := strings.Cut(rename, "=")
				if !ok {
					return &usageError{cmd: cmd.CommandPath(), err: errors.New(t.RenameForm)}
				}
				c.Kind, c.Old, c.New = league.FixName, old, repl
			case !void && rename == "" && len(winners) > 0:
				c.Kind, c.Winners = league.FixWinners, winners
			default:
				return &usageError{cmd: cmd.CommandPath(), err: errors.New(t.OneKind)}
			}
			return runFix(cmd, *db, by, c, wd)
		}}
	f := fix.Flags()
	f.BoolVar(&void, "void", false, t.FlagVoid)
	f.StringVar(&rename, "name", "", t.FlagName)
	f.StringSliceVar(&winners, "winner", nil, t.FlagWinner)
	f.StringVar(&why, "why", "", t.FlagWhy)
	f.StringVar(&by, "by", "", wd.League.Players.FlagBy)
	verify := &cobra.Command{Use: "verify", Short: t.Verify.Short, Long: t.Verify.Long, Example: t.Verify.Example, Args: noArgs,
		RunE: func(cmd *cobra.Command, _ []string) error { return runVerify(cmd, *db, wd) }}
	return []*cobra.Command{fix, verify}
}

// runFix appends the correction c and says so.
func runFix(cmd *cobra.Command, flag, by string, c league.Correction, wd *wording.Words) error {
	db, err := connectLeague(cmd.Context(), flag)
	if err != nil {
		return err
	}
	defer db.Close()
	db.SetActor(actorName(by))
	n, err := db.Fix(cmd.Context(), c)
	if err != nil {
		return err
	}
	fmt.Fprintln(cmd.OutOrStdout(), wd.League.Fix.Made(int(n), c.Game))
	return nil
}

// runCorrections lists every correction, in the order made.
func runCorrections(cmd *cobra.Command, flag string, wd *wording.Words) error {
	db, err := connectLeague(cmd.Context(), flag)
	if err != nil {
		return err
	}
	defer db.Close()
	cs, err := db.Corrections(cmd.Context())
	if err != nil {
		return err
	}
	t := wd.League.Fix
	if len(cs) == 0 {
		fmt.Fprintln(cmd.OutOrStdout(), t.None)
	}
	for _, c := range cs {
		fmt.Fprintln(cmd.OutOrStdout(), t.Line(int(c.N), c.At.Format("2006-01-02 15:04"), c.By, c.Game, c.Kind, c.Old, c.New, c.Winners, c.Why))
	}
	return nil
}

// errDifferences ends a verify that found differences (exit 1).
type errDifferences struct{ summary string }

func (e errDifferences) Error() string { return e.summary }

// runVerify replays every stored game and says each difference.
func runVerify(cmd *cobra.Command, flag string, wd *wording.Words) error {
	db, err := connectLeague(cmd.Context(), flag)
	if err != nil {
		return err
	}
	defer db.Close()
	v, err := db.Verify(cmd.Context())
	if err != nil {
		return err
	}
	t := wd.League.Fix
	for _, d := range v.Differences {
		fmt.Fprintln(cmd.OutOrStdout(), t.Difference(d.Game, d.What, d.Row, d.Records, d.Line))
	}
	summary := t.Verified(v.Games, v.Records, len(v.Differences))
	if len(v.Differences) > 0 {
		return errDifferences{summary}
	}
	fmt.Fprintln(cmd.OutOrStdout(), summary)
	return nil
}

// fixText says a refused correction or a verify's differences in words;
// ok is false for another error.
func fixText(wd *wording.Words, err error) (string, bool) {
	var fe *league.FixError
	var de errDifferences
	switch {
	case errors.As(err, &fe):
		return "rolekeeper: " + wd.League.Fix.Refused(int(fe.Why), fe.Game, fe.Name), true
	case errors.As(err, &de):
		return "rolekeeper: " + de.summary, true
	}
	return "", false
}
