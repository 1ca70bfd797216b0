package league

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"testing"
	"time"

	"rolekeeper/internal/pgtest"
)

// TestNightInTheLeague: a night's bytes are kept as put and read back
// whole, each change wakes a waiting Listener with "night:" and its id,
// the same bytes again change nothing (not even when it changed), the
// latest night of the evening is the one changed last, a night changed
// before the span is not tonight's, and an id or a size the league does
// not keep is refused before anything is sent.
func TestNightInTheLeague(t *testing.T) {
	t.Parallel()
	c := pgtest.Start(t)
	url := c.NewDatabase(t)
	db := connect(t, url)
	ctx := context.Background()
	const a, b = "0123456789abcdef0123456789abcdef", "fedcba9876543210fedcba9876543210"
	if _, _, _, ok, err := db.LatestNight(ctx, 12*time.Hour); ok || err != nil {
		t.Fatalf("an empty league has a night: %v %v", ok, err)
	}
	l := NewListener(url)
	defer l.Close()
	if err := l.Wait(ctx, 10*time.Millisecond); err != nil { // connects and listens
		t.Fatal(err)
	}
	put := func(id string, doc []byte, wake bool) {
		t.Helper()
		done := make(chan error, 1)
		go func() { done <- l.Wait(ctx, 3*time.Second) }()
		start := time.Now()
		if _, err := db.PutNight(ctx, NightDoc{ID: id, Doc: doc}); err != nil {
			t.Fatal(err)
		}
		if err := <-done; err != nil {
			t.Fatal(err)
		}
		if woke := time.Since(start) < 2500*time.Millisecond; woke != wake {
			t.Fatalf("put %s: the listener woke %v, want %v", id, woke, wake)
		}
	}
	first := []byte(`{"v":1,"type":"night","id":"` + a + `"}` + "\n")
	put(a, first, true)
	doc, changed, ok, err := db.Night(ctx, a)
	if err != nil || !ok || !bytes.Equal(doc, first) || changed.IsZero() {
		t.Fatalf("read back %q %v %v (%v)", doc, changed, ok, err)
	}
	put(a, first, false)
	if _, again, _, _ := db.Night(ctx, a); !again.Equal(changed) {
		t.Fatalf("the same bytes changed the night at %v (was %v)", again, changed)
	}
	second := bytes.Repeat([]byte("x"), MaxNightSize)
	put(b, second, true)
	if id, doc, _, ok, err := db.LatestNight(ctx, 12*time.Hour); err != nil || !ok || id != b || !bytes.Equal(doc, second) {
		t.Fatalf("latest %s %d bytes %v (%v), want %s", id, len(doc), ok, err, b)
	}
	if _, err := db.conn.Exec(ctx, "UPDATE "+tNights+" SET changed = changed - interval '13 hours' WHERE id = $1", b); err != nil {
		t.Fatal(err)
	}
	if id, _, _, ok, err := db.LatestNight(ctx, 12*time.Hour); err != nil || !ok || id != a {
		t.Fatalf("latest after b aged %s %v (%v), want %s", id, ok, err, a)
	}
	for _, bad := range []struct {
		id   string
		size int
	}{{a, 0}, {a, MaxNightSize + 1}, {"ABC", 10}, {a + "0", 10}} {
		var refused *NightRefused
		if _, err := db.PutNight(ctx, NightDoc{ID: bad.id, Doc: make([]byte, bad.size)}); !errors.As(err, &refused) {
			t.Fatalf("night %q of %d bytes: %v", bad.id, bad.size, err)
		}
	}
	if doc, _, _, _ := db.Night(ctx, a); !bytes.Equal(doc, first) {
		t.Fatalf("after the refusals the night is %q", doc)
	}
	if _, _, ok, err := db.Night(ctx, "ffffffffffffffffffffffffffffffff"); ok || err != nil {
		t.Fatalf("another night: %v %v", ok, err)
	}
	if _, _, ok, err := db.Night(ctx, "not an id"); ok || err != nil {
		t.Fatalf("not an id: %v %v", ok, err)
	}
}

// mark is night.Mark, which the league does not import: the first 8
// bytes of the SHA-256 of doc, in hex.
func mark(doc []byte) string {
	sum := sha256.Sum256(doc)
	return hex.EncodeToString(sum[:8])
}

