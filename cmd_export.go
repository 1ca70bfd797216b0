package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	tea "charm.land/bubbletea/v2"
	"github.com/spf13/cobra"

	"rolekeeper/journal"
	"rolekeeper/model"
	"rolekeeper/rules"
)

// newExportCommand builds `rolekeeper export FILE --format md|csv|json`,
// which writes a game's summary to stdout or to --output.
func newExportCommand() *cobra.Command {
	var format, output string
	cmd := &cobra.Command{
		Use:   "export FILE",
		Short: "Write a game's summary as Markdown, CSV or JSON",
		Long: "Write the summary of a game file: winners, standings, who eliminated\n" +
			"whom, points by source (Lord), turns as the IT and life lost to\n" +
			"passivity (Buhmann), rounds and duration. CSV has one row per player.\n" +
			"The file is only read: a game in progress may be exported.",
		Example: "  rolekeeper export game.jsonl\n" +
			"  rolekeeper export game.jsonl --format csv --output standings.csv",
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			f, err := journal.ParseFormat(format)
			if err != nil {
				return err
			}
			return runExport(cmd, args[0], f, output)
		},
	}
	cmd.Flags().StringVarP(&format, "format", "f", "md", "output format: md, csv or json")
	cmd.Flags().StringVarP(&output, "output", "o", "", "write to this file instead of stdout")
	return cmd
}

func runExport(cmd *cobra.Command, path string, format journal.Format, output string) error {
	file, err := journal.ReadFinal(path)
	if err != nil {
		var je *journal.Error
		if errors.As(err, &je) {
			return &fileError{file: je.Path, err: je.Err}
		}
		return err
	}
	if file.Damage.Damaged() {
		fmt.Fprintln(cmd.ErrOrStderr(), "rolekeeper: warning: "+file.Damage.Message(path))
	}
	info := journal.InfoOf(file)
	if output == "" {
		return journal.Export(cmd.OutOrStdout(), file.Game, format, info)
	}
	return writeExport(output, func(w io.Writer) error {
		return journal.Export(w, file.Game, format, info)
	})
}

// writeExport writes an export to the file at path, reporting a failed
// write or close with the file's name.
func writeExport(path string, write func(io.Writer) error) error {
	out, err := os.Create(path)
	if err != nil {
		return err
	}
	if err := write(out); err != nil {
		out.Close()
		return fmt.Errorf("%s: %w", path, err)
	}
	if err := out.Close(); err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	return nil
}

// OnExport writes the summary of g next to the game file, for the export
// key of the summary screen (model.Options.OnExport).
func (s *saver) OnExport(g rules.Game, format string) tea.Cmd {
	return func() tea.Msg {
		s.mu.Lock()
		j := s.j
		s.mu.Unlock()
		if j == nil {
			return exportSummary(g, format, "", journal.Info{})
		}
		return exportSummary(g, format, j.Path(), j.Info())
	}
}

// exportSummary writes the summary of g in format (a journal.Format name)
// beside the game file gamePath, as NAME.md, NAME.csv or NAME.json,
// replacing an earlier export of the same game. Without a game file, or
// when its folder cannot be written, it writes to the current folder
// under a name not taken yet. It reports the path written.
func exportSummary(g rules.Game, format, gamePath string, info journal.Info) model.ExportedMsg {
	f, err := journal.ParseFormat(format)
	if err != nil {
		return model.ExportedMsg{Err: err}
	}
	write := func(w io.Writer) error { return journal.Export(w, g, f, info) }
	var firstErr error
	if gamePath != "" {
		out := strings.TrimSuffix(gamePath, ".jsonl") + "." + string(f)
		if out == gamePath {
			out = gamePath + "." + string(f)
		}
		if firstErr = writeExport(out, write); firstErr == nil {
			return model.ExportedMsg{Path: out}
		}
	}
	stem := info.Name
	if stem == "" {
		stem = "rolekeeper-" + g.Setup.Variant.String()
	}
	out, err := writeNewExport(stem, "."+string(f), write)
	if err != nil {
		return model.ExportedMsg{Err: errors.Join(firstErr, err)}
	}
	if abs, err := filepath.Abs(out); err == nil {
		out = abs
	}
	return model.ExportedMsg{Path: out}
}

// writeNewExport writes an export to a new file STEM.EXT in the current
// folder, or STEM-2.EXT and so on when that name is taken; it never
// replaces a file.
func writeNewExport(stem, ext string, write func(io.Writer) error) (string, error) {
	for n := 1; n <= 100; n++ {
		name := stem + ext
		if n > 1 {
			name = fmt.Sprintf("%s-%d%s", stem, n, ext)
		}
		out, err := os.OpenFile(name, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
		if errors.Is(err, os.ErrExist) {
			continue
		}
		if err != nil {
			return "", err
		}
		if err := write(out); err != nil {
			out.Close()
			return "", fmt.Errorf("%s: %w", name, err)
		}
		if err := out.Close(); err != nil {
			return "", fmt.Errorf("%s: %w", name, err)
		}
		return name, nil
	}
	return "", fmt.Errorf("%s%s: too many exports of that name", stem, ext)
}
