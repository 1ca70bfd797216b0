package cli

import (
	"io"

	"github.com/spf13/cobra"

	"rolekeeper/export"
	"rolekeeper/journal"
	"rolekeeper/wording"
)

// newExportCommand builds `rolekeeper export FILE --format md|csv|json`,
// which writes a game's summary to stdout or to --output; the Markdown in
// the words of wd.
func newExportCommand(wd *wording.Words) *cobra.Command {
	var format, output string
	t := wd.CLI
	cmd := &cobra.Command{
		Use:     "export " + t.File,
		Short:   t.Export.Short,
		Long:    t.Export.Long,
		Example: t.Export.Example,
		Args:    argCount(1, 1),
		RunE: func(cmd *cobra.Command, args []string) error {
			f, err := export.ParseFormat(format)
			if err != nil {
				return &usageError{cmd: cmd.CommandPath(), err: &valueError{what: "--format", value: format,
					choices: export.Names()}}
			}
			return runExport(cmd, wd, args[0], f, output)
		},
	}
	cmd.Flags().StringVarP(&format, "format", "f", "md", t.FlagExportFormat(export.Names()))
	cmd.Flags().StringVarP(&output, "output", "o", "", t.FlagOutput)
	return cmd
}

// formatNames are the names of formats, as --format takes them.
func formatNames(formats []export.Format) []string {
	names := make([]string, len(formats))
	for i, f := range formats {
		names[i] = string(f)
	}
	return names
}

func runExport(cmd *cobra.Command, wd *wording.Words, path string, format export.Format, output string) error {
	file, err := journal.ReadFinal(path)
	if err != nil {
		return err
	}
	warnDamage(cmd, wd, file)
	info := journal.InfoOf(file)
	if output == "" {
		return export.Write(cmd.OutOrStdout(), file.Game, format, info, wd)
	}
	return export.WriteFile(output, func(w io.Writer) error {
		return export.Write(w, file.Game, format, info, wd)
	})
}
