package web

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"

	"rolekeeper/autosave"
	"rolekeeper/internal/cputime"
	"rolekeeper/internal/gamegen"
	"rolekeeper/internal/gamegen/gamefile"
	"rolekeeper/journal"
	"rolekeeper/live"
	"rolekeeper/model"
	"rolekeeper/rules"
)

// longGame writes a Lord game of n events (internal/gamegen) to a fresh
// folder and opens it for appending, as the player's rolekeeper does.
func longGame(b *testing.B, n int) *journal.Journal {
	b.Helper()
	path := filepath.Join(b.TempDir(), "long.jsonl")
	f, err := os.Create(path)
	if err != nil {
		b.Fatal(err)
	}
	setup := gamegen.LongSetup(rules.Lord)
	if _, err := gamefile.Write(f, setup, "", gamegen.LongEvents(setup, n, 1), gamefile.Every(testTime, 7*time.Second)); err != nil {
		b.Fatal(err)
	}
	f.Close()
	j, _, err := journal.Open(path)
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { j.Close() })
	return j
}

// keyEvent is the event of a player's key: one life down or up on a
// player with life to spare, by turns, so that the game never ends.
func keyEvent(g rules.Game, i int) rules.Event {
	for seat, p := range g.Players {
		if g.Playing(seat) && p.Life >= 2 && p.Life < 900 {
			return rules.LifeChange{Source: rules.NoSeat, Changes: []rules.Change{{Seat: seat, Delta: 1 - 2*(i%2)}}}
		}
	}
	return rules.Pass{}
}

// pages are n pages that follow the game over loopback, each keeping the
// id of the newest state it has read.
type pages struct {
	seen []atomic.Uint64
	wg   sync.WaitGroup
}

func openPages(b testing.TB, ts *testServer, n int) *pages {
	b.Helper()
	c := client(b)
	get(b, c, URL(strings.TrimPrefix(ts.base, "http://"), ts.srv.Token()))
	p := &pages{seen: make([]atomic.Uint64, n)}
	for i := range n {
		req, _ := http.NewRequest(http.MethodGet, ts.base+"/events?lang=en", nil)
		sc := *c
		sc.Timeout = 0
		resp, err := sc.Do(req)
		if err != nil {
			b.Fatal(err)
		}
		if resp.StatusCode != http.StatusOK {
			b.Fatalf("page %d: %s", i, resp.Status)
		}
		p.wg.Go(func() {
			defer resp.Body.Close()
			r := bufio.NewReaderSize(resp.Body, 16<<10) // a state is a few kB
			for {
				line, err := r.ReadSlice('\n')
				if err != nil {
					return
				}
				if id, ok := strings.CutPrefix(string(line), "id: "); ok {
					id = strings.TrimSpace(id) // the server's run, "-", the state's version
					v, _ := strconv.ParseUint(id[strings.LastIndexByte(id, '-')+1:], 10, 64)
					p.seen[i].Store(v)
				}
			}
		})
	}
	p.waitAll(b, 1)
	return p
}

// benchConfig lets the benchmarks' pages, all from one client at one
// address, follow the game together: the limits per phone and per
// address (4) would refuse all but four.
var benchConfig = Config{StreamsPerClient: DefaultMaxPages, StreamsPerAddress: DefaultMaxPages}

// waitAll waits until every page has read state version v or newer.
func (p *pages) waitAll(b testing.TB, v uint64) {
	deadline := time.Now().Add(30 * time.Second)
	for i := range p.seen {
		for p.seen[i].Load() < v {
			if time.Now().After(deadline) {
				b.Fatalf("page %d has not read version %d within 30 s", i, v)
			}
			time.Sleep(50 * time.Microsecond)
		}
	}
}

// gameLengths are the lengths of game the benchmarks compare: 1k and
// 100k events, with -short 1k alone.
func gameLengths() []int {
	if testing.Short() {
		return []int{1_000}
	}
	return []int{1_000, 100_000}
}

func heapInUse() uint64 {
	runtime.GC()
	runtime.GC()
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	return ms.HeapInuse + ms.StackInuse
}

// BenchmarkPages is 64 pages following a long game: each op is one event
// saved by the player until every page has read the state after it
// (ns/op is the key → page latency of the slowest page), with the
// processor time of the whole process per event (cpu-ms/event: the
// player's save, the Feed, the table rendered once per language, 64
// writes, and the 64 pages' reading, which a phone would do) and the
// heap and stacks one more open page costs (B/page, both ends of the
// connection, measured when the pages open).
func BenchmarkPages(b *testing.B) {
	for _, events := range gameLengths() {
		b.Run(fmt.Sprintf("events=%d/pages=64", events), func(b *testing.B) {
			j := longGame(b, events)
			ts := startServer(b, j, benchConfig)
			openPages(b, ts, 1) // the table rendered, the first page served
			before := heapInUse()
			p := openPages(b, ts, DefaultMaxPages-1)
			perPage := (float64(heapInUse()) - float64(before)) / (DefaultMaxPages - 1)
			version := uint64(1)
			cpu := cputime.Used()
			i := 0
			for b.Loop() {
				if err := j.Append(keyEvent(j.Game(), i), testTime); err != nil {
					b.Fatal(err)
				}
				i++
				version++
				p.waitAll(b, version)
			}
			b.ReportMetric(float64(cputime.Used()-cpu)/float64(time.Millisecond)/float64(i), "cpu-ms/event")
			b.ReportMetric(perPage, "B/page")
		})
	}
}

