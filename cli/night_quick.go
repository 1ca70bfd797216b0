package cli

import (
	"sync"
	"time"

	"rolekeeper/night"
)

// headerWait is how long a table's header waits for the league's answer
// at its once-a-second look: a league that does not answer by then (a
// host gone from the club's Wi-Fi, whose connection waits up to
// leagueWait) leaves the header its copy of the clock, counting on and
// marked stale, rather than a clock that stands still for seconds and
// then jumps.
const headerWait = 700 * time.Millisecond

// clockResult is one reading of the round clock from the league.
type clockResult struct {
	clock night.Clock
	found bool
	err   error
}

// quickClock reads the round clock from the league for a table's
// header without ever holding the header up longer than wait once the
// league has answered once (before, the header has no copy to show,
// and waits for the first answer, at most leagueWait): at most one
// reading at a time, in a goroutine of its own; a reading still under
// way after wait is a reading that failed this time (the header shows
// its copy), and its answer is taken at the next look when it came by
// then.
type quickClock struct {
	read func(now time.Time) clockResult
	wait time.Duration

	mu       sync.Mutex
	done     chan struct{} // the reading under way, nil when none is
	got      *clockResult  // the answer of a reading not taken yet
	answered bool          // whether the league ever answered
}

// newQuickClock reads the night id's clock from l.
func newQuickClock(l *leagueRounds, id string) *quickClock {
	return &quickClock{wait: headerWait, read: func(now time.Time) clockResult {
		c, found, err := l.clock(id, now)
		return clockResult{clock: c, found: found, err: err}
	}}
}

// clock is the league's clock at now, or a failure when the league did
// not answer within q.wait.
func (q *quickClock) clock(now time.Time) (night.Clock, bool, error) {
	q.mu.Lock()
	if q.got == nil && q.done == nil {
		done := make(chan struct{})
		q.done = done
		go func() {
			r := q.read(now)
			q.mu.Lock()
			q.got, q.done = &r, nil
			q.mu.Unlock()
			close(done)
		}()
	}
	done, answered := q.done, q.answered
	q.mu.Unlock()
	if done != nil && !answered {
		<-done
	} else if done != nil {
		timer := time.NewTimer(q.wait)
		select {
		case <-done:
		case <-timer.C:
		}
		timer.Stop()
	}
	q.mu.Lock()
	defer q.mu.Unlock()
	r := q.got
	if r == nil {
		return night.Clock{}, false, &night.Problem{Key: night.ReasonLeagueAway}
	}
	q.got = nil
	q.answered = q.answered || r.err == nil
	return r.clock, r.found, r.err
}
