package export

import (
	"bytes"
	"encoding/csv"
	"testing"

	"rolekeeper/journal"
	"rolekeeper/rules"
)

// TestFault12_CSVCellsAreNeverFormulas: a text cell that a spreadsheet
// would run as a formula (it begins with =, +, −, @, a tab or a carriage
// return) is written as text, with a leading apostrophe, as OWASP
// recommends; numeric cells stay numbers, negative ones included.
func TestFault12_CSVCellsAreNeverFormulas(t *testing.T) {
	names := []string{`=HYPERLINK("x")`, "@SUM(1)", "-2+3", "+1", "Ana"}
	setup := rules.Setup{Variant: rules.Buhmann, Players: names, Life: 20, Seed: 1}
	g, _, err := rules.NewGame(setup)
	if err != nil {
		t.Fatal(err)
	}
	if g, _, err = rules.Apply(g, rules.LifeChange{Changes: []rules.Change{{Seat: 4, Delta: -23}}, Source: rules.NoSeat}); err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := Write(&buf, g, CSV, journal.Info{}, nil); err != nil {
		t.Fatal(err)
	}
	rows, err := csv.NewReader(&buf).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	col := map[string]int{}
	for i, h := range rows[0] {
		col[h] = i
	}
	for _, row := range rows[1:] {
		name := row[col["name"]]
		if formula(name) {
			t.Errorf("name cell %q would run as a formula", name)
		}
		if name == "Ana" && row[col["life"]] != "-3" {
			t.Errorf("Ana's life cell is %q, want the number -3", row[col["life"]])
		}
	}
	for _, text := range []string{"=1+1", "+1", "-1", "@x", "\tx", "\rx", " =1", "reason: fine"} {
		if cell := csvText(text); formula(cell) {
			t.Errorf("csvText(%q) = %q, still a formula", text, cell)
		}
	}
	if csvText("Ana") != "Ana" {
		t.Error("a plain name was changed")
	}
	// The reasons of points given by hand are text cells too.
	lord := rules.Setup{Variant: rules.Lord, Players: []string{"Ana", "Ben", "Cem", "Dora", "Eli"}, Life: 20, Target: 10}
	if g, _, err = rules.NewGame(lord); err != nil {
		t.Fatal(err)
	}
	for _, e := range []rules.Event{rules.Points{Seat: 1, Delta: 1, Reason: "=1+1"},
		rules.Points{Seat: 1, Delta: -1, Reason: "-1 for a late card"}} {
		if g, _, err = rules.Apply(g, e); err != nil {
			t.Fatal(err)
		}
	}
	buf.Reset()
	if err := Write(&buf, g, CSV, journal.Info{}, nil); err != nil {
		t.Fatal(err)
	}
	if rows, err = csv.NewReader(&buf).ReadAll(); err != nil {
		t.Fatal(err)
	}
	reasons := -1
	for i, h := range rows[0] {
		if h == "manual_reasons" {
			reasons = i
		}
	}
	if reasons < 0 {
		t.Fatalf("no column of manual reasons: %v", rows[0])
	}
	for _, row := range rows[1:] {
		if formula(row[reasons]) {
			t.Errorf("the reasons cell %q would run as a formula", row[reasons])
		}
		if row[col["name"]] == "Ben" && row[reasons] != "'=1+1; -1 for a late card" {
			t.Errorf("Ben's reasons %q", row[reasons])
		}
	}
}

// formula reports whether a spreadsheet would take a cell for a formula.
func formula(cell string) bool {
	for _, r := range cell {
		switch r {
		case ' ':
			continue
		case '=', '+', '-', '@', '\t', '\r':
			return true
		}
		return false
	}
	return false
}