// helperEnv names the game file that TestPagesHelper serves to 64 pages
// of its own, in a process of its own, for BenchmarkKeyPressWatched.
const helperEnv = "ROLEKEEPER_WEB_PAGES_HELPER"

// TestPagesHelper is not a test: run by BenchmarkKeyPressWatched with
// helperEnv set, it serves that game to 64 pages in its own process (as
// serve does beside the player's rolekeeper), says "ready" and keeps
// going until its standard input closes.
func TestPagesHelper(t *testing.T) {
	path := os.Getenv(helperEnv)
	if path == "" {
		t.Skip("run by BenchmarkKeyPressWatched")
	}
	feed, err := live.Follow(path)
	if err != nil {
		t.Fatal(err)
	}
	defer feed.Close()
	cfg := benchConfig
	cfg.Feed = feed
	srv, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	ln, err := netListen()
	if err != nil {
		t.Fatal(err)
	}
	go func() { _ = srv.Serve(ln) }()
	defer srv.Shutdown(context.Background())
	ts := &testServer{srv: srv, base: "http://" + ln.Addr().String()}
	openPages(t, ts, DefaultMaxPages)
	fmt.Println("ready")
	_, _ = io.Copy(io.Discard, os.Stdin)
}

// BenchmarkKeyPressWatched is the player's key press as the playing
// screen takes it (− or + on the active seat and Enter: Update and the
// frame after each, the save running beside it as Bubble Tea runs
// commands) on a long game, with no page and with 64 pages served by a
// second process on the same laptop (stopped, or running), by turns of
// 20 keys; the ratio of the medians (watched ÷ alone) is reported as
// ratio, to be ≤ 1.2. Medians, because other programs share the machine.
func BenchmarkKeyPressWatched(b *testing.B) {
	for _, events := range gameLengths() {
		b.Run(fmt.Sprintf("events=%d/pages=64", events), func(b *testing.B) {
			keyPressWatched(b, events)
		})
	}
}

// keyGap is the time between two keys of BenchmarkKeyPressWatched: a
// quick finger's burst of − presses, ten a second or more.
const keyGap = 20 * time.Millisecond

func keyPressWatched(b *testing.B, events int) {
	j := longGame(b, events)
	helper := exec.Command(os.Args[0], "-test.run=^TestPagesHelper$", "-test.count=1")
	helper.Env = append(os.Environ(), helperEnv+"="+j.Path())
	stdin, _ := helper.StdinPipe()
	stdout, _ := helper.StdoutPipe()
	helper.Stderr = os.Stderr
	if err := helper.Start(); err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { stdin.Close(); _ = helper.Wait() })
	ready := bufio.NewScanner(stdout)
	for ready.Scan() && ready.Text() != "ready" {
	}
	m, run := player(b, j)
	before := len(j.Records())
	i := 0
	keys := func(n int) []time.Duration {
		took := make([]time.Duration, n)
		for k := range n {
			sign := tea.KeyPressMsg{Code: '-', Text: "-"}
			if i%2 == 1 {
				sign = tea.KeyPressMsg{Code: '+', Text: "+"}
			}
			start := time.Now()
			for _, key := range []tea.KeyPressMsg{sign, {Code: tea.KeyEnter}} {
				next, cmd := m.Update(key)
				m = next.(model.Model)
				_ = m.View()
				run(cmd)
			}
			took[k] = time.Since(start)
			i++
			time.Sleep(keyGap) // keys come apart, not in one burst; the save is done by then
		}
		return took
	}
	var alone, watched []time.Duration
	turns := 5
	if testing.Short() {
		turns = 1 // CI runs every benchmark once, to see that it runs
	}
	for b.Loop() {
		for range turns {
			if err := pause(helper.Process); err != nil {
				b.Fatal(err)
			}
			alone = append(alone, keys(20)...)
			if err := resume(helper.Process); err != nil {
				b.Fatal(err)
			}
			watched = append(watched, keys(20)...)
		}
	}
	time.Sleep(100 * time.Millisecond)
	if saved := len(j.Records()) - before; saved < i/2 {
		b.Fatalf("%d keys pressed, %d events saved", i, saved)
	}
	a, w := median(alone), median(watched)
	b.ReportMetric(float64(w)/float64(a), "ratio")
	b.ReportMetric(float64(a.Microseconds()), "alone-µs/key")
	b.ReportMetric(float64(w.Microseconds()), "watched-µs/key")
}

// median is the middle of ds (which it sorts).
func median(ds []time.Duration) time.Duration {
	slices.Sort(ds)
	return ds[len(ds)/2]
}

// player is the playing screen of j's game at 120x40, saving through
// autosave as the playing rolekeeper does; run carries out a command in
// the background, as Bubble Tea does.
func player(b *testing.B, j *journal.Journal) (model.Model, func(tea.Cmd)) {
	s := autosave.New(filepath.Dir(j.Path()), "", j)
	events := make([]rules.Event, 0, len(j.Records()))
	for _, r := range j.Records() {
		events = append(events, r.Event)
	}
	m := model.Resume(j.Game(), events, s.Options(model.Options{Now: func() time.Time { return testTime }}))
	next, _ := m.Update(tea.WindowSizeMsg{Width: 120, Height: 40})
	var run func(tea.Cmd)
	run = func(cmd tea.Cmd) {
		if cmd == nil {
			return
		}
		go func() {
			if batch, ok := cmd().(tea.BatchMsg); ok {
				for _, c := range batch {
					run(c)
				}
			}
		}()
	}
	b.Cleanup(func() { _ = s.Close() })
	return next.(model.Model), run
}
