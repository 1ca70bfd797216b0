package model

import (
	"rolekeeper/rules"
	"rolekeeper/wording"
)

// SavedMsg reports that the setup and every event so far are on disk.
type SavedMsg struct {
	// Path is the game file.
	Path string
	// Seq orders the reports of commands that ran concurrently: a report
	// with a Seq below one already seen is stale and ignored. 0 is never
	// stale.
	Seq uint64
}

// SaveFailedMsg reports that persisting the setup or an event failed. The
// events wait in memory and saving is tried again at the next event; until
// a SavedMsg comes, every screen shows "NOT SAVED" and the reason.
type SaveFailedMsg struct {
	Err error
	// Seq orders the reports as in SavedMsg.
	Seq uint64
}

// ExportedMsg reports that the summary was written to Path, or why it
// could not be (Err).
type ExportedMsg struct {
	Path string
	Err  error
}

// saveState is what the model knows of the saving: the reason of the last
// failed save ("" while all is well) and the newest report seen.
type saveState struct {
	failed string
	seq    uint64
}

// report takes a save report: failed is "" for a success. A stale report
// changes nothing.
func (s saveState) report(seq uint64, failed string) saveState {
	if seq != 0 && seq < s.seq {
		return s
	}
	return saveState{failed: failed, seq: max(seq, s.seq)}
}

// exportedText says where the summary was written, or why not.
func exportedText(msg ExportedMsg, wd *wording.Words) string {
	if msg.Err != nil {
		return wd.Prompt.NotExported(msg.Err.Error())
	}
	return wd.Prompt.Exported(msg.Path)
}

// exportFormats are the names Options.OnExport takes, in the order the
// prompt offers them (Prompt.ExportFormats names them for people).
var exportFormats = [...]string{"md", "csv", "json"}

// newExportPrompt asks in which format to write the summary.
func newExportPrompt(wd *wording.Words) *form {
	return &form{
		words:  wd,
		title:  wd.Prompt.ExportTitle,
		text:   []string{wd.Prompt.ExportText},
		fields: []field{choiceField(wd.Prompt.Format, wd.Prompt.ExportFormats[:])},
		build: func(f *form, _ rules.State) (result, error) {
			return result{kind: resultExport, format: exportFormats[f.fields[0].choice]}, nil
		},
	}
}
