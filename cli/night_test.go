package cli

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/adrg/xdg"

	"rolekeeper/journal"
	"rolekeeper/model"
	"rolekeeper/night"
	"rolekeeper/rules"
)

// nightOut is what `night … --format json` prints, as a reader takes it.
type nightOut struct {
	Night  string `json:"night"`
	Seated []struct {
		Round   int    `json:"round"`
		Variant string `json:"variant"`
		Seed    uint64 `json:"seed"`
		Tables  []struct {
			Players []string `json:"players"`
			First   string   `json:"first"`
			Waiting *string  `json:"waiting"`
		} `json:"tables"`
		Score map[string]float64 `json:"score"`
	} `json:"seated"`
}

// TestNightFromArrivalToSeating: start with a roster's name spelt
// otherwise and a new name, seat three rounds (Buhmann, Lord, Buhmann),
// every player once a round, the first player in seat 1, the waiting
// player of an even Lord table last; the file replays; a fourth round and
// a second start are refused with words, and --new keeps the old night.
func TestNightFromArrivalToSeating(t *testing.T) {
	state, config := t.TempDir(), t.TempDir()
	games := filepath.Join(state, "rolekeeper", "games")
	if err := os.MkdirAll(games, 0o700); err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(filepath.Join("..", "testdata", "lord-7-players.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(games, "lord.jsonl"), data, 0o600); err != nil {
		t.Fatal(err)
	}
	players := []string{"ana", "Ben", "Cem", "Dora", "Eli", "Finn", "Gus", "Hanna", "Ida", "Jo", "Kai", "Lea"}
	out, errOut, code := runIn(t, state, config, append([]string{"night", "start", "--variant", "buhmann,lord", "--rounds", "3"}, players...)...)
	if code != 0 || !strings.Contains(out, "ana is Ana from the roster.") || !strings.Contains(out, "New tonight: Hanna, Ida, Jo, Kai and Lea.") {
		t.Fatalf("start: %d %q %q", code, out, errOut)
	}
	for r := 1; r <= 3; r++ {
		out, errOut, code = runIn(t, state, config, "night", "seat", "--format", "json")
		var n nightOut
		if code != 0 || json.Unmarshal([]byte(out), &n) != nil || len(n.Seated) != 1 {
			t.Fatalf("seat %d: %d %q %q", r, code, out, errOut)
		}
		checkRound(t, n, r, len(players))
	}
	out, _, code = runIn(t, state, config, "night", "status")
	if code != 0 || strings.Count(out, "Night round ") != 3 || strings.Count(out, "Score (0 is best") != 3 {
		t.Fatalf("status: %d %q", code, out)
	}
	if _, errOut, code = runIn(t, state, config, "night", "seat"); code != 1 || !strings.Contains(errOut, "all 3 night rounds are seated") {
		t.Fatalf("a fourth round: %d %q", code, errOut)
	}
	if _, errOut, code = runIn(t, state, config, "night", "start", "Ana", "Ben", "Cem"); code != 1 || !strings.Contains(errOut, "--new starts another") {
		t.Fatalf("a second start: %d %q", code, errOut)
	}
	if out, _, code = runIn(t, state, config, "night", "start", "--new", "Ana", "Ben", "Cem"); code != 0 || !strings.Contains(out, "night-2.json") {
		t.Fatalf("--new: %d %q", code, out)
	}
}

func checkRound(t *testing.T, n nightOut, r, players int) {
	t.Helper()
	round := n.Seated[0]
	wantVariant := map[int]string{1: "buhmann", 2: "lord", 3: "buhmann"}[r]
	seen := map[string]bool{}
	for _, tb := range round.Tables {
		if tb.First != tb.Players[0] {
			t.Errorf("round %d: %s first, %s in seat 1", r, tb.First, tb.Players[0])
		}
		if even := len(tb.Players)%2 == 0; wantVariant == "lord" && even != (tb.Waiting != nil) ||
			tb.Waiting != nil && *tb.Waiting != tb.Players[len(tb.Players)-1] {
			t.Errorf("round %d: table %v waiting %v", r, tb.Players, tb.Waiting)
		}
		for _, p := range tb.Players {
			seen[p] = true
		}
	}
	if round.Round != r || round.Variant != wantVariant || len(seen) != players {
		t.Errorf("round %d: %+v", r, round)
	}
	for _, k := range []string{"repeats", "first_again", "first_season", "seat_again", "wait_again", "imbalance", "spread"} {
		if _, ok := round.Score[k]; !ok {
			t.Errorf("round %d: no %s in the score", r, k)
		}
	}
}

// TestNightSheets: the Markdown sheet has a row per table and German
// words under --lang de; the CSV a row per seat, names that look like a
// formula kept as text.
func TestNightSheets(t *testing.T) {
	state, config := t.TempDir(), t.TempDir()
	if _, errOut, code := runIn(t, state, config, "night", "start", "=cmd", "Ben", "Cem", "Dora", "Eli", "Finn", "Gus", "Hanna"); code != 0 {
		t.Fatal(errOut)
	}
	if _, errOut, code := runIn(t, state, config, "night", "seat", "--seed", "7"); code != 0 {
		t.Fatal(errOut)
	}
	md, _, _ := runIn(t, state, config, "--lang", "de", "night", "status", "--format", "md")
	if strings.Count(md, "| Tisch ") != 2 || !strings.Contains(md, "(beginnt)") || !strings.Contains(md, "Startwert 7") {
		t.Errorf("sheet:\n%s", md)
	}
	csv, _, _ := runIn(t, state, config, "night", "status", "--format", "csv")
	if lines := strings.Split(strings.TrimSpace(csv), "\n"); len(lines) != 9 || !strings.Contains(csv, ",'=cmd,") {
		t.Errorf("csv:\n%s", csv)
	}
	if _, errOut, code := runIn(t, state, config, "night", "seat", "--seed", "x"); code != 2 || !strings.Contains(errOut, `"x" is not a seed`) {
		t.Errorf("--seed x: %d %q", code, errOut)
	}
}

// TestSeatingSetupIsTheTable: the setup of a table is its players in seat
// order, the round's variant, seat 1 first, the night's place, and in a
// Lord game of an even table a seed whose draw makes the last seat wait.
func TestSeatingSetupIsTheTable(t *testing.T) {
	var players []string
	for i := range 12 {
		players = append(players, "P"+strconv.Itoa(i+1))
	}
	n, err := night.New("0123456789abcdef0123456789abcdef", time.Date(2026, 11, 27, 19, 0, 0, 0, time.UTC), players,
		[]rules.Variant{rules.Lord}, 2, nil)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := n.Seat(n.Started, night.Inputs{Ratings: make([]float64, 12), SeasonFirsts: make([]int, 12), Seed: 4}); err != nil {
		t.Fatal(err)
	}
	for table, tb := range n.Seated[0].Seating.Tables {
		s, err := seatingSetup(n, 0, strconv.Itoa(table+1))
		if err != nil {
			t.Fatal(err)
		}
		g, _, err := rules.NewGame(s)
		if err != nil || s.Variant != rules.Lord || s.First != 0 || s.Night != (rules.NightSeat{ID: n.ID, Round: 1, Table: table + 1}) {
			t.Fatalf("table %d: %+v (%v)", table+1, s, err)
		}
		for i, p := range tb.Players {
			if s.Players[i] != n.Players[p] {
				t.Fatalf("table %d seat %d: %s, seated %s", table+1, i+1, s.Players[i], n.Players[p])
			}
		}
		if want := tb.Waiting(n.Seated[0].Seating.Variant); g.State.Waiting != want && !(want < 0 && g.State.Waiting == rules.NoSeat) {
			t.Errorf("table %d: seat %d waits, the seating chose %d", table+1, g.State.Waiting, want)
		}
	}
	if _, err := seatingSetup(n, 0, "9"); err == nil {
		t.Error("table 9 of 2 gave a setup")
	}
	if _, err := seatingSetup(n, 2, "1"); err == nil {
		t.Error("round 2, not seated yet, gave a setup")
	}
}

// TestNightStandingsAreItsStats: a game played from table 1 of the
// night's seating and one set up by hand: the night's standings count the
// first only, and equal `stats --night ID` over the same games.
func TestNightStandingsAreItsStats(t *testing.T) {
	state, config := t.TempDir(), t.TempDir()
	players := []string{"Ana", "Ben", "Cem", "Dora", "Eli", "Finn", "Gus", "Hanna"}
	if _, errOut, code := runIn(t, state, config, append([]string{"night", "start"}, players...)...); code != 0 {
		t.Fatal(errOut)
	}
	if _, errOut, code := runIn(t, state, config, "night", "seat", "--seed", "3"); code != 0 {
		t.Fatal(errOut)
	}
	n, err := night.Load(filepath.Join(state, "rolekeeper", "night.json"))
	if err != nil {
		t.Fatal(err)
	}
	fromNight, err := seatingSetup(n, 1, "1")
	if err != nil {
		t.Fatal(err)
	}
	games := filepath.Join(state, "rolekeeper", "games")
	writeEndedGame(t, filepath.Join(games, "night.jsonl"), fromNight, "11111111111111111111111111111111")
	writeEndedGame(t, filepath.Join(games, "hand.jsonl"), rules.Setup{Variant: rules.Buhmann, Players: players[:4], Life: 20, Seed: 1},
		"22222222222222222222222222222222")
	standings, errOut, code := runIn(t, state, config, "night", "standings", "--format", "json")
	statsOut, _, _ := runIn(t, state, config, "stats", "--night", n.ID, "--format", "json")
	var s statsJSON
	if code != 0 || json.Unmarshal([]byte(standings), &s) != nil || s.Games != 1 || len(s.Players) != len(fromNight.Players) {
		t.Fatalf("standings: %d %q %q", code, standings, errOut)
	}
	if standings != statsOut {
		t.Fatalf("night standings\n%s\ndiffer from stats --night\n%s", standings, statsOut)
	}
}

// writeEndedGame writes a game of setup ended at once (L-12) with the id.
func writeEndedGame(t *testing.T, path string, setup rules.Setup, id string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		t.Fatal(err)
	}
	at := time.Date(2026, 11, 27, 20, 0, 0, 0, time.UTC)
	data := append(journal.EncodeSetupID(setup, id), '\n')
	data = append(append(data, journal.EncodeEvent(rules.End{}, 1, at)...), '\n')
	if err := os.WriteFile(path, data, 0o600); err != nil {
		t.Fatal(err)
	}
}

