package model

import (
	"strings"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"

	"rolekeeper/rules"
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

// TestFault02_PastSummaryEndsAtItsLastEvent: the summary of a past state
// (the demo, read only, walked back with u) lasts until that state's last
// event, not until today; so does a game that is over, whenever its
// summary is looked at.
func TestFault02_PastSummaryEndsAtItsLastEvent(t *testing.T) {
	start := fixedNow.Add(-40 * time.Hour)
	setup := rules.Setup{Variant: rules.Buhmann, Players: []string{"Ana", "Ben", "Cem"}, Life: 20, Seed: 1}
	events := []rules.Event{rules.Pass{}, rules.Pass{}, rules.End{}}
	times := []time.Time{start, start.Add(10 * time.Minute), start.Add(3*time.Hour + 45*time.Minute)}
	g := mustGame(t, setup, events...)
	opts := testOptions()
	opts.ReadOnly, opts.Started, opts.Times = true, start, times
	m := sized(Resume(g, events, opts), 120, 40)
	if s := screenText(press(t, m, "S")); !strings.Contains(s, "3 h 45 min") {
		t.Errorf("the demo's summary does not last 3 h 45 min:\n%s", s)
	}
	m = press(t, m, "u", "S") // the state after the second pass
	if s := screenText(m); !strings.Contains(s, "10 min") || strings.Contains(s, "40 h") {
		t.Errorf("the summary of a past state does not end at its last event (10 min):\n%s", s)
	}
	// A live game that is over keeps the time of its last event too.
	opts = testOptions()
	opts.Started, opts.Times = start, times
	m = sized(Resume(g, events, opts), 120, 40)
	if s := screenText(m); !strings.Contains(s, "3 h 45 min") {
		t.Errorf("a resumed game that is over does not last until its end:\n%s", s)
	}
}
