package model

import "sort"

// segSize is how many entry numbers a segment of an entryStack holds.
const segSize = 256

// entryStack is a stack of entry numbers that never changes once made:
// push and pop return a new stack, and stacks share their lower parts.
// On the done stack the numbers grow from bottom to top, and every number
// on the undone stack is larger than those on the done stack. It keeps
// four bytes an entry, in segments of segSize: a segment is written only
// at its tip (the next free place, by the newest stack that reaches it),
// so that a stack pushed to after another was popped copies its top
// segment (at most a kilobyte) instead of writing over what an older
// stack holds. The zero stack is empty.
type entryStack struct {
	s *segment
	k int // the entries of s in the stack, 1 to segSize; 0 when empty
}

// segment is segSize places of a stack: vals[:n] are written (and never
// written again), below is the full segment under it.
type segment struct {
	vals  [segSize]int32
	n     int
	below *segment
}

func (st entryStack) empty() bool { return st.k == 0 }

// top is the number on top of a stack that is not empty.
func (st entryStack) top() int { return int(st.s.vals[st.k-1]) }

// pop is the stack without its top; the empty stack stays empty.
func (st entryStack) pop() entryStack {
	switch {
	case st.k > 1:
		return entryStack{st.s, st.k - 1}
	case st.k == 1 && st.s.below != nil:
		return entryStack{st.s.below, segSize}
	}
	return entryStack{}
}

// push is the stack with entry on top.
func (st entryStack) push(entry int) entryStack {
	switch {
	case st.k == 0 || st.k == segSize:
		s := &segment{n: 1}
		if st.k == segSize {
			s.below = st.s
		}
		s.vals[0] = int32(entry)
		return entryStack{s, 1}
	case st.s.n != st.k: // another stack wrote past st: copy
		s := &segment{n: st.k, below: st.s.below}
		copy(s.vals[:], st.s.vals[:st.k])
		st.s = s
	}
	st.s.vals[st.k] = int32(entry)
	st.s.n++
	return entryStack{st.s, st.k + 1}
}

// below returns the highest part of the stack whose top entry is below
// limit: the numbers grow from bottom to top, so it skips every segment
// whose first entry is limit or more, then searches the one below.
func (st entryStack) below(limit int) entryStack {
	for st.k > 0 && int(st.s.vals[0]) >= limit {
		if st.s.below == nil {
			return entryStack{}
		}
		st = entryStack{st.s.below, segSize}
	}
	if st.k == 0 {
		return st
	}
	vals := st.s.vals[:st.k]
	st.k = sort.Search(len(vals), func(i int) bool { return int(vals[i]) >= limit })
	return st
}
