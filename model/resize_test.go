package model

import (
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"

	"rolekeeper/ui/common"
)

// TestViewBeforeSize: View may come before the first window size; it
// must not panic and draws nothing.
func TestViewBeforeSize(t *testing.T) {
	for _, m := range []Model{New(testOptions()), buhmannIT(t), lordSummary(t)} {
		if out := m.Render(); out != "" {
			t.Errorf("render before any size: %q", out)
		}
		_ = m.View()
		m = sized(m, 0, 0)
		if out := m.Render(); out != "" {
			t.Errorf("render at 0x0: %q", out)
		}
	}
}

// TestTooSmall: below 80x24 every screen says the size it needs; above,
// it draws the screen again (live resize).
func TestTooSmall(t *testing.T) {
	for _, sc := range scenarios {
		m := sc.build(t)
		for _, size := range [][2]int{{79, 24}, {80, 23}, {40, 10}, {1, 1}, {200, 5}} {
			out := screenText(sized(m, size[0], size[1]))
			if !strings.Contains(out, "need 80x24") && size[0] >= 20 && size[1] >= 3 {
				t.Errorf("%s at %dx%d: no too-small message:\n%s", sc.name, size[0], size[1], out)
			}
			for _, l := range strings.Split(out, "\n") {
				if len([]rune(l)) > size[0] {
					t.Errorf("%s at %dx%d: line wider than the screen: %q", sc.name, size[0], size[1], l)
				}
			}
		}
		if out := screenText(sized(sized(m, 60, 20), 80, 24)); strings.Contains(out, "need 80x24") {
			t.Errorf("%s: still too small after growing to 80x24", sc.name)
		}
	}
}

// TestResizeKeepsState: resizing between the layouts changes only the
// drawing: the game, the prompt and the pending change stay.
func TestResizeKeepsState(t *testing.T) {
	m := startedBuhmann(t)
	m = press(t, m, "2", "-", "-", "t")
	full := screenText(m)
	for _, size := range [][2]int{{80, 24}, {50, 15}, {200, 60}, {120, 40}} {
		m = sized(m, size[0], size[1])
	}
	if m.prompt == nil || m.game.Players[1].Life != 18 {
		t.Fatalf("resize lost the prompt or the life change: prompt %T life %d", m.prompt, m.game.Players[1].Life)
	}
	if again := screenText(m); again != full {
		t.Errorf("the 120x40 screen changed after resizing back:\n%s\n---\n%s", full, again)
	}
	compact := screenText(sized(m, 80, 24))
	if !strings.Contains(compact, "Target") || strings.Contains(compact, "Passivity counters (B-6)") {
		t.Errorf("the compact layout should show the prompt and no side panel:\n%s", compact)
	}
}

// TestBackgroundAndProfile: the theme follows the terminal's background
// and colour profile.
func TestBackgroundAndProfile(t *testing.T) {
	m := sized(buhmannIT(t), 120, 40)
	dark := m.Render()
	next, _ := m.Update(tea.BackgroundColorMsg{Color: white{}})
	light := next.(Model).Render()
	if light == dark || next.(Model).Dark() {
		t.Error("a light background did not change the theme")
	}
}

type white struct{}

func (white) RGBA() (r, g, b, a uint32) { return 0xffff, 0xffff, 0xffff, 0xffff }

// TestTooSmallIgnoresKeys: while "terminal too small" is shown no key
// acts unseen (a P used to pass the turn); q asks whether to quit, and
// the question shows and takes y.
func TestTooSmallIgnoresKeys(t *testing.T) {
	m := sized(startedBuhmann(t), 60, 20)
	before := m.game
	m = press(t, m, "P", "-", "a", "enter", "u", "esc", "x")
	if m.game.Turn != before.Turn || m.game.CanUndo() != before.CanUndo() || m.prompt != nil || m.burst.pending() {
		t.Fatalf("keys acted while the terminal was too small: turn %d→%d, prompt %T, pending %v",
			before.Turn, m.game.Turn, m.prompt, m.burst.pending())
	}
	m = press(t, m, "q")
	if !isQuitConfirm(m.prompt) || !strings.Contains(screenText(m), "y: yes") {
		t.Fatalf("q while too small: prompt %T, screen\n%s", m.prompt, screenText(m))
	}
	if _, cmd := m.Update(keyPress("y")); cmd == nil {
		t.Error("y did not quit")
	}
	m = sized(press(t, m, "n"), 120, 40)
	if m.prompt != nil || m.game.Turn != before.Turn {
		t.Errorf("after n and a larger terminal: prompt %T, turn %d", m.prompt, m.game.Turn)
	}
}

// TestHugeTerminalDrawsABoundedScreen: in a terminal far larger than any
// table needs (a made-up window size, or a 4K screen at a tiny font)
// every screen is drawn at most common.MaxWidth×MaxHeight, so that a
// frame's memory stays bounded (a 1000x500 table took 387 MB).
func TestHugeTerminalDrawsABoundedScreen(t *testing.T) {
	for _, sc := range scenarios {
		m := sized(sc.build(t), 100000, 50000)
		out := m.Render()
		lines := strings.Split(out, "\n")
		if len(lines) != common.MaxHeight {
			t.Errorf("%s: %d lines in a terminal of 50000, want %d", sc.name, len(lines), common.MaxHeight)
		}
		for i, l := range lines {
			if w := ansi.StringWidthWc(l); w > common.MaxWidth {
				t.Errorf("%s: line %d is %d cells wide, more than %d", sc.name, i+1, w, common.MaxWidth)
				break
			}
		}
	}
}
