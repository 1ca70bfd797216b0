package model

import (
	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"

	"rolekeeper/export"
	"rolekeeper/rules"
	"rolekeeper/wording"
)

// summaryKey handles a key press on the summary screen.
func (m Model) summaryKey(msg tea.KeyPressMsg) (Model, tea.Cmd) {
	k := m.keys()
	switch {
	case key.Matches(msg, k.Undo):
		m, cmd, _ := m.commit(rules.Undo{})
		return m, cmd
	case key.Matches(msg, k.Redo):
		m, cmd, _ := m.commit(rules.Redo{})
		return m, cmd
	case key.Matches(msg, k.NewGame):
		setup := m.game.Setup
		setup.Seed = freshSeed(m.opts.NewSeed, setup.Seed)
		setup.Decks = decksAtEnd(m.game.State)
		next := New(m.opts.afterGame(m.game.State))
		next.Common = m.Common // the terminal stays the same
		next.setup = newSetupState(setup, next.Words, *next.Styles.Input)
		next.setup.focus(rowStart, 0)
		next.save = m.save
		next.restyle()
		return next.resize(), nil
	case key.Matches(msg, k.Log):
		m.back = screenSummary
		return m.openLog(), nil
	case key.Matches(msg, k.Export):
		m.prompt = newExportPrompt(m.Words)
	case key.Matches(msg, k.SummaryPage):
		m.lifePage = !m.lifePage
	case key.Matches(msg, k.Back):
		m.screen = screenTable
	case key.Matches(msg, k.Language):
		return m.nextLanguage(), nil
	case key.Matches(msg, k.Quit):
		if m.game.Over {
			return m, tea.Quit
		}
		return m.quit()
	default:
		m.flash = m.screenWhyNot(msg)
	}
	return m, nil
}

// ExportedMsg reports that the summary was written to Path, or why it
// could not be (Err).
type ExportedMsg struct {
	Path string
	Err  error
}

// exportedText says where the summary was written, or why not.
func exportedText(msg ExportedMsg, wd *wording.Words) string {
	if msg.Err != nil {
		return wd.Prompt.NotExported(wd.ErrorText(msg.Err))
	}
	return wd.Prompt.Exported(msg.Path)
}

// formatTitles are the export formats' names for people, in the order
// of export.Formats, as the export prompt offers them.
func formatTitles() []string {
	titles := make([]string, len(export.Formats))
	for i, f := range export.Formats {
		titles[i] = f.Title()
	}
	return titles
}

// newExportPrompt asks in which format to write the summary.
func newExportPrompt(wd *wording.Words) *form {
	return &form{
		words: wd,
		title: wd.Prompt.ExportTitle,
		text:  []string{wd.Prompt.ExportText},
		// Export enters nothing: Esc writes nothing.
		cancelled: wd.Prompt.NotWritten,
		fields:    []field{choiceField(wd.Prompt.Format, formatTitles())},
		build: func(f *form, _ rules.State) (result, error) {
			return result{kind: resultExport, format: string(export.Formats[f.fields[0].choice])}, nil
		},
	}
}

// freshSeed draws the seed of a new game from next, never the same as
// old: the new game must not draw the same roles and first player again.
func freshSeed(next func() uint64, old uint64) uint64 {
	for range 8 {
		if s := next(); s != old {
			return s
		}
	}
	return old + 1
}

// decksAtEnd are the decks the players played at the end of the game, one
// per seat ("" for none said), or nil for none at all: a rematch starts
// with them, the decks chosen at re-entry or with d included, not the
// setup's.
func decksAtEnd(s rules.State) []string {
	out := make([]string, len(s.Players))
	said := false
	for i := range out {
		out[i] = s.DeckOf(i)
		said = said || out[i] != ""
	}
	if !said {
		return nil
	}
	return out
}
