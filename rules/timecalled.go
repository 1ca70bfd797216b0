package rules

// TimeCalled records that a club night's round clock called time (N-1):
// the round's time is up, and Turns are the turns still to play by the
// club's end of round (by default the active player finishes the turn,
// then every player still in gets one more; a club may give none, or up
// to three each). It is the game file's "time"
// record. No other rule reads it: the game goes on until the table ends
// it (L-12) or it is won.
type TimeCalled struct {
	Turns int
}

// MaxTimeTurns is the most turns still to play once time is called: a
// club's end of round gives every player still in at most three more.
const MaxTimeTurns = 3 * MaxPlayers

// Type implements Event.
func (TimeCalled) Type() Kind { return KindTime }

// TimeCall is when time was called (State.Time): Called is false until
// then; Turn is the turn it was called in (C-3) and Turns the turns
// still to play from there.
type TimeCall struct {
	Called      bool
	Turn, Turns int
}

// TurnsLeft are the turns still to play at turn now, after time was
// called in an earlier or this turn; 0 once they are played.
func (t TimeCall) TurnsLeft(now int) int {
	if !t.Called {
		return 0
	}
	return max(0, t.Turns-(now-t.Turn))
}

// timeCalled applies TimeCalled (N-1): once a game, with 0 to MaxPlayers
// turns still to play.
func (a *applier) timeCalled(e TimeCalled) error {
	if a.s.Time.Called {
		return refuse("N-1", RefuseTimeCalledTwice, numbers(a.s.Time.Turn))
	}
	if e.Turns < 0 || e.Turns > MaxTimeTurns {
		return refuse("N-1", RefuseTimeTurns, numbers(MaxTimeTurns, e.Turns))
	}
	a.s.Time = TimeCall{Called: true, Turn: a.s.Turn, Turns: e.Turns}
	return nil
}
