package export

import (
	"bufio"
	"io"

	"rolekeeper/journal"
	"rolekeeper/rules"
	"rolekeeper/wording"
)

// Write writes the summary of g (winners, standings, eliminations, points
// by source, turns while IT or while Lord, life lost to passivity, rounds
// and duration) to w in the given format. The Markdown export is in the
// words of wd (nil: English); CSV and JSON keep English keys and values in
// every language, for programs to read. It returns w's error, or an
// error for an unknown format. g keeps its ledger (a game in memory);
// WriteLists writes a game read without it.
func Write(w io.Writer, g rules.Game, format Format, info journal.Info, wd *wording.Words) error {
	return WriteLists(w, g, stateLists{g.State}, format, info, wd)
}

// WriteLists is Write for a game whose eliminations and manual points
// changes are in lists, such as a Ledger that journal.ReadFinal filled
// (journal.TakeLedger): g gives the rest (its summary's totals), and the
// lists are written item by item as they are read, so that the export
// of a game of any length takes the memory of a short one.
func WriteLists(w io.Writer, g rules.Game, lists Lists, format Format, info journal.Info, wd *wording.Words) error {
	s := rules.NewSummary(g.State)
	if wd == nil {
		wd = wording.English()
	}
	bw := bufio.NewWriterSize(w, 64<<10)
	var err error
	switch format {
	case Markdown:
		err = writeMarkdown(bw, g.State, s, lists, info, wd)
	case CSV:
		err = writeCSV(bw, s, lists, info.TurnTimes)
	case JSON:
		err = writeJSON(bw, g.State, s, lists, info)
	default:
		return &UnknownFormat{Name: string(format)}
	}
	if err != nil {
		return err
	}
	return bw.Flush()
}
