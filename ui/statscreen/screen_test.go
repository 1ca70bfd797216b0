package statscreen

import (
	"fmt"
	"os"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"
	"github.com/charmbracelet/x/exp/golden"

	"rolekeeper/internal/screentest"
	"rolekeeper/journal"
	"rolekeeper/stats"
)

// statsSeason is the season of the two hand-worked games of testdata
// (stats/testdata/handworked.md), with one damaged file.
func statsSeason(t testing.TB) stats.Report {
	t.Helper()
	var games []stats.Game
	for _, name := range []string{"buhmann-5-players.jsonl", "lord-7-players.jsonl"} {
		data, err := os.ReadFile("../../testdata/" + name)
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

func statsScreen(t testing.TB, fromList bool) Screen {
	return New(Options{Report: statsSeason(t), FromList: fromList, Words: testWords})
}

func sizedStats(s Screen, w, h int) Screen {
	next, _ := s.Update(tea.WindowSizeMsg{Width: w, Height: h})
	return next.(Screen)
}

func pressStats(s Screen, keys ...string) Screen {
	for _, k := range keys {
		next, _ := s.Update(keyPress(k))
		s = next.(Screen)
	}
	return s
}

func themedStats(s Screen, th screentest.Theme) Screen {
	for _, msg := range screentest.ThemeMsgs(th.Dark, th.Depth) {
		next, _ := s.Update(msg)
		s = next.(Screen)
	}
	return s
}

// TestStatsGolden keeps the three views of the stats screen at 80x24 and
// 120x40 as plain text, for the coloured themes and the one without
// colour. Regenerate with go test ./ui/statscreen -update.
func TestStatsGolden(t *testing.T) {
	for _, lang := range screentest.Languages {
		inLanguage(t, lang)
		for view, name := range []string{"standings", "matrix", "results", "ratings", "decks"} {
			for _, size := range [][2]int{{80, 24}, {120, 40}} {
				base := sizedStats(statsScreen(t, true), size[0], size[1])
				for range view {
					base = pressStats(base, "tab")
				}
				text := map[string]string{}
				for _, th := range screentest.Themes {
					out := themedStats(base, th).Render()
					screentest.CheckFits(t, out, size[0], size[1])
					text[th.Name] = ansi.Strip(out)
				}
				if text["light"] != text["dark"] || text["nocolor"] != text["dark"] {
					t.Errorf("%s: the themes' texts differ", name)
				}
				t.Run(fmt.Sprintf("%s_%dx%d%s", name, size[0], size[1], screentest.LangSuffix(lang)), func(t *testing.T) {
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
				screentest.CheckFits(t, s.Render(), w, h)
				s = pressStats(s, "right", "down", "tab")
			}
		}
	}
}

// TestStatsSortByColumn: ←/→ choose the column that orders the players,
// r turns the order round, and the chosen player stays chosen.
func TestStatsSortByColumn(t *testing.T) {
	s := sizedStats(statsScreen(t, false), 80, 24)
	names := func(s Screen) string {
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
		if cmd == nil || !next.(Screen).Quit() {
			t.Errorf("from the list %v: q does not quit", fromList)
		}
	}
}
