package model

import (
	"image/color"
	"reflect"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/colorprofile"

	"rolekeeper/rules"
	"rolekeeper/styles"
)

// savedMsg is what the test persistence commands report.
type savedMsg struct{ e rules.Event }

// TestOnEventSeesEveryEvent: every accepted event, undo and redo
// included, goes through Options.OnEvent once, in order, and its command
// comes back from Update; refused events and a started game's setup do
// not go there.
func TestOnEventSeesEveryEvent(t *testing.T) {
	var seen []rules.Event
	var setups []rules.Setup
	opts := testOptions()
	opts.OnEvent = func(e rules.Event) tea.Cmd {
		seen = append(seen, e)
		return func() tea.Msg { return savedMsg{e} }
	}
	opts.OnStart = func(s rules.Setup) tea.Cmd {
		setups = append(setups, s)
		return nil
	}
	m := sized(New(opts), 120, 40)
	m = addPlayers(t, m, "Ana", "Ben", "Cem")
	m = press(t, m, "s", "2", "-", "-", "P", "u", "r")
	m = press(t, m, "a", "3", "enter")      // legal: Ben's turn, no IT
	m = press(t, m, "P", "a", "1", "enter") // Cem attacks Ana: refused (B-3)
	want := []rules.Event{
		rules.LifeChange{Changes: []rules.Change{{Seat: 1, Delta: -2}}, Source: 0}, // the active Ana, offered
		rules.Pass{}, rules.Undo{}, rules.Redo{},
		rules.Attack{Attacker: 1, Defenders: []int{2}}, rules.Pass{},
	}
	if !reflect.DeepEqual(seen, want) {
		t.Errorf("OnEvent saw\n%#v\nwant\n%#v", seen, want)
	}
	if len(setups) != 1 || len(setups[0].Players) != 3 {
		t.Errorf("OnStart saw %v, want one 3-player setup", setups)
	}
	_, cmd := m.Update(keyPress("esc"))
	if cmd != nil {
		t.Error("closing a prompt returned a command")
	}
	m = press(t, m, "esc")
	_, cmd = m.Update(keyPress("P"))
	if cmd == nil {
		t.Fatal("an accepted event returned no command")
	}
	if msg, ok := cmd().(savedMsg); !ok || msg.e != (rules.Pass{}) {
		t.Errorf("the command reported %#v, want the pass", cmd())
	}
}

// TestSaveFailedIsShown: a failed save is shown as NOT SAVED with its
// reason, on every screen and after any number of keys, until a save
// succeeds; a stale report of an earlier command changes nothing.
func TestSaveFailedIsShown(t *testing.T) {
	opts := testOptions()
	opts.OnEvent = func(rules.Event) tea.Cmd { return nil }
	g := mustGame(t, buhmann5, pass, pass)
	m := sized(Resume(g, []rules.Event{pass, pass}, opts), 80, 24)
	if !strings.Contains(screenText(m), "✓ saved") {
		t.Error("a saved game does not say so in the header")
	}
	m = update(m, SaveFailedMsg{Err: errDisk{}, Seq: 2})
	for _, keys := range [][]string{{"2", "-", "enter"}, {"h"}, {"esc", "S"}, {"esc", "?"}} {
		m = press(t, m, keys...)
		if text := screenText(m); !strings.Contains(text, "NOT SAVED") || !strings.Contains(text, "disk full") || strings.Contains(text, "✓ saved") {
			t.Fatalf("after %v the failed save is not shown:\n%s", keys, text)
		}
	}
	m = press(t, m, "esc", "esc")
	if text := screenText(m); !strings.Contains(text, "✗ NOT SAVED · Ben −1 life (source Cem).") || strings.Contains(text, "NOT SAVED · Ben passed") {
		t.Errorf("the event not saved is not flagged, or a saved one is:\n%s", text)
	}
	m = update(m, SavedMsg{Seq: 1, Saved: 1})
	if !strings.Contains(screenText(m), "NOT SAVED") {
		t.Error("a stale success cleared the warning")
	}
	m = update(m, SavedMsg{Seq: 3, Saved: 1})
	if text := screenText(m); strings.Contains(text, "NOT SAVED") || !strings.Contains(text, "✓ saved") {
		t.Errorf("a success did not clear the warning:\n%s", text)
	}
}

