package model

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/charmbracelet/x/ansi"
	"github.com/charmbracelet/x/exp/golden"

	"rolekeeper/internal/race"
	"rolekeeper/internal/screentest"
	"rolekeeper/rules"
	"rolekeeper/styles"
	"rolekeeper/wording"
)

// scenario is a screen worth keeping a golden copy of.
type scenario struct {
	name  string
	build func(t *testing.T) Model
}

// mustGame applies events to a new game, failing the test on a refusal.
func mustGame(t testing.TB, setup rules.Setup, events ...rules.Event) rules.Game {
	t.Helper()
	g, _, err := rules.NewGame(setup)
	if err != nil {
		t.Fatalf("setup: %v", err)
	}
	for i, e := range events {
		if g, _, err = rules.Apply(g, e); err != nil {
			t.Fatalf("event %d %#v: %v", i+1, e, err)
		}
	}
	return g
}

// resumed is a model at the table of a game rebuilt from events, started
// 83 minutes before the test clock, its events entered a minute apart
// from then on.
func resumed(t testing.TB, setup rules.Setup, events ...rules.Event) Model {
	t.Helper()
	opts := testOptions()
	opts.Started = fixedNow.Add(-83 * time.Minute)
	for i := range events {
		opts.Times = append(opts.Times, opts.Started.Add(time.Duration(i+1)*time.Minute))
	}
	return Resume(mustGame(t, setup, events...), events, opts)
}

func life(seat, delta, source int) rules.LifeChange {
	return rules.LifeChange{Changes: []rules.Change{{Seat: seat, Delta: delta}}, Source: source}
}

var (
	buhmann5 = rules.Setup{Variant: rules.Buhmann, Players: []string{"Ana", "Ben", "Cem", "Dora", "Eli"}, Life: 20, Seed: 1}
	lord7    = rules.Setup{Variant: rules.Lord, Players: []string{"Ana", "Bjørn", "山田太郎", "Dora", "Élodie", "Finn", "Kai 🎲"},
		Life: 20, Target: 10, Seed: 8812}
	lord6 = rules.Setup{Variant: rules.Lord, Players: []string{"Ana", "Ben", "Cem", "Dora", "Eli", "Finn"}, Life: 20, Target: 10, Seed: 3}
	pass  = rules.Pass{}
)

// buhmannIT: Ana became the IT on her second turn; Ben lost life to his
// counters and cannot gain life; a pending change is not shown.
func buhmannIT(t *testing.T) Model {
	return resumed(t, buhmann5, pass, pass, pass, pass, pass,
		rules.Attack{Attacker: 0, Defenders: []int{2}}, life(2, -4, 0), pass, life(1, 3, rules.NoSeat))
}

// buhmannEndgame: two of four players are out; the duel has begun (B-9).
func buhmannEndgame(t *testing.T) Model {
	setup := rules.Setup{Variant: rules.Buhmann, Players: []string{"Ana", "Ben", "Cem", "Dora"}, Life: 20, Seed: 1}
	return resumed(t, setup, pass, pass, rules.Attack{Attacker: 2, Defenders: []int{0}}, life(0, -20, 2),
		rules.Eliminate{Seats: []int{3}, Culprit: rules.NoSeat, Cause: rules.CauseConcede})
}

// lordWaiting: six players, so one waits; after an elimination the waiting
// player entered as the Lord with protection and the eliminated one waits.
func lordWaiting(t *testing.T) Model {
	g := mustGame(t, lord6)
	victim := g.NextPlaying(g.Active)
	if victim == g.Lord {
		victim = g.NextPlaying(victim)
	}
	return resumed(t, lord6, life(victim, -20, g.Active), pass)
}

// lordUnicode: seven players with names of every width, pairs and points.
func lordUnicode(t *testing.T) Model {
	g := mustGame(t, lord7)
	p := g.Pairs[0]
	return resumed(t, lord7, life(p[1], -20, p[0]), pass, rules.Points{Seat: 3, Delta: 2, Reason: "house dispute"})
}

// refused: Ben (not the IT) tries to attack Cem while Ana is the IT.
func refused(t *testing.T) Model {
	m := resumed(t, buhmann5, rules.Attack{Attacker: 0, Defenders: []int{1}}, pass)
	return press(t, m, "a", "3", "enter")
}

