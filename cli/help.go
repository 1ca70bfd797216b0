package cli

import (
	"github.com/spf13/cobra"

	"rolekeeper/wording"
)

// commandsGroup is the group of every command in the help, so that the
// list is headed in the language (cobra.Group.Title).
const commandsGroup = "commands"

// localize writes in the words of wd what cobra itself adds to the
// command line: the help and completion commands, the --help flag of
// every command and --version, and the heading of the list of commands.
// cobra adds them while it runs unless they are there already; so they
// are added here first, in the language. The help page itself is drawn
// by writeHelp, in the language too.
func localize(root *cobra.Command, wd *wording.Words) {
	t := wd.CLI
	root.InitDefaultHelpCmd()
	root.InitDefaultCompletionCmd()
	root.AddGroup(&cobra.Group{ID: commandsGroup, Title: t.Commands})
	for _, c := range root.Commands() {
		c.GroupID = commandsGroup
		switch c.Name() {
		case "help":
			setHelp(c, t.Help)
			c.Use = "help " + t.HelpPage.CommandArg
		case "completion":
			setHelp(c, t.Completion)
			c.AddGroup(&cobra.Group{ID: commandsGroup, Title: t.Commands})
			for _, shell := range c.Commands() {
				shell.GroupID = commandsGroup
				setHelp(shell, t.Shell(shell.Name()))
				if f := shell.Flags().Lookup("no-descriptions"); f != nil {
					f.Usage = t.FlagNoDescriptions
				}
			}
		}
	}
	root.Flags().BoolP("version", "v", false, t.FlagVersion)
	var walk func(c *cobra.Command)
	walk = func(c *cobra.Command) {
		if c.Flags().Lookup("help") == nil {
			c.Flags().BoolP("help", "h", false, t.FlagHelp(c.DisplayName()))
		}
		for _, sub := range c.Commands() {
			walk(sub)
		}
	}
	walk(root)
}

// setHelp gives a command the help h.
func setHelp(c *cobra.Command, h wording.Command) {
	c.Short, c.Long, c.Example = h.Short, h.Long, h.Example
}
