package model

import (
	"strings"

	tea "charm.land/bubbletea/v2"

	"rolekeeper/rules"
	"rolekeeper/styles"
	"rolekeeper/views"
	"rolekeeper/wording"
)

// recentEntries is how many entries the recent events are drawn from.
const recentEntries = 8

// View implements tea.Model: the screen in the alternate screen buffer.
func (m Model) View() tea.View {
	v := tea.NewView(m.Styles.Cells.Draw(m.Render())) // measured graphemes as the renderer must count them
	v.AltScreen = true
	v.MouseMode = tea.MouseModeCellMotion // clicks and the wheel; see mouse.go
	v.WindowTitle = "rolekeeper"
	return v
}

// Render draws the current screen at the current size. Before the first
// window size is known it is empty.
func (m Model) Render() string {
	f := m.Frame()
	w, h := f.Width, f.Height
	if w <= 0 || h <= 0 {
		return ""
	}
	if views.TooSmallFor(w, h) {
		if c, ok := m.prompt.(*confirm); ok && isQuitConfirm(c) {
			return views.TooSmall(f, m.Words.Prompt.TooSmallConfirm(c.title))
		}
		return views.TooSmall(f, m.Words.Prompt.OnlyQuit)
	}
	if (m.screen == screenTable || m.screen == screenRoles) && m.frame.fits(w, h) {
		return views.TableUnder(views.Header(f, m.headerView(), w), m.frame.below, m.Styles, w)
	}
	helpLine := m.helpLine()
	var screen string
	switch m.screen {
	case screenSetup:
		screen = views.Setup(f, m.setupView(helpLine))
	case screenRoles, screenTable:
		return views.Table(f, m.tableView(helpLine))
	case screenLog:
		screen = views.LogScreen(f, m.logLines(), m.logPercent(), helpLine)
	case screenHelp:
		screen = views.HelpScreen(f, m.fullHelp(), m.game.Setup.Variant, helpLine)
	case screenSummary:
		sum, names := m.summary(), wording.Names(m.game.State)
		if note := m.leagueNote(); note != "" {
			helpLine = note + "  " + helpLine
		}
		if m.lifePage {
			screen = views.SummaryLifeScreen(f, sum, names, m.duration(), m.turnTimes(), helpLine)
		} else {
			screen = views.SummaryScreenWith(f, sum, names, m.duration(), helpLine, m.summaryExtra())
		}
	}
	switch {
	case m.prompt != nil:
		screen = overlayBottom(m.Styles.Cells, screen, views.Prompt(m.prompt.view(m.game.State), m.Styles, w, true), w, h)
	case m.refusal != "":
		screen = overlayBottom(m.Styles.Cells, screen, m.Styles.Danger.Render(views.CutMessage(m.Styles.Cells, "✗ "+m.refusal, w)), w, h)
	case m.flashText() != "":
		lines := strings.Split(m.flashText(), "\n")
		for i, l := range lines {
			lines[i] = m.Styles.Bold.Render(views.CutMessage(m.Styles.Cells, l, w))
		}
		screen = overlayBottom(m.Styles.Cells, screen, strings.Join(lines, "\n"), w, h)
	}
	if m.save.failed != "" {
		screen = overlayTop(m.Styles.Cells, screen, views.NotSaved(f, m.save.failed, w), w, h)
	}
	return screen
}

// overlayTop puts a line over the first line of a screen.
func overlayTop(c styles.Cells, screen, line string, w, h int) string {
	lines := strings.Split(views.Fit(c, screen, w, h), "\n")
	lines[0] = line
	return views.Fit(c, strings.Join(lines, "\n"), w, h)
}

// overlayBottom puts a block over the last lines of a screen, above its
// help line.
func overlayBottom(c styles.Cells, screen, box string, w, h int) string {
	lines := strings.Split(views.Fit(c, screen, w, h), "\n")
	boxLines := strings.Split(box, "\n")
	start := max(len(lines)-1-len(boxLines), 0)
	for i, l := range boxLines {
		if start+i < len(lines)-1 {
			lines[start+i] = l
		}
	}
	return views.Fit(c, strings.Join(lines, "\n"), w, h)
}

// tableView describes the table screen for views.Table.
func (m Model) tableView(helpLine string) views.TableView {
	s := m.game.State
	d := views.SeatDecor{Selected: m.sel, PendingSeat: m.burst.seat, PendingDelta: m.burst.delta}
	if src := m.burst.sourceNow(); m.burst.pending() && src != rules.NoSeat {
		d.PendingSource = s.Name(src)
	}
	v := m.headerView()
	v.Refusal, v.NoticeTitle, v.Notice = m.refusal, m.notice.title, m.notice.lines
	v.Flash, v.Help = m.flashText(), helpLine
	v.Recent, v.NotSavedLines = m.recent()
	if m.prompt != nil {
		pv := m.prompt.view(s)
		v.Prompt = &pv
		d.Marks = m.prompt.marks(s)
		if c := m.prompt.cursor(); c != rules.NoSeat {
			d.Selected = c
		}
	} else if m.screen == screenRoles {
		pv := rolesView(s, m.Words)
		v.Prompt = &pv
	}
	v.Decor = d
	return v
}

// headerView is what the table's header line shows (views.Header): the
// state, whether it is saved, shared or read-only, and the clock.
func (m Model) headerView() views.TableView {
	v := views.TableView{State: m.game.State, ReadOnly: m.opts.ReadOnly, Live: m.opts.Watch,
		Sharing: m.sharingText(false), NotSaved: m.save.failed}
	if short := m.sharingText(true); short != v.Sharing {
		v.SharingShort = short
	}
	if m.opts.OnEvent != nil && m.save.failed == "" {
		v.Saved, v.Saving, v.Waiting = !m.save.saving(), m.save.saving(), len(m.save.waiting)
	}
	v.Clock = m.clockView()
	return v
}

// recent lists the latest events in words, oldest first. While the turn
// notice is shown, the turn start it describes is left out here.
//
// While saving fails, notSaved is the number of the last lines that tell
// of events not saved yet, which the table flags.
func (m Model) recent() (lines []string, notSaved int) {
	names := wording.Names(m.game.State)
	entries := m.log.recent
	last := len(entries) - 1
	// offset is the index in the whole log of entries[0].
	offset := m.log.len() - len(entries)
	firstWaiting := m.save.firstWaiting(m.log.len())
	for i, en := range entries {
		if i == last && m.notice.title != "" && !m.notice.note {
			en.Effects = beforeTurn(en.Effects)
		}
		more := m.Words.EntryLines(names, en)
		lines = append(lines, more...)
		if offset+i >= firstWaiting && m.save.failed != "" {
			notSaved += len(more)
		}
	}
	return lines, notSaved
}

// beforeTurn is the effects before the first turn began.
func beforeTurn(effects []rules.Effect) []rules.Effect {
	for i, ef := range effects {
		if ef.Kind == rules.TurnBegan {
			return effects[:i]
		}
	}
	return effects
}