// TestAnOlderNightNeverReplacesANewer: a night's bytes replace the
// league's copy only when they follow on from it (its mark is among
// their After); an older copy, another laptop's copy changed from the
// same file, or one that names no earlier file is refused as another
// copy (NightOther) and the league's stands, with its clock; the same
// bytes again are the same.
func TestAnOlderNightNeverReplacesANewer(t *testing.T) {
	t.Parallel()
	c := pgtest.Start(t)
	db := connect(t, c.NewDatabase(t))
	ctx := context.Background()
	const id = "0123456789abcdef0123456789abcdef"
	v1, v2, v3 := []byte(`{"v":1}`), []byte(`{"v":2}`), []byte(`{"v":3}`)
	other := []byte(`{"v":"3 on another laptop"}`)
	clock := func(m int) *RoundClock {
		return &RoundClock{Round: 1, Length: time.Duration(m) * time.Minute, Extra: 1}
	}
	for i, step := range []struct {
		doc   []byte
		after []string
		want  NightPut
	}{
		{v1, nil, NightKept},
		{v2, []string{mark(v1)}, NightKept},
		{v1, nil, NightOther},                         // the older file
		{other, []string{mark(v1)}, NightOther},       // another laptop's change of v1
		{v3, []string{mark(v1), mark(v2)}, NightKept}, // two changes made while the league was away
		{v3, []string{mark(v1), mark(v2)}, NightSame},
		{v2, []string{mark(v1)}, NightOther},
	} {
		got, err := db.PutNight(ctx, NightDoc{ID: id, Doc: step.doc, After: step.after, Clock: clock(60 + i)})
		if err != nil || got != step.want {
			t.Fatalf("%s after %v: %v (%v), want %v", step.doc, step.after, got, err, step.want)
		}
	}
	if doc, _, _, _ := db.Night(ctx, id); !bytes.Equal(doc, v3) {
		t.Fatalf("the league keeps %s", doc)
	}
	if kept, _, _ := db.Round(ctx, id); kept.Length != 64*time.Minute {
		t.Fatalf("the league's clock is %v, want the one put with v3", kept.Length)
	}
}

// TestThisLaptopsCopyWins: ReplaceNight puts a copy the league refused as
// another (NightOther), with its clock, but only while the league's copy
// is the one the person was shown: a copy another laptop put since
// stands. On a league without the night it keeps the copy only while
// there is none.
func TestThisLaptopsCopyWins(t *testing.T) {
	t.Parallel()
	c := pgtest.Start(t)
	db := connect(t, c.NewDatabase(t))
	ctx := context.Background()
	const id = "0123456789abcdef0123456789abcdef"
	theirs, mine, third := []byte(`{"v":"theirs"}`), []byte(`{"v":"mine"}`), []byte(`{"v":"a third laptop's"}`)
	clock := &RoundClock{Round: 2, Length: 77 * time.Minute, Extra: 1}
	if ok, err := db.ReplaceNight(ctx, NightDoc{ID: id, Doc: theirs}, nil); !ok || err != nil {
		t.Fatalf("into an empty league: %v (%v)", ok, err)
	}
	if ok, err := db.ReplaceNight(ctx, NightDoc{ID: id, Doc: mine}, nil); ok || err != nil {
		t.Fatalf("a copy put as the first while the league kept one: %v (%v)", ok, err)
	}
	if got, _ := db.PutNight(ctx, NightDoc{ID: id, Doc: mine}); got != NightOther {
		t.Fatalf("mine put as usual: %v, want NightOther", got)
	}
	if ok, err := db.ReplaceNight(ctx, NightDoc{ID: id, Doc: mine, Clock: clock}, third); ok || err != nil {
		t.Fatalf("replacing a copy the league does not keep: %v (%v)", ok, err)
	}
	if doc, _, _, _ := db.Night(ctx, id); !bytes.Equal(doc, theirs) {
		t.Fatalf("after a replace that should not be, the league keeps %s", doc)
	}
	if ok, err := db.ReplaceNight(ctx, NightDoc{ID: id, Doc: mine, Clock: clock}, theirs); !ok || err != nil {
		t.Fatalf("replacing the copy shown: %v (%v)", ok, err)
	}
	if doc, _, _, _ := db.Night(ctx, id); !bytes.Equal(doc, mine) {
		t.Fatalf("the league keeps %s, want mine", doc)
	}
	if kept, _, _ := db.Round(ctx, id); kept.Length != 77*time.Minute {
		t.Fatalf("the league's clock is %v, want mine", kept.Length)
	}
	var refused *NightRefused
	if _, err := db.ReplaceNight(ctx, NightDoc{ID: "ABC", Doc: mine}, theirs); !errors.As(err, &refused) {
		t.Fatalf("a bad id: %v", err)
	}
}
