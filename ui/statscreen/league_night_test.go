package statscreen

import (
	"fmt"
	"strconv"
	"strings"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"
	"github.com/charmbracelet/x/exp/golden"

	"rolekeeper/internal/screentest"
	"rolekeeper/night"
	"rolekeeper/rules"
)

// tvNight is a night of n tables of 5 (Lord: table 2 has a waiting
// player), round 2 of 3, its clock as given.
func tvNight(n int, clock night.Clock) LeagueNight {
	v := LeagueNight{Shown: true, Players: 5 * n, Round: 2, Rounds: 3, Variant: rules.Lord, Clock: clock}
	names := []string{"Ana", "Ben", "Cem", "Dora", "Eli", "Finn", "Gus", "Hanna", "Ida", "Jo", "Kai", "Lea", "Mo", "Nele",
		"Ole", "Pia", "Quirin", "Rosa", "Sven", "Tilda", "Ulf", "Vera", "Wim", "Xenia", "Yusuf", "Zoë", "Bartholomäus", "Cosima",
		"Dagobert", "Emilia", "Friedrich", "Gisela", "Henrietta", "Ignatius", "Josefine", "Konstantin", "Leopoldine", "Maximilian",
		"Nepomuk", "Ottilie"}
	for t := range n {
		tb := NightTable{Waiting: -1, Turns: 5}
		for k := range 5 {
			tb.Players = append(tb.Players, names[(5*t+k)%len(names)])
		}
		if t == 1 {
			tb.Waiting, tb.Turns = 4, 4
		}
		v.Tables = append(v.Tables, tb)
	}
	return v
}

// tvScreen is the standings screen with the night, at w x h.
func tvScreen(t *testing.T, w, h int, night LeagueNight) League {
	t.Helper()
	r := statsSeason(t)
	r.Words = testWords.Stats
	first := LeagueMsg{Report: r, At: fixedNow, Night: night, Games: []LeagueGame{
		{Table: "Table 1", Variant: rules.Lord, Players: []string{"Ana", "Ben", "Cem", "Dora", "Eli"}, Over: true, Winners: []string{"Cem"}},
	}}
	var s tea.Model = NewLeague(LeagueOptions{First: first, Words: testWords})
	s, _ = s.Update(tea.WindowSizeMsg{Width: w, Height: h})
	return s.(League)
}

func tvText(s tea.Model) string { return ansi.Strip(s.(League).Render()) }

// running is round 2's clock, read at fixedNow with 1:23:20 left.
var running = night.Clock{Round: 2, Length: 83*time.Minute + 20*time.Second, Since: fixedNow}

// runningFor is round 2's clock, read at fixedNow with left left.
func runningFor(left time.Duration) night.Clock {
	return night.Clock{Round: 2, Length: left, Since: fixedNow}
}

// pausedWith is round 2's clock paused with left left.
func pausedWith(left time.Duration) night.Clock {
	return night.Clock{Round: 2, Length: left}
}

// TestTVNightGolden keeps the TV with a night of 3 tables of 5 at 80x24
// and 160x45 (a TV), and 8 tables (40 players) at both, in English and
// German; every theme draws the same text and every line fits.
// Regenerate with go test ./ui/statscreen -update.
func TestTVNightGolden(t *testing.T) {
	for _, lang := range screentest.Languages {
		inLanguage(t, lang)
		for _, tables := range []int{3, 8} {
			for _, size := range [][2]int{{80, 24}, {160, 45}} {
				s := tvScreen(t, size[0], size[1], tvNight(tables, running))
				text := map[string]string{}
				for _, th := range screentest.Themes {
					var m tea.Model = s
					for _, msg := range screentest.ThemeMsgs(th.Dark, th.Depth) {
						m, _ = m.Update(msg)
					}
					out := m.(League).Render()
					screentest.CheckFits(t, out, size[0], size[1])
					text[th.Name] = ansi.Strip(out)
				}
				if text["light"] != text["dark"] || text["nocolor"] != text["dark"] {
					t.Errorf("%d tables %v: the themes' texts differ", tables, size)
				}
				t.Run(fmt.Sprintf("tables%d_%dx%d%s", tables, size[0], size[1], screentest.LangSuffix(lang)), func(t *testing.T) {
					golden.RequireEqual(t, text["dark"])
				})
			}
		}
	}
}

