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

// runExport reads the game file once, setting its eliminations and
// points changed by hand aside in an export.Ledger (a scratch file)
// instead of keeping them, and writes them from there: its memory does
// not grow with the length of the game. Where no scratch file can be made
// (no folder for temporary files can be written) the game keeps them in
// memory, as a game in play does, and the export is the same.
func runExport(cmd *cobra.Command, wd *wording.Words, path string, format export.Format, output string) error {
	var opts []journal.Option
	ledger, err := export.NewLedger()
	if err == nil {
		defer ledger.Close()
		opts = append(opts, journal.TakeLedger(ledger))
	}
	file, err := journal.ReadFinal(path, opts...)
	if err != nil {
		return err
	}
	warnDamage(cmd, wd, file)
	info := journal.InfoOf(file)
	write := func(w io.Writer) error {
		if ledger == nil {
			return export.Write(w, file.Game, format, info, wd)
		}
		return export.WriteLists(w, file.Game, ledger, format, info, wd)
	}
	if output == "" {
		return write(cmd.OutOrStdout())
	}
	return export.WriteFile(output, write)
}
