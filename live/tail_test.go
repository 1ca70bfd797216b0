package live

import (
	"context"
	"os"
	"reflect"
	"testing"
	"time"

	"rolekeeper/internal/gamegen/gamefile"
	"rolekeeper/journal"
	"rolekeeper/rules"
)

// nextUpdate waits for the feed's next update after version.
func nextUpdate(t *testing.T, feed *Feed, version uint64) Update {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	sub := &Sub{feed: feed, seen: version}
	u, err := sub.Next(ctx)
	if err != nil {
		t.Fatalf("no update after version %d: %v", version, err)
	}
	return u
}

// sameAsParse fails unless the update holds what parsing the whole file
// gives.
func sameAsParse(t *testing.T, u Update, path string) {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	want, err := journal.Parse(path, data)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(u.File.Records, want.Records) || !reflect.DeepEqual(u.File.Game.State, want.Game.State) ||
		u.File.Events != want.Events || u.File.Damage.Line != want.Damage.Line {
		t.Fatalf("the feed holds %d records (damage at %d), the file %d (damage at %d)",
			len(u.File.Records), u.File.Damage.Line, len(want.Records), want.Damage.Line)
	}
	events, times, _ := u.Events()
	if len(events) != len(want.Records) {
		t.Fatalf("the viewer is handed %d events of %d", len(events), len(want.Records))
	}
	for i, r := range want.Records {
		if !reflect.DeepEqual(events[i], r.Event) || !times[i].Equal(r.At) {
			t.Fatalf("event %d: %v at %v, the file %v at %v", i, events[i], times[i], r.Event, r.At)
		}
	}
}

// TestFeedReadsOnlyWhatWasAppended: events appended to the file, a torn
// line and its end too, are read from where the last reading stopped
// (the same reading goes on) and hold what a reading of the whole file
// holds; a file replaced by renaming, made shorter, or written anew with
// other bytes is read whole again (a new reading).
func TestFeedReadsOnlyWhatWasAppended(t *testing.T) {
	path, _ := writeGame(t, lordSetup(), rules.Pass{})
	feed, err := Follow(path)
	if err != nil {
		t.Fatal(err)
	}
	defer feed.Close()
	u := feed.Latest()
	first := u.reading
	life := rules.LifeChange{Source: rules.NoSeat, Changes: []rules.Change{{Seat: 2, Delta: -4}}}
	line := eventLine(life, 3)
	for i, b := range [][]byte{eventLine(rules.Pass{}, 2), line[:20], line[20:], append(eventLine(rules.Undo{}, 4), eventLine(rules.Redo{}, 5)...)} {
		gamefile.Append(t, path, b)
		u = nextUpdate(t, feed, u.Version)
		if u.reading != first {
			t.Fatalf("append %d was read with the whole file", i)
		}
		sameAsParse(t, u, path)
	}
	if len(u.File.Records) != 5 {
		t.Fatalf("%d records after the appends, want 5", len(u.File.Records))
	}

	// Written anew in place, longer, with other bytes where the records
	// read so far end (the last 64 bytes before the end are checked).
	data, _ := os.ReadFile(path)
	other := append([]byte(nil), data...)
	copy(other[len(other)-len(eventLine(rules.Redo{}, 5)):], eventLine(rules.Pass{}, 5))
	// One write over the old bytes, never truncating: os.WriteFile would
	// let the feed see an empty file between its truncation and its write
	// and publish that as an update of the same reading.
	overwrite(t, path, append(other, eventLine(rules.Pass{}, 6)...))
	u = nextUpdate(t, feed, u.Version)
	if u.reading == first {
		t.Fatal("a file written anew was read as if it had grown")
	}
	sameAsParse(t, u, path)

	// Made shorter, then replaced by renaming.
	second := u.reading
	// The shorter file is a prefix of the longer one: one truncation.
	if err := os.Truncate(path, int64(len(data)-len(eventLine(rules.Redo{}, 5)))); err != nil {
		t.Fatal(err)
	}
	u = nextUpdate(t, feed, u.Version)
	if u.reading == second || len(u.File.Records) != 4 {
		t.Fatalf("a shorter file: reading %d (was %d), %d records", u.reading, second, len(u.File.Records))
	}
	sameAsParse(t, u, path)
	third := u.reading
	tmp := path + ".new"
	os.WriteFile(tmp, data, 0o644)
	if err := os.Rename(tmp, path); err != nil {
		t.Fatal(err)
	}
	u = nextUpdate(t, feed, u.Version)
	if u.reading == third || len(u.File.Records) != 5 {
		t.Fatalf("a file replaced by renaming: reading %d (was %d), %d records", u.reading, third, len(u.File.Records))
	}
	sameAsParse(t, u, path)
}