// update sends one message to the model.
func update(m Model, msg tea.Msg) Model {
	next, _ := m.Update(msg)
	return next.(Model)
}

type errDisk struct{}

func (errDisk) Error() string { return "disk full" }

// TestReadOnlyBrowsesOnly: the demo takes undo, redo and browsing, and
// nothing else.
func TestReadOnlyBrowsesOnly(t *testing.T) {
	opts := testOptions()
	opts.ReadOnly = true
	events := []rules.Event{pass, pass, life(2, -3, 0)}
	m := sized(Resume(mustGame(t, buhmann5, events...), events, opts), 120, 40)
	before := m.game.State
	m = press(t, m, "2", "-", "P", "a", "x", "e", "E")
	if m.prompt != nil || m.burst.pending() || m.game.Turn != before.Turn || m.game.Players[1].Life != 20 {
		t.Fatalf("a read-only game changed: prompt %T, pending %v, turn %d", m.prompt, m.burst.pending(), m.game.Turn)
	}
	m = press(t, m, "u")
	if m.game.Players[2].Life != 20 {
		t.Error("undo did not work in a read-only game")
	}
	m = press(t, m, "r", "h")
	if m.screen != screenLog || m.game.Players[2].Life != 17 {
		t.Error("redo and the log should work in a read-only game")
	}
	if !strings.Contains(screenText(press(t, m, "esc")), "read only") {
		t.Error("the header does not say the game is read only")
	}
}

// TestResumeRebuildsLog: a resumed game shows its history and its state.
func TestResumeRebuildsLog(t *testing.T) {
	m := buhmannIT(t)
	if m.log.len() != 10 || m.screen != screenTable {
		t.Fatalf("%d entries on screen %d, want 10 on the table", m.log.len(), m.screen)
	}
	if got := lastEvent(m); !reflect.DeepEqual(got, life(1, 3, rules.NoSeat)) {
		t.Errorf("last entry %#v", got)
	}
	if s := lordSummary(t); s.screen != screenSummary {
		t.Error("a resumed game that is over should open at the summary")
	}
}

// TestColorFGBGFallback: a terminal that does not answer the background
// query but sets COLORFGBG to a light background gets the light theme;
// an answer to the query wins over the variable.
func TestColorFGBGFallback(t *testing.T) {
	m := New(testOptions())
	next, _ := m.Update(tea.EnvMsg{"TERM=xterm", "COLORFGBG=0;15"})
	if m = next.(Model); m.Dark() {
		t.Error("COLORFGBG=0;15 left the dark theme")
	}
	m = New(testOptions())
	next, _ = m.Update(tea.BackgroundColorMsg{Color: color.Black})
	next, _ = next.Update(tea.EnvMsg{"COLORFGBG=0;15"})
	if m = next.(Model); !m.Dark() {
		t.Error("COLORFGBG overrode the terminal's answer")
	}
}

// TestColourDepthFromProfileAndTerm: the theme takes the colour depth
// from the profile Bubble Tea detects and TERM, in either order: the
// Linux console gets the eight-colour palette, TERM=xterm the sixteen,
// NO_COLOR (the ASCII profile) the theme without colour.
func TestColourDepthFromProfileAndTerm(t *testing.T) {
	tests := []struct {
		env     string
		profile colorprofile.Profile
		want    styles.Depth
	}{
		{"TERM=linux", colorprofile.ANSI, styles.Colors8},
		{"TERM=xterm", colorprofile.ANSI, styles.Colors16},
		{"TERM=xterm-256color", colorprofile.ANSI256, styles.Colors256},
		{"TERM=xterm-256color", colorprofile.ASCII, styles.NoColor},
	}
	for _, tt := range tests {
		var m tea.Model = New(testOptions())
		m, _ = m.Update(tea.ColorProfileMsg{Profile: tt.profile})
		m, _ = m.Update(tea.EnvMsg{tt.env})
		if got := m.(Model).Styles.Depth; got != tt.want {
			t.Errorf("%s, %v: the table is drawn in %v colours, want %v", tt.env, tt.profile, got, tt.want)
		}
	}
}
