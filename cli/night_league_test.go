package cli

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/adrg/xdg"

	"rolekeeper/internal/pgtest"
	"rolekeeper/league"
	"rolekeeper/model"
	"rolekeeper/night"
)

// TestRoundClockThroughTheLeague: the organiser's laptop keeps the night
// and has a league; its round clock reaches the league at every change,
// and a table on another laptop, which holds no night file, reads it
// from there: running, then paused.
func TestRoundClockThroughTheLeague(t *testing.T) {
	c := pgtest.Start(t)
	url := c.NewDatabase(t)
	config := leagueConfig(t, url)
	organiser, table := t.TempDir(), t.TempDir()
	n, err := night.Load(organiserNight(t, organiser, config))
	if err != nil {
		t.Fatal(err)
	}
	db, err := league.Connect(context.Background(), url)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if kept, ok, err := db.Round(context.Background(), n.ID); err != nil || !ok || kept.Length != 100*time.Minute {
		t.Fatalf("the league keeps %+v %v (%v)", kept, ok, err)
	}
	t.Setenv("XDG_STATE_HOME", table)
	t.Setenv("XDG_CONFIG_HOME", config)
	xdg.Reload()
	defer xdg.Reload()
	poll := roundClock(n.ID, "")
	at := time.Date(2026, 11, 27, 20, 0, 0, 0, time.UTC) // the test reads no clock
	if got := poll(at); !got.Known || got.State != model.RoundRunning || got.Stale {
		t.Fatalf("the table reads %+v", got)
	}
	if _, errOut, code := runIn(t, organiser, config, "night", "round", "pause"); code != 0 {
		t.Fatal(errOut)
	}
	got := poll(at)
	for tries := 0; tries < 10 && got.Stale; tries++ { // a look the league did not answer in time (quickClock)
		time.Sleep(100 * time.Millisecond)
		got = poll(at)
	}
	if got.State != model.RoundPaused || got.Stale {
		t.Fatalf("after the pause the table reads %+v", got)
	}
}

// leagueConfig is a config folder whose config.toml names the league at
// url.
func leagueConfig(t *testing.T, url string) string {
	t.Helper()
	config := t.TempDir()
	if err := os.MkdirAll(filepath.Join(config, "rolekeeper"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(config, "rolekeeper", "config.toml"), []byte("[league]\ndb = \""+url+"\"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	return config
}

// TestNightThroughTheLeague: every command that changes the organiser's
// night file (start, seat, the clock) puts the night's bytes in the
// league, and a laptop without the file reads the night from there:
// night status prints what the organiser's laptop prints (JSON, but the
// clock's seconds left), and says on stderr that the night is the
// league's; --night names it, and a night the league does not keep is
// no night. A league that cannot be reached is said in one line and the
// night stands in its file.
func TestNightThroughTheLeague(t *testing.T) {
	if league.MaxNightSize != night.MaxFileSize {
		t.Fatalf("the league keeps nights of %d bytes, the file holds %d", league.MaxNightSize, night.MaxFileSize)
	}
	c := pgtest.Start(t)
	url := c.NewDatabase(t)
	config := leagueConfig(t, url)
	organiser, table := t.TempDir(), t.TempDir()
	db, err := league.Connect(context.Background(), url)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	path := filepath.Join(organiser, "rolekeeper", "night.json")
	for _, args := range [][]string{{"start", "Ana", "Ben", "Cem", "Dora", "Eli", "Finn", "Gus", "Hanna", "Ida"},
		{"seat", "--seed", "7"}, {"round", "start", "100m"}, {"round", "pause"}} {
		if out, errOut, code := runIn(t, organiser, config, append([]string{"night"}, args...)...); code != 0 || errOut != "" {
			t.Fatalf("night %v: %d %q %q", args, code, out, errOut)
		}
		file, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		n, err := night.Decode(file)
		if err != nil {
			t.Fatal(err)
		}
		doc, _, ok, err := db.Night(context.Background(), n.ID)
		if err != nil || !ok || string(doc) != string(file) {
			t.Fatalf("after night %v the league keeps %q (%v %v), the file %q", args, doc, ok, err, file)
		}
	}
	mine, _, _ := runIn(t, organiser, config, "night", "status", "--format", "json")
	theirs, note, code := runIn(t, table, config, "night", "status", "--format", "json")
	if code != 0 || theirs != mine || !strings.Contains(note, "as the league keeps it") {
		t.Fatalf("the table without the file: %d %q\n%s\nthe organiser:\n%s", code, note, theirs, mine)
	}
	n, _ := night.Load(path)
	if named, _, code := runIn(t, table, config, "night", "status", "--format", "json", "--night", n.ID); code != 0 || named != mine {
		t.Fatalf("--night %s: %d\n%s", n.ID, code, named)
	}
	if _, errOut, code := runIn(t, table, config, "night", "status", "--night", "ffffffffffffffffffffffffffffffff"); code != 1 ||
		!strings.Contains(errOut, "no night started") {
		t.Fatalf("a night the league does not keep: %d %q", code, errOut)
	}
	gone := leagueConfig(t, "postgres://nobody@/league?host="+t.TempDir())
	out, errOut, code := runIn(t, organiser, gone, "night", "round", "resume")
	if code != 0 || strings.Count(errOut, "\n") != 1 || !strings.HasPrefix(errOut, "Not in the league (cannot reach") || !strings.Contains(out, "left") {
		t.Fatalf("an unreachable league: %d %q %q", code, out, errOut)
	}
}
