// Package cli is rolekeeper's command line: the root command (a new game
// or the list of unfinished games), resume, demo, replay, check and export,
// their flags, messages and exit codes. It wires the journal, the saver and
// the model together; the packages below it do not know of each other's
// I/O.
package cli

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"

	"charm.land/fang/v2"
	"github.com/spf13/cobra"

	"rolekeeper/journal"
	"rolekeeper/names"
	"rolekeeper/rules"
	"rolekeeper/safefile"
	"rolekeeper/wording"
)

// Build is what the main package gives the command line: what only the
// build knows.
type Build struct {
	// Version is the version `rolekeeper --version` prints.
	Version string
	// Demos holds the bundled demo games of `rolekeeper demo` as
	// testdata/demo-buhmann.jsonl and testdata/demo-lord.jsonl.
	Demos fs.FS
}

// The exit statuses of rolekeeper.
const (
	exitOK    = 0
	exitError = 1 // a file that cannot be read or written, a refused record, any other failure
	exitUsage = 2 // a command line that is refused: unknown flag or command, missing or extra argument, bad value
)

// Execute runs the command line of os.Args and returns the process's exit
// status: exitOK, exitUsage for a refused command line, exitError for any
// other error. Errors go to stderr as one line each (see plainErrors).
func Execute(ctx context.Context, b Build) int {
	root := newRootCommand(b)
	err := fang.Execute(ctx, root,
		fang.WithVersion(b.Version),
		fang.WithErrorHandler(plainErrors),
	)
	return exitStatus(err)
}

// exitStatus is the exit status for the error a command returned.
func exitStatus(err error) int {
	var ue *usageError
	switch {
	case err == nil:
		return exitOK
	case errors.As(err, &ue):
		return exitUsage
	}
	return exitError
}

// plainErrors prints errors as plain lines, so that scripts can read
// "FILE:LINE: B-3: reason" and "FILE: reason" exactly as DESIGN.md
// specifies. An error about one file starts with the file; any other
// error starts with "rolekeeper: ".
func plainErrors(w io.Writer, _ fang.Styles, err error) {
	var fe *fileError
	var je *journal.Error
	var se *safefile.Error
	if errors.As(err, &fe) || errors.As(err, &je) || errors.As(err, &se) {
		fmt.Fprintln(w, err.Error())
		return
	}
	fmt.Fprintln(w, "rolekeeper: "+wording.English().ErrorText(err))
}

func newRootCommand(b Build) *cobra.Command {
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
	root.AddCommand(newResumeCommand(), newDemoCommand(b.Demos))
	root.AddCommand(newWatchCommand(), newServeCommand())
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
				return &usageError{cmd: cmd.CommandPath(), err: fmt.Errorf("unknown --format %q: use text or json", format)}
			}
			g, err := replayFile(args[0])
			if err != nil {
				return err
			}
			report := rules.NewReport(g.State)
			if format == "json" {
				fmt.Fprintln(cmd.OutOrStdout(), string(report.JSON()))
			} else {
				fmt.Fprint(cmd.OutOrStdout(), wording.English().ReportText(report))
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
			_, err := replayFile(args[0])
			return err
		},
	}
}

// fileError is a problem with a game file, "FILE: reason", or at one of
// its lines, "FILE:LINE: reason".
type fileError struct {
	file string
	err  error
}

// Error implements error.
func (e *fileError) Error() string {
	var le *rules.LineError
	if errors.As(e.err, &le) {
		return fmt.Sprintf("%s:%d: %s", e.file, le.Line, wording.English().ErrorText(le.Err))
	}
	return fmt.Sprintf("%s: %s", e.file, wording.English().ErrorText(e.err))
}

// reason is the operating system's reason of a file error, without the
// operation and the path that the message names anyway: "no such file or
// directory".
func reason(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}

// replayFile reads and replays a game file.
func replayFile(path string) (rules.Game, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return rules.Game{}, &fileError{file: path, err: reason(err)}
	}
	setup, events, err := rules.ParseFile(data)
	if err != nil {
		return rules.Game{}, &fileError{file: path, err: err}
	}
	if err := names.Check(setup.Players); err != nil {
		return rules.Game{}, &fileError{file: path, err: &rules.LineError{Line: 1, Err: err}}
	}
	g, err := rules.Replay(setup, 1, events)
	if err != nil {
		return g, &fileError{file: path, err: err}
	}
	return g, nil
}
