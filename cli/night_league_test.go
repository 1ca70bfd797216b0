package cli

import (
	"context"
	"os"
	"path/filepath"
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
	config := t.TempDir()
	if err := os.MkdirAll(filepath.Join(config, "rolekeeper"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(config, "rolekeeper", "config.toml"), []byte("[league]\ndb = \""+url+"\"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	organiser, table := t.TempDir(), t.TempDir()
	for _, args := range [][]string{{"start", "Ana", "Ben", "Cem", "Dora", "Eli", "Finn", "Gus", "Hanna"}, {"seat"}, {"round", "start", "100m"}} {
		if out, errOut, code := runIn(t, organiser, config, append([]string{"night"}, args...)...); code != 0 || errOut != "" {
			t.Fatalf("night %v: %d %q %q", args, code, out, errOut)
		}
	}
	n, err := night.Load(filepath.Join(organiser, "rolekeeper", "night.json"))
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
	poll := roundClock(n.ID)
	at := time.Date(2026, 11, 27, 20, 0, 0, 0, time.UTC) // the test reads no clock
	if got := poll(at); !got.Known || got.State != model.RoundRunning || got.Stale {
		t.Fatalf("the table reads %+v", got)
	}
	if _, errOut, code := runIn(t, organiser, config, "night", "round", "pause"); code != 0 {
		t.Fatal(errOut)
	}
	if got := poll(at); got.State != model.RoundPaused || got.Stale {
		t.Fatalf("after the pause the table reads %+v", got)
	}
}
