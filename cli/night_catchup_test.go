package cli

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"rolekeeper/internal/pgtest"
	"rolekeeper/league"
	"rolekeeper/night"
)

// TestStatusCatchesTheLeagueUp: a pause made while the league could not
// be reached stands in the organiser's file only; `night status` there,
// once the league answers, puts the file's clock in the league, so that
// the tables and the TV, which read the league, stop showing it running.
// Before, the league kept the running clock until the next change of it
// (seen with the cluster stopped and started again: the organiser's
// status said paused, every table and the TV counted on).
func TestStatusCatchesTheLeagueUp(t *testing.T) {
	c := pgtest.Start(t)
	url := c.NewDatabase(t)
	config, organiser := leagueConfig(t, url), t.TempDir()
	path := organiserNight(t, organiser, config)
	// The pause the league did not hear of, as `night round pause` saves
	// it when the league is away (night.Edit, which the command calls).
	n, err := night.Edit(path, func(n *night.Night) error { return n.Pause(n.Clock.Since.Add(7 * time.Minute)) })
	if err != nil {
		t.Fatal(err)
	}
	db, err := league.Connect(context.Background(), url)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if kept, _, err := db.Round(context.Background(), n.ID); err != nil || kept.Since.IsZero() {
		t.Fatalf("the league should still hold the running clock: %+v (%v)", kept, err)
	}
	if out, errOut, code := runIn(t, organiser, config, "night", "status"); code != 0 {
		t.Fatalf("night status: %d %q %q", code, out, errOut)
	}
	kept, ok, err := db.Round(context.Background(), n.ID)
	if err != nil || !ok || !kept.Since.IsZero() || kept.Elapsed != 7*time.Minute {
		t.Fatalf("after status the league holds %+v, the file %+v (%v)", kept, leagueClock(n.Clock), err)
	}
}

// TestACopyNeverPutsItsOlderClock: a copy of the night's file on a
// table's laptop, older than the league's, leaves the league's clock
// alone at `night status` (the league takes only a file that follows on
// from its copy), and says so in one line at most.
func TestACopyNeverPutsItsOlderClock(t *testing.T) {
	c := pgtest.Start(t)
	url := c.NewDatabase(t)
	config, organiser, table := leagueConfig(t, url), t.TempDir(), t.TempDir()
	organiserNight(t, organiser, config)
	data, err := os.ReadFile(filepath.Join(organiser, "rolekeeper", "night.json"))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(filepath.Join(table, "rolekeeper"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(table, "rolekeeper", "night.json"), data, 0o644); err != nil {
		t.Fatal(err)
	}
	if _, errOut, code := runIn(t, organiser, config, "night", "round", "pause"); code != 0 || errOut != "" {
		t.Fatal(code, errOut)
	}
	if out, errOut, code := runIn(t, table, config, "night", "status"); code != 0 || strings.Count(errOut, "\n") > 1 {
		t.Fatalf("night status on the copy: %d %q %q", code, out, errOut)
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
	if kept, _, err := db.Round(context.Background(), n.ID); err != nil || !kept.Since.IsZero() {
		t.Fatalf("the copy's running clock replaced the organiser's pause: %+v (%v)", kept, err)
	}
}
