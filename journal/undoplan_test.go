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
	// After record 0 (height 1) nothing goes lower; after 1 (height 2)
	// the undo at 2 goes to 1; after 3 (height 2) the undos at 5 and 6
	// go to 1; after 7 the redo stack still holds one event; 8 is last.
	// The plain events before the first undo are counted, not noted:
	// the same plan whether the first pass noted 0, 1 or 2 of them.
	for plain := range 3 {
		points := forgetPoints(plain, kinds[plain:])
		var got []int
		for i := range kinds {
			if points[i/64]&(1<<(i%64)) != 0 {
				got = append(got, i)
			}
		}
		if want := []int{0, 8}; !reflect.DeepEqual(got, want) {
			t.Fatalf("%d plain events counted: forget after %v, want %v", plain, got, want)
		}
	}
	// A long run of plain events before an undo: the history may go
	// after every one but the last before the undo.
	points := forgetPoints(200, []byte{kindUndo, kindEvent})
	for i := range 202 {
		if got, want := points[i/64]&(1<<(i%64)) != 0, i < 199 || i == 201; got != want {
			t.Fatalf("200 plain events, an undo, an event: forget after %d %v, want %v", i, got, want)
		}
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
		final, err := read("g.jsonl", bytes.NewReader(data), int64(len(data)), false, nil, ledgerMode{})
		if err != nil || !reflect.DeepEqual(final.Game.State, whole.Game.State) || final.Events != whole.Events {
			t.Fatalf("seed %d: ReadFinal %v, state equal %v", seed, err, reflect.DeepEqual(final.Game.State, whole.Game.State))
		}
		// An undo too many at the end: both refuse it at the same line.
		bad := bytes.Clone(data)
		for i := range whole.Game.CanUndo() + 1 {
			bad = append(AppendEvent(bad, rules.Undo{}, n+i+1, time.Time{}), '\n')
		}
		_, werr := Parse("g.jsonl", bad)
		_, ferr := read("g.jsonl", bytes.NewReader(bad), int64(len(bad)), false, nil, ledgerMode{})
		if werr == nil || ferr == nil || werr.Error() != ferr.Error() {
			t.Fatalf("seed %d: Read says %v, ReadFinal %v", seed, werr, ferr)
		}
	}
}

// takenLedger records what ReadFinal hands to a Ledger.
type takenLedger struct {
	elims    []rules.Elimination
	hand     []rules.HandPoints
	restarts int
}

func (l *takenLedger) Take(elims []rules.Elimination, hand []rules.HandPoints) {
	l.elims, l.hand = append(l.elims, elims...), append(l.hand, hand...)
}

func (l *takenLedger) Restart() { l.elims, l.hand, l.restarts = nil, nil, l.restarts+1 }

// TestTakeLedgerHandsOverTheFinalLists replays random legal games, with
// and without undo and redo records, through TakeLedger: the Ledger is
// handed exactly the eliminations and manual points changes of the game
// as Read ends it, in order, wherever the history is dropped; the game
// it gives ends in the same state but for those lists.
func TestTakeLedgerHandsOverTheFinalLists(t *testing.T) {
	defer func(n int) { forgetEvery = n }(forgetEvery)
	var elims, hand, restarts int
	for seed := range uint64(40) {
		forgetEvery = []int{1, 1024}[seed%2]
		r := gamegen.Seeded(seed, 78)
		setup := gamegen.Table{MaxPlayers: 9}.Setup(r)
		g, _, _ := rules.NewGame(setup)
		data := append(EncodeSetup(setup), '\n')
		undo := seed%4 < 2
		for i := range 100 + r.IntN(600) {
			var e rules.Event
			e, g, _ = gamegen.Plain(gamegen.MayEnd).Next(r, g)
			if _, ok := e.(rules.Undo); ok && !undo {
				break
			}
			if _, ok := e.(rules.Redo); ok && !undo {
				break
			}
			data = append(AppendEvent(data, e, i+1, t0.Add(time.Duration(i)*time.Second)), '\n')
		}
		whole, err := Parse("g.jsonl", data)
		if err != nil {
			t.Fatal(err)
		}
		var l takenLedger
		final, err := read("g.jsonl", bytes.NewReader(data), int64(len(data)), false, nil, ledgerMode{off: true, take: &l})
		if err != nil {
			t.Fatal(err)
		}
		want := whole.Game.State
		if !reflect.DeepEqual(l.elims, want.Eliminations()) || !reflect.DeepEqual(l.hand, want.HandPointsChanges()) {
			t.Fatalf("seed %d: handed %d eliminations and %d manual changes, want %d and %d", seed,
				len(l.elims), len(l.hand), len(want.Eliminations()), len(want.HandPointsChanges()))
		}
		if final.Game.Players[0] != want.Players[0] || final.Events != whole.Events {
			t.Fatalf("seed %d: the game read with TakeLedger ends elsewhere", seed)
		}
		elims, hand, restarts = elims+len(l.elims), hand+len(l.hand), restarts+l.restarts
	}
	if elims == 0 || hand == 0 || restarts == 0 {
		t.Fatalf("%d eliminations, %d manual changes, %d restarts in all: the test shows nothing", elims, hand, restarts)
	}
}

// TestFirstPassNotesNothingAPlainEvent: the first pass of a streamed
// replay notes no kind for the plain events before the first undo or redo
// (a file without undo, the common one, is read in memory that does not
// grow with its length), only their number, and every kind from the first
// undo on.
func TestFirstPassNotesNothingAPlainEvent(t *testing.T) {
	setup := gamegen.LongSetup(rules.Lord)
	data := append(EncodeSetup(setup), '\n')
	n := 0
	for e := range gamegen.LongEvents(setup, 2000, 1) {
		n++
		data = append(AppendEvent(data, e, n, t0.Add(time.Duration(n)*time.Second)), '\n')
	}
	r := reader{f: File{Path: "g.jsonl"}}
	if err := r.run(bytes.NewReader(data), int64(len(data))); err != nil || r.kinds != nil || r.records != n {
		t.Fatalf("%d plain events: %v, %d records, %d kinds noted (%d of room), want none", n, err, r.records, len(r.kinds), cap(r.kinds))
	}
	for i, e := range []rules.Event{rules.Undo{}, rules.Redo{}, rules.Undo{}} {
		data = append(AppendEvent(data, e, n+i+1, time.Time{}), '\n')
	}
	r = reader{f: File{Path: "g.jsonl"}}
	want := []byte{kindUndo, kindRedo, kindUndo}
	if err := r.run(bytes.NewReader(data), int64(len(data))); err != errNeedHistory || !bytes.Equal(r.kinds, want) || r.records-len(r.kinds) != n {
		t.Fatalf("%d plain events, undo, redo, undo: %v, kinds %v (want %v), %d plain", n, err, r.kinds, want, r.records-len(r.kinds))
	}
}
