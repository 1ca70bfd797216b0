package autosave

import (
	"io"
	"path/filepath"
	"strings"

	tea "charm.land/bubbletea/v2"

	"rolekeeper/export"
	"rolekeeper/journal"
	"rolekeeper/model"
	"rolekeeper/rules"
	"rolekeeper/wording"
)

// OnExport writes the summary of g next to the game file, for the export
// key of the summary screen (model.Options.OnExport), the Markdown in the
// words of wd; see exportSummary. It also tries again to save the events
// that wait (a full disk freed since): on the summary no further event
// comes that would, and the header said "NOT SAVED … retry at the next
// event" beside an export that had just been written.
func (s *Saver) OnExport(g rules.Game, format string, wd *wording.Words) tea.Cmd {
	return tea.Batch(s.save, s.export(g, format, wd))
}

// export is OnExport's writing of the summary.
func (s *Saver) export(g rules.Game, format string, wd *wording.Words) tea.Cmd {
	return func() tea.Msg {
		s.mu.Lock()
		j, dir := s.j, s.dir
		s.mu.Unlock()
		if j == nil {
			return exportSummary(g, format, "", dir, journal.Info{}, wd)
		}
		return exportSummary(g, format, j.Path(), dir, j.Info(), wd)
	}
}

// exportSummary writes the summary of g in format (an export.Format name)
// beside the game file gamePath, as NAME.md, NAME.csv or NAME.json,
// replacing an earlier export of the same game atomically. Without a game
// file (it could not be made) it writes a new file in dir, the folder of
// the games, under a name not taken yet. It reports the path written, or
// an error naming the file and what failed; it never writes anywhere else
// instead, and a failure leaves an earlier export as it was.
func exportSummary(g rules.Game, format, gamePath, dir string, info journal.Info, wd *wording.Words) model.ExportedMsg {
	f, err := export.ParseFormat(format)
	if err != nil {
		return model.ExportedMsg{Err: err}
	}
	write := func(w io.Writer) error { return export.Write(w, g, f, info, wd) }
	if gamePath != "" {
		out := strings.TrimSuffix(gamePath, ".jsonl") + "." + string(f)
		if out == gamePath {
			out = gamePath + "." + string(f)
		}
		if err := export.WriteFile(out, write); err != nil {
			return model.ExportedMsg{Err: err}
		}
		return model.ExportedMsg{Path: out}
	}
	stem := filepath.Join(dir, "rolekeeper-"+g.Setup.Variant.String())
	out, err := export.WriteNew(stem, "."+string(f), write)
	if err != nil {
		return model.ExportedMsg{Err: err}
	}
	if abs, err := filepath.Abs(out); err == nil {
		out = abs
	}
	return model.ExportedMsg{Path: out}
}
