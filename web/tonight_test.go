package web

import (
	"net/http"
	"os"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"rolekeeper/night"
	"rolekeeper/rules"
)

// nightServer serves the page of table 2 of the night's round 1, its
// clock read at ten minutes into the round.
func nightServer(t *testing.T, tn *testNight) (*testServer, *http.Client) {
	t.Helper()
	j := newGame(t, tn.table(t, 1, 2))
	now := testTime.Add(10 * time.Minute)
	ts := startServer(t, j, Config{Night: tn.source, Now: func() time.Time { return now }})
	c := client(t)
	if status, _ := get(t, c, URL(strings.TrimPrefix(ts.base, "http://"), ts.srv.Token())); status != http.StatusOK {
		t.Fatalf("page with the token: %d", status)
	}
	return ts, c
}

// TestNightEventFollowsTheClock: the page of a game started from a
// night's seating is drawn with the round clock in its header and the
// night's tables (this one marked); its stream's event "night" brings
// the clock running with the time left, then paused, then time called
// with the turns still to play, in the table header's words, each once;
// once the night cannot be read, the clock is no longer shown, only when
// it was last read.
func TestNightEventFollowsTheClock(t *testing.T) {
	tn := newTestNight(t)
	ts, c := nightServer(t, tn)
	_, page := get(t, c, ts.base+"/?lang=en")
	for _, want := range []string{`id="round-clock"`, `data-state="running"`, "Round 1: <span id=\"round-left\" class=\"left\">1:30:00</span> left",
		`id="tonight"`, "Tonight · round 1 of 3 · Buhmann", "this table", "Zoë &lt;b&gt;"} {
		if !strings.Contains(page, want) {
			t.Errorf("the page drawn does not hold %q:\n%s", want, page)
		}
	}
	ev := openEvents(t, c, ts.base, "en")
	d := ev.nextNight(t)
	if !d.On || d.State != "running" || d.LeftMs != (90*time.Minute).Milliseconds() || !strings.Contains(d.Clock, "Round 1: ") {
		t.Fatalf("running: %+v", d)
	}
	if strings.Count(d.Tonight, `<li class="night-table`) != 2 || strings.Count(d.Tonight, "this table") != 1 ||
		!strings.Contains(d.Tonight, `data-table="2"><h3>Table 2 <span class="badge">this table`) ||
		strings.Count(d.Tonight, "data-first") != 2 || strings.Contains(d.Tonight, "<b>") {
		t.Errorf("tonight's tables:\n%s", d.Tonight)
	}
	tn.change(t, func(n *night.Night) error { return n.Pause(testTime.Add(5 * time.Minute)) })
	if d = ev.nextNight(t); d.State != "paused" || d.LeftMs != (95*time.Minute).Milliseconds() ||
		!strings.Contains(d.Clock, "Round 1: paused, ") {
		t.Fatalf("paused: %+v", d)
	}
	tn.change(t, func(n *night.Night) error { return n.Call(testTime.Add(6 * time.Minute)) })
	if d = ev.nextNight(t); d.State != "called" || !strings.Contains(d.Clock, "Round 1: TIME CALLED · this turn, then 5 more turns") {
		t.Fatalf("called: %+v", d)
	}
	if err := os.Remove(tn.path); err != nil {
		t.Fatal(err)
	}
	d = ev.nextNight(t)
	last := testTime.Add(10 * time.Minute).Format("15:04")
	if d.State != "unread" || !strings.Contains(d.Clock, "last update "+last) || strings.Contains(d.Clock, "TIME CALLED") {
		t.Fatalf("the night gone: %+v", d)
	}
}

// TestNightSaidInGerman: the page in German says the clock and the
// tables in the words of a German table.
func TestNightSaidInGerman(t *testing.T) {
	tn := newTestNight(t)
	ts, c := nightServer(t, tn)
	d := openEvents(t, c, ts.base, "de").nextNight(t)
	for _, want := range []string{"Runde 1: noch ", "Heute Abend · Runde 1 von 3"} {
		if !strings.Contains(d.Clock+d.Title, want) {
			t.Errorf("%q missing: %+v", want, d)
		}
	}
	if !strings.Contains(d.Tonight, "Tisch 2 <span class=\"badge\">dieser Tisch") || !strings.Contains(d.Tonight, "beginnt") {
		t.Errorf("tonight in German:\n%s", d.Tonight)
	}
}

// TestNightNeedsTheToken: a phone without the token sees nothing of the
// night: not its clock, not a name of its players, and its stream says
// only "denied".
func TestNightNeedsTheToken(t *testing.T) {
	tn := newTestNight(t)
	j := newGame(t, tn.table(t, 1, 2))
	ts := startServer(t, j, Config{Night: tn.source})
	c := client(t)
	for _, p := range []string{"/", "/?lang=de", "/events", "/events?night=x", "/events?probe=1"} {
		_, body := get(t, c, ts.base+p)
		for _, n := range append(nightPlayers, "Round 1", "round-clock", "Tonight", "Zo") {
			if strings.Contains(body, n) {
				t.Errorf("GET %s without the token holds %q:\n%s", p, n, body)
			}
		}
	}
	if name, _ := openEvents(t, c, ts.base, "en").next(t); name != "denied" {
		t.Errorf("events without the token: %q, want denied", name)
	}
}

