package model

import (
	"strings"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"

	"rolekeeper/rules"
)

// TestTimeCalledReachesTheTable: the round clock's news shows in the
// header (running, then time called with the turns still to play), and
// time called is recorded once as a game event (N-1) that the saver is
// handed.
func TestTimeCalledReachesTheTable(t *testing.T) {
	g := buhmannOf(t, "Ana", "Ben", "Cem", "Dora")
	var saved []rules.Event
	opts := testOptions()
	opts.OnEvent = func(e rules.Event) tea.Cmd { saved = append(saved, e); return nil }
	m := sized(Resume(g, nil, opts), 120, 40)
	next, _ := m.Update(SharingMsg{Round: RoundClock{Known: true, Round: 2, State: RoundRunning, Left: 83 * time.Minute, Read: fixedNow}})
	m = next.(Model)
	if header := strings.SplitN(screenText(m), "\n", 2)[0]; !strings.Contains(header, "Night round 2: 1:23:00 left") {
		t.Fatalf("header %q", header)
	}
	for range 2 {
		next, _ = m.Update(SharingMsg{Round: RoundClock{Known: true, Round: 2, State: RoundCalled, Read: fixedNow, Extra: 1}})
		m = next.(Model)
	}
	if len(saved) != 1 || saved[0] != (rules.TimeCalled{Turns: 4}) || !m.game.State.Time.Called {
		t.Fatalf("saved %v, time %+v", saved, m.game.State.Time)
	}
	m = press(t, m, "P")
	if header := strings.SplitN(screenText(m), "\n", 2)[0]; !strings.Contains(header, "TIME CALLED · this turn, then 3 more turns") {
		t.Fatalf("header after a turn %q", header)
	}
	if !strings.Contains(m.logContent(), "Time is called (N-1): this turn, then 4 more turns") {
		t.Fatalf("log %q", m.logContent())
	}
}

// TestTheClubsEndOfRound: the turns still to play when time is called
// follow the club's end of round (night start --extra-turns): none, one
// or two more for each of the three players still in, never more than
// the rules keep.
func TestTheClubsEndOfRound(t *testing.T) {
	for _, c := range []struct{ extra, turns int }{{0, 0}, {1, 3}, {2, 6}, {99, rules.MaxTimeTurns}} {
		g := buhmannOf(t, "Ana", "Ben", "Cem", "Dora")
		var err error
		if g, _, err = rules.Apply(g, rules.Eliminate{Seats: []int{3}, Culprit: rules.NoSeat, Cause: rules.CauseConcede}); err != nil {
			t.Fatal(err)
		}
		var saved []rules.Event
		opts := testOptions()
		opts.OnEvent = func(e rules.Event) tea.Cmd { saved = append(saved, e); return nil }
		m := sized(Resume(g, nil, opts), 120, 40)
		m.Update(SharingMsg{Round: RoundClock{Known: true, Round: 1, State: RoundCalled, Read: fixedNow, Extra: c.extra}})
		want := c.turns
		if c.extra == 99 {
			want = min(99*3, rules.MaxTimeTurns)
		}
		if len(saved) != 1 || saved[0] != (rules.TimeCalled{Turns: want}) {
			t.Errorf("extra %d: saved %v, want %d turns", c.extra, saved, want)
		}
	}
}

// TestRoundClockBeforeTheViewersInTheHeader: at 80 columns, in English
// and German, a game served to phones (the viewers and the table code in
// the header) shows the round clock whole, running or paused, and time
// called: the viewers and the code come after it, where a narrow header
// cuts. They used to come first and push the clock out of the line
// ("0 Zuschauer · Code 914 052 · Runde 1: no…"; found by the club night's
// integration test with table 2 at 80x24 and its page served).
func TestRoundClockBeforeTheViewersInTheHeader(t *testing.T) {
	for _, lang := range []string{"en", "de"} {
		inLanguage(t, lang)
		g := buhmannOf(t, "Hanna", "Gus", "Cem", "Dora", "Eli")
		opts := testOptions()
		opts.OnEvent = func(rules.Event) tea.Cmd { return nil } // a game saved here: the header says so
		m := sized(Resume(g, nil, opts), 80, 24)
		wd := m.Words
		left := 99*time.Minute + 59*time.Second
		for _, c := range []struct {
			clock RoundClock
			want  string
		}{
			{RoundClock{Known: true, Round: 1, State: RoundRunning, Left: left, Read: fixedNow}, wd.Night.ClockRunning(1, "1:39:59")},
			{RoundClock{Known: true, Round: 1, State: RoundPaused, Left: left, Read: fixedNow}, wd.Night.ClockPaused(1, "1:39:59")},
			{RoundClock{Known: true, Round: 1, State: RoundCalled, Read: fixedNow, Extra: 1}, wd.Night.ClockCalled(1, -1)},
		} {
			next, _ := m.Update(SharingMsg{On: true, Viewers: 0, Code: "914052", Round: c.clock})
			if c.clock.State == RoundCalled {
				next, _ = next.Update(SavedMsg{Seq: 1, Saved: 1}) // time called, the one event, on disk
			}
			if header := strings.SplitN(screenText(next.(Model)), "\n", 2)[0]; !strings.Contains(header, c.want) {
				t.Errorf("%s, 80 columns, served: the header %q does not show %q", lang, header, c.want)
			}
		}
	}
}

