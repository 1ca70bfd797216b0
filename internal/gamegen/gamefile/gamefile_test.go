package gamefile

import (
	"bytes"
	"reflect"
	"slices"
	"testing"
	"time"

	"rolekeeper/internal/gamegen"
	"rolekeeper/journal"
	"rolekeeper/rules"
)

// TestEncodeIsReadBack: a generated game written by Encode reads back
// through the journal as the same setup, id, events and times, and Write
// writes the same bytes.
func TestEncodeIsReadBack(t *testing.T) {
	r := gamegen.Seeded(3, 1)
	setup := gamegen.Table{Pool: gamegen.Pool, Decks: true}.Setup(r)
	_, events := gamegen.Plain(gamegen.MayEnd).Play(r, setup, 400)
	at := Every(time.Date(2026, 12, 1, 19, 0, 0, 0, time.UTC), 42*time.Second)
	const id = "00112233445566778899aabbccddeeff"
	data := Encode(setup, id, events, at)
	f, err := journal.Parse("g.jsonl", data)
	if err != nil {
		t.Fatal(err)
	}
	got := make([]rules.Event, len(f.Records))
	for i, rec := range f.Records {
		got[i] = rec.Event
		if rec.Seq != i+1 || !rec.At.Equal(at(i+1)) {
			t.Fatalf("record %d: seq %d at %v, want %d at %v", i+1, rec.Seq, rec.At, i+1, at(i+1))
		}
	}
	if !reflect.DeepEqual(f.Setup, setup) || f.ID != id || !reflect.DeepEqual(got, events) {
		t.Fatalf("read back: setup %v id %q, %d events; wrote %v %q, %d", f.Setup, f.ID, len(got), setup, id, len(events))
	}
	var buf bytes.Buffer
	if n, err := Write(&buf, setup, id, slices.Values(events), at); err != nil || n != len(events) || !bytes.Equal(buf.Bytes(), data) {
		t.Fatalf("Write: %d events, %v, same bytes %v", n, err, bytes.Equal(buf.Bytes(), data))
	}
}
