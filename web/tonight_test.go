package web

import (
	"context"
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
	awaitNightRead(t, ts.srv.hub)
	c := client(t)
	if status, _ := get(t, c, URL(strings.TrimPrefix(ts.base, "http://"), ts.srv.Token())); status != http.StatusOK {
		t.Fatalf("page with the token: %d", status)
	}
	return ts, c
}

// awaitNightRead waits until the hub has read the night of the game it
// follows (it reads it beside the feed, after the server starts): a page
// asked for before is drawn with the night not read yet, and the tests
// that read the night from the page drawn failed about every other run.
func awaitNightRead(t *testing.T, h *hub) {
	t.Helper()
	for deadline := time.Now().Add(10 * time.Second); time.Now().Before(deadline); time.Sleep(10 * time.Millisecond) {
		h.mu.Lock()
		p, ok := h.night.parts["en"]
		h.mu.Unlock()
		if ok && p.State != "" && p.State != "unread" {
			return
		}
	}
	t.Fatal("the night was not read within 10 s")
}

// TestNightEventFollowsTheClock: the page of a game started from a
// night's seating is drawn with the round clock in its header and the
// night's tables (this one marked); its stream's event "night" brings
// the clock running with the time left, then paused, then time called
// with the turns still to play, in the table header's words, each once;
// once the night cannot be read, the clock called stands as it was, and
// says since when it may be stale (night.Copy).
func TestNightEventFollowsTheClock(t *testing.T) {
	tn := newTestNight(t)
	ts, c := nightServer(t, tn)
	_, page := get(t, c, ts.base+"/?lang=en")
	for _, want := range []string{`id="round-clock"`, `data-state="running"`, "Night round 1: <span id=\"round-left\" class=\"left\">1:30:00</span> left",
		`id="tonight"`, "Tonight · night round 1 of 3 · Buhmann", "this table", "Zoë &lt;b&gt;"} {
		if !strings.Contains(page, want) {
			t.Errorf("the page drawn does not hold %q:\n%s", want, page)
		}
	}
	ev := openEvents(t, c, ts.base, "en")
	d := ev.nextNight(t)
	if !d.On || d.State != "running" || d.LeftMs != (90*time.Minute).Milliseconds() || !strings.Contains(d.Clock, "Night round 1: ") {
		t.Fatalf("running: %+v", d)
	}
	if strings.Count(d.Tonight, `<li class="night-table`) != 2 || strings.Count(d.Tonight, "this table") != 1 ||
		!strings.Contains(d.Tonight, `data-table="2"><h3>Table 2 <span class="badge">this table`) ||
		strings.Count(d.Tonight, "data-first") != 2 || strings.Contains(d.Tonight, "<b>") {
		t.Errorf("tonight's tables:\n%s", d.Tonight)
	}
	tn.change(t, func(n *night.Night) error { return n.Pause(testTime.Add(5 * time.Minute)) })
	if d = ev.nextNight(t); d.State != "paused" || d.LeftMs != (95*time.Minute).Milliseconds() ||
		!strings.Contains(d.Clock, "Night round 1: paused, ") {
		t.Fatalf("paused: %+v", d)
	}
	tn.change(t, func(n *night.Night) error { return n.Call(testTime.Add(6 * time.Minute)) })
	if d = ev.nextNight(t); d.State != "called" || !strings.Contains(d.Clock, "Night round 1: TIME CALLED · this turn, then 5 more turns") {
		t.Fatalf("called: %+v", d)
	}
	if err := os.Remove(tn.path); err != nil {
		t.Fatal(err)
	}
	d = ev.nextNight(t)
	last := testTime.Add(10 * time.Minute).Format("15:04")
	if d.State != "called" || !d.Stale || !strings.Contains(d.Clock, "as of "+last+" · Night round 1: TIME CALLED") ||
		!strings.Contains(d.Clock, "(may be stale)") {
		t.Fatalf("the night gone: %+v", d)
	}
}

