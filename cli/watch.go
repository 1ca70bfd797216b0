package cli

import (
	"fmt"

	tea "charm.land/bubbletea/v2"
	"github.com/spf13/cobra"

	"rolekeeper/journal"
	"rolekeeper/live"
	"rolekeeper/model"
)

// newWatchCommand builds `rolekeeper watch [FILE]`.
func newWatchCommand() *cobra.Command {
	return &cobra.Command{
		Use:   "watch [FILE]",
		Short: "Follow a game being played, read only, in a second window",
		Long: "Open a game read only and follow it as the rolekeeper that plays it saves\n" +
			"its events: the table, the panels and the recent events, redrawn within half\n" +
			"a second of every event, undo included. It never writes the game file and\n" +
			"never takes its lock. Without FILE, the newest unfinished game.\n" +
			"Keys only change what this window shows: seats, h (log), S (summary), ? and q.",
		Example: "  rolekeeper watch\n  rolekeeper watch friday.jsonl",
		Args:    cobra.MaximumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			path, err := gameToFollow(args)
			if err != nil {
				return err
			}
			if err := needTerminal(); err != nil {
				return err
			}
			feed, err := live.Follow(path)
			if err != nil {
				return err
			}
			defer feed.Close()
			m, err := live.Viewer(cmd.Context(), feed, model.Options{}, false)
			if err != nil {
				return fmt.Errorf("%s: %w", path, err)
			}
			_, err = tea.NewProgram(m, tea.WithContext(cmd.Context())).Run()
			return quietly(err)
		},
	}
}

// gameToFollow is the game file named in args, else the newest unfinished
// game of the default folder.
func gameToFollow(args []string) (string, error) {
	if len(args) == 1 {
		return args[0], nil
	}
	dir, err := journal.DefaultDir()
	if err != nil {
		return "", err
	}
	return live.Newest(dir)
}