// TestRoundClockReachesATable: the organiser's rolekeeper starts, pauses,
// extends and calls the round in another process; a table's poll of the
// night's file (what its header shows every second) sees each change at
// its next reading, and keeps counting its last copy, saying it may be
// stale, once the file cannot be read.
func TestRoundClockReachesATable(t *testing.T) {
	state, config := t.TempDir(), t.TempDir()
	eight := []string{"night", "start", "Ana", "Ben", "Cem", "Dora", "Eli", "Finn", "Gus", "Hanna"}
	if _, errOut, code := runIn(t, state, config, append(eight, "--extra-turns", "4")...); code != 2 || !strings.Contains(errOut, "0 to 3") {
		t.Fatalf("--extra-turns 4: %d %q", code, errOut)
	}
	if _, errOut, code := runIn(t, state, config, append(eight, "--extra-turns", "2")...); code != 0 {
		t.Fatal(errOut)
	}
	if _, errOut, code := runIn(t, state, config, "night", "seat", "--seed", "1"); code != 0 {
		t.Fatal(errOut)
	}
	path := filepath.Join(state, "rolekeeper", "night.json")
	n, err := night.Load(path)
	if err != nil {
		t.Fatal(err)
	}
	t.Setenv("XDG_STATE_HOME", state)
	xdg.Reload()
	defer xdg.Reload()
	poll := roundClock(n.ID, "")
	// The poll is asked at a fixed time: the test reads no clock (the
	// organiser's rolekeeper stamps the clock with its own).
	at := time.Date(2026, 11, 27, 20, 0, 0, 0, time.UTC)
	if c := poll(at); c.Known && c.State != model.RoundNone {
		t.Fatalf("before the round: %+v", c)
	}
	steps := []struct {
		args  []string
		state model.RoundState
	}{
		{[]string{"round", "start", "100m"}, model.RoundRunning},
		{[]string{"round", "pause"}, model.RoundPaused},
		{[]string{"clock", "+5m"}, model.RoundPaused},
		{[]string{"round", "resume"}, model.RoundRunning},
		{[]string{"round", "time"}, model.RoundCalled},
	}
	for _, s := range steps {
		if out, errOut, code := runIn(t, state, config, append([]string{"night"}, s.args...)...); code != 0 {
			t.Fatalf("night %v: %d %q %q", s.args, code, out, errOut)
		}
		if c := poll(at); !c.Known || c.State != s.state || c.Stale || c.Round != 1 {
			t.Fatalf("after night %v: %+v", s.args, c)
		}
	}
	if c := poll(at); c.Left != 0 || c.Extra != 2 {
		t.Fatalf("time called with %v left and %d more turns each, want 2", c.Left, c.Extra)
	}
	if err := os.Rename(path, path+".away"); err != nil {
		t.Fatal(err)
	}
	if c := poll(at); !c.Stale || c.State != model.RoundCalled {
		t.Fatalf("without the file: %+v", c)
	}
	// A night kept elsewhere (night play --file) is read there, not in
	// the state folder.
	if c := roundClock(n.ID, path+".away")(at); !c.Known || c.Stale || c.State != model.RoundCalled {
		t.Fatalf("the night's file given by --file: %+v", c)
	}
}
