package cli

import (
	"fmt"

	"github.com/muesli/mango"
	mcobra "github.com/muesli/mango-cobra"
	"github.com/muesli/roff"
	"github.com/spf13/cobra"

	"rolekeeper/wording"
)

// newManCommand is the hidden `rolekeeper man`: the manual page, in roff,
// built from the commands and flags, all in the language of wd (mango's
// own section headings too, through manWords).
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
			_, err = fmt.Fprint(cmd.OutOrStdout(), page.Build(manWords{roff.NewDocument(), wd.CLI.HelpPage.ManWord}))
			return err
		},
	}
}

// manWords writes a manual page as its Builder does, with mango's own
// words (its section headings and placeholders) said by word.
type manWords struct {
	mango.Builder
	word func(string) string
}

func (m manWords) Section(text string)    { m.Builder.Section(m.word(text)) }
func (m manWords) TextBold(text string)   { m.Builder.TextBold(m.word(text)) }
func (m manWords) TextItalic(text string) { m.Builder.TextItalic(m.word(text)) }
