package wording

import "testing"

// TestGlanceGermanDative: after "mit" the German list of games says
// "Lebenspunkten" and "Siegpunkten" (dative plural), not the nominative
// "mit 20 Lebenspunkte".
func TestGlanceGermanDative(t *testing.T) {
	glance := German().Picker.Glance
	for _, c := range []struct {
		leaders  []string
		lead     int
		byPoints bool
		want     string
	}{
		{[]string{"Ana", "Ben"}, 20, false, "Runde 1 · Cem ist am Zug · Ana und Ben führen mit 20 Lebenspunkten"},
		{[]string{"Ana"}, 1, false, "Runde 1 · Cem ist am Zug · Ana führt mit 1 Lebenspunkt"},
		{[]string{"Ana"}, 3, true, "Runde 1 · Cem ist am Zug · Ana führt mit 3 Siegpunkten"},
		{[]string{"Ana"}, 1, true, "Runde 1 · Cem ist am Zug · Ana führt mit 1 Siegpunkt"},
	} {
		if got := glance(1, "Cem", c.leaders, c.lead, c.byPoints); got != c.want {
			t.Errorf("glance %v %d %v = %q, want %q", c.leaders, c.lead, c.byPoints, got, c.want)
		}
	}
}