// TestTVShowsEverySeat: with 3 tables of 5 every player is on the
// screen at 80x24 and 160x45 with the standings, seat 1 marked first and
// Lord's waiting player marked waiting; at 80x24 8 tables (40 players)
// fit in a table a line, and 12 are shown a page at a time in at most
// half the screen, every table within a minute (the pages turn while
// the clock is paused too); the standings stay.
func TestTVShowsEverySeat(t *testing.T) {
	for _, size := range [][2]int{{80, 24}, {160, 45}} {
		screen := tvText(tvScreen(t, size[0], size[1], tvNight(3, running)))
		for _, want := range []string{"Tonight · Night round 2 of 3 · Lord is killing you", "Night round 2: 1:23:20 left", "1 Ana (first)",
			"5 Jo (waiting)", "1 Kai (first)", testWords.Stats.Title, testWords.League.Evening} {
			if !strings.Contains(screen, want) {
				t.Errorf("%v: no %q on\n%s", size, want, screen)
			}
		}
		for _, name := range tvNight(3, running).Tables[2].Players {
			if !strings.Contains(screen, name) {
				t.Errorf("%v: %s is not on the screen", size, name)
			}
		}
	}
	s := tvScreen(t, 80, 24, tvNight(8, running))
	if screen := tvText(s); s.nightRows > 12 || !strings.Contains(screen, "Ottilie") || !strings.Contains(screen, testWords.Stats.Title) {
		t.Errorf("8 tables at 80x24 (%d rows of night):\n%s", s.nightRows, screen)
	}
	s = tvScreen(t, 80, 24, tvNight(12, pausedWith(time.Hour)))
	first := tvText(s)
	if s.nightRows > 12 || !strings.Contains(first, "Tables 1–") || !strings.Contains(first, " of 12 · the others in turn, every 10 s") ||
		strings.Contains(first, "Table 12 (5)") || !strings.Contains(first, testWords.Stats.Title) || s.Init() == nil {
		t.Errorf("12 tables at 80x24 (%d rows of night):\n%s", s.nightRows, first)
	}
	seen := map[int]bool{}
	var m tea.Model = s
	for sec := 0; sec < 60; sec++ {
		var cmd tea.Cmd
		m, cmd = m.Update(nightTick(fixedNow.Add(time.Duration(sec) * time.Second)))
		if cmd == nil {
			t.Fatalf("%d s: the pages ask for no tick", sec)
		}
		for n := 1; n <= 12; n++ {
			if strings.Contains(tvText(m), "Table "+strconv.Itoa(n)+" (5)") {
				seen[n] = true
			}
		}
	}
	if len(seen) != 12 {
		t.Errorf("in a minute the pages showed the tables %v, not all 12", seen)
	}
	if screen := tvText(tvScreen(t, 160, 45, tvNight(8, running))); !strings.Contains(screen, "Ottilie") || strings.Contains(screen, "more table") {
		t.Errorf("8 tables at 160x45 leave some out:\n%s", screen)
	}
}

// TestTVClockCountsDown: a running clock counts down at every tick (a
// second, aligned to the clock's), a paused one does not and asks for no
// tick, and a running clock that reaches 0 calls time: the tables show
// their turns still to play (the waiting player's table one fewer) and
// the ticks stop.
func TestTVClockCountsDown(t *testing.T) {
	s := tvScreen(t, 160, 45, tvNight(3, runningFor(10*time.Minute)))
	if s.Init() == nil {
		t.Fatal("a running clock asks for no tick")
	}
	m, cmd := s.Update(nightTick(fixedNow.Add(61 * time.Second)))
	if !strings.Contains(tvText(m), "Night round 2: 8:59 left") || cmd == nil {
		t.Fatalf("61 s later (tick asked: %v):\n%s", cmd != nil, tvText(m))
	}
	m, cmd = m.Update(nightTick(fixedNow.Add(10 * time.Minute)))
	screen := tvText(m)
	if !strings.Contains(screen, "Night round 2: TIME CALLED") || !strings.Contains(screen, "this turn, then 5 more turns") ||
		!strings.Contains(screen, "this turn, then 4 more turns") || cmd != nil {
		t.Fatalf("at 0 (tick asked: %v):\n%s", cmd != nil, screen)
	}
	p := tvScreen(t, 160, 45, tvNight(3, pausedWith(10*time.Minute)))
	if _, ticks := p.startTicks(); ticks != nil {
		t.Error("a paused clock asks for ticks")
	}
	m, _ = p.Update(nightTick(fixedNow.Add(time.Hour)))
	if !strings.Contains(tvText(m), "Night round 2: paused, 10:00 left") {
		t.Errorf("paused, an hour later:\n%s", tvText(m))
	}
}

