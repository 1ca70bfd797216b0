package cli

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"rolekeeper/internal/gamegen"
	"rolekeeper/internal/gamegen/gamefile"
	"rolekeeper/internal/pgtest"
	"rolekeeper/rules"
)

// seasonConfig is a config file with the league's URL and one season.
const seasonConfig = `[league]
db = %q

[[league.season]]
name = "Herbst"
first = "2026-10-01"
last = "2026-12-31"
zone = "Europe/Berlin"
points = "result"
win = 3
draw = 1
loss = 0
count = 4
min_opponents = 3
tiebreaks = ["wins", "head_to_head", "win_rate", "opponents_points", "opponents_win_rate", "draw"]
seed = 2026
`

// TestSeasonIsTheSameInStatsAndTheLeague: `stats --season` over the
// folders of two laptops and `league standings --season` over what they
// pushed print the same table, in text and JSON, by the season's rules.
func TestSeasonIsTheSameInStatsAndTheLeague(t *testing.T) {
	t.Parallel()
	c := pgtest.Start(t)
	url := c.NewDatabase(t)
	a, b := t.TempDir(), t.TempDir()
	r := gamegen.Seeded(77, 1)
	for i := range 12 {
		s := gamegen.Table{MaxPlayers: 5, Pool: gamegen.Pool}.Setup(r)
		g, evs := gamegen.Plain(gamegen.Running).Play(r, s, 30)
		if !g.Over {
			evs = append(evs, rules.End{})
		}
		dir := []string{a, b}[i%2]
		start := time.Date(2026, 9, 25, 19, 0, 0, 0, time.UTC).AddDate(0, 0, 9*i) // the first is before the season
		data := gamefile.Encode(s, fmt.Sprintf("%016x%016x", r.Uint64(), r.Uint64()), evs, gamefile.Every(start, time.Minute))
		if err := os.WriteFile(filepath.Join(dir, fmt.Sprintf("game-%02d.jsonl", i)), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	home := t.TempDir()
	os.MkdirAll(filepath.Join(home, "rolekeeper"), 0o755)
	os.WriteFile(filepath.Join(home, "rolekeeper", "config.toml"), []byte(fmt.Sprintf(seasonConfig, url)), 0o644)
	env := []string{"LANG=C", "XDG_CONFIG_HOME=" + home, "XDG_STATE_HOME=" + t.TempDir()}
	run := func(args ...string) string {
		t.Helper()
		out, errOut, code := runEnv(t, env, args...)
		if code != 0 {
			t.Fatalf("%v: exit %d\n%s%s", args, code, out, errOut)
		}
		return out
	}
	run("league", "push", a)
	run("league", "push", b)
	for _, format := range []string{"text", "json"} {
		local := run("stats", "--season", "Herbst", "--format", format, a, b)
		club := run("league", "standings", "--season", "herbst", "--format", format)
		if local != club {
			t.Errorf("%s: stats --season\n%s\nleague standings --season\n%s", format, local, club)
		}
		if !strings.Contains(local, "Herbst") || strings.Count(local, "\n") < 5 {
			t.Errorf("%s: the season's table:\n%s", format, local)
		}
	}
	if out := run("stats", "--season", "Herbst", a, b); !strings.Contains(out, "Season Herbst (2026-10-01 – 2026-12-31)") ||
		!strings.Contains(out, "/") {
		t.Errorf("the table:\n%s", out)
	}
	_, errOut, code := runEnv(t, env, "stats", "--season", "Winter", a)
	if code != 1 || errOut != "rolekeeper: no season Winter (there are: Herbst)\n" {
		t.Errorf("an unknown season: exit %d, %q", code, errOut)
	}
}
