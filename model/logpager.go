package model

import (
	"strings"

	"rolekeeper/views"
	"rolekeeper/wording"
)

// logPlace is where the log screen stands in the game log: its top line is
// line Line of entry Entry, as wrapped to the screen's width. The log is
// never drawn whole: the screen asks the game log for the entries it
// shows, and moving asks for those it passes, so the log screen costs the
// same after a million events as after ten.
type logPlace struct {
	entry, line int
	// bottom is true when the last line of the log is on screen.
	bottom bool
}

// atTop reports whether the first line of the log is on top.
func (p logPlace) atTop() bool { return p.entry == 0 && p.line == 0 }

// logHeight is how many lines of the log the screen shows.
func (m Model) logHeight() int { return views.LogViewportHeight(m.Height) }

// logChunk is the lines of the entries from, from+1, … to−1, one list
// per entry, each of at least one line.
func (m Model) logChunk(from, to int) [][]string {
	names := wording.Names(m.game.State)
	entries := m.log.entries(from, to)
	out := make([][]string, len(entries))
	for i, en := range entries {
		out[i] = views.LogEntry(m.Frame(), names, en, m.Width)
	}
	return out
}

// logBottom is the place that shows the last line of the log at the
// bottom of the screen.
func (m Model) logBottom() logPlace {
	if m.log.ev.failed() != nil {
		return logPlace{bottom: true}
	}
	n, h := m.log.len(), m.logHeight()
	from := max(n-h, 0) // h entries are at least h lines
	chunk := m.logChunk(from, n)
	return placeAt(chunk, from, max(lineCount(chunk)-h, 0), true)
}

// logMove is the place by lines down (up when negative) from p, no
// higher than the first line and no lower than the bottom place. It asks
// the game log once, for the entries it passes and a screen below.
func (m Model) logMove(p logPlace, by int) logPlace {
	n, h := m.log.len(), m.logHeight()
	if n == 0 || m.log.ev.failed() != nil {
		return logPlace{bottom: true}
	}
	p.entry = min(p.entry, n-1)
	from := max(p.entry+min(by, 0), 0) // -by entries are at least -by lines
	to := min(p.entry+max(by, 0)+h+1, n)
	chunk := m.logChunk(from, to)
	if len(chunk) != to-from { // the file could not be read: logLines says so
		return logPlace{bottom: true}
	}
	at := max(lineCount(chunk[:p.entry-from])+p.line+by, 0)
	if to < n { // at least a screen of lines follows at
		return placeAt(chunk, from, at, false)
	}
	total := lineCount(chunk)
	at = max(min(at, total-h), 0)
	return placeAt(chunk, from, at, at+h >= total)
}

// placeAt is the place of line at of the lines of chunk, whose first
// entry is from.
func placeAt(chunk [][]string, from, at int, bottom bool) logPlace {
	for i, lines := range chunk {
		if at < len(lines) || i == len(chunk)-1 {
			return logPlace{entry: from + i, line: min(at, max(len(lines)-1, 0)), bottom: bottom}
		}
		at -= len(lines)
	}
	return logPlace{entry: from, bottom: bottom}
}

func lineCount(chunk [][]string) int {
	n := 0
	for _, lines := range chunk {
		n += len(lines)
	}
	return n
}

// logLines are the lines the log screen shows from its place.
func (m Model) logLines() string {
	p, h := m.logAt, m.logHeight()
	var lines []string
	for _, entry := range m.logChunk(p.entry, p.entry+h) {
		lines = append(lines, entry...)
	}
	if err := m.log.ev.failed(); err != nil {
		lines = views.LogUnreadable(m.Frame(), m.Words.ErrorText(err), m.Width)
		p.line = 0
	}
	lines = lines[min(p.line, len(lines)):]
	return strings.Join(lines[:min(h, len(lines))], "\n")
}

// logPercent says how far down the log the screen stands: 0 at the first
// line, 100 at the last, by entries in between.
func (m Model) logPercent() int {
	switch n := m.log.len(); {
	case m.logAt.bottom:
		return 100
	case n <= 1:
		return 0
	default:
		return m.logAt.entry * 100 / (n - 1)
	}
}
