package night

import (
	"testing"
	"time"
)

// TestACopyOfTheClockFollowsOneRule: a copy read once goes on counting
// a running clock down from its last reading once the readings fail,
// marked stale with the time of that reading, and calls time when the
// countdown reaches 0; a paused or called clock stands as it was,
// marked the same; a good reading clears the mark; a copy never read
// says that it cannot be read (Unread), never a clock of none.
func TestACopyOfTheClockFollowsOneRule(t *testing.T) {
	start := time.Date(2026, 11, 27, 20, 0, 0, 0, time.UTC) // the test reads no clock
	running := Clock{Round: 3, Length: 100 * time.Minute, Since: start, Extra: 2}
	var p Copy
	if got := p.At(start); got.Unread || got.State != NoClock || got.Stale {
		t.Fatalf("a copy not read yet, nothing failed: %+v", got)
	}
	if got := p.Missed().At(start); !got.Unread || got.State != NoClock {
		t.Fatalf("a copy never read, the reading failed: %+v, want unread", got)
	}
	read := start.Add(10 * time.Minute)
	p = p.Took(running, read).Missed()
	for _, c := range []struct {
		after time.Duration
		state ClockState
		left  time.Duration
	}{{0, Running, 90 * time.Minute}, {30 * time.Minute, Running, 60 * time.Minute}, {90 * time.Minute, TimeCalled, 0}} {
		got := p.At(read.Add(c.after))
		if got.State != c.state || got.Left != c.left || !got.Stale || !got.Read.Equal(read) || got.Round != 3 || got.Extra != 2 || got.Unread {
			t.Errorf("running, %v after the last reading, which failed since: %+v, want %d with %v left, stale as of %v",
				c.after, got, c.state, c.left, read)
		}
	}
	paused := running
	paused.Elapsed, paused.Since = 10*time.Minute, time.Time{}
	called := running
	called.Called = read
	for name, c := range map[string]Clock{"paused": paused, "called": called} {
		p := Copy{}.Took(c, read).Missed()
		first := p.At(read)
		later := p.At(read.Add(time.Hour))
		if first.State == Running || first != later || !later.Stale {
			t.Errorf("%s: %+v, an hour later %+v: want it standing, stale", name, first, later)
		}
	}
	fresh := p.Took(running, read.Add(time.Minute)).At(read.Add(time.Minute))
	if fresh.Stale || fresh.Left != 89*time.Minute {
		t.Errorf("a good reading again: %+v", fresh)
	}
}
