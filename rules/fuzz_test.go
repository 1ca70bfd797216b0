package rules

import (
	"bytes"
	"os"
	"path/filepath"
	"reflect"
	"testing"
)

// FuzzApply decodes arbitrary records and applies them to a game: Apply
// must never panic, and a refused event must leave the game unchanged
// (C-7). The first byte picks the variant and player count.
func FuzzApply(f *testing.F) {
	files, _ := filepath.Glob(filepath.Join(examplesDir, "*.jsonl"))
	for _, file := range files {
		data, err := os.ReadFile(file)
		if err != nil {
			continue
		}
		if _, after, ok := bytes.Cut(data, []byte("\n")); ok {
			f.Add(byte(len(file)), after)
		}
	}
	f.Add(byte(0), []byte(`{"v":1,"type":"attack","attacker":0,"defenders":[1]}`+"\n"+`{"v":1,"type":"undo"}`))
	f.Add(byte(9), []byte(`{"v":1,"type":"life","changes":[{"seat":2,"delta":-40}],"source":1}`))
	f.Fuzz(func(t *testing.T, pick byte, records []byte) {
		setup := Setup{Variant: Variant(pick % 2), Life: 20, Target: 10, Seed: uint64(pick)}
		names := []string{"Ana", "Ben", "Cem", "Dora", "Eli", "Finn", "Gus", "Hana", "Ivo", "Jan", "Kai", "Lia"}
		setup.Players = names[:5+int(pick/2)%8]
		g, _, err := NewGame(setup)
		if err != nil {
			t.Fatalf("setup: %v", err)
		}
		for _, line := range bytes.Split(records, []byte("\n")) {
			rec, err := DecodeRecord(line)
			if err != nil || rec.Event == nil {
				continue
			}
			before := g
			next, _, err := Apply(g, rec.Event)
			if err != nil {
				if !reflect.DeepEqual(next, before) {
					t.Fatalf("refused %s changed the game", line)
				}
				continue
			}
			g = next
		}
	})
}

// FuzzDecodeRecord checks that decoding never panics and that a decoded
// event encodes to a record that decodes to the same event.
func FuzzDecodeRecord(f *testing.F) {
	f.Add([]byte(`{"v":1,"type":"points","seat":1,"delta":2,"reason":"x"}`))
	f.Add([]byte(`{"v":1,"type":"roles","lord":0,"pairs":[[1,2]],"waiting":null}`))
	f.Fuzz(func(t *testing.T, line []byte) {
		rec, err := DecodeRecord(line)
		if err != nil || rec.Event == nil {
			return
		}
		again, err := DecodeRecord(EncodeEvent(rec.Event, 1, rec.At))
		if err != nil {
			t.Fatalf("re-encoded %s does not decode: %v", line, err)
		}
		if !reflect.DeepEqual(normalEvent(again.Event), normalEvent(rec.Event)) {
			t.Fatalf("round trip: %#v became %#v", rec.Event, again.Event)
		}
	})
}

// normalEvent makes empty and nil lists compare equal.
func normalEvent(e Event) Event {
	switch e := e.(type) {
	case Attack:
		e.Defenders = nonNil(e.Defenders)
		return e
	case Eliminate:
		e.Seats = nonNil(e.Seats)
		return e
	case LifeChange:
		if e.Changes == nil {
			e.Changes = []Change{}
		}
		return e
	case Roles:
		if e.Pairs == nil {
			e.Pairs = []Pair{}
		}
		return e
	case SetPairs:
		if e.Pairs == nil {
			e.Pairs = []Pair{}
		}
		return e
	}
	return e
}
