package export

import (
	"testing"

	"rolekeeper/rules"
)

// ledgerElims reads every elimination of l.
func ledgerElims(t *testing.T, l *Ledger) []rules.Elimination {
	t.Helper()
	var got []rules.Elimination
	if err := l.Eliminations(func(e rules.Elimination) error {
		got = append(got, e)
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	return got
}

// TestLedgerRestartForgetsWhatWasWritten: a file that undoes an event is
// read a second time from its start (journal.Ledger.Restart). What the
// first reading had already written to the scratch file must be gone, and
// the second reading's items read back as they were taken: the scratch
// file is written again from its start, not after a hole of zero bytes
// where the first reading's items were (which read back as items of no
// kind and misread every one after them: `rolekeeper export` of a long
// game with one undo left out the first elimination).
func TestLedgerRestartForgetsWhatWasWritten(t *testing.T) {
	t.Setenv("TMPDIR", t.TempDir())
	l, err := NewLedger()
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	first := make([]rules.Elimination, 10000) // more than the 64 KiB buffer, so some reach the file
	for i := range first {
		first[i] = rules.Elimination{Seat: 1, Culprit: 2, Turn: i, Round: i / 5, Event: i, Cause: rules.CauseOther}
	}
	l.Take(first, nil)
	l.Restart()
	want := []rules.Elimination{
		{Seat: 4, Culprit: 2, Turn: 4, Round: 1, Event: 9, Cause: rules.CauseOther},
		{Seat: 3, Culprit: -1, Turn: 7, Round: 2, Event: 12, Cause: rules.CausePoison},
	}
	l.Take(want[:1], []rules.HandPoints{{Seat: 0, Delta: 2, Round: 1, Turn: 4, Reason: "dispute"}})
	l.Take(want[1:], nil)
	got := ledgerElims(t, l)
	if len(got) != len(want) {
		t.Fatalf("after Restart the ledger reads %d eliminations, want %d: %v", len(got), len(want), got[:min(len(got), 4)])
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("elimination %d reads %+v, want %+v", i, got[i], want[i])
		}
	}
	// Restart after the lists were read once (the file flushed) too.
	l.Restart()
	l.Take(want[1:], nil)
	if got := ledgerElims(t, l); len(got) != 1 || got[0] != want[1] {
		t.Errorf("after a second Restart the ledger reads %+v, want only %+v", got, want[1])
	}
}
