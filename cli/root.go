// Package cli is rolekeeper's command line: the root command (a new game
// or the list of unfinished games), resume, demo, replay, check and export,
// their flags, messages and exit codes. It wires the journal, the saver and
// the model together; the packages below it do not know of each other's
// I/O.
package cli

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"

	"github.com/spf13/cobra"

	"rolekeeper/journal"
	"rolekeeper/rules"
	"rolekeeper/safefile"
	"rolekeeper/styles"
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
// other error. Errors go to stderr as one line each (see plainErrors), in
// the language rolekeeper speaks (see language).
func Execute(ctx context.Context, b Build) int {
	cfg, cfgErr := settings()
	wd, err := language(os.Args[1:], cfg.Lang, os.Getenv)
	var ce *configError
	if errors.As(cfgErr, &ce) {
		fmt.Fprintln(os.Stderr, wd.Limits.ConfigIgnored(ce.text(wd))) // one warning; the defaults hold
	}
	if err != nil {
		plainErrors(wd)(os.Stderr, err)
		return exitStatus(err)
	}
	root := newRootCommand(b, wd, cfg.Theme)
	root.Version = versionText(b.Version, buildInfo(), wd.CLI)
	if err := root.ExecuteContext(ctx); err != nil {
		plainErrors(wd)(os.Stderr, err)
		return exitStatus(err)
	}
	return exitOK
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

// plainErrors prints errors in the words of wd as plain lines, so that
// scripts can read "FILE:LINE: B-3: reason" and "FILE: reason" exactly as
// the project's DESIGN.md (shared) specifies. An error about one file starts with the file; any
// other error starts with "rolekeeper: ".
func plainErrors(wd *wording.Words) func(w io.Writer, err error) {
	return func(w io.Writer, err error) {
		if text, ok := leagueText(wd, err); ok {
			fmt.Fprintln(w, text)
			return
		}
		var fe *fileError
		var je *journal.Error
		var se *safefile.Error
		var ue *usageError
		var ce *configError
		var ie indexedFileError
		var une *unsavedError
		switch {
		case errors.As(err, &une):
			fmt.Fprintln(w, "rolekeeper: "+wd.Limits.UnsavedExit(une.n))
		case errors.As(err, &fe):
			fmt.Fprintln(w, fe.text(wd))
		case errors.As(err, &je):
			fmt.Fprintln(w, (&fileError{file: je.Path, err: je.Err}).text(wd))
		case errors.As(err, &se):
			fmt.Fprintln(w, wd.ErrorText(se))
		case errors.As(err, &ue):
			fmt.Fprintln(w, "rolekeeper: "+ue.text(wd))
		case errors.As(err, &ce):
			fmt.Fprintln(w, ce.text(wd))
		case errors.As(err, &ie):
			fmt.Fprintln(w, err.Error()) // as the index of games keeps it
		default:
			fmt.Fprintln(w, "rolekeeper: "+wd.ErrorText(err))
		}
	}
}

// newRootCommand builds the command line in the words of wd; theme is
// the default of --theme ("": auto).
func newRootCommand(b Build, wd *wording.Words, theme string) *cobra.Command {
	var file string
	t := wd.CLI
	root := &cobra.Command{
		Use:           "rolekeeper",
		Short:         t.Root.Short,
		Long:          t.Root.Long,
		Example:       t.Root.Example,
		Args:          noArgs,
		SilenceUsage:  true,
		SilenceErrors: true,
		RunE: func(cmd *cobra.Command, _ []string) error {
			return runRoot(cmd, wd, file)
		},
	}
	root.Flags().StringVar(&file, "file", "", t.FlagFile)
	root.Flags().Bool(practiceFlag, false, wd.League.Trust.FlagPractice)
	root.PersistentFlags().String(langFlag, "", t.FlagLang)
	root.PersistentFlags().String(themeFlag, cmp.Or(theme, "auto"), t.FlagTheme)
	root.PersistentPreRunE = func(cmd *cobra.Command, _ []string) error {
		if name := themeName(cmd); !validTheme(name) {
			return &usageError{cmd: cmd.CommandPath(), err: &valueError{what: "--" + themeFlag, value: name,
				choices: []string{"auto", "dark", "light"}}}
		}
		return nil
	}
	root.AddCommand(newReplayCommand(wd), newCheckCommand(wd))
	root.AddCommand(newExportCommand(wd))
	root.AddCommand(newResumeCommand(wd), newDemoCommand(wd, b.Demos))
	root.AddCommand(newWatchCommand(wd), newServeCommand(wd))
	root.AddCommand(newStatsCommand(wd), newLeagueCommand(wd))
	root.AddCommand(newManCommand(wd))
	root.AddCommand(newNightCommand(wd))
	withUsageHints(root)
	localize(root, wd)
	root.SetHelpFunc(func(c *cobra.Command, _ []string) { writeHelp(c.OutOrStdout(), c, wd.CLI) })
	root.SetVersionTemplate("{{.Version}}\n")
	return root
}

// themeFlag chooses the colours of the full screen (--theme).
const themeFlag = "theme"

// themeName is the value of --theme given to cmd or its parents.
func themeName(cmd *cobra.Command) string {
	name, _ := cmd.Flags().GetString(themeFlag)
	return name
}

// validTheme reports whether --theme may be name.
func validTheme(name string) bool {
	_, ok := styles.ParseTheme(name)
	return ok
}

// themeOf is the theme of --theme; PersistentPreRunE has refused any
// other value, so an unknown name never reaches it.
func themeOf(cmd *cobra.Command) styles.Theme {
	t, _ := styles.ParseTheme(themeName(cmd))
	return t
}

func newReplayCommand(wd *wording.Words) *cobra.Command {
	var format string
	t := wd.CLI
	cmd := &cobra.Command{
		Use:     "replay " + t.File,
		Short:   t.Replay.Short,
		Long:    t.Replay.Long,
		Example: t.Replay.Example,
		Args:    argCount(1, 1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if format != "text" && format != "json" {
				return &usageError{cmd: cmd.CommandPath(), err: &valueError{what: "--format", value: format,
					choices: []string{"text", "json"}}}
			}
			g, err := replayFile(cmd, wd, args[0])
			if err != nil {
				return err
			}
			report := rules.NewReport(g.State)
			if format == "json" {
				fmt.Fprintln(cmd.OutOrStdout(), string(report.JSON()))
			} else {
				fmt.Fprint(cmd.OutOrStdout(), wd.ReportText(report))
			}
			return nil
		},
	}
	cmd.Flags().StringVar(&format, "format", "text", t.FlagReplayFormat)
	return cmd
}

func newCheckCommand(wd *wording.Words) *cobra.Command {
	t := wd.CLI
	return &cobra.Command{
		Use:     "check " + t.File,
		Short:   t.Check.Short,
		Long:    t.Check.Long,
		Example: t.Check.Example,
		Args:    argCount(1, 1),
		RunE: func(cmd *cobra.Command, args []string) error {
			_, err := replayFile(cmd, wd, args[0])
			return err
		},
	}
}

// replayFile reads and replays a game file record by record, as every
// command reads one (journal.ReadFinal), without the lists of life lost
// and points changed by hand, which check and replay do not report: their
// memory does not grow with the game. A damaged last line is reported as
// a warning on stderr and left out, as export and resume do.
func replayFile(cmd *cobra.Command, wd *wording.Words, path string) (rules.Game, error) {
	f, err := journal.ReadFinal(path, journal.WithoutLedger())
	if err != nil {
		return f.Game, err
	}
	warnDamage(cmd, wd, f)
	return f.Game, nil
}

// fileError is a problem with a file named on the command line before it
// is read: "FILE: reason".
type fileError struct {
	file string
	err  error
}

// Error implements error, in English.
func (e *fileError) Error() string { return e.text(wording.English()) }

// text is the error in the words of wd, in the same form in every
// language: "FILE:LINE: B-3: reason" or "FILE: reason".
func (e *fileError) text(wd *wording.Words) string {
	var le *journal.LineError
	if errors.As(e.err, &le) {
		return fmt.Sprintf("%s:%d: %s", e.file, le.Line, wd.ErrorText(le.Err))
	}
	return fmt.Sprintf("%s: %s", e.file, wd.ErrorText(e.err))
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

// warnDamage says on stderr, in the words of wd, that a damaged last line
// was left out.
func warnDamage(cmd *cobra.Command, wd *wording.Words, f journal.File) {
	if f.Damage.Damaged() {
		d := f.Damage
		fmt.Fprintln(cmd.ErrOrStderr(), "rolekeeper: "+wd.CLI.Warning(wd.Files.Damaged(f.Path, d.Line, wd.ErrorText(d.Err), d.Kept)))
	}
}
