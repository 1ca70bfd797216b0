package journal

import "rolekeeper/rules"

// A streamed replay (ReadFinal) of a file with undo or redo records needs
// the undo history those records walk through, but only that much: an
// undo never reaches back before the point where the stack of events was
// last as low as it will ever be again. The first pass counts the plain
// event records before the first undo or redo and notes the kind of every
// record from there on (a file without undo notes nothing a record);
// forgetPoints works out from them after which records no later undo or
// redo reaches back, and the second pass drops the history there
// (rules.Game.ForgetHistory), so that memory follows the deepest undo
// instead of the length of the game.

// Kinds of event records, as the first pass notes them.
const (
	kindEvent byte = iota
	kindUndo
	kindRedo
)

// kindOf is the kind of an event record.
func kindOf(e rules.Event) byte {
	switch e.(type) {
	case rules.Undo:
		return kindUndo
	case rules.Redo:
		return kindRedo
	}
	return kindEvent
}

// forgetEvery is how many undo entries a streamed replay lets pile up
// before it drops them at the next point no undo reaches back past. Tests
// lower it to drop the history as often as the plan allows.
var forgetEvery = 1024

// forgetPoints returns, for plain event records followed by records of
// the given kinds (from the first undo or redo on), a set (one bit a
// record) of the records after which the undo and redo history can be
// dropped: the redo stack is empty and no later undo takes the stack of
// events below its height there. It simulates the stacks' heights as
// rules.Apply moves them (an undo or redo with nothing to take back is
// refused when the record is replayed, so it moves nothing here); after
// the i-th of the plain records the height is i+1, the redo stack empty.
func forgetPoints(plain int, kinds []byte) []uint64 {
	height := make([]int32, len(kinds))
	redoEmpty := make([]bool, len(kinds))
	h, r := int32(plain), int32(0)
	for i, k := range kinds {
		switch {
		case k == kindEvent:
			h, r = h+1, 0
		case k == kindUndo && h > 0:
			h, r = h-1, r+1
		case k == kindRedo && r > 0:
			h, r = h+1, r-1
		}
		height[i], redoEmpty[i] = h, r == 0
	}
	n := plain + len(kinds)
	points := make([]uint64, n/64+1)
	lowest := int32(1<<31 - 1) // the lowest height after record i
	for i := n - 1; i >= 0; i-- {
		h, empty := int32(i+1), true
		if i >= plain {
			h, empty = height[i-plain], redoEmpty[i-plain]
		}
		if empty && h <= lowest {
			points[i/64] |= 1 << (i % 64)
		}
		lowest = min(lowest, h)
	}
	return points
}

// forgetAfter drops the game's history after record i (0-based among the
// event records) when the plan allows it and enough has piled up.
func (r *reader) forgetAfter(i int) {
	if r.forget == nil || i/64 >= len(r.forget) || r.forget[i/64]&(1<<(i%64)) == 0 {
		return
	}
	if r.f.Game.CanUndo() >= forgetEvery {
		r.f.Game = r.f.Game.ForgetHistory()
		r.f.Clocks = r.f.Clocks.Forget()
		r.takeLedger()
	}
}
