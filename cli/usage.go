package cli

import (
	"github.com/spf13/cobra"
)

// usageError is a command line that is refused: an unknown flag or
// command, a missing or extra argument, a value a flag does not take. Its
// text, one line, says where to find the usage; rolekeeper exits with
// status 2.
type usageError struct {
	cmd string
	err error
}

// Error implements error.
func (e *usageError) Error() string {
	return e.err.Error() + " (see `" + e.cmd + " --help`)"
}

// Unwrap returns cobra's error.
func (e *usageError) Unwrap() error { return e.err }

// withUsageHints makes every refused command line of root and its
// subcommands a *usageError.
func withUsageHints(root *cobra.Command) {
	root.SetFlagErrorFunc(func(c *cobra.Command, err error) error {
		return &usageError{cmd: c.CommandPath(), err: err}
	})
	var walk func(c *cobra.Command)
	walk = func(c *cobra.Command) {
		if args := c.Args; args != nil {
			c.Args = func(cmd *cobra.Command, a []string) error {
				if err := args(cmd, a); err != nil {
					return &usageError{cmd: cmd.CommandPath(), err: err}
				}
				return nil
			}
		}
		for _, sub := range c.Commands() {
			walk(sub)
		}
	}
	walk(root)
}
