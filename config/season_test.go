package config

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"rolekeeper/wording"
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

// TestSeasonNumberOutOfRange: a season's points or count outside −1000
// to 1000 are said to be out of range, with the range, in both
// languages, not "should be a whole number", which they are; a value
// that is no number still is.
func TestSeasonNumberOutOfRange(t *testing.T) {
	for _, text := range []string{"[league.season]\nwin = 5000\n", "[league.season]\nplace = [3, -2000]\n"} {
		_, err := Load(write(t, text))
		en, de := wording.English().ErrorText(err), wording.German().ErrorText(err)
		if err == nil || !strings.Contains(en, "out of range: a whole number from −1000 to 1000") || strings.Contains(en, "should be a") {
			t.Errorf("%q in English: %q", text, en)
		}
		if !strings.Contains(de, "außerhalb des Bereichs: erlaubt ist eine ganze Zahl von −1000 bis 1000") {
			t.Errorf("%q in German: %q", text, de)
		}
	}
	if _, err := Load(write(t, "[league.season]\nwin = 1.5\n")); err == nil || !strings.Contains(wording.English().ErrorText(err), "should be a whole number") {
		t.Errorf("1.5: %v", err)
	}
}
