package cli

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/adrg/xdg"

	"rolekeeper/internal/pgtest"
	"rolekeeper/night"
)

// TestPageReadsTheNightFileThenTheLeague: the phones' page of a table
// whose laptop holds no night file reads the night from the league, its
// tables and its clock (paused once the organiser pauses it); once the
// laptop holds the night's file, the file is read first, as a table's
// header reads it; a file of another night is passed over for the
// league.
func TestPageReadsTheNightFileThenTheLeague(t *testing.T) {
	url := pgtest.Start(t).NewDatabase(t)
	config := leagueConfig(t, url)
	organiser, table := t.TempDir(), t.TempDir()
	organise := func(args ...string) {
		t.Helper()
		if out, errOut, code := runIn(t, organiser, config, append([]string{"night"}, args...)...); code != 0 {
			t.Fatalf("night %v: %d %q %q", args, code, out, errOut)
		}
	}
	for _, args := range [][]string{{"start", "Ana", "Ben", "Cem", "Dora", "Eli", "Finn", "Gus", "Hanna"}, {"seat"}, {"round", "start", "100m"}} {
		organise(args...)
	}
	kept := filepath.Join(organiser, "rolekeeper", "night.json")
	n, err := night.Load(kept)
	if err != nil {
		t.Fatal(err)
	}
	t.Setenv("XDG_STATE_HOME", table)
	t.Setenv("XDG_CONFIG_HOME", config)
	xdg.Reload()
	defer xdg.Reload()
	read := newPageNight()
	state := func() night.ClockState {
		t.Helper()
		got, err := read(context.Background(), n.ID)
		if err != nil {
			t.Fatalf("the page cannot read the night: %v", err)
		}
		if len(got.Seated) != 1 || !slices.Equal(got.Seated[0].Seating.Tables[0].Players, n.Seated[0].Seating.Tables[0].Players) {
			t.Fatalf("the page reads other tables: %+v", got.Seated)
		}
		st, _ := got.Clock.At(n.Clock.Since)
		return st
	}
	if st := state(); st != night.Running {
		t.Fatalf("from the league: clock %d, want running", st)
	}
	organise("round", "pause")
	if st := state(); st != night.Paused {
		t.Fatalf("after the pause, from the league: clock %d, want paused", st)
	}
	data, err := os.ReadFile(kept)
	if err != nil {
		t.Fatal(err)
	}
	own := filepath.Join(table, "rolekeeper", "night.json")
	if err := os.MkdirAll(filepath.Dir(own), 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(own, data, 0o600); err != nil {
		t.Fatal(err)
	}
	organise("round", "resume") // the league runs; this laptop's file still says paused
	if st := state(); st != night.Paused {
		t.Fatalf("with the night's file here: clock %d, want the file's paused", st)
	}
	other := *n
	other.ID = "0123456789abcdef0123456789abcdef"
	if err := other.Save(own); err != nil {
		t.Fatal(err)
	}
	if st := state(); st != night.Running {
		t.Fatalf("with another night's file here: clock %d, want the league's running", st)
	}
}
