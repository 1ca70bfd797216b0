package cli

import (
	"context"
	"sync"
	"time"

	"rolekeeper/league"
	"rolekeeper/night"
)

// leagueWait bounds how long a change of the round clock waits for the
// league: the night's file already holds it.
const leagueWait = 5 * time.Second

func leagueClock(c night.Clock) league.RoundClock {
	return league.RoundClock{Round: c.Round, Length: c.Length, Elapsed: c.Elapsed, Since: c.Since, Called: c.Called, Extra: c.Extra}
}

func nightClock(c league.RoundClock) night.Clock {
	return night.Clock{Round: c.Round, Length: c.Length, Elapsed: c.Elapsed, Since: c.Since, Called: c.Called, Extra: c.Extra}
}

// leagueRounds reads a night's round clock from the league for a table
// whose laptop does not hold the night's file: one connection kept and
// made again when lost, tried at most every leagueRetry.
type leagueRounds struct {
	mu    sync.Mutex
	url   string
	db    *league.DB
	tried time.Time
}

const leagueRetry = 10 * time.Second

// newLeagueRounds is the league's round clocks of this laptop's league,
// or nil without one.
func newLeagueRounds() *leagueRounds {
	url, err := leagueURL("")
	if err != nil || url == "" {
		return nil
	}
	return &leagueRounds{url: url}
}

// connected reports whether l holds a connection, making one when it
// has none and has not tried within leagueRetry; l.mu is held.
func (l *leagueRounds) connected(now time.Time) bool {
	if l.db != nil {
		return true
	}
	if now.Sub(l.tried) < leagueRetry {
		return false
	}
	l.tried = now
	ctx, cancel := context.WithTimeout(context.Background(), leagueWait)
	defer cancel()
	db, err := league.Connect(ctx, l.url)
	if err != nil {
		return false
	}
	l.db = db
	return true
}

// clock reads the night's clock: found is false when the league holds
// none (no clock is started), err a league that cannot be reached (or
// was not tried again yet, leagueRetry) or read.
func (l *leagueRounds) clock(id string, now time.Time) (c night.Clock, found bool, err error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if !l.connected(now) {
		return night.Clock{}, false, &night.Problem{Key: night.ReasonLeagueAway}
	}
	ctx, cancel := context.WithTimeout(context.Background(), leagueWait)
	defer cancel()
	kept, found, err := l.db.Round(ctx, id)
	if err != nil {
		l.db.Close()
		l.db = nil
		return night.Clock{}, false, &night.Problem{Key: night.ReasonLeagueAway}
	}
	return nightClock(kept), found, nil
}
