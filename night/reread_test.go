package night

import (
	"bytes"
	"testing"
	"time"
)

// TestRereaderReadsTheClockAlone: a night read again with only its clock
// changed keeps its rounds (not drawn again: the same rounds in memory)
// and has the new clock; a round seated is read whole; bytes that are
// not the night's file are refused as Decode refuses them, and the next
// good bytes are read.
func TestRereaderReadsTheClockAlone(t *testing.T) {
	n := seatedNight(t, 13, 2)
	encode := func() []byte {
		var b bytes.Buffer
		if err := n.Encode(&b); err != nil {
			t.Fatal(err)
		}
		return b.Bytes()
	}
	var r Rereader
	first, err := r.Decode(encode())
	if err != nil || len(first.Seated) != 2 {
		t.Fatalf("first reading: %v", err)
	}
	at := started.Add(3 * time.Hour)
	if err := n.StartRound(100*time.Minute, at); err != nil {
		t.Fatal(err)
	}
	if err := n.Pause(at.Add(time.Minute)); err != nil {
		t.Fatal(err)
	}
	paused, err := r.Decode(encode())
	if err != nil || paused.Clock != n.Clock {
		t.Fatalf("paused: %+v (%v), want %+v", paused.Clock, err, n.Clock)
	}
	if &paused.Seated[0] != &first.Seated[0] {
		t.Error("a change of the clock alone drew the rounds again")
	}
	if again, _ := r.Decode(encode()); again != paused {
		t.Error("the same bytes read twice are not the same night")
	}
	in := Inputs{Ratings: make([]float64, 13), SeasonFirsts: make([]int, 13), Seed: 7}
	if _, err := n.Seat(at.Add(time.Hour), in); err != nil {
		t.Fatal(err)
	}
	third, err := r.Decode(encode())
	if err != nil || len(third.Seated) != 3 || third.Clock != n.Clock {
		t.Fatalf("a third round seated: %d rounds (%v)", len(third.Seated), err)
	}
	swapped := bytes.Replace(encode(), []byte(`"Ana"`), []byte(`"Zoe"`), 1)
	if _, err := r.Decode(swapped); err == nil {
		t.Error("a stranger in the night's file was read")
	}
	if _, err := r.Decode([]byte(`{"v":1`)); !isProblem(err, ReasonBadJSON) {
		t.Errorf("torn bytes: %v", err)
	}
	if back, err := r.Decode(encode()); err != nil || len(back.Seated) != 3 {
		t.Errorf("the good file again: %v", err)
	}
}
