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
	"rolekeeper/league"
	"rolekeeper/model"
	"rolekeeper/rules"
	"rolekeeper/safefile"
	"rolekeeper/ui/common"
	"rolekeeper/ui/picker"
	"rolekeeper/wording"
)

// needTerminal refuses the full screen, in the words of wd, unless stdin
// and stdout are terminals.
func needTerminal(wd *wording.Words) error {
	if !term.IsTerminal(os.Stdin.Fd()) || !term.IsTerminal(os.Stdout.Fd()) {
		return errors.New(wd.CLI.NoTerminal)
	}
	return nil
}

// runRoot is `rolekeeper [--file PATH]`: a new game saved at PATH; without
// --file, the list of unfinished games if there are any, else a new game
// in the default folder.
func runRoot(cmd *cobra.Command, wd *wording.Words, file string) error {
	if file != "" {
		if _, err := os.Lstat(file); err == nil {
			return errors.New(wd.CLI.FileThere(file))
		}
	}
	if err := needTerminal(wd); err != nil {
		return err
	}
	if file != "" {
		return playNew(cmd, wd, autosave.New(filepath.Dir(file), file, nil))
	}
	dir, err := journal.DefaultDir()
	if err != nil {
		return err
	}
	message := ""
	for {
		games, err := unfinished(dir, wd)
		if err != nil {
			return err
		}
		if len(games) == 0 {
			break
		}
		choice, ok, err := pick(cmd.Context(), picker.Options{Games: games, Dir: dir, Message: message, Theme: themeOf(cmd),
			SetAside: setAside, Words: wd})
		if err != nil || !ok {
			return err
		}
		if choice.New {
			break
		}
		if choice.Stats {
			if quit, err := statsFromList(cmd, wd, dir); err != nil || quit {
				return err
			}
			message = ""
			continue
		}
		err = resumeFile(cmd, wd, choice.Path)
		var oe *openError
		if !errors.As(err, &oe) {
			return err
		}
		message = wd.ErrorText(oe.err) // back to the list, saying why
	}
	return playNew(cmd, wd, autosave.New(dir, "", nil))
}

// setAside takes an unfinished game off the list of games by renaming it
// to FILE.discarded (FILE.discarded.2 … when that name is taken): nothing
// is deleted or overwritten, and renaming it back resumes it. A game open
// in another rolekeeper is refused.
func setAside(path string) (string, error) {
	if journal.InUse(path) {
		return "", &journal.Error{Path: path, Err: journal.ErrLocked}
	}
	withdrawSetAside(path) // read before the rename: the game is withdrawn from the league
	return safefile.RenameFree(path, safefile.Numbered(path+".discarded", ".", ""))
}

// pick runs the list of unfinished games and returns the choice; ok is
// false when the player quit.
func pick(ctx context.Context, opts picker.Options) (picker.Choice, bool, error) {
	final, err := tea.NewProgram(picker.New(opts), common.ProgramOptions(tea.WithContext(ctx))...).Run()
	if err != nil {
		return picker.Choice{}, false, quietly(err)
	}
	p, ok := final.(picker.Picker)
	if !ok {
		return picker.Choice{}, false, nil
	}
	choice, ok := p.Choice()
	return choice, ok, nil
}

// playNew opens the setup screen of a new game saved by s. The seed of
// the draws is random; the setup screen shows it and lets the table
// change it.
func playNew(cmd *cobra.Command, wd *wording.Words, s *autosave.Saver) error {
	return playSetup(cmd, wd, s, rules.Setup{Seed: newSeed()}, "")
}

