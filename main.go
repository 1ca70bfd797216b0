// Command rolekeeper is a full-screen terminal scorekeeper for the Magic:
// The Gathering multiplayer variants Buhmann and Lord is killing you.
//
// main wires the command line, the journal, the model and the Bubble Tea
// program; nothing else.
package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"

	"charm.land/fang/v2"
	"github.com/spf13/cobra"

	"rolekeeper/journal"
	"rolekeeper/rules"
)

// version is set at build time with -ldflags "-X main.version=…".
var version = "0.1.0-dev"

func main() {
	root := newRootCommand()
	err := fang.Execute(context.Background(), root,
		fang.WithVersion(version),
		fang.WithErrorHandler(plainErrors),
	)
	if err != nil {
		os.Exit(1)
	}
}

// plainErrors prints errors as one plain line, so that scripts can read
// "FILE:LINE: B-3: reason" exactly as DESIGN.md specifies.
func plainErrors(w io.Writer, _ fang.Styles, err error) {
	var fe *fileError
	if errors.As(err, &fe) {
		fmt.Fprintln(w, fe.Error())
		return
	}
	var je *journal.Error
	if errors.As(err, &je) {
		fmt.Fprintln(w, err.Error()) // FILE:LINE: reason
		return
	}
	fmt.Fprintln(w, "rolekeeper: "+err.Error())
}

func newRootCommand() *cobra.Command {
	var file string
	root := &cobra.Command{
		Use:   "rolekeeper",
		Short: "Keep score of Buhmann and Lord is killing you at the table",
		Long: "rolekeeper is a full-screen scorekeeper for two Magic: The Gathering\n" +
			"multiplayer variants with roles: Buhmann (the IT, passivity counters)\n" +
			"and Lord is killing you (the Lord, pairs, points, protection).",
		Example:       "  rolekeeper\n  rolekeeper --file friday.jsonl\n  rolekeeper resume\n  rolekeeper demo lord",
		Args:          cobra.NoArgs,
		SilenceUsage:  true,
		SilenceErrors: true,
		RunE: func(cmd *cobra.Command, _ []string) error {
			return runRoot(cmd, file)
		},
	}
	root.Flags().StringVar(&file, "file", "", "save the new game in this file (refused if it exists: use resume)")
	root.AddCommand(newReplayCommand(), newCheckCommand())
	root.AddCommand(newExportCommand())
	root.AddCommand(newResumeCommand(), newDemoCommand())
	withUsageHints(root)
	return root
}

func newReplayCommand() *cobra.Command {
	var format string
	cmd := &cobra.Command{
		Use:   "replay FILE",
		Short: "Replay a game file and print the state after its last record",
		Long: "Replay a game file and print the state after its last record.\n" +
			"An illegal or unreadable record stops it with exit status 1 and\n" +
			"FILE:LINE: <rule id>: <reason> on stderr.",
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if format != "text" && format != "json" {
				return fmt.Errorf("unknown --format %q: use text or json", format)
			}
			g, err := replayFile(cmd, args[0])
			if err != nil {
				return err
			}
			report := rules.NewReport(g.State)
			if format == "json" {
				fmt.Fprintln(cmd.OutOrStdout(), string(report.JSON()))
			} else {
				fmt.Fprint(cmd.OutOrStdout(), report.Text())
			}
			return nil
		},
	}
	cmd.Flags().StringVar(&format, "format", "text", "output format: text or json")
	return cmd
}

func newCheckCommand() *cobra.Command {
	return &cobra.Command{
		Use:   "check FILE",
		Short: "Check that a game file is readable and legal, without printing it",
		Args:  cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			_, err := replayFile(cmd, args[0])
			return err
		},
	}
}

// fileError is a problem at a line of a game file: "FILE:LINE: reason".
type fileError struct {
	file string
	err  error
}

// Error implements error.
func (e *fileError) Error() string {
	var le *journal.LineError
	if errors.As(e.err, &le) {
		return fmt.Sprintf("%s:%d: %v", e.file, le.Line, le.Err)
	}
	return fmt.Sprintf("%s: %v", e.file, e.err)
}

// replayFile reads and replays a game file record by record, as every
// command reads one (journal.ReadFinal). A damaged last line is reported
// as a warning on stderr and left out.
func replayFile(cmd *cobra.Command, path string) (rules.Game, error) {
	f, err := journal.ReadFinal(path)
	if err != nil {
		return f.Game, err
	}
	if f.Damage.Damaged() {
		fmt.Fprintln(cmd.ErrOrStderr(), "rolekeeper: warning: "+f.Damage.Message(path))
	}
	return f.Game, nil
}
