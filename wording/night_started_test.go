package wording

import "testing"

// TestStartedSaysTheVariantsTakeTurns: a night of Buhmann and Lord takes
// them in turn (round 1 Buhmann, 2 Lord, 3 Buhmann), and the line that
// starts it says so. It said "3 rounds of Buhmann, then Lord is killing
// you", which reads as three rounds of Buhmann and a Lord round after
// them (seen on the README's club night, in both languages).
func TestStartedSaysTheVariantsTakeTurns(t *testing.T) {
	both := []string{"Buhmann", "Lord is killing you"}
	for _, c := range []struct {
		words    *Words
		variants []string
		want     string
	}{
		{English(), both, "Night started: 13 players, 3 night rounds, the variants in turn: Buhmann, Lord is killing you. Kept in n.json."},
		{German(), both, "Spieleabend begonnen: 13 Spieler, 3 Abendrunden, die Varianten abwechselnd: Buhmann, Lord is killing you. Festgehalten in n.json."},
		{English(), both[:1], "Night started: 13 players, 3 night rounds of Buhmann. Kept in n.json."},
		{German(), both[1:], "Spieleabend begonnen: 13 Spieler, 3 Abendrunden Lord is killing you. Festgehalten in n.json."},
	} {
		if got := c.words.Night.Started(13, 3, c.variants, "n.json"); got != c.want {
			t.Errorf("got  %q\nwant %q", got, c.want)
		}
	}
}
