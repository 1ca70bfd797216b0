package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"rolekeeper/internal/pgtest"
	"rolekeeper/journal"
	"rolekeeper/night"
	"rolekeeper/rules"
	"rolekeeper/wording"
)

// clockLimit is how long a change of the round clock may take to reach
// a screen (issue 32: "within 2 s").
const clockLimit = 2 * time.Second

// TestClubNightClockReachesEveryScreen is issue 32's club night with
// real components: a PostgreSQL 15 league started by the test, the real
// binary, tmux. The organiser's laptop (A, 120x40) starts a night of 10,
// seats round 1 and plays table 1; laptop B (80x24, in German), another
// machine of the same league, holds no night file: it plays table 2
// from the seating it reads from the league, and the clock reaches it
// only through the league. A third machine shows the league's standings
// on the club's TV. The
// phones' page of table 2 (rolekeeper serve on laptop B) is open in
// headless Chromium at a phone's size. The organiser starts the round, pauses,
// resumes, adds five minutes and calls time, each a command of its own;
// after each, every screen shows the change within 2 s of the command's
// return, and time called is a time record in both game files.
func TestClubNightClockReachesEveryScreen(t *testing.T) {
	began := time.Now()
	url := pgtest.Start(t).NewDatabase(t)
	tm := newTmux(t)
	a := newLaptop(t, "laptop A", "en", url)
	b := newLaptop(t, "laptop B", "de", url)
	a.run(t, "night", "start", "Ana", "Ben", "Cem", "Dora", "Eli", "Finn", "Gus", "Hanna", "Ida", "Jo")
	a.run(t, "night", "seat", "--seed", "7")
	file := filepath.Join(a.state(), "rolekeeper", "night.json")
	n, err := night.Load(file)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(b.state(), "rolekeeper", "night.json")); err == nil {
		t.Fatal("laptop B holds a night file of its own: its clock would not come from the league")
	}

	playTables(t, tm, n, a, b)
	tv := tvScreen(t, tm, url, n)
	en, de := wording.English(), wording.German()
	screens := []screen{
		{name: "laptop A's header (table 1, 120x40)", words: clockWordsOf(en, 1), text: func() (string, error) { return tm.header("a") }},
		{name: "laptop B's header (table 2, German, 80x24, clock from the league)", words: clockWordsOf(de, 1),
			text: func() (string, error) { return tm.header("b") }},
		tv,
		pageScreen(t, b),
	}
	awaitScreens(t, screens, clockStep{what: "no clock before the round starts", shows: func(s shown) bool { return s.state == "none" }},
		time.Now(), clockLimit)

	steps := []clockStep{
		{args: []string{"start", "100m"}, what: "the round running with 100 minutes or a little less left",
			shows: func(s shown) bool {
				return s.state == "running" && s.left > 99*time.Minute && s.left <= 100*time.Minute
			}},
		{args: []string{"pause"}, what: "the round paused", shows: func(s shown) bool { return s.state == "paused" }},
		{args: []string{"resume"}, what: "the round running again", shows: func(s shown) bool { return s.state == "running" }},
		{args: []string{"+5m"}, what: "the round running with more than 100 minutes left",
			shows: func(s shown) bool { return s.state == "running" && s.left > 100*time.Minute }},
		{args: []string{"time"}, what: "time called", shows: func(s shown) bool { return s.state == "called" }},
	}
	for i, step := range steps {
		// The organiser types the next command a while after the screens
		// last changed, at another moment of their second each time, so
		// that the delays are not all measured at one phase of the
		// screens' once-a-second look.
		time.Sleep(time.Duration(i) * 230 * time.Millisecond)
		a.run(t, append([]string{"night", "round"}, step.args...)...)
		delays := awaitScreens(t, screens, step, time.Now(), clockLimit)
		for j, d := range delays {
			t.Logf("night round %-9s → %s: %v", strings.Join(step.args, " "), screens[j].name, d.Round(time.Millisecond))
		}
	}

	for _, l := range []laptop{a, b} {
		f := awaitFiles(t, l, func(f journal.File) bool { return f.Game.State.Time.Called })
		if !strings.Contains(string(readFile(t, f.Path)), `"type":"time"`) {
			t.Errorf("%s: %s holds no time record", l.name, f.Path)
		}
		t.Logf("%s: %s records time called with %d turns to play", l.name, filepath.Base(f.Path), f.Game.State.Time.Turns)
		if f.Game.State.Time.Turns != 5 {
			t.Errorf("%s: time called with %d turns to play, want 5 (a table of 5)", l.name, f.Game.State.Time.Turns)
		}
	}
	t.Logf("the whole night took %v", time.Since(began).Round(time.Millisecond))
}