// buhmannSummary: a Buhmann game played to its winner.
func buhmannSummary(t *testing.T) Model {
	return resumed(t, buhmann5, pass, pass, pass, pass, pass,
		rules.Attack{Attacker: 0, Defenders: []int{2}}, life(2, -20, 0), pass,
		rules.Attack{Attacker: 1, Defenders: []int{0}}, life(0, -20, 1), pass,
		rules.Eliminate{Seats: []int{3}, Culprit: rules.NoSeat, Cause: rules.CauseConcede},
		life(4, -20, 1))
}

// lordSummary: a Lord game to a target of 3 points.
func lordSummary(t *testing.T) Model {
	setup := lord7
	setup.Target = 3
	g := mustGame(t, setup)
	p := g.Pairs[0]
	q := g.Pairs[1]
	return resumed(t, setup, life(p[1], -20, p[0]), pass, life(q[1], -20, q[0]),
		rules.Points{Seat: p[0], Delta: 1, Reason: "best play"})
}

func setupScreen(t *testing.T) Model {
	m := New(testOptions())
	m = press(t, m, "up", "right")
	m = addPlayers(t, m, "Ana", "Bjørn", "山田太郎", "Dora", "Élodie", "Finn", "Kai 🎲")
	return press(t, m, "up")
}

func setupNameError(t *testing.T) Model {
	m := New(testOptions())
	m = addPlayers(t, m, "Zoë", "Ben")
	m = press(t, m, "a")
	return typeText(t, m, "ZOË")
}

// turnStart: the pass that begins Ben's second turn, with its passivity
// loss shown prominently.
func turnStart(t *testing.T) Model {
	m := resumed(t, buhmann5, pass, pass, pass, pass, pass, rules.Attack{Attacker: 0, Defenders: []int{2}})
	return press(t, m, "P")
}

// pending: three presses of − on Cem, not entered yet.
func pending(t *testing.T) Model {
	return press(t, buhmannIT(t), "3", "-", "-", "-")
}

// helpScreen is the full help of a Lord game.
func helpScreen(t *testing.T) Model {
	return press(t, lordUnicode(t), "?")
}

// buhmann12: twelve players, an IT, counters and one player out: every
// seat must show in the compact layout too.
func buhmann12(t *testing.T) Model {
	setup := rules.Setup{Variant: rules.Buhmann, Players: twelve, Life: 20, Seed: 2}
	events := []rules.Event{}
	for range 13 {
		events = append(events, pass)
	}
	events = append(events, rules.Attack{Attacker: 1, Defenders: []int{5}}, life(5, -20, 1), pass)
	return resumed(t, setup, events...)
}

var scenarios = []scenario{
	{"setup", setupScreen},
	{"setup_name_error", setupNameError},
	{"buhmann_it_counters", buhmannIT},
	{"buhmann_endgame", buhmannEndgame},
	{"buhmann_12_players", buhmann12},
	{"lord_waiting_protection", lordWaiting},
	{"lord_unicode_names", lordUnicode},
	{"refused", refused},
	{"turn_start_notice", turnStart},
	{"pending_life_change", pending},
	{"help", helpScreen},
	{"summary_buhmann", buhmannSummary},
	{"summary_lord", lordSummary},
	{"summary_lord_life", lordSummaryLife},
	{"summary_buhmann_life", buhmannSummaryLife},
	{"lord_poison", lordPoison},
	{"summary_buhmann_poison", buhmannPoisonSummary},
	{"lord_emoji_names", emojiGame},
}

// lordPoison: poison counters on two seats of a Lord game, one given by
// a paired opponent (C-11), on the cards and in the panel.
func lordPoison(t *testing.T) Model {
	g := mustGame(t, lord7)
	p := g.Pairs[0]
	return resumed(t, lord7, rules.Poison{Changes: []rules.Change{{Seat: p[1], Delta: 6}}, Source: p[0]},
		rules.Poison{Changes: []rules.Change{{Seat: p[0], Delta: 2}, {Seat: 6, Delta: 1}}, Source: rules.NoSeat})
}

// buhmannPoisonSummary: a Buhmann game in which poison counters
// eliminated a player, to its summary with the poison column.
func buhmannPoisonSummary(t *testing.T) Model {
	return press(t, resumed(t, buhmann5, rules.Poison{Changes: []rules.Change{{Seat: 1, Delta: 10}}, Source: 0},
		rules.Poison{Changes: []rules.Change{{Seat: 2, Delta: 4}}, Source: 0}), "S")
}

