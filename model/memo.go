package model

import (
	"rolekeeper/keymap"
	"rolekeeper/rules"
	"rolekeeper/wording"
)

// frameMemo keeps what the frames of a screen derive from the game and
// would otherwise work out again at every frame: the summary, whose lists
// (eliminations, points changed by hand, life lost) grow with the game,
// and the key map of the situation, which every key press and every
// frame's help line ask for. The models copied from one another share
// it; it is only a cache, keyed by the entry of the log the game stands
// at and by the situation and language of the keys, so a frame draws the
// same with or without it.
type frameMemo struct {
	key     memoKey
	summary rules.Summary
	ok      bool
	keys    keysMemo
}

// keysMemo is the key map last narrowed (Model.keys) and what it was
// narrowed to. Building one allocates some 50 KB (every binding, its keys
// and help), which the garbage collector then has to find again: several
// times a key press, with a frame after each, at any length of game
// (BENCHMARKS.md, "Played in tmux").
type keysMemo struct {
	words *wording.Words // the language it speaks (a viewer changes it: L)
	ctx   keymap.Context
	deck  bool // a deck is typed on the setup screen
	km    keymap.KeyMap
	ok    bool
}

// memoKey names the state of a game in the model: the log it belongs to
// (its first mark, made when the game was set up or rebuilt) and the
// entry it stands at (every event, undo and redo adds an entry and new
// stacks of them).
type memoKey struct {
	marks        *logMark
	done, undone entryStack
	entries      int
	first        int // how many of the summary's lists were read (summaryFirst)
}

// stateKey is the memo's key for the game as it stands.
func (m Model) stateKey() memoKey {
	k := memoKey{done: m.log.done, undone: m.log.undone, entries: m.log.len()}
	if len(m.log.marks) > 0 {
		k.marks = &m.log.marks[0]
	}
	return k
}

// summaryFirst is how many eliminations and points changed by hand the
// summary screen reads (rules.NewSummaryFirst): more than it shows at
// its size (a line each, in columns of 40 cells), and the same at any
// length of game.
func (m Model) summaryFirst() int {
	return max(m.Height, 1)*max(m.Width/40, 1) + 2
}

// summary is the summary of the game as it stands for the summary
// screen, worked out once per state.
func (m Model) summary() rules.Summary {
	first := m.summaryFirst()
	if m.memo == nil {
		return rules.NewSummaryFirst(m.game.State, first)
	}
	k := m.stateKey()
	k.first = first
	if !m.memo.ok || m.memo.key != k {
		m.memo.key, m.memo.summary, m.memo.ok = k, rules.NewSummaryFirst(m.game.State, first), true
	}
	return m.memo.summary
}
