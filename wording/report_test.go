package wording

import (
	"strings"
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
		Players: []rules.PlayerReport{{Seated: rules.Seated{Seat: 0, Name: "Ana"}}, {Seated: rules.Seated{Seat: 1, Name: "Ben"}},
			{Seated: rules.Seated{Seat: 2, Name: "Cem"}}}}
	got := English().ReportText(r)
	if want := "Lord is killing you, round 0, turn 0, game over: Ana, Ben and Cem won\n"; got[:len(want)] != want {
		t.Errorf("first line %q, want %q", got, want)
	}
}

// TestReportTextPoison: a player's poison counters (C-11) are on their
// line in both languages once they have any, as on the table's screen
// and in the exports; players without any are shown as before.
func TestReportTextPoison(t *testing.T) {
	r := rules.Report{Variant: "buhmann", Active: 0, Players: []rules.PlayerReport{
		{Seated: rules.Seated{Seat: 0, Name: "Ana"}, Life: 20, Poison: 6}, {Seated: rules.Seated{Seat: 1, Name: "Ben"}, Life: 20}}}
	for _, c := range []struct {
		w    *Words
		want string
	}{
		{English(), " 1 Ana                      life   20  passivity 0, poison 6\n" +
			" 2 Ben                      life   20  passivity 0\n"},
		{German(), " 1 Ana                      Leben   20  0 Passivitätsmarken, 6 Giftmarken\n" +
			" 2 Ben                      Leben   20  0 Passivitätsmarken\n"},
	} {
		got := c.w.ReportText(r)
		if _, players, _ := strings.Cut(got, "\n"); players != c.want {
			t.Errorf("players\n%s\nwant\n%s", players, c.want)
		}
	}
}
