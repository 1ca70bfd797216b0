package cli

import (
	"context"
	"path/filepath"
	"testing"
	"time"

	"rolekeeper/internal/pgtest"
	"rolekeeper/league"
	"rolekeeper/ui/statscreen"
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

// TestWallIsCurrentSoonAfterTheDatabaseReturns: the standings screen's
// feed, its database stopped and started again, reads the league anew
// within 5 seconds of the database's return (it backs off to at most 2
// seconds between attempts, and reads as soon as it is connected again,
// not at its next half-minute poll), and shows a game pushed meanwhile.
func TestWallIsCurrentSoonAfterTheDatabaseReturns(t *testing.T) {
	c := pgtest.Own(t) // stopped and started again
	url := c.NewDatabase(t)
	ctx, cancel := context.WithCancel(context.Background())
	db, err := league.Connect(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	count := func(games []league.Game, _ time.Time) statscreen.LeagueMsg {
		return statscreen.LeagueMsg{Games: make([]statscreen.LeagueGame, len(games))}
	}
	f := newLeagueFeed(db, url, nil, count)
	defer f.close()
	defer cancel() // first: the feed's wait returns, then it is closed
	if first := f.read(ctx); first.Err != nil || len(first.Games) != 0 {
		t.Fatalf("first read: %d games, %v", len(first.Games), first.Err)
	}
	if msg := f.next(ctx); msg.Err != nil || msg.Polling { // the listener connects
		t.Fatalf("listening: %+v", msg)
	}
	msgs := make(chan statscreen.LeagueMsg)
	stop := make(chan struct{})
	defer close(stop)
	go func() {
		for {
			msg := f.next(ctx)
			select {
			case msgs <- msg:
			case <-stop:
				return
			}
		}
	}()
	c.Stop(t)
	for msg := range msgs {
		if msg.Err != nil {
			break // the screen says the database cannot be reached
		}
	}
	time.Sleep(3 * time.Second) // down for a while: the feed backs off
	c.Start(t)
	back := time.Now()
	dir := t.TempDir()
	copyTestdata(t, dir, "demo-lord.jsonl")
	pusher, err := league.Connect(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := pusher.Push(ctx, filepath.Join(dir, "demo-lord.jsonl"), ""); err != nil {
		t.Fatal(err)
	}
	pusher.Close()
	for {
		select {
		case msg := <-msgs:
			t.Logf("%v: %d games, err %v", time.Since(back), len(msg.Games), msg.Err)
			if msg.Err == nil && len(msg.Games) == 1 {
				if took := time.Since(back); took > 5*time.Second {
					t.Errorf("current again %v after the database returned, want within 5 s", took)
				}
				return
			}
		case <-time.After(10 * time.Second):
			t.Fatalf("not current 10 s after the database returned")
		}
	}
}
