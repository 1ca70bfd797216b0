package journal

import (
	"bytes"
	"reflect"
	"testing"
	"time"

	"rolekeeper/internal/gamegen"
	"rolekeeper/rules"
)

// markedFile is a game file of setup and events with seq, crc and times,
// as the app writes it, a blank line here and there.
func markedFile(setup rules.Setup, events []rules.Event) []byte {
	at := time.Date(2026, 3, 1, 19, 0, 0, 0, time.UTC)
	data := append(EncodeSetupID(setup, "0123456789abcdef0123456789abcdef"), '\n')
	for i, e := range events {
		data = append(AppendEvent(data, e, i+1, at.Add(time.Duration(i)*time.Second)), '\n')
		if i%50 == 7 {
			data = append(data, '\n')
		}
	}
	return data
}

// TestReadOnIsTheWholeRead: a file read to a mark and then on from it
// (Mark, ReadOn), at many marks and growing several times, stands where
// the whole file read at once stands: the same state, events, times,
// length and the same records after the mark, with their lines; an undo
// that reaches before the mark is refused, and a mark that is no game's
// is said.
func TestReadOnIsTheWholeRead(t *testing.T) {
	for _, v := range []rules.Variant{rules.Buhmann, rules.Lord} {
		setup := gamegen.LongSetup(v)
		_, events := gamegen.Plain(gamegen.MayEnd).Play(gamegen.Seeded(3, 9), setup, 600)
		data := markedFile(setup, events)
		whole, err := Parse("g", data)
		if err != nil {
			t.Fatal(err)
		}
		lines := bytes.SplitAfter(data, []byte("\n"))
		end, pos := 0, int64(0)
		var m Mark
		var cuts []int
		readOn := 0
		for cut := 1; cut < len(lines); cut += 1 + cut/3 { // grown several times
			cuts = append(cuts, cut)
		}
		for _, cut := range append(cuts, len(lines)) {
			for ; end < cut; end++ {
				pos += int64(len(lines[end]))
			}
			if m.Setup == nil {
				first, err := Parse("g", data[:pos])
				if err != nil {
					t.Fatal(err)
				}
				var ok bool
				if m, ok = first.Mark(); !ok {
					t.Fatal("no mark of a whole file")
				}
				continue
			}
			part, ok, err := ReadOn("g", bytes.NewReader(data[m.Offset:pos]), m)
			if !ok {
				t.Fatal("the mark is refused")
			}
			if err != nil {
				if reachesBefore(t, data[m.Offset:pos]) {
					first, err := Parse("g", data[:pos]) // read whole again, as a caller does
					if err != nil {
						t.Fatal(err)
					}
					m, _ = first.Mark()
					continue
				}
				t.Fatalf("%v: read on from line %d to %d: %v", v, m.Line, cut, err)
			}
			want, err := Parse("g", data[:pos])
			if err != nil {
				t.Fatal(err)
			}
			checkSame(t, part, want, m.Records)
			readOn++
			if m, ok = part.Mark(); !ok {
				t.Fatal("no mark after reading on")
			}
		}
		if readOn < len(cuts)/3 {
			t.Fatalf("%v: read on from only %d of %d marks", v, readOn, len(cuts))
		}
		if m.Offset != int64(len(data)) || m.State.Turn != whole.Game.State.Turn {
			t.Fatalf("%v: the last mark is at %d of %d bytes", v, m.Offset, len(data))
		}
	}
}

// reachesBefore reports whether the records of tail undo or redo an
// event from before their start.
func reachesBefore(t *testing.T, tail []byte) bool {
	undo, redo := 0, 0 // what the records since can undo and redo
	for _, l := range bytes.Split(tail, []byte("\n")) {
		if len(bytes.TrimSpace(l)) == 0 {
			continue
		}
		rec, err := DecodeRecord(l)
		if err != nil {
			t.Fatal(err)
		}
		switch rec.Event.(type) {
		case rules.Undo:
			if undo == 0 {
				return true
			}
			undo, redo = undo-1, redo+1
		case rules.Redo:
			if redo == 0 {
				return true
			}
			undo, redo = undo+1, redo-1
		default:
			undo, redo = undo+1, 0
		}
	}
	return false
}

// checkSame fails when part, read on from a mark after records records,
// does not stand where want, the whole read, stands.
func checkSame(t *testing.T, part, want File, records int) {
	t.Helper()
	if !reflect.DeepEqual(part.Game.State.Snapshot(), want.Game.State.Snapshot()) {
		t.Fatalf("at line %d the states differ", want.lines)
	}
	if part.Events != want.Events || !part.Start.Equal(want.Start) || !part.End.Equal(want.End) ||
		part.Good() != want.Good() || part.ID != want.ID || part.lines != want.lines || part.count != want.count {
		t.Fatalf("at line %d: events %d/%d, good %d/%d, lines %d/%d", want.lines, part.Events, want.Events,
			part.Good(), want.Good(), part.lines, want.lines)
	}
	if !reflect.DeepEqual(part.Records, want.Records[records:]) {
		t.Fatalf("at line %d the records after the mark differ", want.lines)
	}
}

// TestReadOnRefusesWhatTheMarkCannotSay: an undo reaching before the
// mark is an error (a whole read says whether it is one), a record with
// the wrong seq is refused, and a mark of no setup is no mark.
func TestReadOnRefusesWhatTheMarkCannotSay(t *testing.T) {
	setup := gamegen.LongSetup(rules.Lord)
	_, events := gamegen.Plain(gamegen.Running).Play(gamegen.Seeded(5, 9), setup, 40)
	data := markedFile(setup, events)
	f, err := Parse("g", data)
	if err != nil {
		t.Fatal(err)
	}
	m, ok := f.Mark()
	if !ok {
		t.Fatal("no mark")
	}
	at := time.Date(2026, 3, 1, 21, 0, 0, 0, time.UTC)
	for name, tail := range map[string][]byte{
		"an undo before the mark": append(EncodeEvent(rules.Undo{}, m.Records+1, at), '\n'),
		"a seq that skips":        append(EncodeEvent(rules.Pass{}, m.Records+2, at), '\n'),
	} {
		if _, ok, err := ReadOn("g", bytes.NewReader(tail), m); !ok || err == nil {
			t.Errorf("%s: read on (ok %v, %v)", name, ok, err)
		}
	}
	bad := m
	bad.Setup = []byte(`{"v":1,"type":"pass"}`)
	if _, ok, _ := ReadOn("g", bytes.NewReader(nil), bad); ok {
		t.Error("a mark whose setup is an event is taken")
	}
	torn := append(data, []byte(`{"v":1,"ty`)...)
	if f, err := Parse("g", torn); err != nil || func() bool { _, ok := f.Mark(); return ok }() {
		t.Errorf("a file whose last line is torn gives a mark (%v)", err)
	}
}
