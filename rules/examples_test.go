package rules_test

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"rolekeeper/journal"
	"rolekeeper/rules"
)

// examplesDir holds the repository's copy of the independently worked-out
// example games shared by the project (../shared/examples from the
// repository root; TestSharedCopiesAreCurrent keeps the copy equal).
const examplesDir = "testdata/examples"

// TestSharedExamples replays every example game and compares every field
// its .expect.json lists with the replay report, or the refused line and
// rule.
func TestSharedExamples(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join(examplesDir, "*.jsonl"))
	if len(files) < 40 {
		t.Fatalf("found %d example games in %s, want the 40 of the project", len(files), examplesDir)
	}
	for _, file := range files {
		name := strings.TrimSuffix(filepath.Base(file), ".jsonl")
		t.Run(name, func(t *testing.T) {
			data, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			wantRaw, err := os.ReadFile(strings.TrimSuffix(file, ".jsonl") + ".expect.json")
			if err != nil {
				t.Fatal(err)
			}
			var want map[string]any
			if err := json.Unmarshal(wantRaw, &want); err != nil {
				t.Fatal(err)
			}
			f, err := journal.Parse(name+".jsonl", data)
			g := f.Game
			if refused, ok := want["refused"].(map[string]any); ok {
				checkRefused(t, err, refused)
				return
			}
			if err != nil {
				t.Fatalf("replay: %v", err)
			}
			var got map[string]any
			if err := json.Unmarshal(rules.NewReport(g.State).JSON(), &got); err != nil {
				t.Fatal(err)
			}
			compareReport(t, got, want)
		})
	}
}

func checkRefused(t *testing.T, err error, refused map[string]any) {
	t.Helper()
	var le *journal.LineError
	if !errors.As(err, &le) {
		t.Fatalf("want line %v refused by %v, got %v", refused["line"], refused["rule"], err)
	}
	var re *rules.RuleError
	if !errors.As(err, &re) {
		t.Fatalf("want a rule error, got %v", err)
	}
	if float64(le.Line) != refused["line"] || re.Rule != refused["rule"] {
		t.Fatalf("want line %v refused by %v, got %v", refused["line"], refused["rule"], err)
	}
}

func compareReport(t *testing.T, got, want map[string]any) {
	t.Helper()
	for key, w := range want {
		g := got[key]
		switch key {
		case "players":
			gp, wp := g.([]any), w.([]any)
			if len(gp) != len(wp) {
				t.Errorf("players: got %d, want %d", len(gp), len(wp))
				continue
			}
			for i := range wp {
				for field, wv := range wp[i].(map[string]any) {
					if gv := gp[i].(map[string]any)[field]; !reflect.DeepEqual(gv, wv) {
						t.Errorf("player %d %s: got %v, want %v", i, field, gv, wv)
					}
				}
			}
		case "pairs":
			if !reflect.DeepEqual(normalPairs(g), normalPairs(w)) {
				t.Errorf("pairs: got %v, want %v", g, w)
			}
		default:
			if !reflect.DeepEqual(g, w) {
				t.Errorf("%s: got %v, want %v", key, g, w)
			}
		}
	}
}

func normalPairs(v any) [][2]float64 {
	var out [][2]float64
	list, _ := v.([]any)
	for _, p := range list {
		pair := p.([]any)
		a, b := pair[0].(float64), pair[1].(float64)
		out = append(out, [2]float64{min(a, b), max(a, b)})
	}
	slices.SortFunc(out, func(x, y [2]float64) int { return int(x[0] - y[0]) })
	return out
}
