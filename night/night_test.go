package night

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"rolekeeper/rules"
	"rolekeeper/seating"
)

var started = time.Date(2026, 11, 27, 19, 0, 0, 0, time.UTC)

func players(n int) []string {
	var out []string
	for i := range n {
		out = append(out, string(rune('A'+i%26))+strings.Repeat("x", i/26)+"na")
	}
	return out
}

// seatedNight is a night of n players, Buhmann then Lord, with rounds
// seated.
func seatedNight(t *testing.T, n, rounds int) *Night {
	t.Helper()
	nt, err := New(strings.Repeat("ab", 16), started, players(n), []rules.Variant{rules.Buhmann, rules.Lord}, 3, nil)
	if err != nil {
		t.Fatal(err)
	}
	for r := range rounds {
		in := Inputs{Ratings: make([]float64, n), SeasonFirsts: make([]int, n), Seed: uint64(100 + r)}
		for i := range n {
			in.Ratings[i] = float64(i % 7)
			in.SeasonFirsts[i] = i % 3
		}
		if _, err := nt.Seat(started.Add(time.Duration(r)*time.Hour), in); err != nil {
			t.Fatal(err)
		}
	}
	return nt
}

// TestNightFileRoundTrips: a night written and read again is the same
// night, every round drawn again from its seed to the same tables.
func TestNightFileRoundTrips(t *testing.T) {
	nt := seatedNight(t, 13, 3)
	path := filepath.Join(t.TempDir(), "night.json")
	if err := nt.Save(path); err != nil {
		t.Fatal(err)
	}
	back, err := Load(path)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(back, nt) {
		t.Fatalf("read back %+v\nwrote %+v", back, nt)
	}
	if _, err := nt.Seat(started, Inputs{Ratings: make([]float64, 13), SeasonFirsts: make([]int, 13)}); !isProblem(err, ReasonAllSeated) {
		t.Fatalf("a fourth round of three: %v", err)
	}
}

func isProblem(err error, key string) bool {
	var p *Problem
	return errors.As(err, &p) && p.Key == key
}

// TestDamagedNightFiles: a file changed by hand is refused with what is
// wrong, never read around.
func TestDamagedNightFiles(t *testing.T) {
	var buf bytes.Buffer
	if err := seatedNight(t, 9, 2).Encode(&buf); err != nil {
		t.Fatal(err)
	}
	good := buf.String()
	first := seatedNight(t, 9, 2).Seated[0].Seating.Tables[0].Players
	swapped := strings.Replace(good, `[["`+players(9)[first[0]]+`","`+players(9)[first[1]]+`"`,
		`[["`+players(9)[first[1]]+`","`+players(9)[first[0]]+`"`, 1)
	cases := map[string]struct{ text, key string }{
		"unknown member": {strings.Replace(good, `"rounds":3`, `"rounds":3,"extra":1`, 1), ReasonBadJSON},
		"member twice":   {strings.Replace(good, `"rounds":3`, `"rounds":3,"rounds":2`, 1), ReasonBadJSON},
		"key case":       {strings.Replace(good, `"rounds":3`, `"Rounds":3`, 1), ReasonBadJSON},
		"version":        {strings.Replace(good, `"v":1`, `"v":2`, 1), ReasonVersion},
		"id":             {strings.Replace(good, `"id":"abab`, `"id":"ABAB`, 1), ReasonBadID},
		"variant":        {strings.Replace(good, `"variants":["buhmann"`, `"variants":["chess"`, 1), ReasonUnknownVariant},
		"rounds":         {strings.Replace(good, `"rounds":3`, `"rounds":13`, 1), ReasonRounds},
		"stranger":       {strings.Replace(good, `"tables":[["`, `"tables":[["Zed","`, 1), ReasonStranger},
		"seats changed":  {swapped, ReasonNoReplay},
		"seed changed":   {strings.Replace(good, `"seed":100`, `"seed":101`, 1), ReasonNoReplay},
		"inputs":         {strings.Replace(good, `"season_firsts":[0`, `"season_firsts":[-1`, 1), ReasonInputs},
		"extra turns":    {strings.Replace(good, `"extra_turns":1`, `"extra_turns":4`, 1), ReasonExtraTurns},
		"no extra turns": {strings.Replace(good, `"extra_turns":1`, `"extra_turns":-1`, 1), ReasonExtraTurns},
	}
	for name, c := range cases {
		if c.text == good {
			t.Fatalf("%s: the case changes nothing", name)
		}
		if _, err := Decode([]byte(c.text)); !isProblem(err, c.key) {
			t.Errorf("%s: %v, want %s", name, err, c.key)
		}
	}
	path := filepath.Join(t.TempDir(), "big.json")
	if err := os.WriteFile(path, bytes.Repeat([]byte(" "), MaxFileSize+1), 0o600); err != nil {
		t.Fatal(err)
	}
	if _, err := Load(path); err == nil {
		t.Fatal("a file over MaxFileSize was read")
	}
}

