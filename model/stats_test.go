package model

import (
	"fmt"
	"image/color"
	"os"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/colorprofile"
	"github.com/charmbracelet/x/ansi"
	"github.com/charmbracelet/x/exp/golden"

	"rolekeeper/journal"
	"rolekeeper/stats"
	"rolekeeper/styles"
)

// statsSeason is the season of the two hand-worked games of testdata
// (stats/testdata/handworked.md), with one damaged file.
func statsSeason(t testing.TB) stats.Report {
	t.Helper()
	var games []stats.Game
	for _, name := range []string{"buhmann-5-players.jsonl", "lord-7-players.jsonl"} {
		data, err := os.ReadFile("../testdata/" + name)
		if err != nil {
			t.Fatal(err)
		}
		f, err := journal.Parse(name, data)
		if err != nil {
			t.Fatal(err)
		}
		games = append(games, stats.FromFile(f, fixedNow))
	}
	s := stats.Aggregate(games, stats.Filter{}, stats.Identities{})
	s.Damaged = []stats.Damaged{{Path: "broken.jsonl", Reason: "broken.jsonl:3: unknown type"}}
	return stats.Report{Season: s, Words: testWords.Stats}
}

func statsScreen(t testing.TB, fromList bool) StatsScreen {
	return NewStatsScreen(StatsOptions{Report: statsSeason(t), FromList: fromList, Words: testWords})
}

func sizedStats(s StatsScreen, w, h int) StatsScreen {
	next, _ := s.Update(tea.WindowSizeMsg{Width: w, Height: h})
	return next.(StatsScreen)
}

func pressStats(s StatsScreen, keys ...string) StatsScreen {
	for _, k := range keys {
		next, _ := s.Update(keyPress(k))
		s = next.(StatsScreen)
	}
	return s
}

func themedStats(s StatsScreen, th theme) StatsScreen {
	for _, msg := range themeMsgs(th.dark, th.depth) {
		next, _ := s.Update(msg)
		s = next.(StatsScreen)
	}
	return s
}

// themeMsgs are the messages a terminal sends that make a screen whose
// theme is not chosen draw on a dark or light background at depth d, as
// themed sets them on a Model.
func themeMsgs(dark bool, d styles.Depth) []tea.Msg {
	term, profile := "xterm", colorprofile.ASCII
	switch d {
	case styles.TrueColor:
		profile = colorprofile.TrueColor
	case styles.Colors256:
		profile = colorprofile.ANSI256
	case styles.Colors16:
		profile = colorprofile.ANSI
	case styles.Colors8:
		term, profile = "linux", colorprofile.ANSI
	}
	bg := tea.BackgroundColorMsg{Color: color.White}
	if dark {
		bg.Color = color.Black
	}
	return []tea.Msg{tea.EnvMsg{"TERM=" + term}, tea.ColorProfileMsg{Profile: profile}, bg}
}

// TestStatsGolden keeps the three views of the stats screen at 80x24 and
// 120x40 as plain text, for the coloured themes and the one without
// colour. Regenerate with go test ./model -update.
func TestStatsGolden(t *testing.T) {
	for _, lang := range languages {
		inLanguage(t, lang)
		for view, name := range []string{"standings", "matrix", "results", "ratings", "decks"} {
			for _, size := range [][2]int{{80, 24}, {120, 40}} {
				base := sizedStats(statsScreen(t, true), size[0], size[1])
				for range view {
					base = pressStats(base, "tab")
				}
				text := map[string]string{}
				for _, th := range themes {
					out := themedStats(base, th).Render()
					checkFits(t, out, size[0], size[1])
					text[th.name] = ansi.Strip(out)
				}
				if text["light"] != text["dark"] || text["nocolor"] != text["dark"] {
					t.Errorf("%s: the themes' texts differ", name)
				}
				t.Run(fmt.Sprintf("%s_%dx%d%s", name, size[0], size[1], langSuffix(lang)), func(t *testing.T) {
					golden.RequireEqual(t, text["dark"])
				})
			}
		}
	}
}

// TestStatsFitsEverySize: at every size from 80x24 up, in every view,
// every line fits the screen; below it the screen asks for more room.
func TestStatsFitsEverySize(t *testing.T) {
	for w := 60; w <= 140; w += 7 {
		for h := 20; h <= 44; h += 4 {
			s := sizedStats(statsScreen(t, false), w, h)
			for range viewCount {
				checkFits(t, s.Render(), w, h)
				s = pressStats(s, "right", "down", "tab")
			}
		}
	}
}

// TestStatsSortByColumn: ←/→ choose the column that orders the players,
// r turns the order round, and the chosen player stays chosen.
func TestStatsSortByColumn(t *testing.T) {
	s := sizedStats(statsScreen(t, false), 80, 24)
	names := func(s StatsScreen) string {
		var out []string
		for _, i := range s.order {
			out = append(out, s.season.Players[i].Name)
		}
		return strings.Join(out, " ")
	}
	if got := names(s); got != "Ana Cem Finn Eli Dora Ben Gus" {
		t.Fatalf("standings order %q", got)
	}
	s = pressStats(s, "down", "right") // Cem chosen; sorted by name
	if got := names(s); got != "Ana Ben Cem Dora Eli Finn Gus" || s.order[s.cursor] != 1 {
		t.Errorf("by name: %q, cursor on %s", got, s.season.Players[s.order[s.cursor]].Name)
	}
	s = pressStats(s, "right", "right") // games (Gus and Finn 1), then wins, highest first
	if got := names(s); got != "Ana Cem Finn Eli Dora Ben Gus" || !s.desc {
		t.Errorf("by wins: %q (descending %v)", got, s.desc)
	}
	s = pressStats(s, "r")
	if got := names(s); !strings.HasPrefix(got, "Finn Eli Dora Ben Gus") || s.season.Players[s.order[s.cursor]].Name != "Cem" {
		t.Errorf("reversed: %q, cursor on %s", got, s.season.Players[s.order[s.cursor]].Name)
	}
	if out := ansi.Strip(s.Render()); !strings.Contains(out, "Wins▲") {
		t.Errorf("the sort column's head has no arrow:\n%s", out)
	}
}

// TestStatsLeave: esc goes back to the list of games only when the screen
// came from there; q leaves rolekeeper.
func TestStatsLeave(t *testing.T) {
	for _, fromList := range []bool{true, false} {
		s := sizedStats(statsScreen(t, fromList), 80, 24)
		next, cmd := s.Update(keyPress("esc"))
		if back := cmd != nil; back != fromList {
			t.Errorf("from the list %v: esc leaves %v", fromList, back)
		}
		next, cmd = next.Update(keyPress("q"))
		if cmd == nil || !next.(StatsScreen).Quit() {
			t.Errorf("from the list %v: q does not quit", fromList)
		}
	}
}

// TestPickerOpensStats: s on the list of games asks for the statistics.
func TestPickerOpensStats(t *testing.T) {
	p := NewPicker(PickerOptions{Dir: "/games"})
	next, cmd := p.Update(keyPress("s"))
	if c, ok := next.(Picker).Choice(); !ok || !c.Stats || cmd == nil {
		t.Errorf("choice %+v, %v; want the statistics", c, ok)
	}
}