// TestNoNightShowsNone: a game of no night shows no clock and no
// tonight view, its stream sends no event "night", and the night is
// never read.
func TestNoNightShowsNone(t *testing.T) {
	tn := newTestNight(t)
	j := newGame(t, lordSetup())
	ts := startServer(t, j, Config{Night: tn.source, Heartbeat: 300 * time.Millisecond})
	c := client(t)
	_, page := get(t, c, URL(strings.TrimPrefix(ts.base, "http://"), ts.srv.Token()))
	if !strings.Contains(page, `data-state="" data-left-ms="0" hidden>`) || !strings.Contains(page, `<details id="tonight" class="tonight" hidden>`) {
		t.Errorf("a game of no night shows its clock or tables:\n%s", page)
	}
	ev := openEvents(t, c, ts.base, "en")
	for range 4 {
		if name, _ := ev.next(t); name != "state" && name != "beat" {
			t.Fatalf("event %q for a game of no night", name)
		}
	}
	if n := tn.reads.Load(); n != 0 {
		t.Errorf("the night was read %d times for a game of no night", n)
	}
}

// TestOneReaderForEveryPage: the night is read about once a second
// however many pages follow it.
func TestOneReaderForEveryPage(t *testing.T) {
	tn := newTestNight(t)
	ts, _ := nightServer(t, tn)
	var streams []*stream
	for i := range 4 {
		c := clientFrom(t, "127.0.0."+string(rune('2'+i)))
		get(t, c, URL(strings.TrimPrefix(ts.base, "http://"), ts.srv.Token()))
		streams = append(streams, openEvents(t, c, ts.base, "en"))
	}
	for _, s := range streams {
		s.nextNight(t)
	}
	before, start := tn.reads.Load(), time.Now()
	tn.change(t, func(n *night.Night) error { return n.Pause(testTime.Add(5 * time.Minute)) })
	for _, s := range streams {
		if d := s.nextNight(t); d.State != "paused" {
			t.Fatalf("a page got %+v", d)
		}
	}
	time.Sleep(2 * time.Second)
	reads, seconds := tn.reads.Load()-before, time.Since(start).Seconds()
	if float64(reads) > seconds+2 {
		t.Errorf("%d readings in %.1f s for four pages: not one reader for all", reads, seconds)
	}
}

// TestTonightSaysALaterRound: while this table plays round 1 and round 2
// is seated, the view shows round 2, marks no table as this one, and
// says this table still plays round 1.
func TestTonightSaysALaterRound(t *testing.T) {
	tn := newTestNight(t)
	g := nightGame{seat: rules.NightSeat{ID: nightID, Round: 1, Table: 2}}
	tn.seat(t)
	r := nightReading{id: nightID, n: tn.n, ok: true, read: testTime}
	wd := newHub().words["en"]
	p := nightPartOf(g, r, testTime, wd)
	if p.Title != "Tonight · round 2 of 3 · Buhmann" || strings.Contains(string(p.Body), `badge">this table`) ||
		!strings.Contains(string(p.Body), "Round 2 is seated; this table still plays round 1.") {
		t.Errorf("a later round: %q\n%s", p.Title, p.Body)
	}
}

// TestNewRoundReachesThePage: a round seated while this table plays
// reaches the page's tonight view (the new round, this table's note);
// the table's next game, of no night, takes the night off the page.
func TestNewRoundReachesThePage(t *testing.T) {
	tn := newTestNight(t)
	j := newGame(t, tn.table(t, 1, 2))
	ts := startServer(t, j, Config{Night: tn.source, Now: func() time.Time { return testTime }})
	c := client(t)
	get(t, c, URL(strings.TrimPrefix(ts.base, "http://"), ts.srv.Token()))
	ev := openEvents(t, c, ts.base, "en")
	if d := ev.nextNight(t); d.Title != "Tonight · round 1 of 3 · Buhmann" {
		t.Fatalf("first: %+v", d)
	}
	tn.seat(t)
	d := ev.nextNight(t)
	if d.Title != "Tonight · round 2 of 3 · Buhmann" || !strings.Contains(d.Tonight, "this table still plays round 1") ||
		!strings.Contains(d.Tonight, `data-round="2"`) {
		t.Fatalf("round 2 seated: %+v", d)
	}
	appendEvent(t, j, rules.End{})
	rematch(t, j, ts.state, buhmannSetup())
	if d := ev.nextNight(t); d.On || d.State != "" || d.Tonight != "" {
		t.Fatalf("the next game, of no night: %+v", d)
	}
}

// TestTimeUpIsTimeCalled: a running clock that reaches 0:00 is time
// called on the page as when called by hand, without a change of the
// night's file.
func TestTimeUpIsTimeCalled(t *testing.T) {
	tn := newTestNight(t)
	j := newGame(t, tn.table(t, 1, 2))
	var now atomic.Int64
	now.Store(testTime.Add(99 * time.Minute).UnixNano())
	ts := startServer(t, j, Config{Night: tn.source, Now: func() time.Time { return time.Unix(0, now.Load()) }})
	c := client(t)
	get(t, c, URL(strings.TrimPrefix(ts.base, "http://"), ts.srv.Token()))
	ev := openEvents(t, c, ts.base, "en")
	if d := ev.nextNight(t); d.State != "running" || d.LeftMs != time.Minute.Milliseconds() {
		t.Fatalf("a minute before the end: %+v", d)
	}
	now.Store(testTime.Add(100 * time.Minute).UnixNano())
	if d := ev.nextNight(t); d.State != "called" || !strings.Contains(d.Clock, "TIME CALLED · this turn, then 5 more turns") {
		t.Fatalf("at the end: %+v", d)
	}
}
