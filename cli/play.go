package cli

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"math/rand/v2"
	"os"
	"os/signal"
	"path/filepath"
	"runtime/debug"
	"syscall"
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/term"
	"github.com/spf13/cobra"

	"rolekeeper/autosave"
	"rolekeeper/journal"
	"rolekeeper/model"
	"rolekeeper/rules"
	"rolekeeper/safefile"
	"rolekeeper/wording"
)

// errNoTerminal refuses the full screen without a terminal.
var errNoTerminal = errors.New("the table needs a terminal on stdin and stdout; without one, use " +
	"`rolekeeper replay FILE`, `rolekeeper check FILE` or `rolekeeper export FILE`")

// needTerminal returns errNoTerminal unless stdin and stdout are
// terminals.
func needTerminal() error {
	if !term.IsTerminal(os.Stdin.Fd()) || !term.IsTerminal(os.Stdout.Fd()) {
		return errNoTerminal
	}
	return nil
}

// runRoot is `rolekeeper [--file PATH]`: a new game saved at PATH; without
// --file, the list of unfinished games if there are any, else a new game
// in the default folder.
func runRoot(cmd *cobra.Command, file string) error {
	if file != "" {
		if _, err := os.Lstat(file); err == nil {
			return fmt.Errorf("%s: a file is already there; resume it with `rolekeeper resume %s` or choose another --file", file, file)
		}
	}
	if err := needTerminal(); err != nil {
		return err
	}
	if file != "" {
		return playNew(cmd, autosave.New(filepath.Dir(file), file, nil))
	}
	dir, err := journal.DefaultDir()
	if err != nil {
		return err
	}
	message := ""
	for {
		games, err := unfinished(dir)
		if err != nil {
			return err
		}
		if len(games) == 0 {
			break
		}
		choice, ok, err := pick(cmd.Context(), model.PickerOptions{Games: games, Dir: dir, Message: message, Theme: themeOf(cmd),
			SetAside: setAside})
		if err != nil || !ok {
			return err
		}
		if choice.New {
			break
		}
		if choice.Stats {
			if quit, err := statsFromList(cmd, dir); err != nil || quit {
				return err
			}
			message = ""
			continue
		}
		err = resumeFile(cmd, choice.Path)
		var oe *openError
		if !errors.As(err, &oe) {
			return err
		}
		message = oe.Error() // back to the list, saying why
	}
	return playNew(cmd, autosave.New(dir, "", nil))
}

// setAside takes an unfinished game off the list of games by renaming it
// to FILE.discarded (FILE.discarded.2 … when that name is taken): nothing
// is deleted or overwritten, and renaming it back resumes it. A game open
// in another rolekeeper is refused.
func setAside(path string) (string, error) {
	if journal.InUse(path) {
		return "", &journal.Error{Path: path, Err: journal.ErrLocked}
	}
	return safefile.RenameFree(path, safefile.Numbered(path+".discarded", ".", ""))
}

// pick runs the list of unfinished games and returns the choice; ok is
// false when the player quit.
func pick(ctx context.Context, opts model.PickerOptions) (model.PickerChoice, bool, error) {
	final, err := tea.NewProgram(model.NewPicker(opts), tea.WithContext(ctx)).Run()
	if err != nil {
		return model.PickerChoice{}, false, quietly(err)
	}
	p, ok := final.(model.Picker)
	if !ok {
		return model.PickerChoice{}, false, nil
	}
	choice, ok := p.Choice()
	return choice, ok, nil
}

// playNew opens the setup screen of a new game saved by s. The seed of
// the draws is random; the setup screen shows it and lets the table
// change it.
func playNew(cmd *cobra.Command, s *autosave.Saver) error {
	opts := s.Options(model.Options{Setup: rules.Setup{Seed: newSeed()}, NewSeed: newSeed,
		Sharing: sharingPoll(s.Path), Theme: themeOf(cmd), Roster: pastPlayers()})
	return runGame(cmd, model.New(opts), s)
}

// newSeed is the random seed of a new game: short enough to read out and
// type again (C-9).
func newSeed() uint64 { return rand.Uint64N(100000) }

// openError is a game file that cannot be resumed: locked, unreadable,
// damaged before its last line.
type openError struct{ err error }

// Error implements error.
func (e *openError) Error() string { return e.err.Error() }

// Unwrap returns the journal's error.
func (e *openError) Unwrap() error { return e.err }

// resumeFile opens the game at path and resumes it at the table, exactly
// as it was, with its undo and redo history. The file is replayed once:
// the same replay gives the game and the table's log. A file that cannot
// be opened is an *openError.
func resumeFile(cmd *cobra.Command, path string) error {
	var log model.Log
	j, damage, err := journal.Open(path, journal.Observe(log.Add))
	if err != nil {
		return &openError{err: err}
	}
	dir, err := journal.DefaultDir()
	if err != nil {
		dir = filepath.Dir(path)
	}
	s := autosave.New(dir, "", j)
	info := j.Info()
	opts := s.Options(model.Options{Started: info.Start, Ended: info.End, Times: timesOf(j.Records()), NewSeed: newSeed,
		Theme: themeOf(cmd), Roster: pastPlayers(),
		Notice:  resumeNotice(wording.English(), j.Path(), journal.CountEvents(j.Records()), info, damage),
		Sharing: sharingPoll(s.Path)})
	m := model.ResumeLogged(j.Game(), &log, opts)
	// Reading the file took several times the memory the game keeps (its
	// bytes, the decoded records, the replay); give it back to the system
	// now rather than hold it for the whole game night.
	debug.FreeOSMemory()
	return runGame(cmd, m, s)
}