// TestNewChecksNames: names are checked by C-1, told apart after
// normalisation, and the night must split into tables.
func TestNewChecksNames(t *testing.T) {
	v := []rules.Variant{rules.Lord}
	var re *rules.RuleError
	if _, err := New(strings.Repeat("0", 32), started, []string{"Ana", "ana", "Ben", "Cem", "Dora"}, v, 3, nil); !errors.As(err, &re) || re.Rule != "C-1" {
		t.Errorf("Ana twice: %v", err)
	}
	var se *seating.Error
	if _, err := New(strings.Repeat("0", 32), started, []string{"Ana", "Ben", "Cem", "Dora"}, v, 3, nil); !errors.As(err, &se) || se.Key != seating.RefuseTooFew {
		t.Errorf("4 at Lord: %v", err)
	}
	nt, err := New(strings.Repeat("0", 32), started, []string{" Zoë ", "Ben", "Cem", "Dora", "Eli"}, v, 3, nil)
	if err != nil || nt.Players[0] != "Zoë" || nt.Index("ZOË") != 0 || nt.Index("Finn") != -1 {
		t.Errorf("names kept as %v (%v)", nt.Players, err)
	}
}

// TestTheClubsEndOfRoundIsKept: the night keeps the club's end of round
// in its file and gives it to every round's clock; a file written before
// the member existed has the default, one more turn each.
func TestTheClubsEndOfRoundIsKept(t *testing.T) {
	nt := seatedNight(t, 9, 1)
	nt.ExtraTurns = 2
	if err := nt.StartRound(100*time.Minute, started); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "night.json")
	if err := nt.Save(path); err != nil {
		t.Fatal(err)
	}
	back, err := Load(path)
	if err != nil || back.ExtraTurns != 2 || back.Clock.Extra != 2 {
		t.Fatalf("read back %d extra turns, the clock %d (%v)", back.ExtraTurns, back.Clock.Extra, err)
	}
	if c, err := LoadClock(path, nt.ID); err != nil || c.Extra != 2 {
		t.Fatalf("the clock alone: %+v (%v)", c, err)
	}
	data, _ := os.ReadFile(path)
	old := bytes.Replace(data, []byte(`"extra_turns":2,`), nil, 1)
	if bytes.Equal(old, data) {
		t.Fatalf("no extra_turns member in %s", data)
	}
	if n, err := Decode(old); err != nil || n.ExtraTurns != DefaultExtraTurns || n.Clock.Extra != DefaultExtraTurns {
		t.Fatalf("a file of before: %+v (%v)", n, err)
	}
	nt.ExtraTurns = MaxExtraTurns + 1
	if err := nt.Check(); !isProblem(err, ReasonExtraTurns) {
		t.Fatalf("%d extra turns: %v", MaxExtraTurns+1, err)
	}
}
