package night

import (
	"path/filepath"
	"testing"
	"time"
)

// TestRoundClock: a round of 100 minutes runs, pauses (the time left
// stays), resumes, takes 5 minutes more, and is called; it is kept in
// the file and read back by Load and LoadClock alike; what does not
// apply to its state is refused.
func TestRoundClock(t *testing.T) {
	n := seatedNight(t, 9, 1)
	at := started.Add(time.Hour)
	if err := n.StartRound(100*time.Minute, at); err != nil {
		t.Fatal(err)
	}
	check := func(now time.Time, want ClockState, left time.Duration) {
		t.Helper()
		if st, l := n.Clock.At(now); st != want || l != left {
			t.Fatalf("at %v: %d %v, want %d %v", now.Sub(at), st, l, want, left)
		}
	}
	check(at.Add(10*time.Minute), Running, 90*time.Minute)
	if err := n.Pause(at.Add(10 * time.Minute)); err != nil {
		t.Fatal(err)
	}
	check(at.Add(30*time.Minute), Paused, 90*time.Minute)
	if err := n.Pause(at.Add(30 * time.Minute)); !isProblem(err, ReasonClockState) {
		t.Fatalf("pause twice: %v", err)
	}
	if err := n.Resume(at.Add(30 * time.Minute)); err != nil {
		t.Fatal(err)
	}
	if err := n.Extend(5*time.Minute, at.Add(40*time.Minute)); err != nil {
		t.Fatal(err)
	}
	check(at.Add(40*time.Minute), Running, 85*time.Minute)
	path := filepath.Join(t.TempDir(), "night.json")
	if err := n.Save(path); err != nil {
		t.Fatal(err)
	}
	back, err := Load(path)
	if err != nil || back.Clock != n.Clock {
		t.Fatalf("read back %+v (%v), wrote %+v", back.Clock, err, n.Clock)
	}
	if c, err := LoadClock(path, n.ID); err != nil || c != n.Clock {
		t.Fatalf("LoadClock %+v (%v)", c, err)
	}
	if _, err := LoadClock(path, "ffffffffffffffffffffffffffffffff"); err == nil {
		t.Fatal("another night's clock was read")
	}
	check(at.Add(125*time.Minute), TimeCalled, 0)
	if err := n.Call(at.Add(50 * time.Minute)); err != nil {
		t.Fatal(err)
	}
	check(at.Add(50*time.Minute), TimeCalled, 0)
	if err := n.Extend(5*time.Minute, at.Add(50*time.Minute)); !isProblem(err, ReasonClockState) {
		t.Fatalf("+5m after time: %v", err)
	}
	if err := n.StartRound(7*time.Hour, at); !isProblem(err, ReasonClockLength) {
		t.Fatalf("7 hours: %v", err)
	}
}

// TestEditKeepsEveryChange: two changes of the night at once, each
// reading the file and saving it, are both kept (the lock beside the
// file); a change that fails saves nothing.
func TestEditKeepsEveryChange(t *testing.T) {
	n := seatedNight(t, 9, 1)
	at := started.Add(time.Hour)
	if err := n.StartRound(60*time.Minute, at); err != nil {
		t.Fatal(err)
	}
	n.Clock.Since = time.Time{} // paused, so that the minutes added are all that changes
	path := filepath.Join(t.TempDir(), "night.json")
	if err := n.Create(path, func() error { return nil }); err != nil {
		t.Fatal(err)
	}
	done := make(chan error)
	for range 2 {
		go func() {
			for range 5 {
				if _, err := Edit(path, func(n *Night) error { return n.Extend(time.Minute, at) }); err != nil {
					done <- err
					return
				}
			}
			done <- nil
		}()
	}
	for range 2 {
		if err := <-done; err != nil {
			t.Fatal(err)
		}
	}
	back, err := Load(path)
	if err != nil || back.Clock.Length != 70*time.Minute {
		t.Fatalf("after ten minutes added at once by two: %+v (%v)", back.Clock, err)
	}
	if _, err := Edit(path, func(n *Night) error { n.Clock.Length = 0; return n.Pause(at) }); err == nil {
		t.Fatal("pausing a paused clock was taken")
	}
	if back, err = Load(path); err != nil || back.Clock.Length != 70*time.Minute {
		t.Fatalf("a change that failed was saved: %+v (%v)", back.Clock, err)
	}
}
