package model

import (
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
)

// pasted sends a paste to the model.
func pasted(m Model, text string) Model {
	next, _ := m.Update(tea.PasteMsg{Content: text})
	return next.(Model)
}

// TestFault01_PasteSuccessIsNotARefusal: a paste that adds players says
// so as news, not in the refusal style (✗, red); a refusal keeps its ✗.
// The same holds for every message of the setup and the summary: success
// and news never wear the refusal's ✗, and a failure always does.
func TestFault01_PasteSuccessIsNotARefusal(t *testing.T) {
	m := sized(New(testOptions()), 80, 24)
	m = press(t, m, "a")
	m = pasted(m, "Ana\nBen\nCem\nDora\nEli\nFinn\nGus")
	screen := screenText(m)
	if !strings.Contains(screen, "Added 7 players") {
		t.Fatalf("no news of the paste on the screen:\n%s", screen)
	}
	if strings.Contains(screen, "✗ Added") {
		t.Errorf("the paste's success is shown as a refusal:\n%s", screen)
	}
	m = press(t, m, "a")
	m = typeText(t, m, "ana")
	if !strings.Contains(screenText(m), "✗ C-1") {
		t.Errorf("a refused name lost its ✗:\n%s", screenText(m))
	}
	// An export that failed is a failure: it says so with the ✗.
	g := startedBuhmann(t)
	g = press(t, g, "S")
	next, _ := g.Update(ExportedMsg{Err: errString("disk full")})
	if s := screenText(next.(Model)); !strings.Contains(s, "✗ The summary was not written") {
		t.Errorf("a failed export is not shown as a failure:\n%s", s)
	}
	next, _ = g.Update(ExportedMsg{Path: "/tmp/g.md"})
	if s := screenText(next.(Model)); strings.Contains(s, "✗") || !strings.Contains(s, "Summary written to /tmp/g.md") {
		t.Errorf("a written export is not shown as news:\n%s", s)
	}
}

// errString is an error with a fixed text.
type errString string

func (e errString) Error() string { return string(e) }