// TestThePagesCopyCountsOn: once the night cannot be read, the page's
// copy of a running clock goes on counting down from its last reading
// (a countdown from a known start), marked stale with the time of that
// reading in the table header's words, in both languages; a reading
// that succeeds again takes the mark away. Before, the page hid the
// clock ("last update 21:37") while the table's header counted on.
func TestThePagesCopyCountsOn(t *testing.T) {
	for _, lang := range []string{"en", "de"} {
		tn := newTestNight(t)
		j := newGame(t, tn.table(t, 1, 2))
		var at atomic.Int64
		at.Store(int64(10 * time.Minute))
		now := func() time.Time { return testTime.Add(time.Duration(at.Load())) }
		ts := startServer(t, j, Config{Night: tn.source, Now: now})
		awaitNightRead(t, ts.srv.hub)
		c := client(t)
		get(t, c, URL(strings.TrimPrefix(ts.base, "http://"), ts.srv.Token()))
		ev := openEvents(t, c, ts.base, lang)
		if d := ev.nextNight(t); d.State != "running" || d.Stale || d.LeftMs != (90*time.Minute).Milliseconds() {
			t.Fatalf("%s: running: %+v", lang, d)
		}
		data, err := os.ReadFile(tn.path)
		if err != nil {
			t.Fatal(err)
		}
		at.Store(int64(30 * time.Minute))
		if err := os.Remove(tn.path); err != nil {
			t.Fatal(err)
		}
		wd := newHub().words[lang]
		d := ev.nextNight(t)
		for i := 0; i < 3 && !d.Stale; i++ { // read 20 minutes on before the file went: not stale yet
			d = ev.nextNight(t)
		}
		_, mark, _ := strings.Cut(wd.Night.ClockStale("\x00", "15:04"), "\x00")
		stale := wd.Night.ClockStale("", testTime.Add(10*time.Minute).Format("15:04"))
		stale = stale[:strings.Index(stale, " · ")]
		if d.State != "running" || !d.Stale || d.LeftMs != (70*time.Minute).Milliseconds() ||
			!strings.Contains(d.Clock, stale) || !strings.Contains(d.Clock, mark) || !strings.Contains(d.Clock, `id="round-left"`) {
			t.Fatalf("%s: the night gone, 20 minutes on: %+v (want running, stale %q…%q, 70 minutes left)", lang, d, stale, mark)
		}
		if err := os.WriteFile(tn.path, data, 0o600); err != nil {
			t.Fatal(err)
		}
		if d = ev.nextNight(t); d.State != "running" || d.Stale || strings.Contains(d.Clock, mark) || d.LeftMs != (70*time.Minute).Milliseconds() {
			t.Fatalf("%s: the night back: %+v", lang, d)
		}
	}
}

// TestAPageThatNeverReadTheClockSaysWhy: the page of a game whose night
// was never read says that it cannot read the round clock, and why, in
// the table header's words: the league cannot be reached
// (night.ReasonLeagueAway), else the night's file cannot be read here.
func TestAPageThatNeverReadTheClockSaysWhy(t *testing.T) {
	g := nightGame{seat: rules.NightSeat{ID: nightID, Round: 1, Table: 2}}
	for _, tag := range []string{"en", "de"} {
		wd := newHub().words[tag]
		for _, c := range []struct {
			err    error
			league bool
		}{{&night.Problem{Key: night.ReasonLeagueAway}, true}, {os.ErrNotExist, false}} {
			source := func(context.Context, string) (*night.Night, error) { return nil, c.err }
			r := readNight(context.Background(), source, nightID, nightReading{}, testTime)
			p := nightPartOf(g, r, testTime, wd)
			if want := wd.Night.ClockUnread(c.league); p.State != "unread" || p.Before != want {
				t.Errorf("%s, %v: %q %q, want unread %q", tag, c.err, p.State, p.Before, want)
			}
		}
	}
}

// TestNightSaidInGerman: the page in German says the clock and the
// tables in the words of a German table.
func TestNightSaidInGerman(t *testing.T) {
	tn := newTestNight(t)
	ts, c := nightServer(t, tn)
	d := openEvents(t, c, ts.base, "de").nextNight(t)
	for _, want := range []string{"Abendrunde 1: noch ", "Heute Abend · Abendrunde 1 von 3"} {
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
	if p.Title != "Tonight · night round 2 of 3 · Buhmann" || strings.Contains(string(p.Body), `badge">this table`) ||
		!strings.Contains(string(p.Body), "Night round 2 is seated; this table still plays night round 1.") {
		t.Errorf("a later round: %q\n%s", p.Title, p.Body)
	}
}

// TestTonightNeverClaimsNoTablesItCannotKnow: a game started from a
// night's seating was seated, so while its night is not read yet (the
// league away when serve started) or read without its seating (the
// league holding only the clock), the view says the seating is not
// known here, in both languages, never that no tables are drawn.
// Before, it said "Tonight: no tables drawn yet."
func TestTonightNeverClaimsNoTablesItCannotKnow(t *testing.T) {
	g := nightGame{seat: rules.NightSeat{ID: nightID, Round: 1, Table: 2}}
	clockOnly := &night.Night{ID: nightID, Clock: night.Clock{Round: 1, Length: time.Hour}}
	readings := map[string]nightReading{
		"never read":      {id: nightID},
		"the clock alone": {id: nightID, n: clockOnly, ok: true, read: testTime},
	}
	for _, tag := range []string{"en", "de"} {
		wd := newHub().words[tag]
		for name, r := range readings {
			p := nightPartOf(g, r, testTime, wd)
			if p.Title != wd.Web.Tonight.NoTables && p.Title != wd.Web.Tonight.Heading {
				t.Errorf("%s, %s: title %q, want %q or %q", tag, name, p.Title, wd.Web.Tonight.NoTables, wd.Web.Tonight.Heading)
			}
			for _, claim := range []string{"no tables drawn", "keine Tische gezogen"} {
				if strings.Contains(p.Title, claim) || strings.Contains(string(p.Body), claim) {
					t.Errorf("%s, %s: says %q of a seated game: %q", tag, name, claim, p.Title)
				}
			}
		}
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
	if d := ev.nextNight(t); d.Title != "Tonight · night round 1 of 3 · Buhmann" {
		t.Fatalf("first: %+v", d)
	}
	tn.seat(t)
	d := ev.nextNight(t)
	if d.Title != "Tonight · night round 2 of 3 · Buhmann" || !strings.Contains(d.Tonight, "this table still plays night round 1") ||
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
