package journal

import (
	"bytes"
	"reflect"
	"testing"
	"time"

	"rolekeeper/internal/gamegen"
	"rolekeeper/rules"
)

// TestForgetPoints checks the plan on a worked example: E E U E E U U R E.
// Heights after each record: 1 2 1 2 3 2 1 2 3; the redo stack is empty
// after the events only.
func TestForgetPoints(t *testing.T) {
	kinds := []byte{kindEvent, kindEvent, kindUndo, kindEvent, kindEvent, kindUndo, kindUndo, kindRedo, kindEvent}
	points := forgetPoints(kinds)
	var got []int
	for i := range kinds {
		if points[i/64]&(1<<(i%64)) != 0 {
			got = append(got, i)
		}
	}
	// After record 0 (height 1) nothing goes lower; after 1 (height 2)
	// the undo at 2 goes to 1; after 3 (height 2) the undos at 5 and 6
	// go to 1; after 7 the redo stack still holds one event; 8 is last.
	if want := []int{0, 8}; !reflect.DeepEqual(got, want) {
		t.Fatalf("forget after %v, want %v", got, want)
	}
}

// TestReadFinalWithUndoEqualsRead replays random legal games with undo and
// redo records both ways: ReadFinal (streamed, dropping the history
// wherever the plan allows) ends in the same state as Read (whole
// history), and refuses a bad undo at the same line.
func TestReadFinalWithUndoEqualsRead(t *testing.T) {
	defer func(n int) { forgetEvery = n }(forgetEvery)
	forgetEvery = 1
	for seed := range uint64(20) {
		r := gamegen.Seeded(seed, 77)
		setup := gamegen.Table{MaxPlayers: 9}.Setup(r)
		g, _, _ := rules.NewGame(setup)
		data := append(EncodeSetup(setup), '\n')
		n := 50 + r.IntN(400)
		for i := range n {
			var e rules.Event
			e, g, _ = gamegen.Plain(gamegen.MayEnd).Next(r, g)
			data = append(AppendEvent(data, e, i+1, t0.Add(time.Duration(i)*time.Second)), '\n')
		}
		whole, err := Parse("g.jsonl", data)
		if err != nil {
			t.Fatal(err)
		}
		final, err := read("g.jsonl", bytes.NewReader(data), int64(len(data)), false, nil, false)
		if err != nil || !reflect.DeepEqual(final.Game.State, whole.Game.State) || final.Events != whole.Events {
			t.Fatalf("seed %d: ReadFinal %v, state equal %v", seed, err, reflect.DeepEqual(final.Game.State, whole.Game.State))
		}
		// An undo too many at the end: both refuse it at the same line.
		bad := bytes.Clone(data)
		for i := range whole.Game.CanUndo() + 1 {
			bad = append(AppendEvent(bad, rules.Undo{}, n+i+1, time.Time{}), '\n')
		}
		_, werr := Parse("g.jsonl", bad)
		_, ferr := read("g.jsonl", bytes.NewReader(bad), int64(len(bad)), false, nil, false)
		if werr == nil || ferr == nil || werr.Error() != ferr.Error() {
			t.Fatalf("seed %d: Read says %v, ReadFinal %v", seed, werr, ferr)
		}
	}
}
