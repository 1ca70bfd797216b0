package league

import (
	"bytes"
	"context"
	"fmt"
	"testing"
	"time"

	"rolekeeper/internal/pgtest"
)

// TestRoundClockInTheLeague: a night's round clock is kept with the
// night, replaced at every change, read back as set, and each change
// wakes a waiting Listener (the screens of the room); another night has
// none; values the table refuses (a round of 13) change nothing, not
// even the night put with them.
func TestRoundClockInTheLeague(t *testing.T) {
	t.Parallel()
	c := pgtest.Start(t)
	url := c.NewDatabase(t)
	db := connect(t, url)
	ctx := context.Background()
	const night = "0123456789abcdef0123456789abcdef"
	l := NewListener(url)
	defer l.Close()
	if err := l.Wait(ctx, 10*time.Millisecond); err != nil { // connects and listens
		t.Fatal(err)
	}
	since := time.Date(2026, 11, 27, 20, 0, 0, 0, time.UTC)
	running := RoundClock{Round: 1, Length: 100 * time.Minute, Since: since, Extra: 1}
	paused := RoundClock{Round: 1, Length: 105 * time.Minute, Elapsed: 10 * time.Minute, Extra: 2}
	var doc []byte
	put := func(c RoundClock) (NightPut, error) {
		var after []string
		if doc != nil {
			after = []string{mark(doc)}
		}
		next := []byte(fmt.Sprintf(`{"id":%q,"length":%d}`, night, c.Length))
		got, err := db.PutNight(ctx, NightDoc{ID: night, Doc: next, After: after, Clock: &c})
		if err == nil {
			doc = next
		}
		return got, err
	}
	for _, want := range []RoundClock{running, paused} {
		done := make(chan error)
		go func() { done <- l.Wait(ctx, time.Minute) }()
		if put, err := put(want); err != nil || put != NightKept {
			t.Fatal(put, err)
		}
		select {
		case err := <-done:
			if err != nil {
				t.Fatal(err)
			}
		case <-time.After(30 * time.Second):
			t.Fatal("the listener did not wake on the round clock")
		}
		got, ok, err := db.Round(ctx, night)
		if err != nil || !ok || !got.Since.Equal(want.Since) || got.Round != want.Round || got.Length != want.Length ||
			got.Elapsed != want.Elapsed || !got.Called.IsZero() || got.Extra != want.Extra {
			t.Fatalf("read back %+v %v (%v), put %+v", got, ok, err, want)
		}
	}
	kept := doc
	if _, err := put(RoundClock{Round: 13, Length: time.Hour}); err == nil {
		t.Fatal("round 13 was kept")
	}
	if _, err := put(RoundClock{Round: 1, Length: time.Hour, Extra: 4}); err == nil {
		t.Fatal("an end of round of 4 more turns each was kept")
	}
	if now, _, _, _ := db.Night(ctx, night); !bytes.Equal(now, kept) {
		t.Fatalf("a refused clock changed the night: %q", now)
	}
	if got, _, _ := db.Round(ctx, night); got.Round != 1 || got.Length != 105*time.Minute {
		t.Fatalf("after a refused change: %+v", got)
	}
	if _, ok, err := db.Round(ctx, "ffffffffffffffffffffffffffffffff"); ok || err != nil {
		t.Fatalf("another night: %v %v", ok, err)
	}
}
