package cli

import (
	"cmp"
	"io"
	"os"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"charm.land/lipgloss/v2"
	"github.com/charmbracelet/colorprofile"
	"github.com/charmbracelet/x/ansi"
	"github.com/charmbracelet/x/term"
	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"rolekeeper/wording"
)

// The layout of a help page, as fang drew it: a heading two cells in, its
// lines four in, at most helpWidth cells wide.
const (
	helpIndent = "    "
	helpWidth  = 120
)

// helpHeading is a heading of a help page: bold where the output takes
// it (colorprofile drops it in a pipe and under NO_COLOR).
var helpHeading = lipgloss.NewStyle().Bold(true)

// writeHelp writes the help page of c in the words of t: what it does,
// its usage line, its examples, its commands by group and its flags
// (fang's layout, whose headings are fixed in English: so rolekeeper
// draws the page itself).
func writeHelp(out io.Writer, c *cobra.Command, t wording.CLI) {
	w := colorprofile.NewWriter(out, os.Environ())
	width := helpWidth
	if f, ok := out.(term.File); ok && term.IsTerminal(f.Fd()) {
		if tw, _, err := term.GetSize(f.Fd()); err == nil && tw > 20 {
			width = min(tw, helpWidth)
		}
	}
	var b strings.Builder
	if text := cmp.Or(c.Long, c.Short); text != "" {
		b.WriteString("\n" + indent(ansi.Wordwrap(text, width-2, ""), "  ") + "\n")
	}
	heading := func(h string) { b.WriteString("\n  " + helpHeading.Render(strings.ToUpper(h)) + "\n\n") }
	heading(t.HelpPage.Usage)
	b.WriteString(helpIndent + usageLine(c, t, true) + "\n")
	if ex := strings.Trim(c.Example, "\n"); ex != "" {
		heading(t.HelpPage.Examples)
		for _, line := range strings.Split(ex, "\n") {
			b.WriteString(helpIndent + strings.TrimSpace(line) + "\n")
		}
	}
	groups := commandGroups(c, t)
	flags := flagRows(c, t)
	folders := folderRows(c, t) // the main page only (helpfolders.go)
	keyW := 10
	for _, rows := range append(slices.Clone(groups), flags, folders) {
		for _, r := range rows.rows {
			keyW = max(keyW, ansi.StringWidth(r[0])+2)
		}
	}
	for _, g := range append(groups, flags, folders) {
		if len(g.rows) == 0 {
			continue
		}
		heading(cmp.Or(g.title, t.HelpPage.Flags))
		for _, r := range g.rows {
			b.WriteString(helpIndent + r[0] + strings.Repeat(" ", keyW-ansi.StringWidth(r[0])) + r[1] + "\n")
		}
	}
	if len(folders.rows) > 0 {
		b.WriteString("\n" + helpIndent + t.Folders.Moved + "\n")
	}
	b.WriteString("\n")
	_, _ = io.WriteString(w, b.String())
}

// helpGroup is a list of a help page: its heading and its rows of a key
// (a command or a flag) and what it does.
type helpGroup struct {
	title string
	rows  [][2]string
}

// usageLine is how c is called: its path (or its name), its arguments,
// [command] when it has commands and [--flags].
func usageLine(c *cobra.Command, t wording.CLI, full bool) string {
	line := c.Name()
	if full {
		line = c.CommandPath()
	}
	if _, args, ok := strings.Cut(c.Use, " "); ok {
		line += " " + args
	}
	if c.HasAvailableSubCommands() {
		line += " " + t.HelpPage.CommandArg
	}
	if full {
		line += " " + t.HelpPage.FlagsArg
	}
	return line
}

// commandGroups are c's commands, in the groups they are in: the ones in
// no group first (headed "Commands").
func commandGroups(c *cobra.Command, t wording.CLI) []helpGroup {
	groups := []helpGroup{{title: t.Commands}}
	ids := []string{""}
	for _, g := range c.Groups() {
		groups, ids = append(groups, helpGroup{title: g.Title}), append(ids, g.ID)
	}
	for _, sub := range c.Commands() {
		if !sub.IsAvailableCommand() && sub.Name() != "help" {
			continue
		}
		i := max(slices.Index(ids, sub.GroupID), 0)
		groups[i].rows = append(groups[i].rows, [2]string{usageLine(sub, t, false), sub.Short})
	}
	return groups
}

// flagRows are c's flags, its own and those of its parents, by name,
// each with its default value in the words of t.
func flagRows(c *cobra.Command, t wording.CLI) helpGroup {
	var g helpGroup
	seen := map[string]bool{}
	var all []*pflag.Flag
	for _, fs := range []*pflag.FlagSet{c.NonInheritedFlags(), c.InheritedFlags()} {
		fs.VisitAll(func(f *pflag.Flag) {
			if !f.Hidden && !seen[f.Name] {
				seen[f.Name] = true
				all = append(all, f)
			}
		})
	}
	slices.SortFunc(all, func(a, b *pflag.Flag) int { return strings.Compare(a.Name, b.Name) })
	for _, f := range all {
		key := "--" + f.Name
		if f.Shorthand != "" {
			key = "-" + f.Shorthand + " " + key
		}
		help := capitalize(f.Usage)
		if d := f.DefValue; d != "" && d != "false" && d != "0" && d != "[]" {
			help += " " + t.HelpPage.Default(d)
		}
		g.rows = append(g.rows, [2]string{key, help})
	}
	return g
}

// capitalize starts a flag's usage with a capital, as a line of the list.
func capitalize(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if n == 0 {
		return s
	}
	return string(unicode.ToUpper(r)) + s[n:]
}

// indent puts prefix before every line of s that is not empty.
func indent(s, prefix string) string {
	lines := strings.Split(s, "\n")
	for i, l := range lines {
		if l != "" {
			lines[i] = prefix + l
		}
	}
	return strings.Join(lines, "\n")
}