// TestTimeCalledCountsInANarrowHeader: at 80 columns, time called with
// ten turns still to play (five players, two more each) shows its count
// in the header in both languages: the round clock's shorter words give
// way before the count is cut (it read "dieser Zug, dann …").
func TestTimeCalledCountsInANarrowHeader(t *testing.T) {
	for _, lang := range []string{"en", "de"} {
		inLanguage(t, lang)
		g := buhmannOf(t, "Hanna", "Gus", "Cem", "Dora", "Eli")
		opts := testOptions()
		opts.OnEvent = func(rules.Event) tea.Cmd { return nil }
		for _, w := range []int{80, 120} {
			m := sized(Resume(g, nil, opts), w, 24)
			next, _ := m.Update(SharingMsg{Round: RoundClock{Known: true, Round: 1, State: RoundCalled, Read: fixedNow, Extra: 2}})
			next, _ = next.Update(SavedMsg{Seq: 1, Saved: 1})
			header := strings.SplitN(screenText(next.(Model)), "\n", 2)[0]
			want := m.Words.Night.ClockCalledShort(1, 10)
			if w == 120 {
				want = m.Words.Night.ClockCalled(1, 10)
			}
			if !strings.Contains(header, want) || !strings.Contains(header, m.Words.Table.Turn("Hanna")) {
				t.Errorf("%s, %d columns: the header %q does not show %q and the turn whole", lang, w, header, want)
			}
		}
	}
}

// buhmannOf is a new Buhmann game of players at 20 life, seed 1.
func buhmannOf(t *testing.T, players ...string) rules.Game {
	t.Helper()
	g, _, err := rules.NewGame(rules.Setup{Variant: rules.Buhmann, Players: players, Life: 20, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// TestAClockNeverReadIsSaid: a game started from a night's seating whose
// clock was never read (no night file here, the league away) says so in
// its header, at 80 columns (in fewer words) and 120 (whole in English;
// the German words may need the shorter ones there too), in both
// languages, in the words the phones' page says it in, and records no
// time called; it showed no
// round clock at all, as if there were none (the club night's breaker:
// a resumed table with no night file and the cluster stopped).
func TestAClockNeverReadIsSaid(t *testing.T) {
	for _, lang := range []string{"en", "de"} {
		inLanguage(t, lang)
		g := buhmannOf(t, "Hanna", "Gus", "Cem", "Dora", "Eli")
		var saved []rules.Event
		opts := testOptions()
		opts.OnEvent = func(e rules.Event) tea.Cmd { saved = append(saved, e); return nil }
		for _, w := range []int{80, 120} {
			for _, league := range []bool{true, false} {
				m := sized(Resume(g, nil, opts), w, 24)
				next, _ := m.Update(SharingMsg{Round: RoundClock{Known: true, State: RoundUnread, League: league}})
				header := strings.SplitN(screenText(next.(Model)), "\n", 2)[0]
				want, short := m.Words.Night.ClockUnread(league), m.Words.Night.ClockUnreadShort(league)
				if !strings.Contains(header, want) && (w > 80 && lang == "en" || !strings.Contains(header, short)) {
					t.Errorf("%s, %d columns, league %v: the header %q does not say %q", lang, w, league, header, want)
				}
			}
		}
		if len(saved) != 0 {
			t.Errorf("%s: a clock never read recorded %v", lang, saved)
		}
	}
}

// TestAStaleClockKeepsItsNumberInANarrowHeader: at 80 columns, in both
// languages, a copy of the clock that may be stale says when it was
// last read and shows its time left whole (the shorter words drop "may
// be stale"); at 120 it says it whole.
func TestAStaleClockKeepsItsNumberInANarrowHeader(t *testing.T) {
	for _, lang := range []string{"en", "de"} {
		inLanguage(t, lang)
		g := buhmannOf(t, "Hanna", "Gus", "Cem", "Dora", "Eli")
		opts := testOptions()
		opts.OnEvent = func(rules.Event) tea.Cmd { return nil }
		read := fixedNow.Add(-3 * time.Minute)
		clock := RoundClock{Known: true, Round: 3, State: RoundRunning, Left: 44*time.Minute + 53*time.Second, Stale: true, Read: read}
		for _, w := range []int{80, 120} {
			m := sized(Resume(g, nil, opts), w, 24)
			next, _ := m.Update(SharingMsg{Round: clock})
			header := strings.SplitN(screenText(next.(Model)), "\n", 2)[0]
			running := m.Words.Night.ClockRunning(3, "44:53")
			want := m.Words.Night.ClockStaleShort(running, read.Format("15:04"))
			if w == 120 {
				want = m.Words.Night.ClockStale(running, read.Format("15:04"))
			}
			if !strings.Contains(header, want) {
				t.Errorf("%s, %d columns: the header %q does not show %q", lang, w, header, want)
			}
		}
	}
}
