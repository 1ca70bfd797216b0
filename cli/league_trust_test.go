package cli

import (
	"testing"
	"time"

	"rolekeeper/league"
	"rolekeeper/wording"
)

// TestEveningSaysAbandonedAndTableN: on the evening's screen an
// unfinished game not pushed for 12 hours (the database's clock, fixed
// here) is abandoned, not playing; tables without a chosen name are
// "Table N", numbered from the evening's first game, and no host name is
// made up.
func TestEveningSaysAbandonedAndTableN(t *testing.T) {
	now := time.Date(2026, 11, 7, 9, 0, 0, 0, time.UTC)
	var games []league.Game
	for i, tc := range []struct {
		table  string
		pushed time.Duration // before now
		over   bool
	}{
		{pushed: time.Hour},                    // the latest: playing
		{table: "Bar", pushed: 3 * time.Hour},  // named
		{pushed: 12*time.Hour + time.Minute},   // abandoned
		{pushed: 13 * time.Hour, over: true},   // finished
		{table: "Old", pushed: 14 * time.Hour}, // before the evening
	} {
		var g league.Game
		g.ID = string(rune('a' + i))
		g.Table, g.Pushed = tc.table, now.Add(-tc.pushed)
		g.Entry.Game.Over = tc.over
		games = append(games, g)
	}
	got := evening(games, now, wording.English())
	if len(got) != 4 {
		t.Fatalf("%d games of the evening, want 4 (the last is 13 hours before the latest)", len(got))
	}
	for i, want := range []struct {
		table     string
		abandoned bool
	}{{"Table 3", false}, {"Bar", false}, {"Table 2", true}, {"Table 1", false}} {
		if got[i].Table != want.table || got[i].Abandoned != want.abandoned {
			t.Errorf("game %d: table %q abandoned %v, want %q %v", i, got[i].Table, got[i].Abandoned, want.table, want.abandoned)
		}
	}
}
