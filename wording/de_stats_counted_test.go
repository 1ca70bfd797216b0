package wording

import "testing"

// TestCountedGermanAgrees: "ohne 1 nicht beendetes" agrees with
// the one game (Spiel is neuter), "2 nicht beendete" with several.
func TestCountedGermanAgrees(t *testing.T) {
	counted := German().Stats.Counted
	for _, c := range []struct {
		games, unfinished int
		want              string
	}{
		{1, 1, "1 beendetes Spiel · ohne 1 nicht beendetes"},
		{2, 3, "2 beendete Spiele · ohne 3 nicht beendete"},
		{0, 0, "0 beendete Spiele"},
	} {
		if got := counted(c.games, c.unfinished); got != c.want {
			t.Errorf("Counted(%d, %d) = %q, want %q", c.games, c.unfinished, got, c.want)
		}
	}
}
