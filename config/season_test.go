package config

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestSeasonsAreRead: [league.season] as one table or a list of tables,
// every key typed; a value of the wrong kind names its key.
func TestSeasonsAreRead(t *testing.T) {
	dir := t.TempDir()
	write := func(text string) string {
		path := filepath.Join(dir, "config.toml")
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return path
	}
	c, err := Load(write(`[league.season]
name = "Herbst"
first = "2026-10-01"
last = "2026-12-31"
zone = "Europe/Berlin"
win = 3
draw = 1
count = 15
best = true
min_opponents = 12
place = [4, 2, 1]
tiebreaks = ["wins", "draw"]
seed = 7
`))
	if err != nil {
		t.Fatal(err)
	}
	want := Season{Name: "Herbst", First: "2026-10-01", Last: "2026-12-31", Zone: "Europe/Berlin", Win: 3, Draw: 1, Count: 15,
		Best: true, MinOpponents: 12, Place: []int{4, 2, 1}, Tiebreaks: []string{"wins", "draw"}, Seed: 7}
	if len(c.League.Seasons) != 1 || !seasonEqual(c.League.Seasons[0], want) {
		t.Errorf("one season: %+v, want %+v", c.League.Seasons, want)
	}
	c, err = Load(write("[[league.season]]\nname = \"A\"\n[[league.season]]\nname = \"B\"\n"))
	if err != nil || len(c.League.Seasons) != 2 || c.League.Seasons[1].Name != "B" {
		t.Errorf("a list of seasons: %+v, %v", c.League.Seasons, err)
	}
	for text, key := range map[string]string{
		"[league.season]\ncount = \"15\"\n":  "league.season[0].count",
		"[league.season]\nbest = 1\n":        "league.season[0].best",
		"[league.season]\ntiebreaks = [1]\n": "league.season[0].tiebreaks",
		"[league]\nseason = 3\n":             "league.season",
	} {
		if _, err := Load(write(text)); err == nil || !strings.Contains(err.Error(), key) {
			t.Errorf("%q: %v, want the key %s named", text, err, key)
		}
	}
}

func seasonEqual(a, b Season) bool {
	return a.Name == b.Name && a.First == b.First && a.Last == b.Last && a.Zone == b.Zone && a.Win == b.Win && a.Draw == b.Draw &&
		a.Count == b.Count && a.Best == b.Best && a.MinOpponents == b.MinOpponents && slices.Equal(a.Place, b.Place) &&
		slices.Equal(a.Tiebreaks, b.Tiebreaks) && a.Seed == b.Seed
}
