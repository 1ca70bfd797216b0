package web

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"rolekeeper/night"
	"rolekeeper/rules"
)

// nightID is the club night of these tests.
var nightID = strings.Repeat("5e", 16)

// nightPlayers are its players: two Buhmann tables of five, one name
// with what HTML would read as markup.
var nightPlayers = []string{"Ana", "Ben", "Cem", "Dora", "Eli", "Finn", "Gus", "Hanna", "Ida", "Zoë <b>"}

// testNight is a club night kept in its file, as `rolekeeper night`
// keeps it, and read by the page as serve reads it (night.Rereader);
// reads counts the readings.
type testNight struct {
	path  string
	mu    sync.Mutex
	n     *night.Night
	rr    night.Rereader
	reads atomic.Int64
}

// newTestNight seats round 1 of a night of nightPlayers, its clock of
// 100 minutes started at testTime, and saves it.
func newTestNight(t testing.TB) *testNight {
	t.Helper()
	n, err := night.New(nightID, testTime.Add(-time.Hour), nightPlayers, []rules.Variant{rules.Buhmann}, 3, nil)
	if err != nil {
		t.Fatal(err)
	}
	tn := &testNight{path: filepath.Join(t.TempDir(), "night.json"), n: n}
	tn.seat(t)
	tn.change(t, func(n *night.Night) error { return n.StartRound(100*time.Minute, testTime) })
	return tn
}

// seat draws the night's next round.
func (tn *testNight) seat(t testing.TB) {
	t.Helper()
	k := len(tn.n.Players)
	in := night.Inputs{Ratings: make([]float64, k), SeasonFirsts: make([]int, k), Seed: uint64(40 + len(tn.n.Seated))}
	tn.change(t, func(n *night.Night) error { _, err := n.Seat(testTime, in); return err })
}

// change changes the night and saves it, as night.Edit does.
func (tn *testNight) change(t testing.TB, f func(*night.Night) error) {
	t.Helper()
	if err := f(tn.n); err != nil {
		t.Fatal(err)
	}
	if err := tn.n.Save(tn.path); err != nil {
		t.Fatal(err)
	}
}

// source is the page's reader of the night file.
func (tn *testNight) source(ctx context.Context, id string) (*night.Night, error) {
	tn.reads.Add(1)
	data, err := os.ReadFile(tn.path)
	if err != nil {
		return nil, err
	}
	tn.mu.Lock()
	defer tn.mu.Unlock()
	return tn.rr.Decode(data)
}

// table is the setup of table (from 1) of the night's round r, as
// `night play` fills it.
func (tn *testNight) table(t testing.TB, r, table int) rules.Setup {
	t.Helper()
	tb := tn.n.Seated[r-1].Seating.Tables[table-1]
	s := rules.Setup{Variant: rules.Buhmann, Life: rules.DefaultLife, Seed: 5,
		Night: rules.NightSeat{ID: nightID, Round: r, Table: table}}
	for _, p := range tb.Players {
		s.Players = append(s.Players, tn.n.Players[p])
	}
	return s
}

// nightData is an event "night" as the page reads it.
type nightData struct {
	V       string `json:"v"`
	On      bool   `json:"on"`
	State   string `json:"state"`
	Stale   bool   `json:"stale"`
	Clock   string `json:"clock"`
	LeftMs  int64  `json:"left_ms"`
	Title   string `json:"title"`
	Tonight string `json:"tonight"`
}

// nextNight reads events until the next "night", within 5 s, failing
// on any event but state, beat and night.
func (s *stream) nextNight(t testing.TB) nightData {
	t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	timer := time.AfterFunc(5*time.Second, func() { s.resp.Body.Close() })
	defer timer.Stop()
	event := ""
	for time.Now().Before(deadline) {
		line, err := s.r.ReadString('\n')
		if err != nil {
			t.Fatalf("events ended before a night: %v", err)
		}
		line = strings.TrimRight(line, "\n")
		switch {
		case strings.HasPrefix(line, "event: "):
			event = strings.TrimPrefix(line, "event: ")
			if event != "state" && event != "beat" && event != "night" {
				t.Fatalf("event %q", event)
			}
		case event == "night" && strings.HasPrefix(line, "data: "):
			var d nightData
			if err := json.Unmarshal([]byte(strings.TrimPrefix(line, "data: ")), &d); err != nil {
				t.Fatalf("night %q: %v", line, err)
			}
			return d
		}
	}
	t.Fatal("no night within 5 s")
	return nightData{}
}
