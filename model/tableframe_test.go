package model

import (
	"errors"
	"reflect"
	"strings"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"

	"rolekeeper/styles"
)

// fullRender is the screen drawn whole, without the kept frame.
func fullRender(m Model) string {
	m.frame = tableFrame{}
	return m.Render()
}

// tick moves the test clock on by d and sends the clock's tick.
func tick(m Model, now *time.Time, d time.Duration) Model {
	*now = now.Add(d)
	next, _ := m.Update(clockTickMsg{})
	return next.(Model)
}

// TestClockTickKeepsTheTable: at a tick of the clock the table under
// the header is kept and only the header drawn again, and the screen is
// the one a whole redraw gives, the clock moved on: on the table, with
// a prompt open, with a flash, at 80x24, in both layouts, in colour.
func TestClockTickKeepsTheTable(t *testing.T) {
	m, now := clockModel(t)
	states := map[string]Model{
		"table":  m,
		"prompt": press(t, m, "+"),
		"pass":   press(t, m, "P"),
		"small":  sized(m, 80, 24),
		"colour": m.WithTheme(styles.ThemeDark),
		"failed": updated(m, SaveFailedMsg{Err: errors.New("disk full")}),
		"shared": updated(m, SharingMsg{On: true, Viewers: 2, Code: "abc"}),
	}
	for name, s := range states {
		s = tick(s, now, time.Second) // a frame to keep
		before := s.Render()
		s = tick(s, now, 61*time.Second)
		if !s.frame.fits(s.Width, s.Height) {
			t.Fatalf("%s: no frame kept at the tick", name)
		}
		got, want := s.Render(), fullRender(s)
		if got != want {
			t.Errorf("%s: the tick's screen\n%s\nis not the whole redraw\n%s", name, got, want)
		}
		if got == before && name != "failed" { // a failed save's warning takes the clock's place
			t.Errorf("%s: the clock did not move on the screen:\n%s", name, got)
		}
	}
}

func updated(m Model, msg tea.Msg) Model {
	next, _ := m.Update(msg)
	return next.(Model)
}

// TestEveryOtherMessageRedrawsTheTable: a frame kept from before is
// drawn again by every message but the clock's tick, so that nothing
// stale shows: keys, the mouse, a paste, a new size, a theme, the
// terminal's reports, saving, sharing.
func TestEveryOtherMessageRedrawsTheTable(t *testing.T) {
	m, now := clockModel(t)
	m = tick(m, now, time.Second)
	m.frame.below = "stale" // what a kept frame would show
	if got := tick(m, now, time.Second).Render(); !strings.HasSuffix(got, "\nstale") {
		t.Fatalf("the tick drew the table again:\n%s", got)
	}
	msgs := []tea.Msg{
		keyPress("+"), keyPress("right"), keyPress("h"), keyPress("?"),
		tea.MouseClickMsg{X: 10, Y: 10, Button: tea.MouseLeft},
		tea.PasteMsg{Content: "3"},
		tea.WindowSizeMsg{Width: 120, Height: 40}, tea.WindowSizeMsg{Width: 100, Height: 30},
		tea.BackgroundColorMsg{}, tea.ColorProfileMsg{}, tea.EnvMsg{"TERM=xterm"},
		tea.ModeReportMsg{},
		SavedMsg{Seq: 1, Saved: 1}, SaveFailedMsg{Err: errors.New("disk full")},
		SharingMsg{On: true, Viewers: 1, Code: "abc"},
		drawTickMsg{},
	}
	for _, msg := range msgs {
		next := updated(m, msg)
		if got := next.Render(); strings.Contains(got, "stale") || got != fullRender(next) {
			t.Errorf("after %T %v the screen is not drawn again:\n%s", msg, msg, got)
		}
	}
	if got := m.WithTheme(styles.ThemeLight).Render(); strings.Contains(got, "stale") {
		t.Errorf("a new theme kept the frame:\n%s", got)
	}
}

// TestModelStaysSmall: Bubble Tea holds the model as a tea.Model, so
// every message copies it to the heap (Update returns it boxed), and an
// idle table gets a message every second. With the theme's bubbles
// styles, the help's styles and the key map inline the model was 57 KB:
// 110 KB of garbage a tick, a collection every 18 s at a table left alone
// (BENCHMARKS.md, "Idle"); it is 16 KB, and must stay under 20.
func TestModelStaysSmall(t *testing.T) {
	if size := reflect.TypeFor[Model]().Size(); size > 20<<10 {
		t.Errorf("Model is %d bytes; keep large parts behind pointers (at most 20 KB)", size)
	}
}
