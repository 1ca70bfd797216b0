package cli

import (
	"path/filepath"

	"github.com/spf13/cobra"

	"rolekeeper/config"
	"rolekeeper/journal"
	"rolekeeper/wording"
)

// folderRows lists, on the main help page only, where this computer keeps
// the saved games, the config file and the rest of rolekeeper's state:
// adrg/xdg's folders, ~/.local/state and ~/.config on Linux,
// ~/Library/Application Support on macOS, %LOCALAPPDATA% on Windows,
// unless XDG_STATE_HOME or XDG_CONFIG_HOME say otherwise (on every
// system). A folder that cannot be found (no home folder) is left out;
// the command that needs it says why.
func folderRows(c *cobra.Command, t wording.CLI) helpGroup {
	if c.HasParent() {
		return helpGroup{}
	}
	g := helpGroup{title: t.Folders.Heading}
	if games, err := journal.DefaultDir(); err == nil {
		g.rows = append(g.rows, [2]string{t.Folders.Games, games}, [2]string{t.Folders.State, filepath.Dir(games)})
	}
	if file, err := config.DefaultPath(); err == nil {
		g.rows = append(g.rows, [2]string{t.Folders.Config, file})
	}
	return g
}