// timesOf returns when each record was written (zero when unknown).
func timesOf(records []journal.NumberedRecord) []time.Time {
	times := make([]time.Time, len(records))
	for i, r := range records {
		times[i] = r.At
	}
	return times
}

// resumeNotice is what the table says when a game is resumed: which file,
// how far (events played, undo and redo not counted, as in the list of
// saved games), and a damaged last line that was set aside.
func resumeNotice(wd *wording.Words, path string, events int, info journal.Info, d journal.Damage) []string {
	t := wd.Picker
	lines := []string{t.Resumed(filepath.Base(path), events, info.End)}
	if d.Damaged() {
		return append(lines, t.Damaged(d.Line, wd.ErrorText(d.Err), d.Kept)...)
	}
	return append(lines, t.SavedEvery(path))
}

// runGame runs the table until the players quit, then saves what is left
// and closes the game file. Events that could not be saved are reported
// (with a rescue copy) rather than dropped.
func runGame(cmd *cobra.Command, m model.Model, s *autosave.Saver) error {
	ctx, stop := signal.NotifyContext(cmd.Context(), syscall.SIGHUP)
	defer stop()
	final, err := tea.NewProgram(m, tea.WithContext(ctx)).Run()
	path := s.Path()
	if cerr := s.Close(); cerr != nil {
		return errors.Join(quietly(err), cerr)
	}
	if fm, ok := final.(model.Model); ok && path != "" && len(fm.Game().Players) > 0 && !fm.Game().Over {
		fmt.Fprintf(cmd.OutOrStdout(), "The game is saved. Resume it with:\n  rolekeeper resume %s\n", path)
	}
	return quietly(err)
}

// quietly drops the errors of a program that was interrupted or whose
// context ended: the players asked to leave.
func quietly(err error) error {
	if errors.Is(err, tea.ErrInterrupted) || errors.Is(err, context.Canceled) {
		return nil
	}
	return err
}

// newResumeCommand builds `rolekeeper resume [FILE]`.
func newResumeCommand() *cobra.Command {
	return &cobra.Command{
		Use:   "resume [FILE]",
		Short: "Resume the newest unfinished game, or the game in FILE",
		Long: "Resume a saved game exactly as it was, with its undo and redo history:\n" +
			"the newest unfinished game of the default folder, or the game in FILE.\n" +
			"A torn last line (a crash in the middle of a write) is set aside in\n" +
			"FILE.damaged and reported; any other damage is refused with FILE:LINE.",
		Args: cobra.MaximumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if len(args) == 1 {
				if _, err := os.Stat(args[0]); err != nil {
					return &fileError{file: args[0], err: reason(err)}
				}
			}
			if err := needTerminal(); err != nil {
				return err
			}
			path := ""
			if len(args) == 1 {
				path = args[0]
			} else {
				var err error
				if path, err = newestUnfinished(); err != nil {
					return err
				}
			}
			err := resumeFile(cmd, path)
			var oe *openError
			if errors.As(err, &oe) {
				return oe.err
			}
			return err
		},
	}
}

// newestUnfinished returns the newest game of the default folder that is
// not over and can be read.
func newestUnfinished() (string, error) {
	dir, err := journal.DefaultDir()
	if err != nil {
		return "", err
	}
	games, err := unfinished(dir)
	if err != nil {
		return "", err
	}
	for _, g := range games {
		if g.Err == nil {
			return g.Path, nil
		}
	}
	return "", fmt.Errorf("no unfinished game in %s: start one with `rolekeeper`", dir)
}

// newDemoCommand builds `rolekeeper demo [buhmann|lord]`, which shows the
// games of demos (testdata/demo-VARIANT.jsonl).
func newDemoCommand(demos fs.FS) *cobra.Command {
	return &cobra.Command{
		Use:       "demo [buhmann|lord]",
		Short:     "Browse a bundled sample game, read only",
		Long:      "Open a bundled sample game at its last event, read only: undo and redo\nwalk through it, h shows the log. Nothing is ever written.",
		Args:      cobra.MatchAll(cobra.MaximumNArgs(1), cobra.OnlyValidArgs),
		ValidArgs: []string{"buhmann", "lord"},
		RunE: func(cmd *cobra.Command, args []string) error {
			variant := "buhmann"
			if len(args) == 1 {
				variant = args[0]
			}
			m, err := demoModel(demos, variant)
			if err != nil {
				return err
			}
			if err := needTerminal(); err != nil {
				return err
			}
			_, err = tea.NewProgram(m.WithTheme(themeOf(cmd)), tea.WithContext(cmd.Context())).Run()
			return quietly(err)
		},
	}
}

// demoModel returns the read-only table of the demo game of a variant,
// read from demos.
func demoModel(demos fs.FS, variant string) (model.Model, error) {
	name := "demo-" + variant + ".jsonl"
	data, err := fs.ReadFile(demos, "testdata/"+name)
	if err != nil {
		return model.Model{}, fmt.Errorf("unknown demo %q: use buhmann or lord", variant)
	}
	var log model.Log
	f, err := journal.Parse(name, data, journal.Observe(log.Add))
	if err != nil {
		return model.Model{}, err
	}
	info := journal.InfoOf(f)
	opts := model.Options{ReadOnly: true, Started: info.Start, Ended: info.End, Times: timesOf(f.Records)}
	return model.ResumeLogged(f.Game, &log, opts), nil
}
