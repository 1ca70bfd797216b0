package cli

import (
	"errors"
	"slices"
	"strings"

	"github.com/spf13/cobra"

	"rolekeeper/rules"
	"rolekeeper/wording"
)

// usageError is a command line that is refused: an unknown flag or
// command, a missing or extra argument, a value a flag does not take. Its
// text, one line, says where to find the usage; rolekeeper exits with
// status 2.
type usageError struct {
	cmd string
	err error
}

// Error implements error, in English.
func (e *usageError) Error() string { return e.text(wording.English()) }

// Unwrap returns the refusal.
func (e *usageError) Unwrap() error { return e.err }

// text says what is wrong in the words of wd, and where the usage is.
func (e *usageError) text(wd *wording.Words) string {
	t := wd.CLI
	var ve *valueError
	var ce *countError
	var ue *commandError
	var msg string
	switch {
	case errors.As(e.err, &ve):
		msg = t.UnknownValue(ve.what, ve.value, ve.choices)
	case errors.As(e.err, &ce):
		msg = t.Args(ce.least, ce.most, ce.got)
	case errors.As(e.err, &ue):
		msg = t.UnknownCommand(ue.name, ue.parent)
	case worded(e.err):
		msg = wd.ErrorText(e.err)
	default:
		msg = flagText(e.err.Error(), t)
	}
	return t.SeeHelp(msg, e.cmd)
}

// worded reports whether err is typed and said by wording: a refusal of
// the rules (a name by C-1) or a Keyed error (the night's).
func worded(err error) bool {
	var re *rules.RuleError
	var ke wording.Keyed
	return errors.As(err, &re) || errors.As(err, &ke)
}

// flagText says a refusal of pflag, the flag parser, in the words of t.
// pflag's messages are English sentences with the flag or value at the
// end; the known ones are said again in the language, any other is kept
// as it is.
func flagText(msg string, t wording.CLI) string {
	cut := func(prefix string) (string, bool) { return strings.CutPrefix(msg, prefix) }
	if flag, ok := cut("unknown flag: "); ok {
		return t.UnknownFlag(flag)
	}
	if rest, ok := cut("unknown shorthand flag: "); ok { // 'x' in -x
		if _, flag, found := strings.Cut(rest, " in "); found {
			return t.UnknownFlag(flag)
		}
	}
	if flag, ok := cut("flag needs an argument: "); ok { // 'o' in -o, or --format
		if _, short, found := strings.Cut(flag, " in "); found {
			flag = short
		}
		return t.FlagNeedsValue(flag)
	}
	if rest, ok := cut("invalid argument "); ok { // "x" for "-o, --output" flag: reason
		if value, flag, found := strings.Cut(rest, " for "); found {
			flag, _, _ = strings.Cut(flag, " flag:")
			return t.BadFlagValue(strings.Trim(value, `"`), strings.Trim(flag, `"`))
		}
	}
	return msg
}

// valueError is a value that a flag or argument does not take.
type valueError struct {
	what, value string
	choices     []string
}

// Error implements error, in English.
func (e *valueError) Error() string {
	return wording.English().CLI.UnknownValue(e.what, e.value, e.choices)
}

// countError is a command given too few or too many arguments.
type countError struct{ least, most, got int }

// Error implements error, in English.
func (e *countError) Error() string { return wording.English().CLI.Args(e.least, e.most, e.got) }

// argCount takes least to most arguments (most < 0: any number).
func argCount(least, most int) cobra.PositionalArgs {
	return func(_ *cobra.Command, args []string) error {
		if len(args) < least || (most >= 0 && len(args) > most) {
			return &countError{least: least, most: most, got: len(args)}
		}
		return nil
	}
}

// noArgs takes no argument; the first one given is an unknown command.
func noArgs(cmd *cobra.Command, args []string) error {
	if len(args) > 0 {
		return &commandError{name: args[0], parent: cmd.CommandPath()}
	}
	return nil
}

// oneOf takes at most one argument, one of choices; what names it.
func oneOf(what string, choices ...string) cobra.PositionalArgs {
	return func(cmd *cobra.Command, args []string) error {
		if err := argCount(0, 1)(cmd, args); err != nil {
			return err
		}
		for _, a := range args {
			if !slices.Contains(choices, a) {
				return &valueError{what: what, value: a, choices: choices}
			}
		}
		return nil
	}
}

// commandError is an unknown command.
type commandError struct{ name, parent string }

// Error implements error, in English.
func (e *commandError) Error() string { return wording.English().CLI.UnknownCommand(e.name, e.parent) }

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
