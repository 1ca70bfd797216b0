package cli

import (
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"rolekeeper/internal/pgtest"
	"rolekeeper/night"
	"rolekeeper/wording"
)

// awayLimit is how long a screen may take to notice that the league is
// gone (it reads it about once a second), or that it is back (a table
// tries to connect again every leagueRetry).
const (
	awayLimit = 5 * time.Second
	backLimit = leagueRetry + 5*time.Second
)

// TestTheRoomAgreesWhileTheLeagueIsAway is the club night of
// TestClubNightClockReachesEveryScreen with the league taken away under
// a running clock (its PostgreSQL 15 stopped, then started again). The
// organiser's laptop A reads the clock from its night file; laptop B
// (German, 80x24), the TV and the phones' page of table 2 read it from
// the league. Once the league is gone, each of the three keeps counting
// its copy down from its last reading, marked "Stand 21:37" / "as of
// 21:37", and all four show the same number as A's header within 2 s,
// twice, three seconds apart (they count). Table 2's game, resumed on B
// while the league is away (B holds no night file), says in its header
// that it cannot reach the league, and so does a page served for it
// then (before, the header showed no round clock at all). With the
// league back, every screen shows the clock fresh again, unmarked.
func TestTheRoomAgreesWhileTheLeagueIsAway(t *testing.T) {
	cluster := pgtest.Own(t) // stopped and started again
	url := cluster.NewDatabase(t)
	tm := newTmux(t)
	a := newLaptop(t, "laptop A", "en", url)
	b := newLaptop(t, "laptop B", "de", url)
	a.run(t, "night", "start", "Ana", "Ben", "Cem", "Dora", "Eli", "Finn", "Gus", "Hanna", "Ida", "Jo")
	a.run(t, "night", "seat", "--seed", "7")
	n, err := night.Load(filepath.Join(a.state(), "rolekeeper", "night.json"))
	if err != nil {
		t.Fatal(err)
	}
	playTables(t, tm, n, a, b)
	en, de := wording.English(), wording.German()
	header := func(name, pane string, wd *wording.Words) screen {
		return screen{name: name, words: clockWordsOf(wd, 1), text: func() (string, error) { return tm.header(pane) }}
	}
	screens := []screen{
		header("laptop A's header (table 1, from its night file)", "a", en),
		header("laptop B's header (table 2, German, 80x24, from the league)", "b", de),
		tvScreen(t, tm, url, n),
		pageScreen(t, b),
	}
	a.run(t, "night", "round", "start", "100m")
	awaitScreens(t, screens, clockStep{args: []string{"start", "100m"}, what: "the round running, not marked stale",
		shows: func(s shown) bool { return s.state == "running" && !s.stale }}, time.Now(), clockLimit)

	cluster.Stop(t)
	delays := awaitScreens(t, screens[1:], clockStep{args: []string{"(the league stopped)"},
		what:  "the round running, marked with the time of its last reading",
		shows: func(s shown) bool { return s.state == "running" && s.stale }}, time.Now(), awayLimit)
	for i, d := range delays {
		t.Logf("the league stopped → %s marks its copy stale: %v", screens[i+1].name, d.Round(time.Millisecond))
	}
	first := awaitAgreement(t, screens, "the league away")
	time.Sleep(3 * time.Second)
	if later := awaitAgreement(t, screens, "the league away, 3 s later"); first[1]-later[1] < 2*time.Second {
		t.Errorf("laptop B's copy does not count down while the league is away: %v, 3 s later %v", first[1], later[1])
	}

	resumed := resumeInPane(t, tm, b, "b", "b2")
	unread := clockStep{args: []string{"(table 2 resumed, the league away)"}, what: "that it cannot reach the league",
		shows: func(s shown) bool { return s.state == "unread" }}
	late := []screen{header("laptop B's header, table 2 resumed (German, 80x24)", "b2", de), pageScreen(t, b)}
	late[1].name = "a page served for table 2 resumed"
	awaitScreens(t, late, unread, time.Now(), awayLimit)
	t.Logf("table 2 resumed on laptop B with the league away: %s", resumed)

	cluster.Start(t)
	room := []screen{screens[0], late[0], screens[2], screens[3], late[1]}
	delays = awaitScreens(t, room, clockStep{args: []string{"(the league back)"}, what: "the round running, not marked stale",
		shows: func(s shown) bool { return s.state == "running" && !s.stale }}, time.Now(), backLimit)
	for i, d := range delays {
		t.Logf("the league back → %s: %v", room[i].name, d.Round(time.Millisecond))
	}
	awaitAgreement(t, room, "the league back")
}

// awaitAgreement reads every screen at once, up to 5 times a quarter
// second apart, until each shows the clock running with a time left
// within 2 s of the first screen's (the "within 2 s"), and
// returns the times left; it fails the test, saying what each showed,
// when they never agree.
func awaitAgreement(t *testing.T, screens []screen, when string) []time.Duration {
	t.Helper()
	var texts []string
	var lefts []time.Duration
	for try := 0; try < 5; try++ {
		texts, lefts = readAll(screens)
		if agree(lefts) {
			var says []string
			for i, l := range lefts {
				says = append(says, screens[i].name+" "+wording.ClockLeft(l))
			}
			t.Logf("%s: %s", when, strings.Join(says, ", "))
			return lefts
		}
		time.Sleep(250 * time.Millisecond)
	}
	var b strings.Builder
	for i, s := range screens {
		b.WriteString("\n" + s.name + " (" + strconv.Itoa(int(lefts[i]/time.Second)) + " s left): " + strings.TrimSpace(texts[i]))
	}
	t.Fatalf("%s: the screens do not show the same time left within 2 s:%s", when, b.String())
	return nil
}

// readAll reads every screen at once: its text, and the time left of a
// running clock it shows (-1 for none).
func readAll(screens []screen) ([]string, []time.Duration) {
	texts, lefts := make([]string, len(screens)), make([]time.Duration, len(screens))
	var wg sync.WaitGroup
	for i, s := range screens {
		wg.Add(1)
		go func() {
			defer wg.Done()
			text, err := s.text()
			if err != nil {
				texts[i], lefts[i] = err.Error(), -1
				return
			}
			texts[i], lefts[i] = text, -1
			if sh := s.words.read(text); sh.state == "running" {
				lefts[i] = sh.left
			}
		}()
	}
	wg.Wait()
	return texts, lefts
}

// agree reports whether every time left is a running clock's within 2 s
// of the first.
func agree(lefts []time.Duration) bool {
	for _, l := range lefts {
		if l < 0 || l-lefts[0] > clockLimit || lefts[0]-l > clockLimit {
			return false
		}
	}
	return true
}

// resumeInPane ends the game in the pane from (its program stops, as a
// laptop closed), and resumes the laptop's one game file in a new pane
// to (80x24), as `rolekeeper resume FILE`; it returns the file.
func resumeInPane(t *testing.T, tm tmuxServer, l laptop, from, to string) string {
	t.Helper()
	out, err := exec.Command("tmux", "-S", tm.sock, "list-panes", "-t", from, "-F", "#{pane_pid}").Output()
	if err != nil {
		t.Fatal(err)
	}
	tm.do(t, "kill-session", "-t", from)
	if pid, err := strconv.Atoi(strings.TrimSpace(string(out))); err == nil {
		awaitEnd(pid, 5*time.Second)
	}
	games := l.games()
	if len(games) != 1 {
		t.Fatalf("%s: %d game files, want 1", l.name, len(games))
	}
	tm.open(t, to, [2]int{80, 24}, l.command("resume", games[0]))
	return filepath.Base(games[0])
}