// playTables opens table 1's game on laptop A (a terminal of 120x40)
// and table 2's on laptop B (80x24), each from the seating (night
// play), and starts them.
func playTables(t *testing.T, tm tmuxServer, n *night.Night, a, b laptop) {
	t.Helper()
	tm.open(t, "a", [2]int{120, 40}, a.command("night", "play", "1"))
	tm.open(t, "b", [2]int{80, 24}, b.command("night", "play", "2"))
	for i, pane := range []string{"a", "b"} {
		first := n.Players[n.Seated[0].Seating.Tables[i].Players[0]]
		awaitScreen(t, tm, pane, "the setup filled from the seating ("+first+" first)", func(s string) bool { return strings.Contains(s, first) })
		tm.do(t, "send-keys", "-t", pane, "s")
	}
	for i, l := range []laptop{a, b} {
		awaitFiles(t, l, func(f journal.File) bool { return f.Setup.Night == rules.NightSeat{ID: n.ID, Round: 1, Table: i + 1} })
	}
}

// tvScreen puts the league's standings on the club's TV, a machine of
// its own with the league in its config and no night file, in a pane of
// its own, and waits for it to show the night.
func tvScreen(t *testing.T, tm tmuxServer, url string, n *night.Night) screen {
	t.Helper()
	tv := newLaptop(t, "the TV", "en", url)
	tm.open(t, "tv", [2]int{120, 40}, tv.command("league", "standings"))
	en := wording.English()
	heading := en.Night.TV.Tonight(1, n.Rounds, en.Common.Variant(n.VariantOf(1)))
	awaitScreen(t, tm, "tv", "the night ("+heading+")", func(s string) bool { return strings.Contains(s, heading) })
	return screen{name: "the TV (league standings)", words: clockWordsOf(en, 1),
		text: func() (string, error) { return tm.capture("tv") }}
}

// pageScreen serves table 2's game on laptop B (rolekeeper serve) and
// opens its page on a phone in Chromium, in English, as the phone's
// browser asks.
func pageScreen(t *testing.T, b laptop) screen {
	t.Helper()
	tab := openPhone(t, tablePage(t, b, b.games()[0]))
	return screen{name: "the phone's page of table 2 (#round-clock)", words: clockWordsOf(wording.English(), 1),
		text: func() (string, error) { return pageClock(tab) }}
}

// awaitScreen waits up to 10 s for the pane to show what has.
func awaitScreen(t *testing.T, tm tmuxServer, pane, what string, has func(string) bool) {
	t.Helper()
	var last string
	for deadline := time.Now().Add(10 * time.Second); time.Now().Before(deadline); time.Sleep(50 * time.Millisecond) {
		if s, err := tm.capture(pane); err == nil {
			if last = s; has(s) {
				return
			}
		}
	}
	t.Fatalf("pane %s did not show %s within 10 s:\n%s", pane, what, last)
}

// awaitFiles waits up to 5 s for the laptop's one game file to be read
// (as every command reads it) and to hold what want asks, and returns it.
func awaitFiles(t *testing.T, l laptop, want func(journal.File) bool) journal.File {
	t.Helper()
	var last string
	for deadline := time.Now().Add(5 * time.Second); time.Now().Before(deadline); time.Sleep(50 * time.Millisecond) {
		files := l.games()
		if len(files) != 1 {
			last = strings.Join(files, ", ") + " (want one game file)"
			continue
		}
		f, err := journal.Read(files[0])
		if err == nil && want(f) {
			return f
		}
		last = string(readFile(t, files[0]))
		if err != nil {
			last += "\n" + err.Error()
		}
	}
	t.Fatalf("%s: no game file as wanted within 5 s: %s", l.name, last)
	return journal.File{}
}

func readFile(t *testing.T, path string) []byte {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return data
}
