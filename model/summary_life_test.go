package model

import (
	"strings"
	"testing"
)

// TestSummaryLifePage: tab turns the summary to turn times and life lost and dealt, with
// the reasons of points given by hand, and back to the standings.
func TestSummaryLifePage(t *testing.T) {
	m := press(t, sized(lordSummary(t), 80, 24), "S", "tab")
	out := screenText(m)
	for _, want := range []string{"Turn time, life lost and dealt", "Finn 20", "Bjørn 20", "best play", "tab standings"} {
		if !strings.Contains(out, want) {
			t.Errorf("the life page lacks %q:\n%s", want, out)
		}
	}
	if out = screenText(press(t, m, "tab")); !strings.Contains(out, "Who eliminated whom") {
		t.Errorf("a second tab does not go back to the standings:\n%s", out)
	}
}
