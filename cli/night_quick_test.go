package cli

import (
	"testing"
	"time"

	"rolekeeper/night"
)

// TestALeagueThatDoesNotAnswerNeverHoldsTheHeaderUp: a table's header
// looks at the league's clock once a second; a league that answers at
// once is read at once, one that does not answer within the header's
// wait is a failed reading for that look (the header counts its copy
// on, marked stale), however long the reading hangs (a host gone from
// the Wi-Fi: a connection waits 5 s), and its late answer is taken at
// the next look; only one reading is ever under way. Before, the header
// waited for the league at every look, and its round clock stood still
// for as long as a connection waited, then jumped.
func TestALeagueThatDoesNotAnswerNeverHoldsTheHeaderUp(t *testing.T) {
	at := time.Date(2026, 11, 27, 20, 0, 0, 0, time.UTC) // the test reads no clock
	running := night.Clock{Round: 1, Length: time.Hour, Since: at}
	release := make(chan struct{})
	var readings int
	q := &quickClock{wait: 200 * time.Millisecond, read: func(time.Time) clockResult {
		readings++
		if readings == 2 {
			<-release // the league stops answering
		}
		return clockResult{clock: running, found: true}
	}}
	if c, found, err := q.clock(at); err != nil || !found || c != running {
		t.Fatalf("a league that answers: %+v %v %v", c, found, err)
	}
	for look := range 3 {
		began := time.Now()
		_, _, err := q.clock(at.Add(time.Duration(look+1) * time.Second))
		if took := time.Since(began); err == nil || took > time.Second {
			t.Fatalf("look %d at a league that does not answer: %v after %v, want a failure within the wait", look, err, took)
		}
	}
	close(release)
	time.Sleep(20 * time.Millisecond) // the reading under way ends
	if c, found, err := q.clock(at.Add(4 * time.Second)); err != nil || !found || c != running {
		t.Fatalf("the late answer: %+v %v %v", c, found, err)
	}
	if readings != 2 {
		t.Errorf("%d readings: a look started another while one hung", readings)
	}
}
