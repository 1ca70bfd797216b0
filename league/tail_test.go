package league

import (
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"testing"

	"rolekeeper/internal/pgtest"
	"rolekeeper/journal"
)

// TestTailSendsWhatTheGameGained: a game appended to a line at a time (a
// torn half line among them) and pushed through a Tail after each ends as
// a whole push would leave it; a file replaced by a differing copy falls
// back to a whole push, which refuses it.
func TestTailSendsWhatTheGameGained(t *testing.T) {
	t.Parallel()
	c := pgtest.Start(t)
	db := connect(t, c.NewDatabase(t))
	ctx := context.Background()
	src := writeSeason(t, t.TempDir(), 14, 0, 1, 120)[0]
	data, _ := os.ReadFile(src)
	lines := bytes.SplitAfter(data, []byte("\n"))
	lines = lines[:len(lines)-1]
	path := filepath.Join(t.TempDir(), "tonight.jsonl")
	os.WriteFile(path, bytes.Join(lines[:3], nil), 0o644)
	tail := NewTail(path)
	if p, err := db.PushTail(ctx, tail, "t"); err != nil || p.Outcome != Added {
		t.Fatalf("first push %+v, %v", p, err)
	}
	f, _ := os.OpenFile(path, os.O_APPEND|os.O_WRONLY, 0)
	for i := 3; i < len(lines); i++ {
		half := len(lines[i]) / 2
		f.Write(lines[i][:half])
		if p, err := db.PushTail(ctx, tail, "t"); err != nil || p.Outcome != Unchanged {
			t.Fatalf("line %d torn: %+v, %v; want nothing sent yet", i+1, p, err)
		}
		f.Write(lines[i][half:])
		if i%10 == 0 {
			f.Write([]byte("\n")) // a blank line too
		}
		p, err := db.PushTail(ctx, tail, "t")
		if err != nil || p.Outcome != Completed || p.Records != 1 {
			t.Fatalf("line %d: %+v, %v; want one record sent", i+1, p, err)
		}
	}
	f.Close()
	if !tail.ok || tail.since == 0 {
		t.Errorf("the tail pushed whole every time (since %d)", tail.since)
	}
	if p, err := db.Push(ctx, path, "t"); err != nil || p.Outcome != Unchanged {
		t.Fatalf("a whole push after the tail's: %+v, %v; want the league's copy to be the file", p, err)
	}
	if got, want := standingsJSON(t, db), statsJSON(t, filepath.Dir(path)); got != want {
		t.Errorf("standings\n%s\nwant\n%s", got, want)
	}

	// Another copy put in its place: the tail reads it whole and refuses it.
	rec, _ := journal.DecodeRecord(lines[5])
	changed := append(bytes.Join(lines[:5], nil), journal.EncodeEvent(rec.Event, rec.Seq, rec.At.Add(1e9))...)
	changed = append(append(changed, '\n'), bytes.Join(lines[6:], nil)...)
	os.Remove(path)
	os.WriteFile(path, changed, 0o644)
	_, err := db.PushTail(ctx, tail, "t")
	var ce *ConflictError
	if !errors.As(err, &ce) || ce.Line != 6 {
		t.Errorf("a replaced, differing file: %v, want a conflict at line 6", err)
	}
}
