package autosave

import (
	"errors"
	"io"
	"path/filepath"
	"strings"

	tea "charm.land/bubbletea/v2"

	"rolekeeper/export"
	"rolekeeper/journal"
	"rolekeeper/model"
	"rolekeeper/rules"
)

// OnExport writes the summary of g next to the game file, for the export
// key of the summary screen (model.Options.OnExport).
func (s *Saver) OnExport(g rules.Game, format string) tea.Cmd {
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

// exportSummary writes the summary of g in format (an export.Format name)
// beside the game file gamePath, as NAME.md, NAME.csv or NAME.json,
// replacing an earlier export of the same game. Without a game file, or
// when its folder cannot be written, it writes to the current folder
// under a name not taken yet. It reports the path written.
func exportSummary(g rules.Game, format, gamePath string, info journal.Info) model.ExportedMsg {
	f, err := export.ParseFormat(format)
	if err != nil {
		return model.ExportedMsg{Err: err}
	}
	write := func(w io.Writer) error { return export.Write(w, g, f, info) }
	var firstErr error
	if gamePath != "" {
		out := strings.TrimSuffix(gamePath, ".jsonl") + "." + string(f)
		if out == gamePath {
			out = gamePath + "." + string(f)
		}
		if firstErr = export.WriteFile(out, write); firstErr == nil {
			return model.ExportedMsg{Path: out}
		}
	}
	stem := info.Name
	if stem == "" {
		stem = "rolekeeper-" + g.Setup.Variant.String()
	}
	out, err := export.WriteNew(stem, "."+string(f), write)
	if err != nil {
		return model.ExportedMsg{Err: errors.Join(firstErr, err)}
	}
	if abs, err := filepath.Abs(out); err == nil {
		out = abs
	}
	return model.ExportedMsg{Path: out}
}
