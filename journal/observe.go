package journal

import "rolekeeper/rules"

// Observer is told every step of a replay, so that a screen can build its
// log from the one replay that also gives the game: first the setup (e is
// nil, before the zero Game, effects those of the first turn's start),
// then every event with the game before it, the game after it and the
// effects it caused. The effects belong to the observer.
//
// Open replays the file in place (rules.Game.ReplayKept): it tells no
// game before an event (the zero Game) and no effects, and the game after
// it is changed by the next event: an observer that keeps it keeps
// after.Detached().
type Observer func(before rules.Game, e rules.Event, after rules.Game, effects []rules.Effect)

// Observe has Open, Read or Parse tell observe every step of the replay
// (see Observer). A resumed game builds its log this way instead of
// replaying the file a second time.
func Observe(observe Observer) Option {
	return func(o *options) { o.observe = observe }
}
