package model

import (
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"

	"rolekeeper/rules"
)

// emojiNames are the names of issue 20's game: a skin tone, a joiner
// sequence, a variation selector, CJK, a decomposed ë, Greek.
var emojiNames = []string{"💅🏻Ana", "🧙\u200d♂\ufe0fBen", "🎙\ufe0fCy", "王小明", "Zoe\u0308", "Ω-Δ"}

// inCells gives the model the terminal's rule of width: per code point
// (the zero value, as tmux and xterm) or grapheme clusters, as a terminal
// that reports mode 2027 makes it.
func inCells(m Model, c ansi.Method) Model {
	if c == ansi.GraphemeWidth {
		next, _ := m.Update(tea.ModeReportMsg{Mode: ansi.ModeUnicodeCore, Value: ansi.ModeReset})
		return next.(Model)
	}
	return m
}

// emojiGame is a Lord game of emojiNames a few events in: a life change
// and poison counters.
func emojiGame(t *testing.T) Model {
	setup := rules.Setup{Variant: rules.Lord, Players: emojiNames, Life: 20, Target: 10, Seed: 4}
	g := mustGame(t, setup)
	p := g.Pairs[0]
	return resumed(t, setup, pass, life(p[1], -3, p[0]), rules.Poison{Changes: []rules.Change{{Seat: p[0], Delta: 2}}, Source: p[1]})
}

// TestNamesLineUpInEitherRuleOfWidth: with names whose width differs
// between the two rules (💅🏻 is 4 cells per code point and 2 as a
// cluster, 🎙️ 1 and 2, 🧙‍♂️ 3 and 2), every line of the table (and of
// the roles before it) but the help line fills the screen exactly as the
// terminal measures it, so that every border stays in its column; the
// summary's rows of players are all as wide as each other; no line of
// any screen is wider than the screen.
func TestNamesLineUpInEitherRuleOfWidth(t *testing.T) {
	base := emojiGame(t)
	roles := resumed(t, rules.Setup{Variant: rules.Lord, Players: emojiNames, Life: 20, Target: 10, Seed: 4})
	for _, c := range []ansi.Method{ansi.WcWidth, ansi.GraphemeWidth} {
		for _, size := range [][2]int{{120, 40}, {80, 24}, {100, 30}} {
			w, h := size[0], size[1]
			for _, sc := range []struct {
				name string
				m    Model
				keys []string
			}{{"table", base, nil}, {"roles", roles, nil}, {"prompt", base, []string{"i"}}} {
				lines := strings.Split(press(t, sized(inCells(sc.m, c), w, h), sc.keys...).Render(), "\n")
				for i, l := range lines[:len(lines)-1] {
					if sc.name == "prompt" && i >= h-8 {
						break // the prompt's lines over the table are as wide as the prompt
					}
					if got := c.StringWidth(l); got != w {
						t.Errorf("cells %d, %s %dx%d: line %d is %d cells, not %d: %q", c, sc.name, w, h, i+1, got, w, ansi.Strip(l))
					}
				}
			}
			for _, keys := range [][]string{{"S"}, {"S", "tab"}, {"h"}, {"?"}} {
				out := press(t, sized(inCells(base, c), w, h), keys...).Render()
				rowW := -1
				for i, l := range strings.Split(out, "\n") {
					if got := c.StringWidth(l); got > w {
						t.Errorf("cells %d, %v %dx%d: line %d is %d cells: %q", c, keys, w, h, i+1, got, ansi.Strip(l))
					}
					if keys[0] == "S" && len(keys) == 1 && strings.HasPrefix(ansi.Strip(l), " 1. ") {
						if rowW >= 0 && c.StringWidth(l) != rowW {
							t.Errorf("cells %d, summary %dx%d: row %q is %d cells, the first %d", c, w, h, ansi.Strip(l), c.StringWidth(l), rowW)
						}
						rowW = c.StringWidth(l)
					}
				}
			}
		}
	}
}
