package statscreen

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"
	"github.com/charmbracelet/x/exp/golden"

	"rolekeeper/internal/screentest"
	"rolekeeper/journal"
	"rolekeeper/stats"
)

// ratingsScreen is the stats screen of the rated season of
// stats/testdata/ratings: eight Buhmann and four Lord games among seven
// players, so that some have the games a shown rating needs.
func ratingsScreen(t *testing.T, w, h int) Screen {
	t.Helper()
	paths, err := filepath.Glob("../../stats/testdata/ratings/*.jsonl")
	if err != nil || len(paths) == 0 {
		t.Fatalf("no games: %v", err)
	}
	var games []stats.Game
	for _, path := range paths {
		f, err := journal.Read(path)
		if err != nil {
			t.Fatal(err)
		}
		games = append(games, stats.FromFile(f, fixedNow))
	}
	s := stats.Aggregate(games, stats.Filter{}, stats.Identities{})
	screen := New(Options{Report: stats.Report{Season: s, Words: testWords.Stats}, Words: testWords})
	return pressStats(sizedStats(screen, w, h), "tab", "tab", "tab")
}

// TestStatsRatingsGolden keeps the ratings view of both variants at 80x24
// and 120x40 in both languages, the same text in every theme.
func TestStatsRatingsGolden(t *testing.T) {
	for _, lang := range screentest.Languages {
		inLanguage(t, lang)
		for _, variant := range []string{"buhmann", "lord"} {
			for _, size := range [][2]int{{80, 24}, {120, 40}} {
				base := ratingsScreen(t, size[0], size[1])
				if variant == "lord" {
					base = pressStats(base, "right")
				}
				base = pressStats(base, "down", "down")
				text := map[string]string{}
				for _, th := range screentest.Themes {
					out := themedStats(base, th).Render()
					screentest.CheckFits(t, out, size[0], size[1])
					text[th.Name] = ansi.Strip(out)
				}
				if text["light"] != text["dark"] || text["nocolor"] != text["dark"] {
					t.Errorf("%s: the themes' texts differ", variant)
				}
				t.Run(fmt.Sprintf("%s_%dx%d%s", variant, size[0], size[1], screentest.LangSuffix(lang)), func(t *testing.T) {
					golden.RequireEqual(t, text["dark"])
				})
			}
		}
	}
}

// TestStatsDecksGolden keeps the decks view of the rated season, whose
// games name decks, at 80x24 and 120x40 in both languages.
func TestStatsDecksGolden(t *testing.T) {
	for _, lang := range screentest.Languages {
		inLanguage(t, lang)
		for _, size := range [][2]int{{80, 24}, {120, 40}} {
			base := pressStats(ratingsScreen(t, size[0], size[1]), "tab", "down", "down", "down", "down")
			text := map[string]string{}
			for _, th := range screentest.Themes {
				out := themedStats(base, th).Render()
				screentest.CheckFits(t, out, size[0], size[1])
				text[th.Name] = ansi.Strip(out)
			}
			if text["light"] != text["dark"] || text["nocolor"] != text["dark"] {
				t.Errorf("the themes' texts differ")
			}
			t.Run(fmt.Sprintf("decks_%dx%d%s", size[0], size[1], screentest.LangSuffix(lang)), func(t *testing.T) {
				golden.RequireEqual(t, text["dark"])
			})
		}
	}
}

// TestStatsRatingProvisionalBelowFiveGames: the standings show a
// variant's rating for every player with a game of it, marked
// provisional below stats.RatedGames games.
func TestStatsRatingProvisionalBelowFiveGames(t *testing.T) {
	s := ratingsScreen(t, 120, 40)
	col := -1
	for i, c := range s.columns {
		if c.head == testWords.Stats.BuhmannRating {
			col = i
		}
	}
	if col < 0 {
		t.Fatal("no Buhmann rating column")
	}
	for i, p := range s.season.Players {
		text := s.columns[col].text(i, p)
		shown := text != testWords.Stats.Screen.Unrated
		marked := strings.HasSuffix(text, testWords.Stats.Rated.Mark)
		if shown != (p.Buhmann.Games > 0) || marked != (p.Buhmann.Games > 0 && p.Buhmann.Games < stats.RatedGames) {
			t.Errorf("%s, %d Buhmann games: rating %q", p.Name, p.Buhmann.Games, text)
		}
	}
	if out := ansi.Strip(s.Render()); !strings.Contains(out, "█") {
		t.Errorf("the ratings view draws no chart:\n%s", out)
	}
}
