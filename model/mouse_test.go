package model

import (
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"
	"github.com/charmbracelet/x/exp/teatest/v2"

	"rolekeeper/rules"
)

// seatCell is a cell inside seat's card on the screen (found by the seat
// number in the card's top border) where a click lands on the card.
func seatCell(t *testing.T, m Model, seat int) (x, y int) {
	t.Helper()
	label := regexp.MustCompile(`[─━═] ` + regexp.QuoteMeta(strconv.Itoa(seat+1)) + ` [─━═◉]`)
	for y, line := range strings.Split(screenText(m), "\n") {
		if loc := label.FindStringIndex(line); loc != nil {
			return ansi.StringWidth(line[:loc[0]]) + 3, y + 1
		}
	}
	t.Fatalf("no card of seat %d on the screen:\n%s", seat+1, screenText(m))
	return 0, 0
}

func click(m Model, x, y int) Model {
	next, _ := m.Update(tea.MouseClickMsg{X: x, Y: y, Button: tea.MouseLeft})
	return next.(Model)
}

// TestClickSelectsASeat: a click on a card selects its seat at 80x24 and
// 120x40, in either variant; it enters nothing.
func TestClickSelectsASeat(t *testing.T) {
	for _, setup := range []rules.Setup{buhmann5, lord7} {
		for _, size := range [][2]int{{80, 24}, {120, 40}} {
			m := sized(resumed(t, setup, pass), size[0], size[1])
			events := m.log.len()
			for seat := range setup.Players {
				m = clickSeat(t, m, seat)
				if m.sel != seat {
					t.Errorf("%v %dx%d: a click on seat %d's card selects %d", setup.Variant, size[0], size[1], seat+1, m.sel+1)
				}
			}
			if m.log.len() != events {
				t.Errorf("%v %dx%d: clicks entered events", setup.Variant, size[0], size[1])
			}
		}
	}
}

// clickSeat clicks in the middle of seat's card.
func clickSeat(t *testing.T, m Model, seat int) Model {
	t.Helper()
	x, y := seatCell(t, m, seat)
	return click(m, x, y)
}

// TestStrayClicksAndWheelChangeNothing: a resting palm — the wheel, a
// right or middle click, a click between the cards, a click on another
// seat while a life change waits — never enters an event; the change
// stays pending for its moment.
func TestStrayClicksAndWheelChangeNothing(t *testing.T) {
	m := sized(resumed(t, buhmann5, pass), 120, 40)
	m = press(t, m, "3", "-", "-")
	before := m.game
	events := m.log.len()
	for _, msg := range []tea.Msg{
		tea.MouseWheelMsg{X: 10, Y: 5, Button: tea.MouseWheelDown},
		tea.MouseWheelMsg{X: 10, Y: 5, Button: tea.MouseWheelUp},
		tea.MouseClickMsg{X: 10, Y: 5, Button: tea.MouseRight},
		tea.MouseClickMsg{X: 10, Y: 5, Button: tea.MouseMiddle},
		tea.MouseClickMsg{X: 40, Y: 20, Button: tea.MouseLeft},
		tea.MouseReleaseMsg{X: 10, Y: 5, Button: tea.MouseLeft},
	} {
		next, _ := m.Update(msg)
		m = next.(Model)
	}
	m = clickSeat(t, m, 0)
	if m.log.len() != events || m.game.Players[2].Life != before.Players[2].Life {
		t.Errorf("stray mouse events entered something: %d entries, was %d", m.log.len(), events)
	}
	if !m.burst.pending() || m.burst.seat != 2 || m.burst.delta != -2 {
		t.Errorf("the pending change was dropped or changed: %+v", m.burst)
	}
	if m.sel != 0 {
		t.Errorf("the click on Ana's card selects seat %d", m.sel+1)
	}
}

// TestClickInAPrompt: with the attack prompt open, a click on a card
// picks that defender, a second click drops it; Enter enters the attack.
// In the target prompt a click on the kind's ▶ steps it on.
func TestClickInAPrompt(t *testing.T) {
	m := sized(resumed(t, buhmann5), 120, 40)
	m = press(t, m, "a")
	m = clickSeat(t, m, 2)
	m = clickSeat(t, m, 3)
	m = clickSeat(t, m, 3)
	f, ok := m.prompt.(*form)
	if !ok || len(f.fields[0].picked) != 1 || f.fields[0].picked[0] != 2 {
		t.Fatalf("the clicks did not pick Cem alone: %#v", m.prompt)
	}
	if lastEvent(m) != nil {
		t.Fatalf("a click entered %v", lastEvent(m))
	}
	m = press(t, m, "enter")
	if a, ok := lastEvent(m).(rules.Attack); !ok || len(a.Defenders) != 1 || a.Defenders[0] != 2 {
		t.Errorf("Enter entered %#v, want Ana attacking Cem", lastEvent(m))
	}
	m = press(t, m, "t")
	f = m.prompt.(*form)
	kind := slices.IndexFunc(f.fields, func(fl field) bool { return fl.kind == fieldChoice })
	before := f.fields[kind].choice
	lines := strings.Split(screenText(m), "\n")
	for y, line := range lines {
		if i := strings.LastIndex(line, "▶"); i >= 0 && strings.Contains(line, f.fields[kind].label) {
			m = click(m, ansi.StringWidth(line[:i]), y)
		}
	}
	if f = m.prompt.(*form); f.fields[kind].choice != (before+1)%len(f.fields[kind].choices) || f.focus != kind {
		t.Errorf("a click on the kind's ▶ gives choice %d (was %d), focus %d", f.fields[kind].choice, before, f.focus)
	}
}

// TestWheelScrollsTheLog: on the log screen the wheel scrolls; on the
// table it does nothing.
func TestWheelScrollsTheLog(t *testing.T) {
	var events []rules.Event
	for range 30 {
		events = append(events, pass)
	}
	m := sized(resumed(t, buhmann5, events...), 80, 24)
	m = press(t, m, "h")
	bottom := m.logAt
	next, _ := m.Update(tea.MouseWheelMsg{X: 5, Y: 5, Button: tea.MouseWheelUp})
	m = next.(Model)
	if m.logAt.bottom || m.logAt == bottom {
		t.Errorf("the wheel did not scroll the log up: at %+v, was %+v", m.logAt, bottom)
	}
	next, _ = m.Update(tea.MouseWheelMsg{X: 5, Y: 5, Button: tea.MouseWheelDown})
	if m = next.(Model); m.logAt != bottom {
		t.Errorf("the wheel did not scroll the log back down: at %+v, want %+v", m.logAt, bottom)
	}
}

// TestMouseClickInProgram: in a running program, a mouse click on a
// seat's card selects it (its border turns heavy).
func TestMouseClickInProgram(t *testing.T) {
	m := resumed(t, buhmann5, pass)
	tm := teatest.NewTestModel(t, m, teatest.WithInitialTermSize(120, 40))
	waitFor(t, tm, "Passivity counters")
	x, y := seatCell(t, sized(m, 120, 40), 3)
	tm.Send(tea.MouseClickMsg{X: x, Y: y, Button: tea.MouseLeft})
	waitFor(t, tm, "┏━ 4 ━")
	sendKeys(tm, "q", "y")
	tm.WaitFinished(t, teatest.WithFinalTimeout(5*time.Second))
	if final := tm.FinalModel(t).(Model); final.sel != 3 {
		t.Errorf("selected seat %d after the click, want 4", final.sel+1)
	}
}