// lordSummaryLife is the summary's page of life lost and dealt, with a
// reason for points given by hand.
func lordSummaryLife(t *testing.T) Model { return press(t, lordSummary(t), "S", "tab") }

// buhmannSummaryLife is the page of life lost and dealt after a Buhmann
// game, with life lost to passivity.
func buhmannSummaryLife(t *testing.T) Model { return press(t, buhmannSummary(t), "tab") }

// theme is one of the looks of every screen.
type theme struct {
	name  string
	dark  bool
	depth styles.Depth
}

// themes are the looks of every screen: true colour on dark and light, and
// no colour. (TestContrast reads every depth.)
var themes = []theme{{"dark", true, styles.TrueColor}, {"light", false, styles.TrueColor}, {"nocolor", true, styles.NoColor}}

// themed is the model in the theme of a terminal with colour depth d on a
// dark or light background, as if Bubble Tea had reported it.
func themed(m Model, dark bool, d styles.Depth) Model {
	for _, msg := range screentest.ThemeMsgs(dark, d) {
		m.Common.Update(msg)
	}
	m.restyle()
	return m
}

// TestGolden keeps the layout of every scenario at 80x24 and 120x40 as
// plain text, easy to read in a diff: one file for the coloured themes,
// whose text must be the same, and one for the theme without colour, which
// draws some borders that colour draws otherwise. TestGoldenColours keeps
// the escape sequences of one scenario per theme. Regenerate with
// go test ./model -update.
func TestGolden(t *testing.T) {
	for _, lang := range languages {
		inLanguage(t, lang)
		for _, sc := range scenarios {
			for _, size := range [][2]int{{80, 24}, {120, 40}} {
				goldenScreens(t, sc, size[0], size[1], langSuffix(lang))
			}
		}
	}
}

// goldenScreens checks one scenario at one size against its goldens, in
// the language the test chose; suffix ends the goldens' names.
func goldenScreens(t *testing.T, sc scenario, w, h int, suffix string) {
	base := sc.build(t)
	name := fmt.Sprintf("%s_%dx%d%s", sc.name, w, h, suffix)
	text := map[string]string{}
	for _, th := range themes {
		out := sized(themed(base, th.dark, th.depth), w, h).Render()
		checkFits(t, out, w, h)
		text[th.name] = ansi.Strip(out)
		checkLabelsWhole(t, text[th.name], testWords)
	}
	if text["light"] != text["dark"] {
		t.Errorf("%s: the light theme's text differs from the dark theme's", name)
	}
	t.Run(name+"_plain", func(t *testing.T) { golden.RequireEqual(t, text["dark"]) })
	t.Run(name+"_nocolor_plain", func(t *testing.T) { golden.RequireEqual(t, text["nocolor"]) })
}

// colourScenarios are the screens kept with their escape sequences, one
// per theme, so that a change of palette rewrites one file per theme.
var colourScenarios = []struct {
	theme, scenario string
	w, h            int
}{
	{"dark", "buhmann_it_counters", 120, 40},
	{"light", "lord_unicode_names", 120, 40},
	{"nocolor", "lord_waiting_protection", 80, 24},
}

// TestGoldenColours keeps the colours and text attributes of one scenario
// per theme (TestGolden keeps the layout of all of them).
func TestGoldenColours(t *testing.T) {
	for _, c := range colourScenarios {
		i := slices.IndexFunc(scenarios, func(sc scenario) bool { return sc.name == c.scenario })
		j := slices.IndexFunc(themes, func(th theme) bool { return th.name == c.theme })
		if i < 0 || j < 0 {
			t.Fatalf("no scenario %q or theme %q", c.scenario, c.theme)
		}
		th := themes[j]
		out := sized(themed(scenarios[i].build(t), th.dark, th.depth), c.w, c.h).Render()
		if !strings.Contains(out, "\x1b[") {
			t.Errorf("%s in %s: no escape sequence", c.scenario, c.theme)
		}
		name := fmt.Sprintf("%s_%dx%d_%s", c.scenario, c.w, c.h, c.theme)
		t.Run(name, func(t *testing.T) { golden.RequireEqual(t, out) })
	}
}

