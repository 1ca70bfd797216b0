package journal

import (
	"os"
	"path/filepath"
	"reflect"
	"testing"
	"time"

	"rolekeeper/internal/gamegen"
)

// TestExtendReadsWhatParseReads: a file read in pieces, each piece by
// Extend from where the last read stopped, torn lines on the way
// included, gives what Parse gives for the file up to there: the same
// records, game, counts, times, turn times and damage.
func TestExtendReadsWhatParseReads(t *testing.T) {
	r := gamegen.Seeded(21, 22)
	path := filepath.Join(t.TempDir(), "game.jsonl")
	j, err := CreateFile(path, gamegen.Table{MaxPlayers: 9}.Setup(r))
	if err != nil {
		t.Fatal(err)
	}
	at := time.Date(2026, 10, 2, 20, 0, 0, 0, time.UTC)
	for range 300 {
		if j.Game().Over {
			break
		}
		at = at.Add(time.Duration(1+r.IntN(90)) * time.Second)
		e, _, _ := gamegen.Plain(gamegen.MayEnd).Next(r, j.Game())
		if err := j.Append(e, at); err != nil {
			t.Fatal(err)
		}
	}
	j.Close()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	f, err := Parse(path, data[:1+indexByteFrom(data, 0)])
	if err != nil {
		t.Fatal(err)
	}
	for end := len(data[:f.Good()]); end < len(data); {
		end = min(end+1+r.IntN(400), len(data)) // anywhere: in the middle of a line too
		next, ok, err := Extend(f, data[f.Good():end])
		if !ok || err != nil {
			t.Fatalf("at byte %d: Extend ok %v, %v", end, ok, err)
		}
		want, err := Parse(path, data[:end])
		if err != nil {
			t.Fatalf("at byte %d: Parse: %v", end, err)
		}
		sameRead(t, end, next, want)
		f = next
	}
	if f.Damage.Damaged() || f.Good() != int64(len(data)) {
		t.Errorf("the whole file read in pieces ends at %d of %d bytes, damage %+v", f.Good(), len(data), f.Damage)
	}
}

// sameRead fails unless two reads of a file agree.
func sameRead(t *testing.T, at int, got, want File) {
	t.Helper()
	gotTimes, _ := got.Clocks.Until(got.Clocks.At())
	wantTimes, _ := want.Clocks.Until(want.Clocks.At())
	switch {
	case !reflect.DeepEqual(got.Records, want.Records):
		t.Fatalf("at byte %d: %d records, Parse %d", at, len(got.Records), len(want.Records))
	case !reflect.DeepEqual(got.Game.State, want.Game.State) || got.Game.CanUndo() != want.Game.CanUndo() ||
		got.Game.CanRedo() != want.Game.CanRedo():
		t.Fatalf("at byte %d: the games differ", at)
	case got.Events != want.Events || !got.Start.Equal(want.Start) || !got.End.Equal(want.End) ||
		!reflect.DeepEqual(gotTimes, wantTimes):
		t.Fatalf("at byte %d: events %d %v–%v %v, Parse %d %v–%v %v", at, got.Events, got.Start, got.End, gotTimes,
			want.Events, want.Start, want.End, wantTimes)
	case got.Damage.Line != want.Damage.Line || got.Good() != want.Good():
		t.Fatalf("at byte %d: damage at line %d, good %d; Parse %d, %d", at, got.Damage.Line, got.Good(),
			want.Damage.Line, want.Good())
	}
}

// indexByteFrom is the index of the first newline of data from i on.
func indexByteFrom(data []byte, i int) int {
	for k := i; k < len(data); k++ {
		if data[k] == '\n' {
			return k
		}
	}
	return len(data) - 1
}

// TestExtendNeedsAWholeRead: a file read by ReadFinal (no records kept)
// cannot be extended, nor a last line without its newline by more of
// that line; its newline and more lines can.
func TestExtendNeedsAWholeRead(t *testing.T) {
	setup := `{"v":1,"type":"setup","variant":"buhmann","players":["Ana","Ben","Cem"]}`
	f, err := Parse("g.jsonl", []byte(setup))
	if err != nil {
		t.Fatal(err)
	}
	if _, ok, _ := Extend(f, []byte(` {"v":1}`+"\n")); ok {
		t.Error("a last line without its newline was extended by more of it")
	}
	if g, ok, err := Extend(f, []byte("\n"+`{"v":1,"type":"pass"}`+"\n")); !ok || err != nil || len(g.Records) != 1 ||
		g.Records[0].Line != 2 {
		t.Errorf("the newline of the last line and a record: ok %v, %v, %+v", ok, err, g.Records)
	}
	path := filepath.Join(t.TempDir(), "g.jsonl")
	if err := os.WriteFile(path, []byte(setup+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if f, err = ReadFinal(path); err != nil {
		t.Fatal(err)
	}
	if _, ok, _ := Extend(f, []byte(`{"v":1,"type":"pass"}`+"\n")); ok {
		t.Error("a file read by ReadFinal was extended")
	}
}
