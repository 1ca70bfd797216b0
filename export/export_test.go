package export

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"rolekeeper/journal"
	"rolekeeper/rules"
	"rolekeeper/wording"
)

var update = flag.Bool("update", false, "rewrite the golden export files in testdata/golden")

// demoDir holds the bundled demo games of `rolekeeper demo`, sampleDir the
// journal's sample games.
const (
	demoDir   = "../testdata"
	sampleDir = "../journal/testdata"
)

// testNames are names for games made in tests.
var testNames = []string{"Ana", "Ben", "Cem", "Dora", "Eli", "Finn", "Gus", "Hana", "Ivo", "Jan", "Kai", "Lia"}

func readFile(t *testing.T, path string) []byte {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// TestExportGolden compares the exports of the demo games with golden
// files (regenerate with go test ./export -update).
func TestExportGolden(t *testing.T) {
	for _, game := range []string{"demo-buhmann", "demo-lord", "sample-lord", "decks-lord"} {
		path := filepath.Join(demoDir, game+".jsonl")
		switch {
		case strings.HasPrefix(game, "sample"):
			path = filepath.Join(sampleDir, game+".jsonl")
		case strings.HasPrefix(game, "decks"): // a re-entry with a new deck
			path = filepath.Join("testdata", game+".jsonl")
		}
		f, err := journal.Read(path)
		if err != nil {
			t.Fatal(err)
		}
		info := journal.InfoOf(f)
		info.Start, info.End = info.Start.UTC(), info.End.UTC()
		for _, format := range Formats { // every format has its golden file
			var buf bytes.Buffer
			if err := Write(&buf, f.Game, format, info, nil); err != nil {
				t.Fatal(err)
			}
			golden := filepath.Join("testdata", "golden", game+"."+string(format))
			if *update {
				if err := os.MkdirAll(filepath.Dir(golden), 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(golden, buf.Bytes(), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			if want := readFile(t, golden); !bytes.Equal(buf.Bytes(), want) {
				t.Errorf("%s differs from the golden file; run with -update and review the diff:\n%s", golden, buf.Bytes())
			}
		}
	}
}

// TestExportCSVOneRowPerPlayer reads the CSV back: a header and one row per
// player, all of the same width.
func TestExportCSVOneRowPerPlayer(t *testing.T) {
	for _, name := range []string{"demo-buhmann.jsonl", "demo-lord.jsonl"} {
		f, err := journal.Read(filepath.Join(demoDir, name))
		if err != nil {
			t.Fatal(err)
		}
		var buf bytes.Buffer
		if err := Write(&buf, f.Game, CSV, journal.InfoOf(f), nil); err != nil {
			t.Fatal(err)
		}
		rows, err := csv.NewReader(&buf).ReadAll()
		if err != nil {
			t.Fatal(err)
		}
		if len(rows) != len(f.Game.Players)+1 || rows[0][0] != "place" || rows[0][2] != "name" {
			t.Fatalf("%s: %d rows, header %v", name, len(rows), rows[0])
		}
	}
}

// TestExportJSONIsValid decodes the JSON export and checks its winners.
func TestExportJSONIsValid(t *testing.T) {
	f, err := journal.Read(filepath.Join(demoDir, "demo-lord.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := Write(&buf, f.Game, JSON, journal.InfoOf(f), nil); err != nil {
		t.Fatal(err)
	}
	var out exportJSON
	if err := json.Unmarshal(buf.Bytes(), &out); err != nil {
		t.Fatal(err)
	}
	if out.Variant != "lord" || !out.Over || len(out.Winners) != 1 || len(out.Standings) != 7 || out.DurationSeconds <= 0 {
		t.Fatalf("%+v", out)
	}
}

// TestExportEscapesNames keeps names with Markdown characters from
// breaking the tables, and renders a game in progress.
func TestExportEscapesNames(t *testing.T) {
	s := rules.Setup{Variant: rules.Buhmann, Players: []string{"A|B", "*C*", "D_1"}, Life: 20}
	g, _, err := rules.NewGame(s)
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := Write(&buf, g, Markdown, journal.Info{Name: "x"}, nil); err != nil {
		t.Fatal(err)
	}
	md := buf.String()
	for _, want := range []string{`| A\|B |`, `\*C\*`, `D\_1`, "**Game in progress:** A\\|B to play."} {
		if !strings.Contains(md, want) {
			t.Errorf("missing %q in\n%s", want, md)
		}
	}
	if err := Write(&buf, g, Format("pdf"), journal.Info{}, nil); err == nil {
		t.Error("an unknown format was accepted")
	}
	if _, err := ParseFormat("markdown"); err != nil {
		t.Error(err)
	}
}

// TestMarkdownSaysWhatTheScreenSays: the Markdown export uses the
// summary screen's words (package wording): the same duration rule
// (to the nearest minute, "under a minute"), the cause of an elimination in words
// and "–" for the life of a player who waits to enter.
func TestMarkdownSaysWhatTheScreenSays(t *testing.T) {
	g, _, err := rules.NewGame(rules.Setup{Variant: rules.Lord, Players: testNames[:6], Life: 20, Target: 10, Seed: 8812})
	if err != nil {
		t.Fatal(err)
	}
	if g, _, err = rules.Apply(g, rules.Eliminate{Seats: []int{g.Active}, Culprit: rules.NoSeat, Cause: rules.CauseLibrary}); err != nil {
		t.Fatal(err)
	}
	waiting := -1
	for i, p := range g.Players {
		if p.Waiting {
			waiting = i
		}
	}
	if waiting < 0 {
		t.Fatal("nobody waits to enter")
	}
	start := time.Date(2026, 11, 30, 4, 9, 50, 0, time.UTC)
	var buf bytes.Buffer
	if err := Write(&buf, g, Markdown, journal.Info{Start: start, End: start.Add(20 * time.Second)}, nil); err != nil {
		t.Fatal(err)
	}
	md := buf.String()
	for _, want := range []string{"under a minute (Mon 30 Nov 2026 04:09 to 04:10 UTC)", "| " + wording.English().Common.Cause(rules.CauseLibrary) + " |",
		"| " + mdEscape(g.Name(waiting)) + " | 0 | " + wording.English().Common.WaitingLife + " |"} {
		if !strings.Contains(md, want) {
			t.Errorf("missing %q in\n%s", want, md)
		}
	}
}
