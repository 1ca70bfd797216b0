package cli

import (
	"fmt"

	mcobra "github.com/muesli/mango-cobra"
	"github.com/muesli/roff"
	"github.com/spf13/cobra"

	"rolekeeper/wording"
)

// newManCommand is the hidden `rolekeeper man`: the manual page, in roff,
// built from the commands and flags (in the language of wd; mango's own
// section headings are English).
func newManCommand(wd *wording.Words) *cobra.Command {
	return &cobra.Command{
		Use:                   "man",
		Short:                 wd.CLI.Man.Short,
		Long:                  wd.CLI.Man.Long,
		Example:               wd.CLI.Man.Example,
		SilenceUsage:          true,
		DisableFlagsInUseLine: true,
		Hidden:                true,
		Args:                  noArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			page, err := mcobra.NewManPage(1, cmd.Root())
			if err != nil {
				return err
			}
			_, err = fmt.Fprint(cmd.OutOrStdout(), page.Build(roff.NewDocument()))
			return err
		},
	}
}
