package wording

import (
	"testing"

	"rolekeeper/rules"
)

// TestReportText: the replay's text names the variant, whose turn it is,
// and every player with their roles and counters.
func TestReportText(t *testing.T) {
	g, _, err := rules.NewGame(rules.Setup{Variant: rules.Buhmann, Players: []string{"Ana", "Ben", "Cem"}, Life: 20})
	if err != nil {
		t.Fatal(err)
	}
	if g, _, err = rules.Apply(g, rules.Attack{Attacker: 0, Defenders: []int{1}}); err != nil {
		t.Fatal(err)
	}
	got := English().ReportText(rules.NewReport(g.State))
	want := "Buhmann, round 1, turn 1, Ana to play\n" +
		" 1 Ana                      life   20  IT, passivity 0\n" +
		" 2 Ben                      life   20  passivity 0\n" +
		" 3 Cem                      life   20  passivity 0\n"
	if got != want {
		t.Errorf("report\n%s\nwant\n%s", got, want)
	}
}

// TestReportTextWinners: three winners are a list, not "A and B and C".
func TestReportTextWinners(t *testing.T) {
	r := rules.Report{Variant: "lord", Over: true, Winners: []int{0, 1, 2},
		Players: []rules.PlayerReport{{Seat: 0, Name: "Ana"}, {Seat: 1, Name: "Ben"}, {Seat: 2, Name: "Cem"}}}
	got := English().ReportText(r)
	if want := "Lord is killing you, round 0, turn 0, game over: Ana, Ben and Cem won\n"; got[:len(want)] != want {
		t.Errorf("first line %q, want %q", got, want)
	}
}
