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

	"charm.land/fang/v2"
	"github.com/spf13/cobra"

	"rolekeeper/journal"
	"rolekeeper/model"
	"rolekeeper/rules"
	"rolekeeper/safefile"
	"rolekeeper/wording"
)

// Build is what the main package gives the command line: what only the
// build knows.
type Build struct {
	// Version is the version `rolekeeper --version` prints, as set at
	// link time; empty means the module version and commit of the build
	// information.
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
		fang.WithVersion(versionText(b.Version, buildInfo())),
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
	var ie indexedFileError
	if errors.As(err, &fe) || errors.As(err, &je) || errors.As(err, &se) || errors.As(err, &ie) {
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
	root.PersistentFlags().String(themeFlag, "auto", "colours: auto (ask the terminal), dark or light")
	root.PersistentPreRunE = func(cmd *cobra.Command, _ []string) error {
		if _, err := model.ParseTheme(themeName(cmd)); err != nil {
			return &usageError{cmd: cmd.CommandPath(), err: err}
		}
		return nil
	}
	root.AddCommand(newReplayCommand(), newCheckCommand())
	root.AddCommand(newExportCommand())
	root.AddCommand(newResumeCommand(), newDemoCommand(b.Demos))
	root.AddCommand(newWatchCommand(), newServeCommand())
	root.AddCommand(newStatsCommand())
	withUsageHints(root)
	return root
}

// themeFlag chooses the colours of the full screen (--theme).
const themeFlag = "theme"

// themeName is the value of --theme given to cmd or its parents.
func themeName(cmd *cobra.Command) string {
	name, _ := cmd.Flags().GetString(themeFlag)
	return name
}

// themeOf is the theme of --theme; PersistentPreRunE has refused any
// other value, so an unknown name never reaches it.
func themeOf(cmd *cobra.Command) model.Theme {
	t, _ := model.ParseTheme(themeName(cmd))
	return t
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
			g, err := replayFile(cmd, args[0])
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
			_, err := replayFile(cmd, args[0])
			return err
		},
	}
}

// replayFile reads and replays a game file record by record, as every
// command reads one (journal.ReadFinal). A damaged last line is reported
// as a warning on stderr and left out, as export and resume do.
func replayFile(cmd *cobra.Command, path string) (rules.Game, error) {
	f, err := journal.ReadFinal(path)
	if err != nil {
		return f.Game, err
	}
	warnDamage(cmd, f)
	return f.Game, nil
}

// fileError is a problem with a file named on the command line before it
// is read: "FILE: reason".
type fileError struct {
	file string
	err  error
}

// Error implements error.
func (e *fileError) Error() string {
	var le *journal.LineError
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

// warnDamage says on stderr that a damaged last line was left out.
func warnDamage(cmd *cobra.Command, f journal.File) {
	if f.Damage.Damaged() {
		fmt.Fprintln(cmd.ErrOrStderr(), "rolekeeper: warning: "+f.Damage.Message(f.Path))
	}
}
