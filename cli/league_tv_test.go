package cli

import (
	"context"
	"strings"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"

	"rolekeeper/internal/pgtest"
	"rolekeeper/league"
	"rolekeeper/rules"
	"rolekeeper/stats"
	"rolekeeper/ui/statscreen"
	"rolekeeper/wording"
)

// TestTVFollowsTheNightWithin2s: the standings screen's model, fed by
// the real feed (LISTEN on the league's channel), shows the night the
// organiser's laptop puts in the league: the round, its tables and the
// running clock; a paused clock and a round seated anew (a changed
// night) reach it within 2 s of the organiser's command returning,
// without waiting for the half-minute poll.
func TestTVFollowsTheNightWithin2s(t *testing.T) {
	c := pgtest.Start(t)
	url := c.NewDatabase(t)
	config := leagueConfig(t, url)
	organiser := t.TempDir()
	night := func(args ...string) time.Time {
		t.Helper()
		if out, errOut, code := runIn(t, organiser, config, append([]string{"night"}, args...)...); code != 0 || errOut != "" {
			t.Fatalf("night %v: %d %q %q", args, code, out, errOut)
		}
		return time.Now()
	}
	night("start", "Ana", "Ben", "Cem", "Dora", "Eli", "Finn", "Gus", "Hanna", "Ida", "Jo", "--rounds", "3")
	night("seat", "--seed", "3")
	night("round", "start", "100m")
	ctx, cancel := context.WithCancel(context.Background())
	db, err := league.Connect(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	wd := wording.English()
	f := newLeagueFeed(db, url, &tvNight{words: wd}, func(games []league.Game, _ time.Time) statscreen.LeagueMsg {
		return statscreen.LeagueMsg{Report: stats.Report{Season: stats.SeasonOf(league.Entries(games), stats.Filter{}, stats.Identities{}), Words: wd.Stats}}
	})
	defer f.close()
	defer cancel() // first: the feed's wait returns, then it is closed
	first := f.read(ctx)
	if first.Err != nil || !first.Night.Shown || first.Night.Round != 1 || len(first.Night.Tables) != 2 ||
		first.Night.Clock.Round != 1 || first.Night.Clock.Length != 100*time.Minute || first.Night.Clock.Since.IsZero() {
		t.Fatalf("first read: %+v", first)
	}
	var m tea.Model = statscreen.NewLeague(statscreen.LeagueOptions{First: first, Words: wd})
	m, _ = m.Update(tea.WindowSizeMsg{Width: 160, Height: 45})
	screen := func() string { return ansi.Strip(m.(statscreen.League).Render()) }
	if s := screen(); !strings.Contains(s, "Tonight · Night round 1 of 3") || !strings.Contains(s, "Night round 1: 1:") ||
		!strings.Contains(s, first.Night.Tables[1].Players[0]+" (first)") {
		t.Fatalf("the first screen:\n%s", s)
	}
	if msg := f.next(ctx); msg.Err != nil || msg.Polling { // the listener connects and reads at once
		t.Fatalf("listening: %+v", msg)
	}
	msgs := make(chan statscreen.LeagueMsg)
	go func() {
		for ctx.Err() == nil {
			select {
			case msgs <- f.next(ctx):
			case <-ctx.Done():
			}
		}
	}()
	await := func(what, want string, since time.Time) {
		t.Helper()
		for {
			select {
			case msg := <-msgs:
				m, _ = m.Update(msg)
				if strings.Contains(screen(), want) {
					t.Logf("%s: on the screen %v after the command returned", what, time.Since(since))
					if took := time.Since(since); took > 2*time.Second {
						t.Errorf("%s reached the screen %v after the command returned, want within 2 s", what, took)
					}
					return
				}
			case <-time.After(10 * time.Second):
				t.Fatalf("%s: not on the screen 10 s after the command returned:\n%s", what, screen())
			}
		}
	}
	await("the paused clock", "Night round 1: paused, 1:", night("round", "pause"))
	await("round 2 seated", "Tonight · Night round 2 of 3", night("seat", "--seed", "4"))
	if s := screen(); !strings.Contains(s, "Night round 1: paused") {
		t.Errorf("round 1's paused clock is gone once round 2 is seated:\n%s", s)
	}
}

// TestTableTurnsFollowTheClubsEndOfRound: a table whose game is not in
// the league counts one turn for each of its players but the waiting
// one, times the night's extra turns (night start --extra-turns), as
// every table's header counts them.
func TestTableTurnsFollowTheClubsEndOfRound(t *testing.T) {
	seat := rules.NightSeat{ID: "0123456789abcdef0123456789abcdef", Round: 1, Table: 1}
	for _, c := range []struct {
		players int
		waiting bool
		extra   int
		want    int
	}{{5, false, 1, 5}, {6, true, 1, 5}, {6, true, 2, 10}, {5, false, 0, 0}, {12, false, 3, 36}} {
		if got := tableTurns(nil, seat, c.players, c.waiting, c.extra); got != c.want {
			t.Errorf("%d players, waiting %v, %d extra: %d turns, want %d", c.players, c.waiting, c.extra, got, c.want)
		}
	}
}