// checkFits fails if the screen is not exactly h lines of at most w cells
// as a terminal that measures per code point counts them (the goldens'
// rule, the model's until a terminal reports mode 2027).
func checkFits(t *testing.T, out string, w, h int) {
	t.Helper()
	lines := strings.Split(out, "\n")
	if len(lines) != h {
		t.Errorf("%d lines, want %d", len(lines), h)
	}
	for i, l := range lines {
		if lw := ansi.StringWidthWc(l); lw > w {
			t.Errorf("line %d is %d cells wide, more than %d: %q", i+1, lw, w, ansi.Strip(l))
		}
	}
}

// TestWidthSweep renders every scenario at widths from 80 to 200 and
// a few heights, in every theme and every language: no line may be wider
// than the screen.
func TestWidthSweep(t *testing.T) {
	for _, lang := range languages {
		inLanguage(t, lang)
		for _, sc := range scenarios {
			sweep(t, sc, lang)
		}
	}
}

// sweepStep is the step of the widths the sweep draws: every third, and
// under the race detector, which slows drawing tenfold and finds no race
// in a model drawn by one goroutine, every fifteenth (the pass without it
// draws every third).
var sweepStep = map[bool]int{false: 3, true: 15}[race.Enabled]

// sweep renders one scenario at widths from 80 to 200 (sweepStep apart)
// and a few heights, in every theme and by both rules of width a terminal may
// have (per code point, by grapheme clusters: the lines are measured by
// the rule the model was told).
func sweep(t *testing.T, sc scenario, lang string) {
	base := sc.build(t)
	for i, th := range themes {
		c := []ansi.Method{ansi.WcWidth, ansi.GraphemeWidth}[i%2] // each rule in half the themes
		m := inCells(themed(base, th.dark, th.depth), c)
		for w := 80; w <= 200; w += sweepStep {
			for _, h := range []int{24, 31, 40, 60} {
				out := sized(m, w, h).Render()
				lines := strings.Split(out, "\n")
				if len(lines) != h {
					t.Fatalf("%s %s %s %dx%d: %d lines", lang, sc.name, th.name, w, h, len(lines))
				}
				for i, l := range lines {
					if lw := c.StringWidth(l); lw > w {
						t.Fatalf("%s %s %s (cells %d) %dx%d: line %d is %d cells: %q", lang, sc.name, th.name, c, w, h, i+1, lw, ansi.Strip(l))
					}
				}
			}
		}
	}
}

// wholeLabels are the short labels of wd that a screen shows in fixed
// places (badges, column heads, setup rows): in any language they must
// fit where they stand, never end in an ellipsis. (Setup.Life is left
// out: in German it is also a word of sentences, which may be cut.)
func wholeLabels(wd *wording.Words) []string {
	return []string{wd.Seat.Out, wd.Seat.Waiting, wd.Seat.IT, wd.Seat.Lord, wd.Seat.Winner,
		wd.Panel.Player, wd.Panel.Life, wd.Panel.NextTurn, wd.Panel.Pair, wd.Panel.Points, wd.Panel.WaitShort,
		wd.Summary.Player, wd.Summary.Points, wd.Summary.Life, wd.Summary.TurnsTaken, wd.Summary.TurnsWhileIT,
		wd.Summary.TurnsWhileLord, wd.Summary.PassivityLoss, wd.Summary.Eliminated, wd.Summary.BySource,
		wd.Setup.Variant, wd.Setup.Target, wd.Setup.First, wd.Setup.Seed, wd.Setup.HouseRule,
		wd.Setup.Add, wd.Setup.Start}
}

// checkLabelsWhole fails when a screen shows a label of wd cut short with
// an ellipsis ("Leb…" for "Leben").
func checkLabelsWhole(t *testing.T, screen string, wd *wording.Words) {
	t.Helper()
	// A label that is also a word of the cells (German "Passivität", a
	// head and a share of life lost) may end a cut list of them.
	cells := []string{wd.Summary.Passivity, wd.Summary.Themselves, wd.Summary.NoSource}
	for _, label := range wholeLabels(wd) {
		if slices.Contains(cells, label) {
			continue
		}
		runes := []rune(label)
		for n := 2; n < len(runes); n++ {
			if cut := string(runes[:n]) + "…"; strings.Contains(screen, cut) {
				t.Errorf("the label %q is cut to %q:\n%s", label, cut, screen)
				break
			}
		}
	}
}
