package model

import (
	"strings"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"

	"rolekeeper/rules"
	"rolekeeper/wording"
)

// discardCounter counts the calls of Options.OnDiscard.
type discardCounter struct{ n int }

func (d *discardCounter) options() Options {
	opts := testOptions()
	opts.OnDiscard = func() tea.Cmd {
		d.n++
		return nil
	}
	return opts
}

// TestBackToSetupDiscards: going back to the setup from a table where
// nothing was entered, or from the roles screen of a Lord game, gives the
// game up through Options.OnDiscard, once.
func TestBackToSetupDiscards(t *testing.T) {
	var d discardCounter
	m := sized(New(d.options()), 120, 40)
	m = addPlayers(t, m, "Ana", "Ben", "Cem")
	m = press(t, m, "s", "esc")
	if m.screen != screenSetup || d.n != 1 {
		t.Fatalf("screen %d, %d discards; want the setup and 1", m.screen, d.n)
	}
	m = press(t, m, "up", "right", "a")
	m = typeText(t, m, "Dora")
	m = press(t, m, "enter")
	m = typeText(t, m, "Eli")
	m = press(t, m, "enter", "enter", "s", "r", "esc")
	if m.screen != screenSetup || d.n != 2 {
		t.Fatalf("screen %d, %d discards; want the setup and 2", m.screen, d.n)
	}
	m = press(t, m, "s", "enter", "P", "esc")
	if m.screen != screenTable || d.n != 2 {
		t.Errorf("a started game went back to the setup (screen %d, %d discards)", m.screen, d.n)
	}
}

// TestQuitSaysWhetherTheGameIsSaved: the quit question in the middle of a
// game says the game can be resumed when it is saved, that it is lost when
// nothing saves it, and that the last events are not saved after a failure.
func TestQuitSaysWhetherTheGameIsSaved(t *testing.T) {
	events := []rules.Event{pass}
	g := mustGame(t, buhmann5, events...)
	m := sized(Resume(g, events, testOptions()), 120, 40)
	if text := screenText(press(t, m, "q")); !strings.Contains(text, "it will be lost") {
		t.Errorf("without saving, the quit question does not warn:\n%s", text)
	}
	opts := testOptions()
	opts.OnEvent = func(rules.Event) tea.Cmd { return nil }
	m = sized(Resume(g, events, opts), 120, 40)
	if text := screenText(press(t, m, "q")); !strings.Contains(text, "run rolekeeper again to resume it") {
		t.Errorf("the quit question does not say the game can be resumed:\n%s", text)
	}
	m = update(m, SaveFailedMsg{Err: errDisk{}})
	if text := screenText(press(t, m, "q")); !strings.Contains(text, "The last events are NOT SAVED: disk full") {
		t.Errorf("the quit question does not say the last events are not saved:\n%s", text)
	}
}

// TestResumeNoticeAndDuration: a resumed game shows its notice until the
// next key, and an ended game's duration runs from Started to Ended.
func TestResumeNoticeAndDuration(t *testing.T) {
	opts := testOptions()
	opts.Notice = []string{"Resumed game.jsonl · 1 event", "Line 3 was damaged and set aside in game.jsonl.damaged"}
	m := sized(Resume(mustGame(t, buhmann5, pass), []rules.Event{pass}, opts), 120, 40)
	text := screenText(m)
	if !strings.Contains(text, "Resumed game.jsonl") || !strings.Contains(text, "set aside in game.jsonl.damaged") {
		t.Fatalf("the notice is not shown:\n%s", text)
	}
	if !strings.Contains(text, "Ana passed the turn") {
		t.Error("the notice hides the last event")
	}
	if strings.Contains(screenText(press(t, m, "z")), "Resumed") {
		t.Error("the notice stays after a key")
	}
	over := buhmannSummary(t).game
	opts = testOptions()
	opts.Started = fixedNow.Add(-5 * time.Hour)
	opts.Ended = fixedNow.Add(-3*time.Hour - 20*time.Minute)
	opts.Notice = []string{"Resumed a finished game"}
	m = sized(Resume(over, nil, opts), 120, 40)
	if text := screenText(m); !strings.Contains(text, "1 h 40 min") || !strings.Contains(text, "Resumed a finished game") {
		t.Errorf("the summary of a resumed game shows the wrong duration or no notice:\n%s", text)
	}
}

// TestExportKey: e on the summary asks for a format, Enter writes
// Markdown through Options.OnExport, and the path written is shown.
func TestExportKey(t *testing.T) {
	var got []string
	opts := testOptions()
	opts.OnExport = func(g rules.Game, format string, _ *wording.Words) tea.Cmd {
		got = append(got, format)
		return func() tea.Msg { return ExportedMsg{Path: "/games/g." + format} }
	}
	over := buhmannSummary(t).game
	m := sized(Resume(over, nil, opts), 120, 40)
	if !strings.Contains(screenText(m), "e export") {
		t.Errorf("the summary's help does not offer the export:\n%s", screenText(m))
	}
	m = press(t, m, "e")
	if text := screenText(m); !strings.Contains(text, "Export the summary") || !strings.Contains(text, "Markdown") {
		t.Fatalf("no format question:\n%s", text)
	}
	next, cmd := m.Update(keyPress("enter"))
	m = next.(Model)
	if cmd == nil || len(got) != 1 || got[0] != "md" {
		t.Fatalf("Enter exported %v", got)
	}
	m = update(m, cmd())
	if text := screenText(m); !strings.Contains(text, "Summary written to /games/g.md") {
		t.Errorf("the path written is not shown:\n%s", text)
	}
	press(t, m, "e", "right", "enter")
	if got[1] != "csv" {
		t.Errorf("→ then Enter exported %v, want csv", got)
	}
	if m = press(t, sized(Resume(over, nil, testOptions()), 120, 40), "e"); m.prompt != nil {
		t.Error("e opened the export with nothing to write it")
	}
}

// TestSavingUntilOnDisk: from the moment an event is drawn until a report
// says it is on disk, the header says "saving…" with the number of events
// waiting, never "✓ saved"; a report covering some of them counts down.
func TestSavingUntilOnDisk(t *testing.T) {
	opts := testOptions()
	opts.OnEvent = func(rules.Event) tea.Cmd { return nil }
	g := mustGame(t, buhmann5, pass)
	m := sized(Resume(g, []rules.Event{pass}, opts), 120, 40)
	header := func() string { return strings.SplitN(screenText(m), "\n", 2)[0] }
	if !strings.Contains(header(), "✓ saved") {
		t.Fatalf("a resumed game is not saved:\n%s", header())
	}
	m = press(t, m, "2", "-", "enter")
	if h := header(); !strings.Contains(h, "saving… 1 event ") || strings.Contains(h, "✓ saved") {
		t.Errorf("after an event: %q", h)
	}
	m = press(t, m, "P")
	if h := header(); !strings.Contains(h, "saving… 2 events") {
		t.Errorf("after two events: %q", h)
	}
	m = update(m, SavedMsg{Seq: 1, Saved: 1})
	if h := header(); !strings.Contains(h, "saving… 1 event ") {
		t.Errorf("after the first is on disk: %q", h)
	}
	m = update(m, SavedMsg{Seq: 2, Saved: 2})
	if h := header(); !strings.Contains(h, "✓ saved") || strings.Contains(h, "saving") {
		t.Errorf("after both are on disk: %q", h)
	}
}
