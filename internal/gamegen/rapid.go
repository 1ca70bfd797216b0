package gamegen

import "pgregory.net/rapid"

// Rapid is a Source that draws from rapid's T, so that a property test
// over generated games shrinks a failing game to a small one.
func Rapid(t *rapid.T) Source { return rapidSource{t} }

type rapidSource struct{ t *rapid.T }

func (s rapidSource) IntN(n int) int { return rapid.IntRange(0, n-1).Draw(s.t, "choice") }

func (s rapidSource) Uint64() uint64 { return rapid.Uint64().Draw(s.t, "seed") }

func (s rapidSource) IntRange(lo, hi int) int { return rapid.IntRange(lo, hi).Draw(s.t, "number") }
