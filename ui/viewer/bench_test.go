package viewer

import (
	"context"
	"testing"
	"time"

	"rolekeeper/internal/gamegen"
	"rolekeeper/journal"
	"rolekeeper/model"
)

// playedGame is a game file with n random legal events already saved.
func playedGame(b *testing.B, n int) *journal.Journal {
	j := newGame(b, lordSetup())
	r := gamegen.Seeded(3, 4)
	at := testTime
	for range n {
		if j.Game().Over {
			break
		}
		at = at.Add(time.Second)
		if err := j.Enqueue(legalEvent(r, j.Game()), at); err != nil {
			b.Fatal(err)
		}
	}
	if err := j.Flush(); err != nil {
		b.Fatal(err)
	}
	return j
}

// BenchmarkAppendToRedraw is the time from a saved event to the viewer's
// next frame, in one process: the player's Append (rules, write, fsync),
// the file notification, the Feed reading and replaying the file, the
// viewer applying the event and drawing the table at 120x40. AppendOnly
// is the player's part alone, to read the viewer's share as a ratio.
func BenchmarkAppendToRedraw(b *testing.B) {
	for _, tc := range []struct {
		name   string
		before int
		follow bool
	}{
		{"AppendOnly/events=0", 0, false},
		{"Viewer/events=0", 0, true},
		{"AppendOnly/events=500", 500, false},
		{"Viewer/events=500", 500, true},
	} {
		b.Run(tc.name, func(b *testing.B) {
			j := playedGame(b, tc.before)
			var d *driver
			if tc.follow {
				feed, err := Follow(j.Path())
				if err != nil {
					b.Fatal(err)
				}
				defer feed.Close()
				m, err := New(context.Background(), feed, testOptions(), false)
				if err != nil {
					b.Fatal(err)
				}
				d = newDriver(b, m, 120, 40)
			}
			r := gamegen.Seeded(5, 6)
			at := testTime.Add(time.Hour)
			for b.Loop() {
				at = at.Add(time.Second)
				if err := j.Append(legalEvent(r, j.Game()), at); err != nil {
					b.Fatal(err)
				}
				if d != nil {
					want := len(j.Records())
					d.until(func(m model.Model) bool { return m.FollowedEvents() == want })
					_ = d.m.Render()
				}
			}
		})
	}
}
