package cli

import (
	"io"

	"github.com/spf13/cobra"

	"rolekeeper/export"
	"rolekeeper/journal"
)

// newExportCommand builds `rolekeeper export FILE --format md|csv|json`,
// which writes a game's summary to stdout or to --output.
func newExportCommand() *cobra.Command {
	var format, output string
	cmd := &cobra.Command{
		Use:   "export FILE",
		Short: "Write a game's summary as Markdown, CSV or JSON",
		Long: "Write the summary of a game file: winners, standings, who eliminated\n" +
			"whom, points by source and the reasons of points given by hand (Lord),\n" +
			"turns as the IT and life lost to passivity (Buhmann), each player's\n" +
			"turn time and life lost and dealt by source, rounds and duration.\n" +
			"CSV has one row per player.\n" +
			"The file is only read: a game in progress may be exported.",
		Example: "  rolekeeper export game.jsonl\n" +
			"  rolekeeper export game.jsonl --format csv --output standings.csv",
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			f, err := export.ParseFormat(format)
			if err != nil {
				return &usageError{cmd: cmd.CommandPath(), err: err}
			}
			return runExport(cmd, args[0], f, output)
		},
	}
	cmd.Flags().StringVarP(&format, "format", "f", "md", "output format: md, csv or json")
	cmd.Flags().StringVarP(&output, "output", "o", "", "write to this file instead of stdout")
	return cmd
}

func runExport(cmd *cobra.Command, path string, format export.Format, output string) error {
	file, err := journal.ReadFinal(path)
	if err != nil {
		return err
	}
	warnDamage(cmd, file)
	info := journal.InfoOf(file)
	if output == "" {
		return export.Write(cmd.OutOrStdout(), file.Game, format, info, nil)
	}
	return export.WriteFile(output, func(w io.Writer) error {
		return export.Write(w, file.Game, format, info, nil)
	})
}
