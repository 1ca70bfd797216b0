package cli

import (
	"errors"

	tea "charm.land/bubbletea/v2"
	"github.com/spf13/cobra"

	"rolekeeper/journal"
	"rolekeeper/live"
	"rolekeeper/model"
	"rolekeeper/ui/common"
	"rolekeeper/ui/viewer"
	"rolekeeper/wording"
)

// newWatchCommand builds `rolekeeper watch [FILE]`.
func newWatchCommand(wd *wording.Words) *cobra.Command {
	t := wd.CLI
	return &cobra.Command{
		Use:     "watch [" + t.File + "]",
		Short:   t.Watch.Short,
		Long:    t.Watch.Long,
		Example: t.Watch.Example,
		Args:    argCount(0, 1),
		RunE: func(cmd *cobra.Command, args []string) error {
			path, err := gameToFollow(args, wd)
			if err != nil {
				return err
			}
			if err := needTerminal(wd); err != nil {
				return err
			}
			var opts []live.Option
			if state, err := live.StateDir(); err == nil {
				opts = append(opts, live.FollowNext(state)) // the table's next game too
			}
			feed, err := viewer.Follow(path, opts...)
			if err != nil {
				return err
			}
			defer feed.Close()
			m, err := viewer.New(cmd.Context(), feed, watchOptions(cmd, wd), false)
			if err != nil {
				return &fileError{file: path, err: err}
			}
			_, err = tea.NewProgram(m, common.ProgramOptions(tea.WithContext(cmd.Context()))...).Run()
			return quietly(err)
		},
	}
}

// gameToFollow is the game file named in args, else the newest unfinished
// game of the default folder; no such game is said in the words of wd.
func gameToFollow(args []string, wd *wording.Words) (string, error) {
	if len(args) == 1 {
		return args[0], nil
	}
	dir, err := journal.DefaultDir()
	if err != nil {
		return "", err
	}
	path, err := live.Newest(dir)
	var ne *live.NoGameError
	if errors.As(err, &ne) {
		return "", errors.New(wd.CLI.NoGameToFollow(ne.Dir))
	}
	return path, err
}

// watchOptions are the live viewer's: its words, and the theme of
// --theme or config.toml.
func watchOptions(cmd *cobra.Command, wd *wording.Words) model.Options {
	return model.Options{Words: wd, Theme: themeOf(cmd)}
}
