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