// TestTVSaysTheLeagueIsGone: when the league cannot be read the night
// says when it was last read and that the screen tries again, and the
// clock, the copy last read, goes on counting down from there (it is a
// countdown from a known start: night.Copy, the rule of every table's
// header), marked stale; the next reading shows the clock as read, no
// longer marked.
func TestTVSaysTheLeagueIsGone(t *testing.T) {
	for _, lang := range screentest.Languages {
		inLanguage(t, lang)
		s := tvScreen(t, 80, 24, tvNight(3, running))
		m, _ := s.Update(LeagueMsg{Err: errLost{}, At: fixedNow.Add(time.Minute)})
		m, cmd := m.Update(nightTick(fixedNow.Add(5 * time.Minute)))
		screen := tvText(m)
		last := testWords.Night.TV.LastUpdate(fixedNow.Local().Format("15:04"))
		counted := testWords.Night.ClockRunning(2, "1:18:20")
		if !strings.Contains(screen, last[:20]) || !strings.Contains(screen, counted) || cmd == nil {
			t.Errorf("%s: the league gone, 5 minutes after the last reading (tick asked: %v), no %q:\n%s", lang, cmd != nil, counted, screen)
		}
		back := tvNight(3, night.Clock{Round: 2, Length: 86 * time.Minute, Since: fixedNow.Add(6 * time.Minute)})
		m, _ = m.Update(LeagueMsg{Report: statsSeason(t), At: fixedNow.Add(6 * time.Minute), Night: back})
		screen = tvText(m)
		_, mark, _ := strings.Cut(testWords.Night.ClockStale("\x00", "15:04"), "\x00") // " (may be stale)"
		if strings.Contains(screen, last[:20]) || !strings.Contains(screen, testWords.Night.ClockRunning(2, "1:26:00")) ||
			strings.Contains(screen, mark) {
			t.Errorf("%s: the league back:\n%s", lang, screen)
		}
		m, cmd = m.Update(nightTick(fixedNow.Add(7 * time.Minute)))
		if screen := tvText(m); !strings.Contains(screen, testWords.Night.ClockRunning(2, "1:25:00")) || cmd == nil {
			t.Errorf("%s: a minute after the league came back (tick asked: %v):\n%s", lang, cmd != nil, screen)
		}
	}
}

// TestTVFitsEverySize: with a night of 1 to 8 tables every line fits at
// every size from 80x24 up.
func TestTVFitsEverySize(t *testing.T) {
	for _, tables := range []int{1, 3, 8} {
		for w := 80; w <= 200; w += 17 {
			for h := 24; h <= 60; h += 9 {
				screentest.CheckFits(t, tvScreen(t, w, h, tvNight(tables, running)).Render(), w, h)
			}
		}
	}
	if screen := tvText(tvScreen(t, 80, 24, LeagueNight{Shown: true, Players: 13, Rounds: 3})); !strings.Contains(screen, "13 players · no night round seated yet") {
		t.Errorf("no round seated:\n%s", screen)
	}
	if screen := tvText(tvScreen(t, 80, 24, LeagueNight{Shown: true, Problem: "the league's night 0123: not a night file"})); !strings.Contains(screen, "not a night file") {
		t.Errorf("a night that cannot be read:\n%s", screen)
	}
}

// TestTVMarksAFrozenClockStale: once the league cannot be read, the
// TV's clock is its copy, which says so in the words of a table's
// header ("as of 21:37 · Night round 2: 1:18:20 left (may be stale)"),
// at 80x24 and on a TV, in both languages: the line beneath that says
// when the league was last read can be scrolled off or missed. A
// running copy counts on, as the header's does (before, the TV stood
// still while the header counted: the room saw two numbers); a paused
// one stands, marked the same.
func TestTVMarksAFrozenClockStale(t *testing.T) {
	for _, lang := range screentest.Languages {
		inLanguage(t, lang)
		for _, size := range [][2]int{{80, 24}, {160, 45}} {
			for _, c := range []struct {
				clock night.Clock
				want  string
			}{{running, testWords.Night.ClockRunning(2, "1:18:20")}, {pausedWith(time.Hour), testWords.Night.ClockPaused(2, "1:00:00")}} {
				s := tvScreen(t, size[0], size[1], tvNight(3, c.clock))
				m, _ := s.Update(LeagueMsg{Err: errLost{}, At: fixedNow.Add(time.Minute)})
				m, _ = m.Update(nightTick(fixedNow.Add(5 * time.Minute)))
				want := testWords.Night.ClockStale(c.want, fixedNow.Local().Format("15:04"))
				if screen := tvText(m); !strings.Contains(screen, want) {
					t.Errorf("%s at %dx%d: no %q:\n%s", lang, size[0], size[1], want, screen)
				}
			}
		}
	}
}