// playSetup opens the setup screen of a new game saved by s, filled from
// setup; a game from a night's seating reads the round clock from
// nightFile ("": night.json in the state folder).
func playSetup(cmd *cobra.Command, wd *wording.Words, s *autosave.Saver, setup rules.Setup, nightFile string) error {
	roster, decks, ratings := pastPlayersRated(wd, "", time.Time{})
	q := leagueQueue()
	if setup.Night.ID != "" {
		setup.Decks = lastDecks(setup.Players, decks)
	}
	opts := s.Options(model.Options{Setup: setup, NewSeed: newSeed,
		Sharing: sharingPoll(s.Path, q, roundClock(setup.Night.ID, nightFile)), Theme: themeOf(cmd), Roster: roster, PastDecks: decks,
		Ratings: ratings, Words: wd})
	opts = forLeague(opts, q, s.Path, isPractice(cmd))
	return runGame(cmd, wd, model.New(opts), s, q)
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
func resumeFile(cmd *cobra.Command, wd *wording.Words, path string) error {
	j, damage, log, err := openLogged(path)
	if err != nil {
		return &openError{err: err}
	}
	dir, err := journal.DefaultDir()
	if err != nil {
		dir = filepath.Dir(path)
	}
	s := autosave.New(dir, "", j)
	q := leagueQueue()
	info := j.Info()
	roster, decks, ratings := pastPlayersRated(wd, j.Path(), info.Start)
	opts := s.Options(model.Options{Started: info.Start, Ended: info.End, Clocks: j.Clocks(), NewSeed: newSeed,
		Theme: themeOf(cmd), Roster: roster, PastDecks: decks, Ratings: ratings,
		Notice:  resumeNotice(wd, j.Path(), j.Events(), info, damage),
		Sharing: sharingPoll(s.Path, q, roundClock(j.Game().State.Setup.Night.ID, "")), Words: wd})
	opts = forLeague(opts, q, s.Path, isPractice(cmd))
	m := model.ResumeLogged(j.Game(), log, opts)
	// Reading the file took several times the memory the game keeps (its
	// bytes, the decoded records, the replay); give it back to the system
	// now rather than hold it for the whole game night.
	debug.FreeOSMemory()
	return runGame(cmd, wd, m, s, q)
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
// (with a rescue copy) rather than dropped. With a league (q not nil) the
// game is pushed by itself while it is played and once more at the end.
func runGame(cmd *cobra.Command, wd *wording.Words, m model.Model, s *autosave.Saver, q *league.Queue) error {
	ctx, stop := signal.NotifyContext(cmd.Context(), syscall.SIGHUP)
	defer stop()
	stopQueue := runQueue(ctx, q)
	final, err := tea.NewProgram(m, common.ProgramOptions(tea.WithContext(ctx))...).Run()
	path := s.Path()
	defer stopQueue(path)
	if cerr := s.Close(); cerr != nil {
		if games := autosave.UnsavedGames(cerr); len(games) > 0 {
			offerUnsaved(cmd.InOrStdin(), cmd.OutOrStdout(), games, wd) // nothing entered is lost
			cerr = errors.Join(withoutUnsaved(cerr), &unsavedError{n: len(games)})
		}
		return errors.Join(quietly(err), cerr)
	}
	if fm, ok := final.(model.Model); ok && path != "" && len(fm.Game().Players) > 0 && !fm.Game().Over {
		fmt.Fprintln(cmd.OutOrStdout(), wd.CLI.SavedResume(path))
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
func newResumeCommand(wd *wording.Words) *cobra.Command {
	t := wd.CLI
	return &cobra.Command{
		Use:     "resume [" + t.File + "]",
		Short:   t.Resume.Short,
		Long:    t.Resume.Long,
		Example: t.Resume.Example,
		Args:    argCount(0, 1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if len(args) == 1 {
				if _, err := os.Stat(args[0]); err != nil {
					return &fileError{file: args[0], err: reason(err)}
				}
			}
			if err := needTerminal(wd); err != nil {
				return err
			}
			path := ""
			if len(args) == 1 {
				path = args[0]
			} else {
				var err error
				if path, err = newestUnfinished(wd); err != nil {
					return err
				}
			}
			err := resumeFile(cmd, wd, path)
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
func newestUnfinished(wd *wording.Words) (string, error) {
	dir, err := journal.DefaultDir()
	if err != nil {
		return "", err
	}
	games, err := unfinished(dir, wd)
	if err != nil {
		return "", err
	}
	for _, g := range games {
		if g.Err == nil {
			return g.Path, nil
		}
	}
	return "", errors.New(wd.CLI.NoUnfinished(dir))
}

// newDemoCommand builds `rolekeeper demo [buhmann|lord]`, which shows the
// games of demos (testdata/demo-VARIANT.jsonl).
func newDemoCommand(wd *wording.Words, demos fs.FS) *cobra.Command {
	t := wd.CLI
	return &cobra.Command{
		Use:       "demo [buhmann|lord]",
		Short:     t.Demo.Short,
		Long:      t.Demo.Long,
		Example:   t.Demo.Example,
		Args:      oneOf("demo", "buhmann", "lord"),
		ValidArgs: []string{"buhmann", "lord"},
		RunE: func(cmd *cobra.Command, args []string) error {
			variant := "buhmann"
			if len(args) == 1 {
				variant = args[0]
			}
			m, err := demoModel(demos, variant, wd)
			if err != nil {
				return err
			}
			if err := needTerminal(wd); err != nil {
				return err
			}
			_, err = tea.NewProgram(m.WithTheme(themeOf(cmd)), common.ProgramOptions(tea.WithContext(cmd.Context()))...).Run()
			return quietly(err)
		},
	}
}

// demoModel returns the read-only table of the demo game of a variant,
// read from demos, in the words of wd.
func demoModel(demos fs.FS, variant string, wd *wording.Words) (model.Model, error) {
	name := "demo-" + variant + ".jsonl"
	data, err := fs.ReadFile(demos, "testdata/"+name)
	if err != nil {
		return model.Model{}, &valueError{what: "demo", value: variant, choices: []string{"buhmann", "lord"}}
	}
	var log model.Log
	f, err := journal.Parse(name, data, journal.Observe(log.Add))
	if err != nil {
		return model.Model{}, err
	}
	info := journal.InfoOf(f)
	opts := model.Options{ReadOnly: true, Started: info.Start, Ended: info.End, Clocks: f.Clocks, Words: wd}
	return model.ResumeLogged(f.Game, &log, opts), nil
}