// overwrite writes data over the file at path from its start in one
// write, without truncating it first.
func overwrite(t *testing.T, path string, data []byte) {
	t.Helper()
	f, err := os.OpenFile(path, os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if _, err := f.WriteAt(data, 0); err != nil {
		t.Fatal(err)
	}
}

// TestFeedRereadsAFileWrittenAnewAfterAFailedReading: a file emptied in
// place (a whole reading fails: no setup) and then written in place with
// another, longer game is read whole again, not as if the game read
// before had grown: the bytes where its records ended were never checked
// against the emptied file's, so the other game's bytes from there on
// were read as an appended part, refused, and the viewer stayed on the
// old game's last good state while the file was good.
func TestFeedRereadsAFileWrittenAnewAfterAFailedReading(t *testing.T) {
	path, _ := writeGame(t, lordSetup(), rules.Pass{})
	feed, err := Follow(path)
	if err != nil {
		t.Fatal(err)
	}
	defer feed.Close()
	u := feed.Latest()
	if err := os.Truncate(path, 0); err != nil {
		t.Fatal(err)
	}
	u = nextUpdate(t, feed, u.Version)
	if u.Err == nil {
		t.Fatal("an emptied file gave no error")
	}
	other := lordSetup()
	other.Players = []string{"Zoe", "Yan", "Xia", "Wim", "Val"}
	life := rules.LifeChange{Source: rules.NoSeat, Changes: []rules.Change{{Seat: 1, Delta: -3}}}
	_, data := writeGame(t, other, rules.Pass{}, life, rules.Pass{}, life)
	overwrite(t, path, data)
	u = nextUpdate(t, feed, u.Version)
	for i := 0; i < 5 && (u.Err != nil || len(u.File.Records) != 4); i++ { // a write may be seen in parts
		u = nextUpdate(t, feed, u.Version)
	}
	if u.Err != nil {
		t.Fatalf("the file written anew: %v", u.Err)
	}
	sameAsParse(t, u, path)
}

// TestFeedSaysARefusedAppendOnce: a line appended that the rules or the
// format refuse is published once; the Feed, which looks at the file
// again at every poll, published the same refusal anew every second
// (every viewer woke and drew again for nothing) until the file changed.
func TestFeedSaysARefusedAppendOnce(t *testing.T) {
	path, _ := writeGame(t, lordSetup(), rules.Pass{})
	feed, err := Follow(path)
	if err != nil {
		t.Fatal(err)
	}
	defer feed.Close()
	u := feed.Latest()
	gamefile.Append(t, path, []byte(`{"v":1,"type":"bogus"}`+"\n"))
	u = nextUpdate(t, feed, u.Version)
	if u.Err == nil {
		t.Fatal("a bogus line appended gave no error")
	}
	ctx, cancel := context.WithTimeout(context.Background(), PollInterval*5/2)
	defer cancel()
	sub := &Sub{feed: feed, seen: u.Version}
	if again, err := sub.Next(ctx); err == nil {
		t.Fatalf("the refusal was published again (version %d after %d): %v", again.Version, u.Version, again.Err)
	}
	gamefile.Append(t, path, eventLine(rules.Pass{}, 3)) // after the bad line: still refused, nothing new
	if err := os.Truncate(path, int64(u.File.Good())); err != nil {
		t.Fatal(err)
	}
	u = nextUpdate(t, feed, u.Version)
	if u.Err != nil {
		t.Fatalf("the file good again: %v", u.Err)
	}
	sameAsParse(t, u, path)
}
