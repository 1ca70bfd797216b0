package journal

import (
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/adrg/xdg"

	"rolekeeper/rules"
)

// TestList lists a folder of saved games, newest first, with variant,
// players, last change, events and whether finished; it lists an
// unreadable file with its error, notes a damaged tail and a game in use,
// and skips copies, locks and temporary files.
func TestList(t *testing.T) {
	dir := t.TempDir()
	j, err := Create(dir, buhmannSetup(), t0)
	if err != nil {
		t.Fatal(err)
	}
	defer j.Close()
	for i, e := range []rules.Event{rules.Pass{}, rules.End{}} {
		if err := j.Append(e, t0.Add(time.Duration(i+1)*time.Hour)); err != nil {
			t.Fatal(err)
		}
	}
	lord := sample(t, "sample-lord.jsonl")
	write := func(name string, data []byte) {
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("lord.jsonl", append(slices.Clone(lord), `{"v":1,"seq":46,"at":"2026-`...))
	write("broken.jsonl", []byte("{\n"))
	write("lord.jsonl.damaged", lord)
	write(".lord.jsonl.tmp123", lord)
	write("notes.txt", lord)
	// A file with no readable record is dated by its modification time:
	// fixed here, an hour before the first game, so that the order does
	// not depend on the day the test runs.
	if err := os.Chtimes(filepath.Join(dir, "broken.jsonl"), t0.Add(-time.Hour), t0.Add(-time.Hour)); err != nil {
		t.Fatal(err)
	}

	entries, err := List(dir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range entries {
		names = append(names, filepath.Base(e.Path))
	}
	want := []string{"2026-11-30T2015-buhmann.jsonl", "lord.jsonl", "broken.jsonl"}
	if !slices.Equal(names, want) {
		t.Fatalf("listed %v, want %v", names, want)
	}
	b, l, broken := entries[0], entries[1], entries[2]
	if b.Variant != rules.Buhmann || !slices.Equal(b.Players, buhmannSetup().Players) || b.Events != 2 ||
		!b.Finished || !b.InUse || !b.Changed.Equal(t0.Add(2*time.Hour)) || b.Err != nil {
		t.Errorf("buhmann entry %+v", b)
	}
	if l.Variant != rules.Lord || l.Events != 42 /* 45 records, 3 of them undo or redo */ || l.Finished || l.InUse || l.Damage.Line != 47 ||
		!l.Changed.Equal(t0.Add(44*time.Minute)) || l.Err != nil {
		t.Errorf("lord entry %+v", l)
	}
	// The Lord game stands in round 3 at Dora's turn; Ana, Ben and Finn
	// lead with a point each.
	if g := l.Glance; g.Round != 3 || g.Turn != 18 || g.Active != 3 || !slices.Equal(g.Leaders, []int{0, 1, 5}) ||
		g.Lead != 1 || !g.ByPoints {
		t.Errorf("lord entry's glance %+v", g)
	}
	if broken.Err == nil {
		t.Errorf("broken entry %+v", broken)
	}
}

func TestListMissingFolder(t *testing.T) {
	entries, err := List(filepath.Join(t.TempDir(), "none"))
	if err != nil || len(entries) != 0 {
		t.Fatalf("%v %v", entries, err)
	}
}

func TestDefaultDirFollowsXDGStateHome(t *testing.T) {
	state := t.TempDir()
	t.Cleanup(xdg.Reload) // runs after Setenv has restored the variable
	t.Setenv("XDG_STATE_HOME", state)
	xdg.Reload()
	dir, err := DefaultDir()
	if err != nil {
		t.Fatal(err)
	}
	if want := filepath.Join(state, "rolekeeper", "games"); dir != want {
		t.Fatalf("%s, want %s", dir, want)
	}
}

// TestCountEvents: undo and redo records are not events played.
func TestCountEvents(t *testing.T) {
	recs := []NumberedRecord{
		{Record: Record{Event: rules.Pass{}}},
		{Record: Record{Event: rules.Undo{}}},
		{Record: Record{Event: rules.Redo{}}},
		{Record: Record{Event: rules.Pass{}}},
		{Record: Record{Event: rules.Undo{}}},
	}
	if got := CountEvents(recs); got != 2 {
		t.Errorf("CountEvents = %d, want 2", got)
	}
}
