package stats

import (
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"testing"

	"rolekeeper/wording"
)

var update = flag.Bool("update", false, "rewrite the golden files")

// handWorkedReport is the report of the two hand-worked games.
func handWorkedReport(t *testing.T) Report {
	games := []Game{readGame(t, "buhmann-5-players.jsonl"), readGame(t, "lord-7-players.jsonl")}
	for i := range games {
		games[i].Path = filepath.Base(games[i].Path)
	}
	s := Aggregate(games, Filter{}, Identities{})
	s.Damaged = []Damaged{{Path: "broken.jsonl", Reason: "broken.jsonl:3: unknown type \"fly\""},
		{Path: "torn.jsonl", Line: 9, Reason: "unexpected end of JSON input", Counted: true}}
	return Report{Season: s, Words: wording.English().Stats}
}

// TestReportGolden keeps the text, Markdown and CSV reports of the
// hand-worked games; regenerate with -update.
func TestReportGolden(t *testing.T) {
	r := handWorkedReport(t)
	for _, f := range []Format{Text, Markdown, CSV} {
		var b bytes.Buffer
		if err := r.Write(&b, f); err != nil {
			t.Fatal(err)
		}
		golden := filepath.Join("testdata", "report."+string(f))
		if *update {
			if err := os.WriteFile(golden, b.Bytes(), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		want, err := os.ReadFile(golden)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(b.Bytes(), want) {
			t.Errorf("%s report differs from %s:\n%s", f, golden, b.String())
		}
	}
}

// TestReportJSONHandWorked: wins and points in JSON are the hand-worked
// numbers (testdata/handworked.md).
func TestReportJSONHandWorked(t *testing.T) {
	var b bytes.Buffer
	if err := handWorkedReport(t).Write(&b, JSON); err != nil {
		t.Fatal(err)
	}
	var out struct {
		Games   int `json:"games"`
		Players []struct {
			Name string `json:"name"`
			Wins int    `json:"wins"`
			Lord *struct {
				Points int            `json:"points"`
				By     map[string]int `json:"points_by_source"`
			} `json:"lord"`
		} `json:"players"`
		Damaged []struct{ Path string } `json:"damaged"`
	}
	if err := json.Unmarshal(b.Bytes(), &out); err != nil {
		t.Fatal(err)
	}
	wantWins := map[string]int{"Ana": 1, "Cem": 1}
	wantPoints := map[string]int{"Ana": 11, "Ben": 4, "Cem": 2, "Dora": 4, "Eli": 5, "Finn": 5, "Gus": 0}
	if out.Games != 2 || len(out.Players) != 7 || len(out.Damaged) != 2 {
		t.Fatalf("%d games, %d players, %d damaged; want 2, 7, 2", out.Games, len(out.Players), len(out.Damaged))
	}
	for _, p := range out.Players {
		if p.Wins != wantWins[p.Name] || p.Lord == nil || p.Lord.Points != wantPoints[p.Name] {
			t.Errorf("%s: %d wins, lord %+v; want %d wins, %d points", p.Name, p.Wins, p.Lord, wantWins[p.Name], wantPoints[p.Name])
		}
	}
	if by := out.Players[0].Lord.By; out.Players[0].Name != "Ana" || by["manual"] != 4 || by["opponent_elimination"] != 6 || by["lord_elimination"] != 1 {
		t.Errorf("Ana's points by source: %v; want 4 by hand, 6 for opponents, 1 as Lord", by)
	}
}
