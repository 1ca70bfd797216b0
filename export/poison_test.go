package export

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"strings"
	"testing"

	"rolekeeper/journal"
	"rolekeeper/rules"
)

// TestC11_ExportsHoldPoison: every export says each player's poison
// counters (C-11), and an elimination by counters has cause poison.
func TestC11_ExportsHoldPoison(t *testing.T) {
	g, _, err := rules.NewGame(rules.Setup{Variant: rules.Buhmann, Players: []string{"Ana", "Ben", "Cem", "Dora"}, Life: 20})
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range []rules.Event{
		rules.Poison{Changes: []rules.Change{{Seat: 1, Delta: 3}}, Source: 0},
		rules.Poison{Changes: []rules.Change{{Seat: 2, Delta: 10}}, Source: 0},
	} {
		if g, _, err = rules.Apply(g, e); err != nil {
			t.Fatal(err)
		}
	}
	write := func(f Format) string {
		var buf bytes.Buffer
		if err := Write(&buf, g, f, journal.Info{Name: "p"}, nil); err != nil {
			t.Fatal(err)
		}
		return buf.String()
	}
	if md := write(Markdown); !strings.Contains(md, "| Poison |") || !strings.Contains(md, "| Ben | 20 | 3 | 0 |") {
		t.Errorf("Markdown lacks the poison column:\n%s", md)
	}
	rows, err := csv.NewReader(strings.NewReader(write(CSV))).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	col := -1
	for i, h := range rows[0] {
		if h == "poison" {
			col = i
		}
	}
	got := map[string]string{}
	for _, r := range rows[1:] {
		if col >= 0 {
			got[r[2]] = r[col]
		}
	}
	if got["Ben"] != "3" || got["Cem"] != "10" || got["Ana"] != "0" {
		t.Errorf("CSV poison by name %v (column %d)", got, col)
	}
	var out struct {
		Standings []struct {
			Name   string `json:"name"`
			Poison *int   `json:"poison"`
		} `json:"standings"`
		Eliminations []struct {
			Name  string `json:"name"`
			Cause string `json:"cause"`
		} `json:"eliminations"`
	}
	if err := json.Unmarshal([]byte(write(JSON)), &out); err != nil {
		t.Fatal(err)
	}
	for _, s := range out.Standings {
		if s.Poison == nil {
			t.Errorf("%s has no poison in JSON", s.Name)
		} else if s.Name == "Ben" && *s.Poison != 3 {
			t.Errorf("Ben's poison %d, want 3", *s.Poison)
		}
	}
	if len(out.Eliminations) != 1 || out.Eliminations[0].Name != "Cem" || out.Eliminations[0].Cause != "poison" {
		t.Errorf("eliminations %+v, want Cem by poison", out.Eliminations)
	}
}
