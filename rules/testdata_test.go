package rules_test

import (
	"encoding/json"
	"os"
	"reflect"
	"testing"

	"rolekeeper/journal"
	"rolekeeper/rules"
)

// TestFullGames replays the project's full games (a 5-player Buhmann game to
// a winner, a 7-player Lord game to 10 points), whose expected final states
// were worked out by hand from RULES.md, and compares the whole report.
func TestFullGames(t *testing.T) {
	for _, name := range []string{"buhmann-5-players", "lord-7-players"} {
		t.Run(name, func(t *testing.T) {
			data, err := os.ReadFile("../testdata/" + name + ".jsonl")
			if err != nil {
				t.Fatal(err)
			}
			f, err := journal.Parse(name+".jsonl", data)
			g := f.Game
			if err != nil {
				t.Fatal(err)
			}
			var got, want any
			if err := json.Unmarshal(rules.NewReport(g.State).JSON(), &got); err != nil {
				t.Fatal(err)
			}
			wantRaw, err := os.ReadFile("../testdata/" + name + ".expect.json")
			if err != nil {
				t.Fatal(err)
			}
			if err := json.Unmarshal(wantRaw, &want); err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(got, want) {
				gotText, _ := json.Marshal(got)
				t.Errorf("final state differs:\n got %s\nwant %s", gotText, wantRaw)
			}
		})
	}
}
